"use client";

import { lazy, Suspense } from "react";
import type { PolicyActionDialogProps } from "./policy-action-dialog";

const PolicyActionDialog = lazy(() => import("./policy-action-dialog"));

/** The post-bind dialogs, with the server's schemas and the form library, load when one first opens, not with the page. */
export function LazyPolicyActionDialog(props: PolicyActionDialogProps | { action: null }) {
  if (props.action === null) return null;
  return (
    <Suspense fallback={null}>
      <PolicyActionDialog {...props} />
    </Suspense>
  );
}
