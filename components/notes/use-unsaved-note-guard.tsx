"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** Spec 3 §8: the prompt when leaving with a note or reply not yet submitted. */
export const UNSAVED_NOTE_TITLE = "Unsaved note";
export const UNSAVED_NOTE_MESSAGE = "You currently have unsaved changes, are you sure you want to continue without saving?";

/**
 * While a note is being written, leaving the page asks first: links inside
 * the app open the 'Unsaved note' confirmation, closing or reloading the tab
 * gets the browser's own prompt. Leaving anyway calls `onDiscard`. The
 * pattern is the one of the form guard (components/forms), with the note's
 * own title.
 */
export function useUnsavedNoteGuard(dirty: boolean, onDiscard?: () => void): ReactNode {
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

  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title={UNSAVED_NOTE_TITLE}
      message={UNSAVED_NOTE_MESSAGE}
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
}
