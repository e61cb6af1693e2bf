/**
 * The business type step's numbers (spec 1 §5): percentages as typed and
 * their total. The schema of `lib/schemas/business-types` applies them.
 */

/** Messages of the business type step (spec 1 §5). */
export const businessTypeMessages = {
  noneSelected: "Please select a business type",
  fillPercentages: "Please fill in percentages",
  rowRequired: "Required",
  totalNot100: "Please modify percentages above to ensure total equals 100%",
  rowTotal: "Total must equal 100%",
  range: "Please enter a percentage from 0 to 100.",
  decimals: "Please enter at most 2 decimals.",
  duplicate: "Each business type can be selected once.",
} as const;

export const PERCENT_TOTAL = 100;
export const MAX_BUSINESS_TYPES = 50;

/** Hundredths, so that 33.33 + 33.33 + 33.34 adds up exactly. */
export const hundredths = (value: number) => Math.round(value * 100);

/** The total of the rows, an empty percentage counting as 0. */
export function percentageTotal(rows: readonly { value: number | null }[]): number {
  return rows.reduce((sum, row) => sum + hundredths(row.value ?? 0), 0) / 100;
}

/** A percentage as typed: blank is "not filled in" (null); anything else its number. */
export function parsePercentage(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : Number.NaN;
}

/** The `businessTypeValues` a save sends for rows whose percentages are as typed. */
export const businessTypeValues = (rows: readonly { id: string; value: string }[]) => rows.map((r) => ({ id: r.id, value: parsePercentage(r.value) }));
