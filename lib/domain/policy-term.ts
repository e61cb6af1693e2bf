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

/**
 * Whether a move approves a quote: it reaches Quote Approved or Quoted from
 * anywhere but Pending Bind. Back from Pending Bind (the bind request taken
 * back) the quote that stood is returned to as it was: its valid-until day
 * kept, no new proposal, no new notice.
 */
export function approvesQuote(change: { from: string; to: string }): boolean {
  return (change.to === "QuoteApproved" || change.to === "Quoted") && change.from !== "PendingBind";
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

/** The question whose answer is the day the application asks its cover to start (every product's questionnaire has one). */
export const REQUESTED_EFFECTIVE_DATE_KEY = "effective_date";

function isRealDay(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day the application asked its cover to start, as its answers hold it (YYYY-MM-DD), when it gave a real one. */
export function requestedEffectiveDate(answerGroups: readonly { answers: readonly { source: string; value: unknown }[] }[]): string | null {
  const value = answerGroups.flatMap((g) => g.answers).find((a) => a.source === REQUESTED_EFFECTIVE_DATE_KEY)?.value;
  return isRealDay(value) ? value : null;
}

/**
 * The term the Bind step starts from: the policy's own once it has one, else
 * the day the application asked for (today when it asked for none) and a year
 * from then.
 */
export function bindTermDefaults(
  app: { effectiveDate: string | null; expirationDate: string | null; answerGroups: Parameters<typeof requestedEffectiveDate>[0] },
  today: string,
): { effectiveDate: string; expirationDate: string } {
  const effectiveDate = app.effectiveDate ?? requestedEffectiveDate(app.answerGroups) ?? today;
  return { effectiveDate, expirationDate: app.expirationDate ?? defaultExpirationDate(effectiveDate) };
}
