"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { BusinessTypeResult, IndustryWithCoverages } from "@/server/services/catalog";
import type { ZipCodePlace } from "@/server/services/zip-codes";
import { apiFetch } from "./client";
import { queryKeys } from "./query-keys";

export type Industry = IndustryWithCoverages;
export type Coverage = IndustryWithCoverages["coverages"][number];
export type BusinessType = BusinessTypeResult;

export function useIndustries() {
  return useQuery({
    queryKey: queryKeys.industries,
    queryFn: ({ signal }) => apiFetch<Industry[]>("/api/industries", { signal }),
    staleTime: 5 * 60_000,
  });
}

export interface BusinessTypeSearch {
  productIDs: string[];
  state?: string;
  search?: string;
}

export function useBusinessTypes(params: BusinessTypeSearch, enabled = true) {
  const query = new URLSearchParams();
  if (params.productIDs.length) query.set("productIDs", params.productIDs.join(","));
  if (params.state) query.set("state", params.state);
  if (params.search?.trim()) query.set("search", params.search.trim());
  const key = Object.fromEntries(query.entries());
  return useQuery({
    queryKey: queryKeys.businessTypes(key),
    queryFn: ({ signal }) => apiFetch<BusinessType[]>(`/api/business-types?${query}`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** City and state of a 5-digit ZIP code, or null when it is not a ZIP code of the 50 states. */
export async function lookupZipCode(zip: string, signal?: AbortSignal): Promise<ZipCodePlace | null> {
  try {
    return await apiFetch<ZipCodePlace>(`/api/zip-codes/${encodeURIComponent(zip)}`, { signal });
  } catch {
    return null;
  }
}
