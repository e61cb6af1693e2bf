/**
 * Company info progress and the landing selection rules (spec 1 §3, §4).
 */

export type CompanyInfoStatus = "NotStarted" | "InProgress" | "Completed";
export type InsuredType = "individual" | "company";

/** The industry whose coverage makes FEIN/SSN required. */
export const WORKERS_COMP_INDUSTRY = "workers_comp_mp";

/** Form completed holds exactly when the first name is non-empty; blanks do not count. */
export function isFormCompleted(firstName: string | null | undefined): boolean {
  return (firstName ?? "").trim() !== "";
}

export function companyInfoStatus(args: {
  firstName: string | null | undefined;
  insuredType: InsuredType | null | undefined;
  businessTypeCount: number;
}): CompanyInfoStatus {
  if (!isFormCompleted(args.firstName)) return "NotStarted";
  if (args.insuredType === "individual" || args.businessTypeCount > 0) return "Completed";
  return "InProgress";
}

/** An individual's company name defaults to first and last name. */
export function individualCompanyName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName, lastName]
    .map((part) => (part ?? "").trim())
    .filter((part) => part !== "")
    .join(" ");
}

/** One industry at a time; choosing again unselects it; either way the coverage choice starts over. */
export function toggleIndustry(selectedIndustryIDs: readonly string[], id: string): { industries: string[]; coverages: string[] } {
  return { industries: selectedIndustryIDs.includes(id) ? [] : [id], coverages: [] };
}

/** One coverage at a time; choosing again unselects it. */
export function toggleCoverage(selectedCoverageIDs: readonly string[], id: string): string[] {
  return selectedCoverageIDs.includes(id) ? [] : [id];
}

export type BusinessTypeSelection = { id: string; value?: number | string | null };

// An empty percentage counts as 0 (spec 1 §5), so clearing a 0 is no change;
// "50", "50.00" and 50 are the same percentage.
function percentageKey(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "0";
  const n = Number(value);
  return Number.isFinite(n) ? String(n) : String(value);
}

/**
 * Whether the business types changed: a different set of ids or any
 * different percentage. A change resets isBusinessTypeSubmitted.
 */
export function businessTypesChanged(prev: readonly BusinessTypeSelection[], next: readonly BusinessTypeSelection[]): boolean {
  const before = new Map(prev.map((b) => [b.id, percentageKey(b.value)]));
  const after = new Map(next.map((b) => [b.id, percentageKey(b.value)]));
  if (before.size !== after.size) return true;
  for (const [id, value] of after) {
    if (before.get(id) !== value) return true;
  }
  return false;
}
