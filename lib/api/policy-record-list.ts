import type { CancellationPage, ReinstatementPage } from "@/lib/schemas/policy-records";
import { useFetchedPages } from "./use-fetched-pages";

/** Cancellations and reinstatements: which list or record a read is of. */
export type RecordKind = "cancellation" | "reinstatement";

export const recordsPath: Record<RecordKind, string> = { cancellation: "/api/cancellations", reinstatement: "/api/reinstatements" };

export const recordPath = (kind: RecordKind, id: string) => `${recordsPath[kind]}/${encodeURIComponent(id)}`;

type RecordPage<K extends RecordKind> = K extends "cancellation" ? CancellationPage : ReinstatementPage;

/**
 * GET /api/cancellations or /api/reinstatements (the records pages): newest
 * first, a page at a time. Read on its own (no query cache): afresh each time
 * the page is shown, over what the signed-in user (`userID`) saw last.
 */
export function usePolicyRecordList<K extends RecordKind>(kind: K, search: string | undefined, userID: string) {
  const path = search ? `${recordsPath[kind]}?${new URLSearchParams({ search })}` : recordsPath[kind];
  return useFetchedPages<RecordPage<K>>(path, { rememberFor: userID });
}
