"use client";

import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { useAppStore } from "@/lib/state/app-store";
import { NEW_APPLICATION_PARAM, isPersistedStateUsable } from "@/lib/state/persisted-state";

/**
 * Reads the browser's copy of the state once per signed-in page load and drops
 * it when it is stale, belongs to someone else, or `new-application=true` asks
 * for a fresh start (spec 1 §2, §4).
 */
export function ClientStateSession({ userID }: { userID: string }) {
  const wipe = useSearchParams()?.get(NEW_APPLICATION_PARAM) === "true";

  useEffect(() => {
    let cancelled = false;
    void Promise.resolve(useAppStore.persist.rehydrate()).then(() => {
      if (cancelled) return;
      const state = useAppStore.getState();
      const now = Date.now();
      if (wipe || !isPersistedStateUsable(state, { userID, now })) state.reset();
      state.startSession(userID, now);
    });
    return () => {
      cancelled = true;
    };
  }, [userID, wipe]);

  return null;
}
