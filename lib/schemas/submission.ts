import { z } from "zod";
import { companyInfoSchema } from "./company-info";

export const MAX_COVERAGES = 10;

/** Body of POST /api/submission (spec 1 §7): the insured and the chosen coverages as product ids. */
export const submissionCreateSchema = z
  .object({
    companyInfo: companyInfoSchema,
    coverages: z
      .array(z.uuid("Each coverage must be a product id."))
      .min(1, "Please select a coverage to continue")
      .max(MAX_COVERAGES, `At most ${MAX_COVERAGES} coverages.`)
      .refine((ids) => new Set(ids).size === ids.length, "Each coverage can be selected once."),
  })
  .strict();
export type SubmissionCreate = z.output<typeof submissionCreateSchema>;
export type SubmissionCreateInput = z.input<typeof submissionCreateSchema>;

/**
 * Body of PUT /api/submission/{submissionID}: the whole insured, business types
 * optional (absent = unchanged), and the updatedDate the change is based on, so
 * a stale write is refused instead of overwriting someone else's change.
 */
export const submissionUpdateSchema = z
  .object({
    companyInfo: companyInfoSchema,
    updatedDate: z.iso.datetime({ offset: true, message: "updatedDate must be an ISO date-time." }),
  })
  .strict();
export type SubmissionUpdate = z.output<typeof submissionUpdateSchema>;
export type SubmissionUpdateInput = z.input<typeof submissionUpdateSchema>;
