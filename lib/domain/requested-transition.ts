import type { Role } from "./roles";
import type { ApplicationStatus } from "./statuses";
import type { TransitionKind } from "./transition-kind";
import { can } from "./permissions";

const approveFrom = {
  marketplace: ["ApprovalRequested"],
  wholesale: ["Submitted", "Working", "RequestedInfo", "InMarket"],
} as const;

/**
 * Which action a requested status change is, read from who asks and the two
 * statuses (PATCH carries only the target status). The rules then decide
 * whether that action is allowed.
 */
export function transitionKindFor(args: { role: Role; from: ApplicationStatus; to: ApplicationStatus; isWholesale: boolean }): TransitionKind {
  const { role, from, to, isWholesale } = args;
  if (to === "NTU") return "notTakenUp";
  if (to === "Declined" || to === "UnderwritingDeclined") return "decline";
  if (to === "RequestedRenewal") return "requestRenewal";
  // The submitting side changes a status only through its own kinds of change.
  if (can(role, "changeStatus", { kind: "submit" })) {
    if (to === "InProgress") return "sectionSave";
    if (to === "ApprovalRequested" || to === "Submitted") return "submit";
    if (to === "PendingBind") return "requestBind";
    return "manualStatus";
  }
  if (to === "Bound") return "bind";
  // An underwriter reaches Pending Bind only by proceeding to bind, whose rule keeps its own statuses.
  if (to === "PendingBind") return "proceedToBind";
  const approves = (isWholesale ? approveFrom.wholesale : approveFrom.marketplace) as readonly string[];
  if ((to === "QuoteApproved" || to === "Quoted") && approves.includes(from)) return "approveQuote";
  return "manualStatus";
}
