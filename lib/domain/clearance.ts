/**
 * Clearance (issue: clearance and appetite): whether another submission is
 * the same insured, and how sure that is. The keys themselves (normalised
 * name, tax id digits, street and ZIP) are the database's
 * (prisma/migrations/20261127300000_clearance); these are the rules that
 * turn their comparison into reasons and a score.
 */

export const clearanceReasons = ["fein", "name+address", "name"] as const;
export type ClearanceReason = (typeof clearanceReasons)[number];

export const clearanceOutcomes = ["cleared", "blocked"] as const;
export type ClearanceOutcome = (typeof clearanceOutcomes)[number];

/** Trigram similarity of two normalised names that, at the same address, is the same insured. */
export const NAME_AT_ADDRESS_SIMILARITY = 0.4;
/**
 * Trigram similarity of two normalised names that alone makes a possible duplicate. Candidates come from equal keys
 * (tax id, address, name), so a name alone matches when it normalises to the same key; an address or tax id candidate
 * whose name is this close also gets the reason.
 */
export const NAME_ALONE_SIMILARITY = 0.75;

export interface ClearanceComparison {
  sameTaxId: boolean;
  sameAddress: boolean;
  /** pg_trgm similarity of the normalised names, 0 to 1. */
  nameSimilarity: number;
}

/**
 * Why another submission may be the same insured, strongest first, and a score from 0 to 1: an equal tax id is
 * certain (1), a similar name at the same address nearly so (0.6 to 1), a very similar name alone less (at most 0.8).
 * No reason: not a match.
 */
export function clearanceMatch(c: ClearanceComparison): { reasons: ClearanceReason[]; score: number } | null {
  const reasons: ClearanceReason[] = [];
  const scores: number[] = [];
  if (c.sameTaxId) {
    reasons.push("fein");
    scores.push(1);
  }
  if (c.sameAddress && c.nameSimilarity >= NAME_AT_ADDRESS_SIMILARITY) {
    reasons.push("name+address");
    scores.push(0.6 + 0.4 * c.nameSimilarity);
  }
  if (c.nameSimilarity >= NAME_ALONE_SIMILARITY) {
    reasons.push("name");
    scores.push(0.8 * c.nameSimilarity);
  }
  return reasons.length ? { reasons, score: Math.round(Math.max(...scores) * 100) / 100 } : null;
}

/** How many matches clearance answers: the best ones. */
export const CLEARANCE_MATCH_LIMIT = 20;

/** The 422 of a quote or bind while a clearance decision blocks the submission. */
export const CLEARANCE_BLOCKED_MESSAGE = "Clearance blocked this submission: another agency holds the risk. Change the clearance decision to quote or bind it.";

/** What the agent's insured form says when the agency already has a submission for the insured. */
export const OWN_DUPLICATE_MESSAGE = "You already have a submission for this insured";

export const reasonLabels: Record<ClearanceReason, string> = {
  fein: "Same FEIN / SSN",
  "name+address": "Similar name at the same address",
  name: "Similar name",
};
