import { useMutation, useQuery } from "@tanstack/react-query";
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
import { ApiError, apiFetch } from "./client";
import { announceDataChange } from "./data-changes";
import { recordPath, recordsPath as base, type RecordKind } from "./policy-record-list";
import { queryKeys } from "./query-keys";

export type { ApiCancellation, ApiReinstatement };
export type { RecordKind } from "./policy-record-list";

export type RecordStatusEntry = RecordStatusHistory[number];

/** A missing or foreign record will not appear on a retry. */
const retryUnlessMissing = (count: number, error: unknown) => count < 1 && !(error instanceof ApiError && (error.status === 400 || error.status === 404));

/**
 * A request or decision moves the record and the policy together (docs/api.md),
 * so every mutation announces the change once it has settled either way (a
 * refusal, 409, means the screen is stale): the query cache reads applications,
 * submissions and both record kinds again, and screens outside it read theirs.
 */
function usePolicyRecordMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  return useMutation({ mutationFn, onSettled: () => announceDataChange("applications") });
}

/** GET /api/cancellations/{id}; nothing is read without an id. */
export function useCancellation(id: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.cancellation(id ?? ""),
    queryFn: ({ signal }) => apiFetch<ApiCancellation>(recordPath("cancellation", id!), { signal }),
    enabled: Boolean(id),
    retry: retryUnlessMissing,
  });
}

/** GET /api/reinstatements/{id}; nothing is read without an id. */
export function useReinstatement(id: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.reinstatement(id ?? ""),
    queryFn: ({ signal }) => apiFetch<ApiReinstatement>(recordPath("reinstatement", id!), { signal }),
    enabled: Boolean(id),
    retry: retryUnlessMissing,
  });
}

/** GET /api/{cancellations|reinstatements}/{id}/status-history, oldest first. */
export function useRecordStatusHistory(kind: RecordKind, id: string | null | undefined) {
  return useQuery({
    queryKey: kind === "cancellation" ? queryKeys.cancellationHistory(id ?? "") : queryKeys.reinstatementHistory(id ?? ""),
    queryFn: ({ signal }) => apiFetch<RecordStatusEntry[]>(`${recordPath(kind, id!)}/status-history`, { signal }),
    enabled: Boolean(id),
    retry: retryUnlessMissing,
  });
}

/** POST /api/cancellations: an agent's request, or an underwriter's outright cancellation of a Bound policy. */
export function useCreateCancellation() {
  return usePolicyRecordMutation((body: CancellationCreate) => apiFetch<ApiCancellation>(base.cancellation, { method: "POST", body }));
}

/** PATCH /api/cancellations/{id}: an underwriter's decision, based on the cancellation's updatedDate. */
export function useDecideCancellation() {
  return usePolicyRecordMutation(({ id, ...body }: CancellationDecision & { id: string }) =>
    apiFetch<ApiCancellation>(recordPath("cancellation", id), { method: "PATCH", body }),
  );
}

/** POST /api/reinstatements: an agent's request on a cancelled policy. */
export function useCreateReinstatement() {
  return usePolicyRecordMutation((body: ReinstatementCreate) => apiFetch<ApiReinstatement>(base.reinstatement, { method: "POST", body }));
}

/** PATCH /api/reinstatements/{id}: an underwriter reinstates or denies. */
export function useDecideReinstatement() {
  return usePolicyRecordMutation(({ id, ...body }: ReinstatementDecision & { id: string }) =>
    apiFetch<ApiReinstatement>(recordPath("reinstatement", id), { method: "PATCH", body }),
  );
}

/** PATCH /api/applications/{appID}/renewal-link: the application becomes the renewal of a bound policy (underwriters). */
export function useLinkRenewal() {
  return usePolicyRecordMutation(({ appID, ...body }: { appID: string; renewedFromAppID: string; updatedDate: string }) =>
    apiFetch<RenewalLinkAnswer>(`/api/applications/${encodeURIComponent(appID)}/renewal-link`, { method: "PATCH", body }),
  );
}

/** DELETE /api/applications/{appID}/renewal-link (underwriters). */
export function useUnlinkRenewal() {
  return usePolicyRecordMutation(({ appID, ...body }: { appID: string; updatedDate: string }) =>
    apiFetch<RenewalLinkAnswer>(`/api/applications/${encodeURIComponent(appID)}/renewal-link`, { method: "DELETE", body }),
  );
}

/** PATCH /api/applications/{appID}/submission-link: the application renews a bound policy of another submission of its agency (underwriters). */
export function useLinkAcrossSubmissions() {
  return usePolicyRecordMutation(({ appID, ...body }: { appID: string; submissionID: string; renewedFromAppID: string; updatedDate: string }) =>
    apiFetch<RenewalLinkAnswer>(`/api/applications/${encodeURIComponent(appID)}/submission-link`, { method: "PATCH", body }),
  );
}

/** DELETE /api/applications/{appID}/submission-link (underwriters). */
export function useUnlinkAcrossSubmissions() {
  return usePolicyRecordMutation(({ appID, ...body }: { appID: string; updatedDate: string }) =>
    apiFetch<RenewalLinkAnswer>(`/api/applications/${encodeURIComponent(appID)}/submission-link`, { method: "DELETE", body }),
  );
}
