import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SubmissionListPage } from "@/lib/schemas/submission-list";
import { apiFetch } from "./client";
import { queryKeys } from "./query-keys";

/** The other submissions of `submissionID`'s agency whose insured name or id matches; nothing is read before a search. */
export function useSameAgencySubmissions(submissionID: string, search: string) {
  const query = new URLSearchParams({ sameAgencyAs: submissionID, search, limit: "20" });
  return useQuery({
    queryKey: queryKeys.submissionList({ sameAgencyAs: submissionID, search }),
    queryFn: ({ signal }) => apiFetch<SubmissionListPage>(`/api/submissions?${query}`, { signal }),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
