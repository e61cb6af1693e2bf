"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ApiBusinessType, ApiCoverage, ApiIndustry } from "@/lib/schemas/catalog";
import { apiFetch } from "./client";
import { queryKeys } from "./query-keys";

export type Industry = ApiIndustry;
export type Coverage = ApiCoverage;
export type BusinessType = ApiBusinessType;

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
