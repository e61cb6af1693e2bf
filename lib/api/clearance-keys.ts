import type { OwnDuplicatesQuery } from "@/lib/schemas/clearance";

/**
 * The keys of clearance reads, on two screens only: kept out of query-keys.ts, which every page loads. They start with
 * the resource's name like every key (changed-reads.ts).
 */
export const clearanceKeys = {
  all: ["clearance"] as const,
  one: (submissionID: string) => ["clearance", submissionID] as const,
  own: (query: OwnDuplicatesQuery) => ["clearance", "own", query] as const,
};
