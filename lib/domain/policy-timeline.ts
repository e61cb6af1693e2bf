/**
 * A policy's timeline (the servicing desk, docs/decisions/2026-11-28-servicing-desk.md):
 * what each entry of the histories the app keeps reads as, and where it leads.
 */
import { approvesQuote } from "./policy-term";
import { isAfterBindStatus } from "./statuses";

/** What each status of a record reads as on the timeline; the decided ones are also what their notification says. */
export const recordStatusTitles = {
  endorsement: {
    ApprovalRequested: "Endorsement requested",
    EndorsementApproved: "Endorsement approved",
    BindRequested: "Endorsement bind requested",
    Bound: "Endorsement bound",
    Declined: "Endorsement declined",
    Archived: "Endorsement archived",
  },
  cancellation: {
    CancellationRequested: "Cancellation requested",
    CancellationDenied: "Cancellation denied",
    CancellationScheduled: "Cancellation scheduled",
    PolicyCancelled: "Policy cancelled",
    CancellationCancelled: "Cancellation withdrawn",
  },
  reinstatement: { ReinstatementRequested: "Reinstatement requested", PolicyReinstated: "Policy reinstated", ReinstatementDenied: "Reinstatement denied" },
} as const satisfies Record<string, Record<string, string>>;
export type PolicyRecord = keyof typeof recordStatusTitles;

export function recordStatusTitle(record: PolicyRecord, status: string): string | null {
  return (recordStatusTitles[record] as Record<string, string>)[status] ?? null;
}

// A quote stood (or a bind was asked on it): a move back to a request for a quote returns it.
const QUOTED_OR_PENDING = new Set(["QuoteApproved", "Quoted", "PendingBind"]);

/**
 * What an application's change of status reads as, for the steps that make a
 * policy: submitted, quoted, bind requested, bound, a renewal requested, and
 * the ends of the road. A move after bind is told by the record that made it
 * (a cancellation, a reinstatement), so it is not repeated here.
 */
export function applicationEventTitle(from: string, to: string): string | null {
  if (isAfterBindStatus(from) && to !== "RequestedRenewal") return null;
  switch (to) {
    case "ApprovalRequested":
    case "Submitted":
      return QUOTED_OR_PENDING.has(from) ? "Returned for a new quote" : "Submitted for a quote";
    case "QuoteApproved":
    case "Quoted":
      // Back from Pending Bind the quote that stood is returned to, not approved again (approvesQuote).
      return approvesQuote({ from, to }) ? "Quote approved" : "Returned to the quote";
    case "PendingBind":
      return "Bind requested";
    case "Bound":
      return "Bound";
    case "RequestedRenewal":
      return "Renewal requested";
    case "QuoteArchived":
      return "Quote expired";
    case "UnderwritingDeclined":
    case "Declined":
      return "Declined";
    case "NTU":
      return "Not taken up";
    default:
      return null;
  }
}

/** The kinds of entry, each from its own history. */
export const timelineKinds = ["application", "endorsement", "cancellation", "reinstatement", "renewal", "document", "note"] as const;
export type TimelineKind = (typeof timelineKinds)[number];

/** Newest first; entries of one instant keep the order their history wrote them (by id as a last resort). */
export function newestFirst<T extends { at: string; id: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)));
}
