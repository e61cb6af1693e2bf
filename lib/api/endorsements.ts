import type { EndorsementTabStatus } from "@/lib/domain/endorsements";
import type {
  ApiEndorsement,
  EndorsementCounts,
  EndorsementPage,
  EndorsementPricing,
  EndorsementStatusHistory,
  EndorsementStatusPatch,
} from "@/lib/schemas/endorsements";
import { apiFetch, apiPath } from "./client";
import { invalidateWhenSettled } from "./cache-updates";
import { queryKeys } from "./query-keys";
import { useApiPages } from "./use-api-pages";
import { useApiQuery } from "./use-api-query";

export type { ApiEndorsement, EndorsementPage };
export type EndorsementStatusEntry = EndorsementStatusHistory[number];

const BASE = "/api/endorsements";
const endorsementPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/**
 * GET /api/endorsements for one history tab: newest first, a page at a time ("Load more"), read afresh each time the
 * page is shown, over what was cached the last time. While a search loads, the tab's previous rows stay; another tab's
 * rows never stand in for this one's.
 */
export function useEndorsementList(params: { status: EndorsementTabStatus; search?: string; sort: string }) {
  const { status, search, sort } = params;
  return useApiPages<EndorsementPage>(queryKeys.endorsements.list({ status, search, sort }), apiPath(BASE, { status, search, sort }), {
    keepPrevious: (previous) => (previous[2] as { status?: string } | undefined)?.status === status,
  });
}

/** GET /api/endorsements/counts: how many endorsements each history tab holds, searched as the tab is. */
export const useEndorsementCounts = (search: string | undefined) =>
  useApiQuery<EndorsementCounts>(queryKeys.endorsements.counts(search), apiPath(`${BASE}/counts`, { search }));

/** GET /api/endorsements/{id}/status-history, oldest first. */
export function useEndorsementStatusHistory(id: string) {
  return useApiQuery<EndorsementStatusEntry[]>(queryKeys.endorsements.history(id), `${endorsementPath(id)}/status-history`);
}

/**
 * A status move or a price changes the endorsement, and binding changes the policy: once a write has settled, either
 * way (a refusal, 409, means the screen is stale), the endorsement, the lists and its policy are invalidated.
 */
const writeEndorsement = (id: string, path: string, body: object): Promise<ApiEndorsement> =>
  invalidateWhenSettled(apiFetch<ApiEndorsement>(path, { method: "PATCH", body }), (e) => [{ kind: "endorsement", id, appID: e?.appID }]);

/** PATCH /api/endorsements/{id}/status: one action of the table, based on the endorsement's updatedDate. */
export const setEndorsementStatus = ({ id, ...body }: EndorsementStatusPatch & { id: string }) => writeEndorsement(id, `${endorsementPath(id)}/status`, body);

/** PATCH /api/endorsements/{id}/pricing (underwriters): the parts and their total, in dollars. */
export const priceEndorsement = ({ id, ...body }: EndorsementPricing & { id: string }) => writeEndorsement(id, `${endorsementPath(id)}/pricing`, body);
