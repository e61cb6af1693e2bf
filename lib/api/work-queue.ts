"use client";

import type { Industry } from "./catalog";
import type { RequestKind } from "@/lib/domain/work-queue";
import type { AgencyList, WaitingRequestPage, WorkQueueCounts, WorkQueuePage } from "@/lib/schemas/work-queue";
import { apiPath } from "./client";
import { queryKeys } from "./query-keys";
import { useApiPages } from "./use-api-pages";
import { useApiQuery } from "./use-api-query";

export interface WorkQueueFilters {
  status?: string;
  productID?: string;
  agencyID?: string;
  flagged?: "true" | "false";
  appetite?: "in" | "refer" | "out";
  search?: string;
  sort?: string;
}

/**
 * The underwriter's work queue, longest waiting first unless sorted otherwise; "Load more" fetches the next page. Read afresh each time the
 * queue is shown, over what was cached the last time.
 */
export function useWorkQueue(filters: WorkQueueFilters) {
  return useApiPages<WorkQueuePage>(queryKeys.workQueue.list({ ...filters }), apiPath("/api/work-queue", { ...filters }));
}

/** One kind of request after bind waiting on an underwriter, in the queue's sort; "Load more" fetches the next page. */
export function useWaitingRequests(kind: RequestKind, search: string | undefined, sort: string) {
  return useApiPages<WaitingRequestPage>(queryKeys.workQueue.requests({ kind, search, sort }), apiPath("/api/work-queue/requests", { kind, search, sort }));
}

/** How many wait in each of the queue's tabs. */
export const useWorkQueueCounts = () => useApiQuery<WorkQueueCounts>(queryKeys.workQueue.counts, "/api/work-queue/counts");

/** The agencies, for the queue's agency filter. */
export const useAgencies = () => useApiQuery<AgencyList>(queryKeys.catalog.agencies, "/api/agencies");

/** The industries, whose coverages are the queue's product filter. */
export const useIndustryCoverages = () => useApiQuery<Industry[]>(queryKeys.catalog.industries, "/api/industries");
