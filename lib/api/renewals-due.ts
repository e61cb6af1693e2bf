import type { RenewalsDuePage } from "@/lib/schemas/renewals-due";
import { sortParam, type ListSort } from "@/lib/domain/list-sort";
import { apiPath } from "./client";
import { queryKeys } from "./query-keys";
import { useApiPages } from "./use-api-pages";

/** GET /api/renewals-due for one window (30, 60 or 90 days) in the sort asked (soonest first by default), a page at a time; the earlier window's rows stay on screen, dimmed, while it loads. */
export function useRenewalsDue(within: number, sort: ListSort) {
  const order = sortParam(sort);
  return useApiPages<RenewalsDuePage>(queryKeys.renewalsDue.list(within, order), apiPath("/api/renewals-due", { within: String(within), sort: order }));
}
