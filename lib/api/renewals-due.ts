import type { RenewalsDuePage } from "@/lib/schemas/renewals-due";
import { apiPath } from "./client";
import { queryKeys } from "./query-keys";
import { useApiPages } from "./use-api-query";

/** GET /api/renewals-due for one window (30, 60 or 90 days), soonest first, a page at a time; the earlier window's rows stay on screen, dimmed, while it loads. */
export function useRenewalsDue(within: number) {
  return useApiPages<RenewalsDuePage>(queryKeys.renewalsDue.list(within), apiPath("/api/renewals-due", { within: String(within) }));
}
