import { z } from "zod";
import { listQueryFields } from "./list-query";

export const SUBMISSION_PAGE_SIZE = 20;
export const MAX_SUBMISSION_PAGE_SIZE = 100;

/** Query of GET /api/submissions (newest updatedDate first, then id). */
export const submissionListQuerySchema = z.object(listQueryFields(MAX_SUBMISSION_PAGE_SIZE));
export type SubmissionListQuery = z.infer<typeof submissionListQuerySchema>;
