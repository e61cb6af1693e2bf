import { z } from "zod";
import { clearanceOutcomes, clearanceReasons } from "@/lib/domain/clearance";
import { basedOnSchema, blankToUndefined, idSchema } from "./common";

export const clearanceParamsSchema = z.object({ submissionID: idSchema("Submission id") });
export const clearanceMatchParamsSchema = z.object({ submissionID: idSchema("Submission id"), matchID: idSchema("Matched submission id") });

export const clearanceDecisionSchema = z.object({
  decision: z.enum(clearanceOutcomes),
  reason: z.string(),
  decidedBy: z.string(),
  updatedDate: z.string(),
});
export type ClearanceDecision = z.infer<typeof clearanceDecisionSchema>;

/** One other submission that may be the same insured, with why, how sure, and the underwriter's decision on it. */
export const clearanceMatchSchema = z.object({
  submissionID: z.string(),
  agencyName: z.string(),
  insuredName: z.string(),
  reasons: z.array(z.enum(clearanceReasons)),
  score: z.number(),
  coverages: z.array(z.object({ appID: z.string(), productName: z.string(), status: z.string() })),
  createdDate: z.string(),
  decision: clearanceDecisionSchema.nullable(),
});
export type ClearanceMatch = z.infer<typeof clearanceMatchSchema>;

/** `GET /api/submission/{submissionID}/clearance`: the matches, best first; blocked while any decision blocks it. */
export const clearanceSchema = z.object({ matches: z.array(clearanceMatchSchema), blocked: z.boolean() });
export type Clearance = z.infer<typeof clearanceSchema>;

/** `PUT /api/submission/{submissionID}/clearance/{matchID}`: the underwriter's decision on one match, and why. */
export const clearanceDecisionInputSchema = z.object({
  decision: z.enum(clearanceOutcomes, "Choose cleared or blocked."),
  reason: z.string("Say why.").trim().min(1, "Say why.").max(500, "The reason must be at most 500 characters."),
  /** The decision's updatedDate as read, when changing one. */
  updatedDate: basedOnSchema.optional(),
});
export type ClearanceDecisionInput = z.infer<typeof clearanceDecisionInputSchema>;

/**
 * `GET /api/submissions/duplicates`: what an agent is typing on the insured form, against the agency's own submissions
 * (an agent never learns of another agency's); any of the fields may be blank.
 */
export const ownDuplicatesQuerySchema = z.object({
  companyName: z.preprocess(blankToUndefined, z.string().max(200, "The company name must be at most 200 characters.").optional()),
  feinSsnNumber: z.preprocess(blankToUndefined, z.string().max(20, "The FEIN / SSN must be at most 20 characters.").optional()),
  streetAddress: z.preprocess(blankToUndefined, z.string().max(200, "The street must be at most 200 characters.").optional()),
  zip: z.preprocess(blankToUndefined, z.string().max(10, "The ZIP code must be at most 10 characters.").optional()),
  /** The submission being edited, never its own duplicate. */
  excludeSubmissionID: z.preprocess(blankToUndefined, idSchema("Submission id").optional()),
});
export type OwnDuplicatesQuery = z.infer<typeof ownDuplicatesQuerySchema>;

export const ownDuplicatesSchema = z.object({
  matches: z.array(z.object({ submissionID: z.string(), insuredName: z.string(), reasons: z.array(z.enum(clearanceReasons)), createdDate: z.string() })),
});
export type OwnDuplicates = z.infer<typeof ownDuplicatesSchema>;
