import type { ApiCancellation, ApiReinstatement, CancellationPage, ReinstatementPage } from "@/lib/schemas/policy-records";
import { apiPath } from "./client";
import { useDataChange } from "./use-data-change";
import { useFetched } from "./use-fetched";
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

type PolicyRecord<K extends RecordKind> = K extends "cancellation" ? ApiCancellation : ApiReinstatement;

/**
 * GET /api/cancellations/{id} or /api/reinstatements/{id}, painted from the server's read (`initial`) and read again
 * when a record or policy changes; nothing is read without an id.
 */
export function usePolicyRecord<K extends RecordKind>(kind: K, id: string | null | undefined, initial?: PolicyRecord<K>) {
  const record = useFetched<PolicyRecord<K>>(id ? recordPath(kind, id) : null, { initial });
  useDataChange("applications", record.refetch);
  return record;
}
