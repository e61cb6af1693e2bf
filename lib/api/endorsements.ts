import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { EndorsementTabStatus } from "@/lib/domain/endorsements";
import type { ApiEndorsement, EndorsementPage, EndorsementPricing, EndorsementStatusHistory, EndorsementStatusPatch } from "@/lib/schemas/endorsements";
import { ApiError, apiFetch } from "./client";
import { invalidateApplicationsAndSubmissions, queryKeys } from "./query-keys";

export type { ApiEndorsement, EndorsementPage };
export type EndorsementStatusEntry = EndorsementStatusHistory[number];

export interface EndorsementListParams {
  status?: EndorsementTabStatus;
  search?: string;
  submissionID?: string;
  applicationID?: string;
}

const BASE = "/api/endorsements";
const endorsementPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** A missing or foreign endorsement will not appear on a retry. */
const retryUnlessMissing = (count: number, error: unknown) => count < 1 && !(error instanceof ApiError && (error.status === 400 || error.status === 404));

/**
 * A status move or a price changes the endorsement, and binding changes the
 * policy, so every write refreshes the endorsements with the applications and
 * submissions, once it has settled either way: a refusal (409) means the
 * screen is stale.
 */
export function invalidateEndorsements(queryClient: QueryClient): Promise<void> {
  return Promise.all([invalidateApplicationsAndSubmissions(queryClient), queryClient.invalidateQueries({ queryKey: queryKeys.endorsements })]).then(
    () => undefined,
  );
}

/** GET /api/endorsements: newest first, a page at a time ("Load more" passes the cursor back). */
export function useEndorsements(params: EndorsementListParams) {
  const key = { status: params.status, search: params.search, submissionID: params.submissionID, applicationID: params.applicationID };
  return useInfiniteQuery({
    queryKey: queryKeys.endorsementList(key),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries({ ...key, cursor: pageParam })) if (value) query.set(name, value);
      return apiFetch<EndorsementPage>(`${BASE}${query.size ? `?${query}` : ""}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a search loads, the tab's previous rows stay; another tab's rows never stand in for this one's.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2].status === key.status ? keepPreviousData(previous) : undefined),
  });
}

/** GET /api/endorsements/{id}/status-history, oldest first. */
export function useEndorsementStatusHistory(id: string) {
  return useQuery({
    queryKey: queryKeys.endorsementHistory(id),
    queryFn: ({ signal }) => apiFetch<EndorsementStatusEntry[]>(`${endorsementPath(id)}/status-history`, { signal }),
    retry: retryUnlessMissing,
  });
}

/** PATCH /api/endorsements/{id}/status: one action of the table, based on the endorsement's updatedDate. */
export function useSetEndorsementStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: EndorsementStatusPatch & { id: string }) =>
      apiFetch<ApiEndorsement>(`${endorsementPath(id)}/status`, { method: "PATCH", body }),
    onSettled: () => invalidateEndorsements(queryClient),
  });
}

/** PATCH /api/endorsements/{id}/pricing (underwriters): the parts and their total, in dollars. */
export function usePriceEndorsement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: EndorsementPricing & { id: string }) => apiFetch<ApiEndorsement>(`${endorsementPath(id)}/pricing`, { method: "PATCH", body }),
    onSettled: () => invalidateEndorsements(queryClient),
  });
}
