import type { ApiZipCodePlace } from "@/lib/schemas/catalog";
import { apiFetch } from "./client";
import { getQueryClient } from "./query-client";
import { queryKeys } from "./query-keys";

/**
 * City and state of a 5-digit ZIP code, or null when it is not a ZIP code of
 * the 50 states. Read through the cache, where a ZIP code's place stays for the
 * visit; apart from the catalog's hooks, so the address fields load none of them.
 */
export async function lookupZipCode(zip: string): Promise<ApiZipCodePlace | null> {
  try {
    return await getQueryClient().fetchQuery({
      queryKey: queryKeys.catalog.zipCode(zip),
      queryFn: ({ signal }) => apiFetch<ApiZipCodePlace>(`/api/zip-codes/${encodeURIComponent(zip)}`, { signal }),
      staleTime: Infinity,
      retry: false,
    });
  } catch {
    return null;
  }
}
