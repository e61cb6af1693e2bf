"use client";

import type { ApiBusinessType, ApiCoverage, ApiIndustry } from "@/lib/schemas/catalog";
import { apiPath } from "./client";
import { queryKeys } from "./query-keys";
import { useApiQuery } from "./use-api-query";

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
  const search = { productIDs: params.productIDs, state: params.state, search: params.search?.trim() };
  const path = apiPath("/api/business-types", { ...search, productIDs: search.productIDs.join(",") });
  return useApiQuery<BusinessType[]>(queryKeys.catalog.businessTypes(search), enabled ? path : null);
}
