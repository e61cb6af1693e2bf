"use client";

import type { OwnDuplicates, OwnDuplicatesQuery } from "@/lib/schemas/clearance";
import { clearanceKeys } from "./clearance-keys";
import { apiPath } from "./client";
import { useApiQuery } from "./use-api-query";

/** The agency's own submissions the insured being typed may duplicate; nothing is read until there is something to compare. */
export function useOwnDuplicates(query: OwnDuplicatesQuery) {
  const comparable = (query.companyName?.trim().length ?? 0) >= 3 || (query.feinSsnNumber?.replace(/\D/g, "").length ?? 0) >= 9;
  return useApiQuery<OwnDuplicates>(clearanceKeys.own(query), comparable ? apiPath("/api/submissions/duplicates", { ...query }) : null, {
    keepPrevious: () => false,
  });
}
