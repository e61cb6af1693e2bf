"use client";

import type { ApiBusinessType, ApiCoverage, ApiIndustry } from "@/lib/schemas/catalog";
import { apiPath } from "./client";
import { useFetched } from "./use-fetched";

export type Industry = ApiIndustry;
export type Coverage = ApiCoverage;
export type BusinessType = ApiBusinessType;

export interface BusinessTypeSearch {
  productIDs: string[];
  state?: string;
  search?: string;
}

/** GET /api/business-types; nothing is read while not `enabled`. */
export function useBusinessTypes(params: BusinessTypeSearch, enabled = true) {
  const path = apiPath("/api/business-types", { productIDs: params.productIDs.join(","), state: params.state, search: params.search?.trim() });
  return useFetched<BusinessType[]>(enabled ? path : null);
}
