/**
 * The keys of an agency's API keys, webhook endpoints and delivery logs, read on one settings page only: kept out of
 * query-keys.ts, which every page loads. They start with the resource's name like every key (changed-reads.ts).
 */
export const integrationKeys = {
  all: ["integrations"] as const,
  keys: (agencyID: string) => ["integrations", agencyID, "keys"] as const,
  endpoints: (agencyID: string) => ["integrations", agencyID, "endpoints"] as const,
  deliveries: (agencyID: string, endpointID: string) => ["integrations", agencyID, "deliveries", endpointID] as const,
};
