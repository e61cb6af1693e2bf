"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SubmissionCreateInput, SubmissionUpdateInput } from "@/lib/schemas/submission";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";
import { ApiError, apiFetch } from "./client";
import { invalidateApplicationsAndSubmissions, queryKeys } from "./query-keys";

export type Submission = ApiSubmission;

/** `initial`: the submission a server component read for the page, so it paints with it instead of fetching after it loads. */
export function useSubmission(submissionID: string | null, initial?: Submission) {
  return useQuery({
    queryKey: queryKeys.submission(submissionID ?? ""),
    queryFn: ({ signal }) => apiFetch<Submission>(`/api/submission/${encodeURIComponent(submissionID!)}`, { signal }),
    enabled: Boolean(submissionID),
    initialData: initial,
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
    // Based on the submission as this page last read it, so a concurrent change is refused rather than overwritten.
    mutationFn: async (body: Omit<SubmissionUpdateInput, "updatedDate">) => {
      const path = `/api/submission/${encodeURIComponent(submissionID)}`;
      const current = await queryClient.ensureQueryData({ queryKey: queryKeys.submission(submissionID), queryFn: () => apiFetch<Submission>(path) });
      return apiFetch<Submission>(path, { method: "PUT", body: { ...body, updatedDate: current.updatedDate } });
    },
    onSuccess: async (submission) => {
      queryClient.setQueryData(queryKeys.submission(submission.submissionID), submission);
      await invalidateApplicationsAndSubmissions(queryClient);
    },
    // Refused as stale: what is on screen is out of date, so read it again.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void invalidateApplicationsAndSubmissions(queryClient);
    },
  });
}
