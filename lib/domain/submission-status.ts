import { declinedStatuses, isAfterBindStatus, type ApplicationStatus } from "./statuses";

export type SubmissionStatus = "InProgress" | "Completed";

// Statuses in which an application is finished without a policy.
const closedStatuses: readonly ApplicationStatus[] = [...declinedStatuses, "QuoteArchived", "QuotePermanentlyArchived", "Hidden"];

/**
 * A submission is Completed once one of its applications is bound and none
 * is still on its way to a quote or a bind (spec 1 §3: InProgress or
 * Completed). A renewal worked on the same submission makes it InProgress
 * again until that one is settled too.
 */
export function submissionStatusFor(applicationStatuses: readonly ApplicationStatus[]): SubmissionStatus {
  const bound = applicationStatuses.some(isAfterBindStatus);
  const open = applicationStatuses.some((status) => !isAfterBindStatus(status) && !closedStatuses.includes(status));
  return bound && !open ? "Completed" : "InProgress";
}
