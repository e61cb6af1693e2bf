import { useQuery } from "@tanstack/react-query";
import type { ApiSubmission } from "@/server/services/submissions";
import { apiFetch } from "./client";
import { queryKeys } from "./query-keys";

export type SubmissionView = ApiSubmission;

export function useSubmission(submissionID: string | undefined) {
  return useQuery({
    queryKey: queryKeys.submission(submissionID ?? ""),
    queryFn: ({ signal }) => apiFetch<SubmissionView>(`/api/submission/${encodeURIComponent(submissionID!)}`, { signal }),
    enabled: Boolean(submissionID),
  });
}
