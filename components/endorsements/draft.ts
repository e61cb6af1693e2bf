"use client";

import { useCallback } from "react";
import { draftFromEndorsement, emptyDraft } from "@/lib/forms/endorsement-draft";
import { endorsementDraftSchema, type EndorsementDraft } from "@/lib/schemas/endorsement-draft";
import type { ApiEndorsement } from "@/lib/schemas/endorsements";
import { useAppStore } from "@/lib/state/app-store";

export const endorsementPath = (appID: string, page = "") => `/coverage/${encodeURIComponent(appID)}/endorsement${page ? `/${page}` : ""}`;

/** The stored draft of an application, if the browser's copy is one. */
function storedDraft(value: unknown): EndorsementDraft | null {
  const parsed = endorsementDraftSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Modify (spec 3 §4): the endorsement's changes become the application's
 * draft, which replaces the endorsement once submitted; the user goes on to
 * review it. A full navigation, as this is called outside any page's router.
 */
export function loadEndorsementIntoDraft(appID: string, endorsement: ApiEndorsement): void {
  useAppStore.getState().setEndorsementDraft(appID, draftFromEndorsement(endorsement));
  window.location.assign(endorsementPath(appID, "review"));
}

/** The application's draft (an empty one until something is saved), with save and discard. `ready` is false until the browser's copy is read. */
export function useEndorsementDraft(appID: string, submissionID: string) {
  const ready = useAppStore((s) => s.hydrated);
  const stored = useAppStore((s) => s.endorsements[appID]);
  const setDraft = useAppStore((s) => s.setEndorsementDraft);
  const clearDraft = useAppStore((s) => s.clearEndorsementDraft);
  const parsed = storedDraft(stored);
  // A draft of another submission's application id cannot be this one's.
  const draft = parsed && parsed.submissionID === submissionID ? parsed : emptyDraft(submissionID);
  const save = useCallback((next: EndorsementDraft) => setDraft(appID, next), [appID, setDraft]);
  const discard = useCallback(() => clearDraft(appID), [appID, clearDraft]);
  return { ready, draft, save, discard };
}
