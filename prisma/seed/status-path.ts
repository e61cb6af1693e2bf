import type { ApplicationStatus } from "@/lib/domain/statuses";

const submitted: readonly ApplicationStatus[] = ["ApprovalRequested", "Submitted", "Working", "RequestedInfo", "InMarket"];
const quotedOnward: readonly ApplicationStatus[] = [
  "QuoteApproved",
  "Quoted",
  "PendingBind",
  "IncompleteBind",
  "UnderwritingBindReview",
  "NTU",
  "QuoteArchived",
  "QuotePermanentlyArchived",
];
const declined: readonly ApplicationStatus[] = ["UnderwritingDeclined", "Declined", "ReferredToProgram"];
const afterBind: readonly ApplicationStatus[] = [
  "Bound",
  "CancellationRequested",
  "CancellationScheduled",
  "PolicyCancelled",
  "CancellationDenied",
  "ReinstatementRequested",
  "ReinstatementDenied",
  "PolicyReinstated",
  "RequestedRenewal",
];

/**
 * The statuses a demo application went through to reach its own, so the
 * demo book has submits, quotes and binds to count (the dashboard): a
 * bound policy was submitted, quoted and bound; a decline was submitted first.
 */
export function demoStatusPath(status: ApplicationStatus, isWholesale: boolean): ApplicationStatus[] {
  const submit: ApplicationStatus = isWholesale ? "Submitted" : "ApprovalRequested";
  const quote: ApplicationStatus = isWholesale ? "Quoted" : "QuoteApproved";
  const path: ApplicationStatus[] = [];
  if (submitted.includes(status) || quotedOnward.includes(status) || declined.includes(status) || afterBind.includes(status)) path.push(submit);
  if (quotedOnward.includes(status) || afterBind.includes(status)) path.push(quote);
  if (afterBind.includes(status)) path.push("Bound");
  if (path.at(-1) !== status) path.push(status);
  return path;
}

/** Hours between one step of a demo path and the next, varied by the application so medians are not all alike. */
export function demoStepHours(key: string, to: ApplicationStatus): number {
  const spread = [...key].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  if (to === "QuoteApproved" || to === "Quoted") return 3 + (spread % 70);
  if (to === "Bound") return 24 * (1 + (spread % 12));
  return 12 + (spread % 36);
}
