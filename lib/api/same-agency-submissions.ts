import type { SubmissionListPage } from "@/lib/schemas/submission-list";
import { apiPath } from "./client";
import { queryKeys } from "./query-keys";
import { useApiQuery } from "./use-api-query";

/** The other submissions of `submissionID`'s agency whose insured name or id matches; nothing is read before a search, and the last matches stay while the next load. */
export function useSameAgencySubmissions(submissionID: string, search: string) {
  const searching = search.trim().length > 0;
  return useApiQuery<SubmissionListPage>(
    queryKeys.submissions.sameAgency(submissionID, search),
    searching ? apiPath("/api/submissions", { sameAgencyAs: submissionID, search, limit: "20" }) : null,
  );
}
