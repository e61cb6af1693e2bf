"use client";

import { useState } from "react";
import { ApiError } from "@/lib/api/client";

/** The updatedDate of the record a refusal as stale (409) answers as it now is, or null for any other failure. */
export function staleRefusalBasis(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const current = error.details?.current as { updatedDate?: unknown } | undefined;
  return typeof current?.updatedDate === "string" ? current.updatedDate : null;
}

/**
 * What a form's save is based on (the updatedDate it sends, refused as stale
 * when the record changed since). A form opened from a kept draft is based on
 * the read the draft was made from (`draftBasis`), however long ago, so a
 * change saved meanwhile is refused rather than overwritten; one opened from
 * the saved record, on the record as last read. After a refusal as stale the
 * user has been told, and the save is based on the record as it now is:
 * trying again goes through. `refused` says whether it was such a refusal,
 * for the form to drop its kept draft, so a reload shows the record as it is.
 */
export function useSaveBasis<Basis extends string | null>(draftBasis: Basis | undefined, lastRead: Basis) {
  const [pinned, setPinned] = useState<Basis | string | undefined>(draftBasis);
  return {
    basis: pinned === undefined ? lastRead : pinned,
    refused(error: unknown): boolean {
      const now = staleRefusalBasis(error);
      if (now !== null) setPinned(now);
      return now !== null;
    },
  };
}
