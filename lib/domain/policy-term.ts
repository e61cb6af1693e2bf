/**
 * Dates of quote to bind (spec 2 §4): how long an approved quote may be bound,
 * and the policy term a bind sets. Days are ISO `YYYY-MM-DD`, read in UTC.
 */

export const QUOTE_VALID_DAYS = 30;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last day a quote approved on `approvedOn` may be bound. */
export function quoteValidUntil(approvedOn: string, validDays = QUOTE_VALID_DAYS): string {
  return addDays(approvedOn, validDays);
}

/** A quote is expired from the day after its valid-until day; one without a date never expires. */
export function isQuoteExpired(validUntil: string | null, today: string): boolean {
  return validUntil !== null && today > validUntil;
}

/** The expiration a term gets when none is given: one year after the effective date (29 February becomes 1 March). */
export function defaultExpirationDate(effectiveDate: string): string {
  const date = new Date(`${effectiveDate}T00:00:00Z`);
  const year = date.getUTCFullYear() + 1;
  const next = new Date(Date.UTC(year, date.getUTCMonth(), date.getUTCDate()));
  return next.toISOString().slice(0, 10);
}

export const POLICY_TERM_ORDER_MESSAGE = "The expiration date must be after the effective date.";
