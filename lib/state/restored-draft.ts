"use client";

import { useState } from "react";
import { useAppStore, type AppState } from "./app-store";

/**
 * A draft this tab kept, looked up once the tab's state is read: undefined
 * until then (on the server too, so a page rendered there and its first render
 * in the browser agree), then the draft found or null. Drafts written later,
 * while the form is being edited, never change it, so a form started from it
 * is never restarted.
 */
export function useRestoredDraft<T>(select: (state: AppState) => T | null): T | null | undefined {
  const hydrated = useAppStore((s) => s.hydrated);
  const draft = useAppStore(select);
  const [restored, setRestored] = useState<T | null | undefined>(undefined);
  if (hydrated && restored === undefined) setRestored(draft);
  return restored;
}
