import type { SubmissionCreateInput, SubmissionUpdateInput } from "@/lib/schemas/submission";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";
import { ApiError, apiFetch } from "./client";
import { invalidate, takeCurrent } from "./cache-updates";
import { queryKeys } from "./query-keys";
import { submissionPath } from "./submission-path";

/*
 * A submission's writes: the insured and business type forms send them here.
 * Every save, and a save refused as stale, invalidates the submission, its
 * applications and the lists that show it.
 */

export async function createSubmission(body: SubmissionCreateInput): Promise<ApiSubmission> {
  const submission = await apiFetch<ApiSubmission>("/api/submission", { method: "POST", body });
  void invalidate({ kind: "submission", submissionID: submission.submissionID });
  return submission;
}

/** Based on the body's `updatedDate`: a concurrent change is refused (409) rather than overwritten. */
export async function updateSubmission({ submissionID, ...body }: SubmissionUpdateInput & { submissionID: string }): Promise<ApiSubmission> {
  try {
    const submission = await apiFetch<ApiSubmission>(submissionPath(submissionID), { method: "PUT", body });
    void invalidate({ kind: "submission", submissionID });
    return submission;
  } catch (error) {
    // Refused as stale: what is on screen is out of date; the submission as it now is goes in place.
    if (error instanceof ApiError && error.status === 409) void invalidate({ kind: "submission", submissionID });
    return takeCurrent(queryKeys.submissions.one(submissionID))(error);
  }
}
