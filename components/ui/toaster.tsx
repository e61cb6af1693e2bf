"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { isToastOutletWanted, subscribeToastOutlet } from "./toast";

const ToasterImpl = lazy(() => import("./toaster-impl").then((m) => ({ default: m.ToasterImpl })));

/** The one toast outlet of the app; placed once in Providers. Its code loads with the first toast. */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToastOutlet, isToastOutletWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterImpl />
    </Suspense>
  );
}
