"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { preloader } from "@/components/ui/lazy-trigger";
import { draftFromEndorsement, emptyDraft } from "@/lib/forms/endorsement-draft";
import type { EndorsementDraft } from "@/lib/schemas/endorsement-draft";
import type { ApiEndorsement } from "@/lib/schemas/endorsements";
import { useAppStore } from "@/lib/state/app-store";

type DraftSchema = (typeof import("@/lib/schemas/endorsement-draft"))["endorsementDraftSchema"];

// The draft's schema (zod) is needed only to read back a copy this tab did not write; it loads when there is one.
const loadDraftSchema = preloader(() => import("@/lib/schemas/endorsement-draft").then((m) => m.endorsementDraftSchema));

/** Drafts this tab wrote: they are drafts, and are taken as they are. */
const written = new WeakSet<object>();

function keep(draft: EndorsementDraft): EndorsementDraft {
  written.add(draft);
  return draft;
}

/** The stored draft of an application, if the browser's copy is one; undefined while its schema loads. */
function storedDraft(value: unknown, schema: DraftSchema | null): EndorsementDraft | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value === "object" && written.has(value)) return value as EndorsementDraft;
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? keep(parsed.data) : null;
}

/** The draft schema, once loaded; loading starts when `needed`. */
function useDraftSchema(needed: boolean): DraftSchema | null {
  const [schema, setSchema] = useState<DraftSchema | null>(null);
  useEffect(() => {
    if (!needed || schema) return;
    let current = true;
    loadDraftSchema().then(
      (loaded) => current && setSchema(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed, schema]);
  return schema;
}

export const endorsementPath = (appID: string, page = "") => `/coverage/${encodeURIComponent(appID)}/endorsement${page ? `/${page}` : ""}`;

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
  const hydrated = useAppStore((s) => s.hydrated);
  const stored: unknown = useAppStore((s) => s.endorsements[appID]);
  const setDraft = useAppStore((s) => s.setEndorsementDraft);
  const clearDraft = useAppStore((s) => s.clearEndorsementDraft);
  const schema = useDraftSchema(typeof stored === "object" && stored !== null && !written.has(stored));
  // Parsed once per copy read, so the draft keeps its identity from one render to the next.
  const parsed = useMemo(() => storedDraft(stored, schema), [stored, schema]);
  // A draft of another submission's application id cannot be this one's.
  const draft = parsed && parsed.submissionID === submissionID ? parsed : emptyDraft(submissionID);
  const save = useCallback((next: EndorsementDraft) => setDraft(appID, keep(next)), [appID, setDraft]);
  const discard = useCallback(() => clearDraft(appID), [appID, clearDraft]);
  return { ready: hydrated && parsed !== undefined, draft, save, discard };
}
