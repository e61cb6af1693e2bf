"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SubmissionCreateInput, SubmissionUpdateInput } from "@/lib/schemas/submission";
import type { ApiSubmission } from "@/server/services/submissions";
import { ApiError, apiFetch } from "./client";
import { invalidateApplicationsAndSubmissions, queryKeys } from "./query-keys";

export type Submission = ApiSubmission;

export function useSubmission(submissionID: string | null) {
  return useQuery({
    queryKey: queryKeys.submission(submissionID ?? ""),
    queryFn: ({ signal }) => apiFetch<Submission>(`/api/submission/${encodeURIComponent(submissionID!)}`, { signal }),
    enabled: Boolean(submissionID),
    // A submission that is not there (or not the user's) stays that way; only server failures are retried.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

export function useCreateSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmissionCreateInput) => apiFetch<Submission>("/api/submission", { method: "POST", body }),
    onSuccess: async (submission) => {
      queryClient.setQueryData(queryKeys.submission(submission.submissionID), submission);
      await invalidateApplicationsAndSubmissions(queryClient);
    },
  });
}

export function useUpdateSubmission(submissionID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmissionUpdateInput) => apiFetch<Submission>(`/api/submission/${encodeURIComponent(submissionID)}`, { method: "PUT", body }),
    onSuccess: async (submission) => {
      queryClient.setQueryData(queryKeys.submission(submission.submissionID), submission);
      await invalidateApplicationsAndSubmissions(queryClient);
    },
  });
}
