import type { RenewalLinkAnswer } from "@/lib/schemas/application-answer";
import type {
  ApiCancellation,
  ApiReinstatement,
  CancellationCreate,
  CancellationDecision,
  RecordStatusHistory,
  ReinstatementCreate,
  ReinstatementDecision,
} from "@/lib/schemas/policy-records";
import { apiFetch } from "./client";
import type { QueryKey } from "@tanstack/react-query";
import { invalidateWhenSettled, takeCurrent, type Changed } from "./cache-updates";
import { getQueryClient } from "./query-client";
import { recordPath, recordsPath as base, type RecordKind } from "./policy-record-list";
import { queryKeys } from "./query-keys";
import { useApiQuery } from "./use-api-query";

export type { ApiCancellation, ApiReinstatement };
export type { RecordKind } from "./policy-record-list";

export type RecordStatusEntry = RecordStatusHistory[number];

/**
 * A request or decision moves the record and the policy together (docs/api.md),
 * so every write invalidates the record, its policy and the lists showing them
 * once it has settled either way (a refusal, 409, means the screen is stale).
 */
const writeRecord = <R>(
  path: string,
  method: "POST" | "PATCH" | "DELETE",
  body: object,
  changed: (answer: R | undefined) => Changed[],
  record?: QueryKey,
): Promise<R> => {
  const write = apiFetch<R>(path, { method, body });
  // A decision refused as stale answers the record as it now is.
  return invalidateWhenSettled(record ? write.catch(takeCurrent(record)) : write, changed);
};

/** A decision on record `id`: the record and, from its answer or the record as cached (a refusal put the current one in place), its policy. */
const decision =
  (kind: RecordKind, id: string) =>
  (answer: { appID: string } | undefined): Changed[] => [
    { kind: "record", record: kind, id, appID: answer?.appID ?? getQueryClient().getQueryData<{ appID: string }>(queryKeys.records.one(kind, id))?.appID },
  ];

/** The applications a renewal link changes: the renewal, and the policies it renews now and renewed before (found by their links). */
const linked =
  (...appIDs: (string | undefined)[]) =>
  (): Changed[] =>
    appIDs.filter((appID) => appID !== undefined).map((appID) => ({ kind: "application", appID }));

/** GET /api/{cancellations|reinstatements}/{id}/status-history, oldest first, read again when a write changes a record or policy. */
export function useRecordStatusHistory(kind: RecordKind, id: string) {
  return useApiQuery<RecordStatusEntry[]>(queryKeys.records.history(kind, id), `${recordPath(kind, id)}/status-history`);
}

/** POST /api/cancellations: an agent's request, or an underwriter's outright cancellation of a Bound policy. */
export const createCancellation = (body: CancellationCreate) =>
  writeRecord<ApiCancellation>(base.cancellation, "POST", body, (c) => [{ kind: "record", record: "cancellation", id: c?.id, appID: body.appID }]);

/** PATCH /api/cancellations/{id}: an underwriter's decision, based on the cancellation's updatedDate. */
export const decideCancellation = ({ id, ...body }: CancellationDecision & { id: string }) =>
  writeRecord<ApiCancellation>(recordPath("cancellation", id), "PATCH", body, decision("cancellation", id), queryKeys.records.one("cancellation", id));

/** POST /api/reinstatements: an agent's request on a cancelled policy. */
export const createReinstatement = (body: ReinstatementCreate) =>
  writeRecord<ApiReinstatement>(base.reinstatement, "POST", body, (r) => [{ kind: "record", record: "reinstatement", id: r?.id, appID: body.appID }]);

/** PATCH /api/reinstatements/{id}: an underwriter reinstates or denies. */
export const decideReinstatement = ({ id, ...body }: ReinstatementDecision & { id: string }) =>
  writeRecord<ApiReinstatement>(recordPath("reinstatement", id), "PATCH", body, decision("reinstatement", id), queryKeys.records.one("reinstatement", id));

const linkPath = (appID: string, link: "renewal-link" | "submission-link") => `/api/applications/${encodeURIComponent(appID)}/${link}`;

/** PATCH /api/applications/{appID}/renewal-link: the application becomes the renewal of a bound policy (underwriters). */
export const linkRenewal = ({ appID, ...body }: { appID: string; renewedFromAppID: string; updatedDate: string }) =>
  writeRecord<RenewalLinkAnswer>(linkPath(appID, "renewal-link"), "PATCH", body, linked(appID, body.renewedFromAppID));

/** DELETE /api/applications/{appID}/renewal-link (underwriters). */
export const unlinkRenewal = ({ appID, ...body }: { appID: string; updatedDate: string }) =>
  writeRecord<RenewalLinkAnswer>(linkPath(appID, "renewal-link"), "DELETE", body, linked(appID));

/** PATCH /api/applications/{appID}/submission-link: the application renews a bound policy of another submission of its agency (underwriters). */
export const linkAcrossSubmissions = ({ appID, ...body }: { appID: string; submissionID: string; renewedFromAppID: string; updatedDate: string }) =>
  writeRecord<RenewalLinkAnswer>(linkPath(appID, "submission-link"), "PATCH", body, linked(appID, body.renewedFromAppID));

/** DELETE /api/applications/{appID}/submission-link (underwriters). */
export const unlinkAcrossSubmissions = ({ appID, ...body }: { appID: string; updatedDate: string }) =>
  writeRecord<RenewalLinkAnswer>(linkPath(appID, "submission-link"), "DELETE", body, linked(appID));
