"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SubmissionUpdateInput } from "@/lib/schemas/submission";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";
import { apiFetch, isWorthRetrying } from "./client";
import { queryKeys } from "./query-keys";
import { submissionPath, updateSubmission } from "./submission-writes";

export type Submission = ApiSubmission;

/** `initial`: the submission a server component read for the page, so it paints with it instead of fetching after it loads. */
export function useSubmission(submissionID: string | null, initial?: Submission) {
  return useQuery({
    queryKey: queryKeys.submission(submissionID ?? ""),
    queryFn: ({ signal }) => apiFetch<Submission>(submissionPath(submissionID!), { signal }),
    enabled: Boolean(submissionID),
    initialData: initial,
    // A submission that is not there (or not the user's) stays that way; only server failures are retried.
    retry: (failures, error) => isWorthRetrying(error) && failures < 1,
  });
}

export function useUpdateSubmission(submissionID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Based on the submission as this page last read it, so a concurrent change is refused rather than overwritten.
    mutationFn: async (body: Omit<SubmissionUpdateInput, "updatedDate">) => {
      const current = await queryClient.ensureQueryData({
        queryKey: queryKeys.submission(submissionID),
        queryFn: () => apiFetch<Submission>(submissionPath(submissionID)),
      });
      // The cache takes the saved submission from the save itself (components/providers/query-provider.tsx).
      return updateSubmission(submissionID, { ...body, updatedDate: current.updatedDate });
    },
  });
}
