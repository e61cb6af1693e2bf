import { endorsementHistoryHref } from "./endorsements";
import type { ListSort } from "./list-sort";
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

/**
 * Requests after bind that wait on an underwriter, one tab of the work queue each beside new business: an
 * endorsement to price and approve or to bind, a cancellation or reinstatement to decide, a renewal to work.
 */
export const requestKinds = ["endorsement", "cancellation", "reinstatement", "renewal"] as const;
export type RequestKind = (typeof requestKinds)[number];

/** The queue's tabs, in order, with their labels. */
export const queueTabs = [
  { kind: "newBusiness", label: "New business" },
  { kind: "endorsement", label: "Endorsements" },
  { kind: "cancellation", label: "Cancellations" },
  { kind: "reinstatement", label: "Reinstatements" },
  { kind: "renewal", label: "Renewals" },
] as const satisfies readonly { kind: "newBusiness" | RequestKind; label: string }[];
export type QueueTab = (typeof queueTabs)[number]["kind"];

/** The statuses in which each kind of request waits on an underwriter. */
export const waitingRequestStatuses = {
  endorsement: ["ApprovalRequested", "BindRequested"],
  cancellation: ["CancellationRequested"],
  reinstatement: ["ReinstatementRequested"],
  // The renewal application a renewal request created, not yet worked.
  renewal: ["Renewal"],
} as const satisfies Record<RequestKind, readonly string[]>;

/**
 * Where an underwriter decides a request: a cancellation or reinstatement on the policy's summary, an endorsement in
 * the endorsement history's tab of its status (found by its policy number), a renewal in its own underwriting steps.
 */
export function requestTarget(item: { kind: RequestKind; appID: string; submissionID: string; status: string; policyNo: string | null }): string {
  switch (item.kind) {
    case "cancellation":
    case "reinstatement":
      return `/coverage/${item.appID}/summary`;
    case "endorsement":
      return endorsementHistoryHref(item.status, item.policyNo);
    case "renewal":
      return `/submission/${item.submissionID}/coverage/${item.appID}`;
  }
}

/** The work queue's own order: the longest waiting first. */
export const LONGEST_WAITING_FIRST = { key: "waiting", direction: "desc" } as const satisfies ListSort;

/** The queue's one sort as a tab reads it: the queue's own order while the sort is by a column the tab does not have. */
export const sortOfTab = (sort: ListSort, keys: readonly string[]): ListSort => (keys.includes(sort.key) ? sort : LONGEST_WAITING_FIRST);
