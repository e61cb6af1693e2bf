import { numericValue } from "@/lib/domain/calculations";
import { POLICY_COST_MAX_CENTS } from "@/lib/domain/costs";
import { DEFAULT_EXPOSURE_UNIT } from "@/lib/domain/product-definition";
import type { RatingDefinition } from "@/lib/schemas/product-definition";

const ONE_X_BPS = 10_000;

export interface RatedCarrier {
  id: string;
  name: string;
  thumbnailUrl: string | null;
  /** The carrier's multiplier in basis points (10000 = 1.0x). */
  factorBps: number;
}

export interface RatingInput {
  rating: RatingDefinition;
  /** The answer to rating.exposureQuestionKey as the engine sees it (undefined while unanswered or hidden). */
  exposure: unknown;
  /** Two-letter state of the insured's physical address. */
  state: string | null | undefined;
  /** The insured's business types: NAICS code and share of the work in percent. */
  classes: readonly { naicsCode: string; percentage: number }[];
  carriers: readonly RatedCarrier[];
}

export interface PriceIndication {
  /** The low end of the range: the lowest carrier premium. */
  basePremiumCents: number;
  /** The high end of the range: the highest carrier premium. */
  totalPremiumCents: number;
  /** Cheapest first. */
  carriers: { id: string; name: string; thumbnailUrl: string | null; premiumCents: number }[];
}

/** The class factor: each business type's factor weighted by its share of the work; 1.0 for unlisted codes or none. */
export function classFactorBps(rating: RatingDefinition, classes: RatingInput["classes"]): number {
  const weighted = classes.filter((c) => c.percentage > 0);
  const share = weighted.reduce((sum, c) => sum + c.percentage, 0);
  if (share === 0) return ONE_X_BPS;
  return weighted.reduce((sum, c) => sum + (rating.classFactorsBps?.[c.naicsCode] ?? ONE_X_BPS) * c.percentage, 0) / share;
}

export function stateFactorBps(rating: RatingDefinition, state: string | null | undefined): number {
  return (state && rating.stateFactorsBps?.[state]) || ONE_X_BPS;
}

/** The premium before any carrier's factor, in cents (not yet floored at the minimum premium). */
export function ratedPremiumCents(input: Omit<RatingInput, "carriers">): number {
  const { rating } = input;
  const exposure = Math.max(0, numericValue(input.exposure) ?? 0);
  const units = exposure / (rating.exposureUnit ?? DEFAULT_EXPOSURE_UNIT);
  return (rating.baseRateCentsPerUnit * units * classFactorBps(rating, input.classes) * stateFactorBps(rating, input.state)) / (ONE_X_BPS * ONE_X_BPS);
}

/**
 * The price indication (docs/rating.md): base rate per exposure unit x the
 * exposure answer x the class factor x the state factor, then each carrier's
 * factor, each premium at least the product's minimum premium.
 */
export function priceIndication(input: RatingInput): PriceIndication {
  const rated = ratedPremiumCents(input);
  const premium = (factorBps: number) => Math.max(input.rating.minimumPremiumCents, Math.round((rated * factorBps) / ONE_X_BPS));
  const carriers = input.carriers
    .map((c) => ({ id: c.id, name: c.name, thumbnailUrl: c.thumbnailUrl, premiumCents: premium(c.factorBps) }))
    .sort((a, b) => a.premiumCents - b.premiumCents || a.name.localeCompare(b.name));
  const premiums = carriers.length ? carriers.map((c) => c.premiumCents) : [premium(ONE_X_BPS)];
  return { basePremiumCents: Math.min(...premiums), totalPremiumCents: Math.max(...premiums), carriers };
}

/**
 * Whether an indication can be given: a premium past what a policy's cost may
 * be (POLICY_COST_MAX_CENTS, the most its cents columns hold) is no estimate an
 * agent can use, and is not kept; the answers that gave it are saved all the same.
 */
export function isIndicationGiven(indication: PriceIndication): boolean {
  return indication.totalPremiumCents <= POLICY_COST_MAX_CENTS;
}
