import type { ApiCancellation, ApiReinstatement, CancellationPage, ReinstatementPage } from "@/lib/schemas/policy-records";
import { sortParam, type ListSort } from "@/lib/domain/list-sort";
import { apiPath } from "./client";
import { queryKeys, type RecordKind } from "./query-keys";
import { useApiPages } from "./use-api-pages";
import { useApiQuery } from "./use-api-query";

export type { RecordKind };

export const recordsPath: Record<RecordKind, string> = { cancellation: "/api/cancellations", reinstatement: "/api/reinstatements" };

export const recordPath = (kind: RecordKind, id: string) => `${recordsPath[kind]}/${encodeURIComponent(id)}`;

type RecordPage<K extends RecordKind> = K extends "cancellation" ? CancellationPage : ReinstatementPage;

/**
 * GET /api/cancellations or /api/reinstatements (the records pages): in the
 * sort asked (newest first by default), a page at a time, read afresh each time the page is shown, over what
 * was cached the last time.
 */
export function usePolicyRecordList<K extends RecordKind>(kind: K, search: string | undefined, sort: ListSort) {
  const order = sortParam(sort);
  return useApiPages<RecordPage<K>>(queryKeys.records.list(kind, search, order), apiPath(recordsPath[kind], { search, sort: order }));
}

type PolicyRecord<K extends RecordKind> = K extends "cancellation" ? ApiCancellation : ApiReinstatement;

/**
 * GET /api/cancellations/{id} or /api/reinstatements/{id}, painted from the server's read (`initial`) and read again
 * when a write changes a record or a policy; nothing is read without an id. A decision is based on it.
 */
export function usePolicyRecord<K extends RecordKind>(kind: K, id: string | null | undefined, initial?: PolicyRecord<K>) {
  return useApiQuery<PolicyRecord<K>>(queryKeys.records.one(kind, id ?? ""), id ? recordPath(kind, id) : null, { initial, basis: true });
}
