"use client";

import type { Industry } from "./catalog";
import type { AgencyList, WorkQueuePage } from "@/lib/schemas/work-queue";
import { apiPath } from "./client";
import { useFetched } from "./use-fetched";
import { useFetchedPages } from "./use-fetched-pages";

export interface WorkQueueFilters {
  status?: string;
  productID?: string;
  agencyID?: string;
  flagged?: "true" | "false";
  search?: string;
}

/**
 * The underwriter's work queue, oldest waiting first; "Load more" fetches the next page. Read on its own (no query
 * cache): afresh each time the queue is shown, over what the signed-in user (`userID`) saw last.
 */
export function useWorkQueue(filters: WorkQueueFilters, userID: string) {
  return useFetchedPages<WorkQueuePage>(apiPath("/api/work-queue", { ...filters }), { rememberFor: userID });
}

/** The agencies, for the queue's agency filter. */
export const useAgencies = () => useFetched<AgencyList>("/api/agencies");

/** The industries, whose coverages are the queue's product filter. */
export const useIndustryCoverages = () => useFetched<Industry[]>("/api/industries");
