import { z } from "zod";
import { MAX_BUSINESS_TYPES, PERCENT_TOTAL, businessTypeMessages, hundredths, parsePercentage, percentageTotal } from "@/lib/domain/business-types";

export { MAX_BUSINESS_TYPES, PERCENT_TOTAL, businessTypeMessages, parsePercentage, percentageTotal };

export const businessTypeValueSchema = z.object({
  id: z.uuid("Business type id must be a UUID."),
  // null is a row whose percentage has not been filled in yet. One typed as no number at all (".", read as NaN) gets
  // the range message the row shows for any other percentage it cannot take, not zod's message about types.
  value: z.number({ error: (issue) => (Number.isNaN(issue.input) ? businessTypeMessages.range : undefined) }).nullable(),
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
      else if (!Number.isFinite(row.value) || row.value < 0 || row.value > PERCENT_TOTAL)
        ctx.addIssue({ code: "custom", message: businessTypeMessages.range, path });
      else if (Math.abs(row.value * 100 - hundredths(row.value)) > 1e-6) ctx.addIssue({ code: "custom", message: businessTypeMessages.decimals, path });
      else if (totalWrong) ctx.addIssue({ code: "custom", message: businessTypeMessages.rowTotal, path });
    });
  })
  .transform((rows) => rows.map((row) => ({ id: row.id, value: row.value ?? 0 })));
export type BusinessTypeValues = z.output<typeof businessTypeValuesSchema>;
