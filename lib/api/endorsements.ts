import type { EndorsementTabStatus } from "@/lib/domain/endorsements";
import type { ApiEndorsement, EndorsementPage, EndorsementPricing, EndorsementStatusHistory, EndorsementStatusPatch } from "@/lib/schemas/endorsements";
import { apiFetch, apiPath } from "./client";
import { announceWhenSettled } from "./data-changes";
import { useFetched } from "./use-fetched";
import { useFetchedPages } from "./use-fetched-pages";

export type { ApiEndorsement, EndorsementPage };
export type EndorsementStatusEntry = EndorsementStatusHistory[number];

const BASE = "/api/endorsements";
const endorsementPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

const statusOf = (path: string) => new URLSearchParams(path.split("?", 2)[1]).get("status");

/**
 * GET /api/endorsements for one history tab: newest first, a page at a time ("Load more"). Read on its own (no query
 * cache): afresh each time the page is shown, over what the signed-in user (`userID`) saw last. While a search loads,
 * the tab's previous rows stay; another tab's rows never stand in for this one's.
 */
export function useEndorsementList(params: { status: EndorsementTabStatus; search?: string }, userID: string) {
  return useFetchedPages<EndorsementPage>(apiPath(BASE, { status: params.status, search: params.search }), {
    rememberFor: userID,
    keepPrevious: (previous, path) => statusOf(previous) === statusOf(path),
  });
}

/** GET /api/endorsements/{id}/status-history, oldest first. */
export function useEndorsementStatusHistory(id: string) {
  return useFetched<EndorsementStatusEntry[]>(`${endorsementPath(id)}/status-history`);
}

/**
 * A status move or a price changes the endorsement, and binding changes the policy: once a write has settled, either
 * way (a refusal, 409, means the screen is stale), the lists and the policies are read again.
 */
const writeEndorsement = (path: string, body: object): Promise<ApiEndorsement> =>
  announceWhenSettled(apiFetch<ApiEndorsement>(path, { method: "PATCH", body }), "endorsements");

/** PATCH /api/endorsements/{id}/status: one action of the table, based on the endorsement's updatedDate. */
export const setEndorsementStatus = ({ id, ...body }: EndorsementStatusPatch & { id: string }) => writeEndorsement(`${endorsementPath(id)}/status`, body);

/** PATCH /api/endorsements/{id}/pricing (underwriters): the parts and their total, in dollars. */
export const priceEndorsement = ({ id, ...body }: EndorsementPricing & { id: string }) => writeEndorsement(`${endorsementPath(id)}/pricing`, body);
