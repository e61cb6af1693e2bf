"use client";

import { useQuery } from "@tanstack/react-query";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";
import { apiFetch, isWorthRetrying } from "./client";
import { queryKeys } from "./query-keys";
import { submissionPath } from "./submission-writes";

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
