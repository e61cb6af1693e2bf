import type { ApiZipCodePlace } from "@/lib/schemas/catalog";
import { apiFetch } from "./client";

/**
 * City and state of a 5-digit ZIP code, or null when it is not a ZIP code of
 * the 50 states. Apart from the catalog's hooks, so the address fields load
 * none of them.
 */
export async function lookupZipCode(zip: string, signal?: AbortSignal): Promise<ApiZipCodePlace | null> {
  try {
    return await apiFetch<ApiZipCodePlace>(`/api/zip-codes/${encodeURIComponent(zip)}`, { signal });
  } catch {
    return null;
  }
}
