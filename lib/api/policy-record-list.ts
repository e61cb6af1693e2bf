import type { CancellationPage, ReinstatementPage } from "@/lib/schemas/policy-records";
import { apiPath } from "./client";
import { useFetchedPages } from "./use-fetched-pages";

/** Cancellations and reinstatements: which list or record a read is of. */
export type RecordKind = "cancellation" | "reinstatement";

export const recordsPath: Record<RecordKind, string> = { cancellation: "/api/cancellations", reinstatement: "/api/reinstatements" };

export const recordPath = (kind: RecordKind, id: string) => `${recordsPath[kind]}/${encodeURIComponent(id)}`;

type RecordPage<K extends RecordKind> = K extends "cancellation" ? CancellationPage : ReinstatementPage;

/**
 * GET /api/cancellations or /api/reinstatements (the records pages): newest
 * first, a page at a time, read afresh each time
 * the page is shown, over what the signed-in user (`userID`) saw last.
 */
export function usePolicyRecordList<K extends RecordKind>(kind: K, search: string | undefined, userID: string) {
  return useFetchedPages<RecordPage<K>>(apiPath(recordsPath[kind], { search }), { rememberFor: userID });
}
