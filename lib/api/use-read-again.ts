"use client";

import { useEffect } from "react";
import type { DataKind } from "./data-changes";
import { useDataChange } from "./use-data-change";

/**
 * Reads what a screen shows again every `everyMs` while its tab is shown,
 * when the tab is shown again, and whenever the page announces a change of
 * `kind`: for parts that show what other people change (notes, the bell).
 * With `now`, it reads as the part mounts too.
 */
export function useReadAgain(read: () => void, everyMs: number, kind: DataKind, { now = false } = {}): void {
  useEffect(() => {
    if (now) read();
    const whenShown = () => {
      if (!document.hidden) read();
    };
    const timer = setInterval(whenShown, everyMs);
    document.addEventListener("visibilitychange", whenShown);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", whenShown);
    };
  }, [read, everyMs, now]);
  useDataChange(kind, read);
}
