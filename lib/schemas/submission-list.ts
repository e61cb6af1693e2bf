import { z } from "zod";
import { blankToUndefined, idSchema } from "./common";
import { listQueryFields } from "./list-query";

export const SUBMISSION_PAGE_SIZE = 20;
export const MAX_SUBMISSION_PAGE_SIZE = 100;

/**
 * Query of GET /api/submissions (newest updatedDate first, then id).
 * `sameAgencyAs`: only the other submissions of that submission's agency
 * (where a renewal link across submissions may point).
 */
export const submissionListQuerySchema = z.object({
  ...listQueryFields(MAX_SUBMISSION_PAGE_SIZE),
  sameAgencyAs: z.preprocess(blankToUndefined, idSchema("sameAgencyAs").optional()),
});
export type SubmissionListQuery = z.infer<typeof submissionListQuerySchema>;
