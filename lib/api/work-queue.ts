"use client";

import type { Industry } from "./catalog";
import type { AgencyList, WorkQueuePage } from "@/lib/schemas/work-queue";
import { useFetched } from "./use-fetched";
import { useFetchedPages } from "./use-fetched-pages";

export interface WorkQueueFilters {
  status?: string;
  productID?: string;
  agencyID?: string;
  flagged?: "true" | "false";
  search?: string;
}

/** Query string of the queue's filters; blank ones are left out. */
export function workQueuePath(filters: WorkQueueFilters, cursor?: string): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, cursor })) if (value) query.set(key, value);
  return `/api/work-queue${query.size ? `?${query}` : ""}`;
}

/**
 * The underwriter's work queue, oldest waiting first; "Load more" fetches the next page. Read on its own (no query
 * cache): afresh each time the queue is shown, over what the signed-in user (`userID`) saw last.
 */
export function useWorkQueue(filters: WorkQueueFilters, userID: string) {
  return useFetchedPages<WorkQueuePage>(workQueuePath(filters), { rememberFor: userID });
}

/** The agencies, for the queue's agency filter. */
export const useAgencies = () => useFetched<AgencyList>("/api/agencies");

/** The industries, whose coverages are the queue's product filter. */
export const useIndustryCoverages = () => useFetched<Industry[]>("/api/industries");
