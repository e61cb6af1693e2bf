"use client";

import { lazy, Suspense, useState } from "react";
import type { DialogProps } from "./dialog-props";

const DialogImpl = lazy(() => import("./dialog-impl").then((m) => ({ default: m.DialogImpl })));

/**
 * A modal dialog. Its Radix code (focus trap, scroll lock) loads when it
 * first opens; a page whose dialogs stay closed never downloads it.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogImpl {...props} />
    </Suspense>
  );
}
