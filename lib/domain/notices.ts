/**
 * Notifications: what each kind tells, whom, and where it leads (issue of the
 * servicing desk, docs/decisions/2026-11-28-servicing-desk.md). A note's
 * notification goes where its writer chose; a decision's to the side that acts
 * next: the agency's agents for a quote, a bind or a decided request, the
 * underwriters for a bind request.
 */
import { formatDay } from "./dates";
import { endorsementHistoryHref } from "./endorsements";
import type { NoticeAudience } from "./notice-audience";
import { can } from "./permissions";
import { approvesQuote } from "./policy-term";
import type { Role } from "./roles";
import { recordStatusTitle, type PolicyRecord } from "./policy-timeline";
import { reviewHref } from "./review-target";
import { isAfterBindStatus } from "./statuses";

export const notificationKinds = [
  "note",
  "quoteApproved",
  "bindRequested",
  "bound",
  "endorsementDecided",
  "cancellationDecided",
  "reinstatementDecided",
  "renewalDue",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export type DecisionKind = Exclude<NotificationKind, "note">;

/** Whom each kind of decision tells; whoever decided is never told of it. */
export const decisionAudience: Record<DecisionKind, NoticeAudience> = {
  quoteApproved: "agency",
  bindRequested: "underwriters",
  bound: "agency",
  endorsementDecided: "agency",
  cancellationDecided: "agency",
  reinstatementDecided: "agency",
  renewalDue: "agency",
};

/** The kinds a role can receive, as its e-mail settings list them. */
export function kindsFor(role: Role): NotificationKind[] {
  return notificationKinds.filter((kind) => kind === "note" || can(role, "receiveNotice", { audience: decisionAudience[kind] }));
}

/** The e-mail settings' name of each kind. */
export const notificationKindLabels: Record<NotificationKind, string> = {
  note: "Notes written to you",
  quoteApproved: "A quote is approved",
  bindRequested: "A bind is requested",
  bound: "A policy is bound",
  endorsementDecided: "An endorsement is approved, declined or bound",
  cancellationDecided: "A cancellation is decided",
  reinstatementDecided: "A reinstatement is decided",
  renewalDue: "A policy's renewal is due (60 days before it expires)",
};

/** How long before its expiration a policy's agency is told its renewal is due. */
export const RENEWAL_NOTICE_DAYS = 60;

/**
 * The application's change of status a notification tells of: an approved
 * quote, a bind request, a bind. A return to the quote from Pending Bind is no
 * approval, and a policy returning to Bound from after bind (reinstated, its
 * cancellation denied) is no bind: its own decision tells it.
 */
export function applicationDecision(change: { from: string; to: string }): DecisionKind | null {
  if (approvesQuote(change)) return "quoteApproved";
  if (change.to === "PendingBind") return "bindRequested";
  if (change.to === "Bound" && !isAfterBindStatus(change.from)) return "bound";
  return null;
}

// The statuses in which an underwriter has decided a request; each reads as the timeline reads it.
const decidedStatuses: Record<PolicyRecord, readonly string[]> = {
  endorsement: ["EndorsementApproved", "Declined", "Bound"],
  cancellation: ["CancellationDenied", "CancellationScheduled", "PolicyCancelled", "CancellationCancelled"],
  reinstatement: ["PolicyReinstated", "ReinstatementDenied"],
};

const recordKinds: Record<PolicyRecord, DecisionKind> = {
  endorsement: "endorsementDecided",
  cancellation: "cancellationDecided",
  reinstatement: "reinstatementDecided",
};

/** The notification a record's new status sends, if it is a decision. */
export function recordDecision(record: PolicyRecord, status: string): DecisionKind | null {
  return decidedStatuses[record].includes(status) ? recordKinds[record] : null;
}

const applicationTitles: Record<"note" | "quoteApproved" | "bindRequested" | "bound", string> = {
  note: "New note",
  quoteApproved: "Quote approved",
  bindRequested: "Bind requested",
  bound: "Policy bound",
};

const recordOf: Partial<Record<NotificationKind, PolicyRecord>> = {
  endorsementDecided: "endorsement",
  cancellationDecided: "cancellation",
  reinstatementDecided: "reinstatement",
};

/**
 * What happened, as the bell's item and the e-mail's subject lead with it: "Quote approved", "Endorsement declined",
 * "Renewal due by 01/31/2027" (a renewal notice keeps the expiration day in place of a decision).
 */
export function noticeTitle(kind: NotificationKind, decision: string | null): string {
  if (kind === "renewalDue") return `Renewal due by ${formatDay(decision)}`;
  const record = recordOf[kind];
  if (!record) return applicationTitles[kind as keyof typeof applicationTitles];
  return recordStatusTitle(record, decision ?? "") ?? `${record[0].toUpperCase()}${record.slice(1)} decided`;
}

/** What the notification is about: "General Liability for Acme Bakery, policy GL-1001". */
export function noticeSubject(about: { productName: string; insuredName: string; policyNo: string | null }): string {
  const insured = about.insuredName || "an unnamed insured";
  return `${about.productName} for ${insured}${about.policyNo ? `, policy ${about.policyNo}` : ""}`;
}

/**
 * Where a decision's notification leads: where its reader acts next. An
 * underwriter told of a bind request opens the bind step; an agent an
 * endorsement's tab in the endorsement history, found by its policy number,
 * and otherwise the step the application is at now (the quote, its bind
 * documents, the policy summary).
 */
export function decisionHref(
  kind: DecisionKind,
  app: { appID: string; submissionID: string; status: string; policyNo: string | null },
  decision: string | null,
): string {
  if (kind === "bindRequested") return `/submission/${encodeURIComponent(app.submissionID)}/coverage/${encodeURIComponent(app.appID)}/bind`;
  if (kind === "endorsementDecided") return endorsementHistoryHref(decision ?? "", app.policyNo);
  return reviewHref(app.appID, app.status);
}
