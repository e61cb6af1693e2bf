import { WORKERS_COMP_INDUSTRY } from "./company-info";

/**
 * The state filter of the business type search (spec 1 §7): only for the
 * workers comp marketplace industry, taken from the mailing address (which is
 * the physical address when they are the same).
 */
export function businessTypeSearchState(
  coverages: readonly { industryIdentifier: string }[],
  mailingAddress: { state: string } | null | undefined,
): string | undefined {
  if (!coverages.some((c) => c.industryIdentifier === WORKERS_COMP_INDUSTRY)) return undefined;
  return mailingAddress?.state || undefined;
}
