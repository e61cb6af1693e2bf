import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SubmissionListPage } from "@/lib/schemas/submission-list";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";
import { apiFetch } from "./client";
import { queryKeys } from "./query-keys";

export type { SubmissionListPage, ApiSubmission };
export type SubmissionListItem = SubmissionListPage["submissions"][number];
export type SubmissionCoverage = ApiSubmission["coverages"][number];

/** One page of app central's submission list; the previous page stays on screen while the next loads. */
export function useSubmissionList(params: { search?: string; cursor?: string }) {
  const query = new URLSearchParams();
  if (params.search) query.set("search", params.search);
  if (params.cursor) query.set("cursor", params.cursor);
  return useQuery({
    queryKey: queryKeys.submissionList({ search: params.search, cursor: params.cursor }),
    queryFn: ({ signal }) => apiFetch<SubmissionListPage>(`/api/submissions${query.size ? `?${query}` : ""}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
