import type { ApplicationStatus } from "./statuses";

/**
 * Statuses in which an application waits on the underwriter: a submitted
 * application to quote, a bind to complete, and the wholesale working
 * statuses. The underwriter's work queue lists these, oldest first.
 */
export const awaitingUnderwriterStatuses = [
  "ApprovalRequested",
  "PendingBind",
  "UnderwritingBindReview",
  "IncompleteBind",
  "Submitted",
  "Working",
  "RequestedInfo",
  "InMarket",
] as const satisfies readonly ApplicationStatus[];
export type AwaitingUnderwriterStatus = (typeof awaitingUnderwriterStatuses)[number];

/** How long an application has waited, as the queue shows it: "35 min", "5 h", "3 d". */
export function waitingTime(since: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}
