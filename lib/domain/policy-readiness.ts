/**
 * What an application must be before it becomes a policy (spec 2 §2, §4-§5):
 * complete and priced. Every section group is Completed (as Review App's
 * Continue asks), a carrier is chosen and a total cost is saved (as Carrier &
 * Pricing's Continue asks). The policy number and term are the bind's own.
 * A quote is approved only once it is priced in the same way: the proposal
 * the approval sends names the carrier and the total.
 */
export interface PolicyReadiness {
  /** Labels of the section groups that are not Completed, in the questionnaire's order. */
  incompleteGroups: readonly string[];
  hasCarrier: boolean;
  hasTotalCost: boolean;
}

export const READY_FOR_POLICY: PolicyReadiness = { incompleteGroups: [], hasCarrier: true, hasTotalCost: true };

export type PricingReadiness = Pick<PolicyReadiness, "hasCarrier" | "hasTotalCost">;

/** Spec 2 §2's words for pricing not yet saved (Carrier & Pricing's hint), said wherever a quote waits for its pricing. */
export const PRICING_NEEDED_MESSAGE = "Select carrier, enter pricing info, and save to continue";

export function pricingReadiness(app: {
  selectedCarrierID: string | null;
  /** In dollars or cents alike: only whether there is one counts, and a total of nothing (null or zero) is no price. */
  totalCost: number | null;
}): PricingReadiness {
  return { hasCarrier: Boolean(app.selectedCarrierID), hasTotalCost: app.totalCost !== null && app.totalCost > 0 };
}

export function policyReadiness(
  app: Parameters<typeof pricingReadiness>[0] & { sectionGroups: readonly { label: string; status: string }[] },
): PolicyReadiness {
  return { incompleteGroups: app.sectionGroups.filter((g) => g.status !== "Completed").map((g) => g.label), ...pricingReadiness(app) };
}

function namesInPlainWords(names: readonly string[]): string {
  if (names.length === 1) return `the section ${names[0]} is`;
  return `the sections ${names.slice(0, -1).join(", ")} and ${names[names.length - 1]} are`;
}

/** What keeps the application from becoming a policy, in plain words; null when nothing does. */
export function missingForPolicy(readiness: PolicyReadiness): string | null {
  const gaps: string[] = [];
  if (readiness.incompleteGroups.length) gaps.push(`${namesInPlainWords(readiness.incompleteGroups)} not Completed`);
  if (!readiness.hasCarrier) gaps.push("no carrier is selected");
  if (!readiness.hasTotalCost) gaps.push("there is no total cost");
  return gaps.length ? `The application cannot be bound yet: ${gaps.join("; ")}.` : null;
}

/** What keeps a quote from being approved (QuoteApproved, or Quoted for wholesale): the pricing a policy needs; null once priced. */
export function missingForQuote(readiness: PricingReadiness): string | null {
  return readiness.hasCarrier && readiness.hasTotalCost ? null : PRICING_NEEDED_MESSAGE;
}
