"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

export const UNSAVED_CHANGES_TITLE = "Unsaved Changes";
export const UNSAVED_CHANGES_MESSAGE = "You currently have unsaved changes, are you sure you want to navigate out of this page without saving?";
/** Spec 1 §8's second wording, for leaving a part of a page (a note, an endorsement's section) rather than the page. */
export const CONTINUE_WITHOUT_SAVING_MESSAGE = "You currently have unsaved changes, are you sure you want to continue without saving?";

/**
 * While `dirty`, leaving the page asks first (spec 1 §8): links inside the app
 * open a confirmation, and closing or reloading the tab gets the browser's own
 * prompt. `guard(proceed)` asks the same before the page's own Back buttons.
 * Leaving anyway calls `onDiscard`. `prompt` names what is unsaved (a note
 * asks as 'Unsaved note').
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  onDiscard?: () => void,
  prompt: { title: string; message: string } = { title: UNSAVED_CHANGES_TITLE, message: UNSAVED_CHANGES_MESSAGE },
): { guard: (proceed: () => void) => void; dialog: ReactNode } {
  const router = useRouter();
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank" || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      // Captured before Next's Link sees the click, so nothing navigates until the user decides.
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => router.push(`${url.pathname}${url.search}${url.hash}`));
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, router]);

  const guard = (proceed: () => void) => {
    if (dirty) setPending(() => proceed);
    else proceed();
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title={prompt.title}
      message={prompt.message}
      confirmLabel="Leave without saving"
      cancelLabel="Stay on this page"
      onConfirm={() => {
        const proceed = pending;
        setPending(null);
        onDiscard?.();
        proceed?.();
      }}
    />
  );
  return { guard, dialog };
}
