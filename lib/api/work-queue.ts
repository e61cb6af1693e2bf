"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { AgencyList, WorkQueuePage } from "@/lib/schemas/work-queue";
import { apiFetch } from "./client";

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

/** The underwriter's work queue, oldest waiting first; "Load more" fetches the next page. */
export function useWorkQueue(filters: WorkQueueFilters) {
  return useInfiniteQuery({
    // Under "applications" so every application change refreshes the queue too.
    queryKey: ["applications", "work-queue", filters] as const,
    queryFn: ({ pageParam, signal }) => apiFetch<WorkQueuePage>(workQueuePath(filters, pageParam), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useAgencies() {
  return useQuery({
    queryKey: ["agencies"] as const,
    queryFn: ({ signal }) => apiFetch<AgencyList>("/api/agencies", { signal }),
    staleTime: 5 * 60_000,
  });
}
