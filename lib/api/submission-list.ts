import type { SubmissionListPage } from "@/lib/schemas/submission-list";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";
import { apiPath } from "./client";
import { queryKeys } from "./query-keys";
import { useApiQuery } from "./use-api-query";

export type { SubmissionListPage, ApiSubmission };
export type SubmissionListItem = SubmissionListPage["submissions"][number];
export type SubmissionCoverage = ApiSubmission["coverages"][number];

/**
 * One page of app central's submission list; the previous page stays on screen while the next loads. The list is read
 * afresh each time it is shown, over what was cached the last time.
 */
export function useSubmissionList(params: { search?: string; cursor?: string; sort: string }) {
  const { search, cursor, sort } = params;
  return useApiQuery<SubmissionListPage>(queryKeys.submissions.list({ search, cursor, sort }), apiPath("/api/submissions", { search, cursor, sort }));
}
