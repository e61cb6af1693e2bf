import type { SubmissionListPage } from "@/lib/schemas/submission-list";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";
import { apiPath } from "./client";
import { useFetched } from "./use-fetched";

export type { SubmissionListPage, ApiSubmission };
export type SubmissionListItem = SubmissionListPage["submissions"][number];
export type SubmissionCoverage = ApiSubmission["coverages"][number];

/**
 * One page of app central's submission list; the previous page stays on screen while the next loads. The list is read
 * afresh each time it is shown, over what the signed-in user (`userID`) saw last.
 */
export function useSubmissionList(params: { search?: string; cursor?: string }, userID: string) {
  return useFetched<SubmissionListPage>(apiPath("/api/submissions", { search: params.search, cursor: params.cursor }), { rememberFor: userID });
}
