"use client";

import { lazy, Suspense } from "react";
import type { PolicyActionDialogProps } from "./policy-action-dialog";

const PolicyActionDialog = lazy(() => import("./policy-action-dialog").then((m) => ({ default: m.PolicyActionDialogWithCache })));

/**
 * The post-bind dialogs, the server's schemas and the query cache the dialogs
 * read through load when one first opens, not with the page (the policy
 * summary and the records lists read without the cache).
 */
export function LazyPolicyActionDialog(props: (PolicyActionDialogProps & { userID: string }) | { action: null }) {
  if (props.action === null) return null;
  return (
    <Suspense fallback={null}>
      <PolicyActionDialog {...props} />
    </Suspense>
  );
}
