// Apart from the insured's validation rules and messages (insured.ts), which screens that only show the name need not load.

/** The insured's name as lists show it: the company name, else the person's name. */
export function insuredDisplayName(insured: { companyName: string | null; firstName: string | null; lastName: string | null }): string {
  return insured.companyName?.trim() || `${insured.firstName ?? ""} ${insured.lastName ?? ""}`.trim();
}
