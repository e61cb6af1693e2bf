"use client";

import { lazy, Suspense } from "react";
import { preloader } from "@/components/ui/lazy-trigger";
import type { PolicyActionDialogProps } from "./policy-action-dialog";

/** Starts loading the post-bind dialogs' code, once: a screen that is about to offer one calls it, so the dialog opens at once. */
export const preloadPolicyActionDialog = preloader(() => import("./policy-action-dialog"));

const PolicyActionDialog = lazy(preloadPolicyActionDialog);

/** The post-bind dialogs, with the server's schemas and the form library, load when one is about to open, not with the page. */
export function LazyPolicyActionDialog(props: PolicyActionDialogProps | { action: null }) {
  if (props.action === null) return null;
  return (
    <Suspense fallback={null}>
      <PolicyActionDialog {...props} />
    </Suspense>
  );
}
