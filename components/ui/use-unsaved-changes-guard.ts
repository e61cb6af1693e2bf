"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

/** Spec 1 §8, unsaved changes on leaving a page. */
export const UNSAVED_CHANGES_MESSAGE = "You currently have unsaved changes, are you sure you want to navigate out of this page without saving?";

/**
 * While `dirty`, holds back in-app link clicks until the user confirms, and
 * asks the browser to confirm reloads and closing the tab.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const router = useRouter();
  const [pendingHref, setPendingHref] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    // Capture phase on the document runs before Next's Link handler, so it can stop the navigation.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setPendingHref(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);

  return {
    pendingHref,
    leave: () => {
      if (pendingHref) router.push(pendingHref);
      setPendingHref(null);
    },
    stay: () => setPendingHref(null),
  };
}
