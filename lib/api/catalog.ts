"use client";

import type { ApiBusinessType, ApiCoverage, ApiIndustry } from "@/lib/schemas/catalog";
import { useFetched } from "./use-fetched";

export type Industry = ApiIndustry;
export type Coverage = ApiCoverage;
export type BusinessType = ApiBusinessType;

export interface BusinessTypeSearch {
  productIDs: string[];
  state?: string;
  search?: string;
}

/** GET /api/business-types, read outside the query cache; nothing is read while not `enabled`. */
export function useBusinessTypes(params: BusinessTypeSearch, enabled = true) {
  const query = new URLSearchParams();
  if (params.productIDs.length) query.set("productIDs", params.productIDs.join(","));
  if (params.state) query.set("state", params.state);
  if (params.search?.trim()) query.set("search", params.search.trim());
  return useFetched<BusinessType[]>(enabled ? `/api/business-types?${query}` : null);
}
