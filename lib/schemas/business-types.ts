import { z } from "zod";

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
const hundredths = (value: number) => Math.round(value * 100);

/** The total of the rows, an empty percentage counting as 0. */
export function percentageTotal(rows: readonly { value: number | null }[]): number {
  return rows.reduce((sum, row) => sum + hundredths(row.value ?? 0), 0) / 100;
}

export const businessTypeValueSchema = z.object({
  id: z.uuid("Business type id must be a UUID."),
  // null is a row whose percentage has not been filled in yet.
  value: z.number().nullable(),
});
export type BusinessTypeValueInput = z.infer<typeof businessTypeValueSchema>;

/**
 * The selected business types with their share of work. Messages sit on the
 * list (path []) for the form's summary and on each row's value for the row.
 */
export const businessTypeValuesSchema = z
  .array(businessTypeValueSchema)
  .max(MAX_BUSINESS_TYPES, `At most ${MAX_BUSINESS_TYPES} business types.`)
  .superRefine((rows, ctx) => {
    if (rows.length === 0) {
      ctx.addIssue({ code: "custom", message: businessTypeMessages.noneSelected, path: [] });
      return;
    }
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (seen.has(row.id)) ctx.addIssue({ code: "custom", message: businessTypeMessages.duplicate, path: [index, "id"] });
      seen.add(row.id);
    });
    const missing = rows.some((row) => row.value === null);
    if (missing) ctx.addIssue({ code: "custom", message: businessTypeMessages.fillPercentages, path: [] });
    const totalWrong = hundredths(percentageTotal(rows)) !== hundredths(PERCENT_TOTAL);
    if (totalWrong) ctx.addIssue({ code: "custom", message: businessTypeMessages.totalNot100, path: [] });
    rows.forEach((row, index) => {
      const path = [index, "value"];
      if (row.value === null) ctx.addIssue({ code: "custom", message: businessTypeMessages.rowRequired, path });
      else if (!Number.isFinite(row.value) || row.value < 0 || row.value > PERCENT_TOTAL) ctx.addIssue({ code: "custom", message: businessTypeMessages.range, path });
      else if (Math.abs(row.value * 100 - hundredths(row.value)) > 1e-6) ctx.addIssue({ code: "custom", message: businessTypeMessages.decimals, path });
      else if (totalWrong) ctx.addIssue({ code: "custom", message: businessTypeMessages.rowTotal, path });
    });
  })
  .transform((rows) => rows.map((row) => ({ id: row.id, value: row.value ?? 0 })));
export type BusinessTypeValues = z.output<typeof businessTypeValuesSchema>;

/** A percentage as typed: blank is "not filled in" (null); anything else its number. */
export function parsePercentage(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : Number.NaN;
}
