/**
 * Cancellations and reinstatements (spec 3 §1, §3, §4, §6): who may request
 * or decide them, and the statuses each step leaves behind.
 */
import type { Role } from "./roles";
import type { ApplicationStatus } from "./statuses";
import { can } from "./permissions";
import { formatDay } from "./dates";

/**
 * The spec does not show the full list; these are the statuses it names, and
 * CancellationScheduled: decided with a date after today, the policy cancelled
 * on that day.
 */
export const cancellationStatuses = [
  "CancellationRequested",
  "CancellationDenied",
  "CancellationCancelled",
  "PolicyCancelled",
  "CancellationScheduled",
] as const;
export type CancellationStatus = (typeof cancellationStatuses)[number];

export const reinstatementStatuses = ["ReinstatementRequested", "ReinstatementDenied", "PolicyReinstated"] as const;
export type ReinstatementStatus = (typeof reinstatementStatuses)[number];

export function isCancellationStatus(value: unknown): value is CancellationStatus {
  return typeof value === "string" && (cancellationStatuses as readonly string[]).includes(value);
}

export function isReinstatementStatus(value: unknown): value is ReinstatementStatus {
  return typeof value === "string" && (reinstatementStatuses as readonly string[]).includes(value);
}

// The answers below come from the permission table (lib/domain/permissions.ts), named as the policy screens ask them.

/**
 * Cancelling a cancellation: underwriters only, while it is open, the policy's latest (`isLatest`: the one the
 * application's cancellationID names), and the policy is neither Bound nor awaiting reinstatement.
 */
export function canCancelCancellation(args: { role: Role; cancellationStatus: string; applicationStatus: string; isLatest: boolean }): boolean {
  const { role, ...subject } = args;
  return can(role, "cancelCancellation", subject);
}

/** The refusal of cancelling a cancellation a newer one has superseded. */
export const NOT_LATEST_CANCELLATION = "Only the policy's latest cancellation can be cancelled; a newer one has replaced this one.";

export function canSeeUecDueTo(role: Role): boolean {
  return can(role, "seeUecDueTo");
}

export function canRequestCancellation(role: Role, applicationStatus: string): boolean {
  return can(role, "requestCancellation", { applicationStatus });
}

export function canRequestReinstatement(role: Role, applicationStatus: string): boolean {
  return can(role, "requestReinstatement", { applicationStatus });
}

/** Cancel Policy or Deny Cancellation on a requested cancellation. */
export function canDecideCancellation(role: Role, applicationStatus: string): boolean {
  return can(role, "denyCancellation", { applicationStatus });
}

/** Cancel Policy is also offered straight from Bound (spec 3 §4), without an agent's request. */
export function canCancelPolicy(role: Role, applicationStatus: string): boolean {
  return can(role, "cancelPolicy", { applicationStatus });
}

/** Reinstate a requested reinstatement, or a cancelled policy directly. */
export function canDecideReinstatement(role: Role, applicationStatus: string): boolean {
  return can(role, "reinstate", { applicationStatus });
}

export type PostBindDecision =
  "requestCancellation" | "cancelPolicy" | "denyCancellation" | "cancelCancellation" | "requestReinstatement" | "reinstate" | "denyReinstatement";

export type DecisionOutcome =
  | { record: "cancellation"; recordStatus: CancellationStatus; applicationStatus: ApplicationStatus }
  | { record: "reinstatement"; recordStatus: ReinstatementStatus; applicationStatus: ApplicationStatus };

/*
 * The application status describes the policy; the cancellation or
 * reinstatement record keeps the request's own outcome and status history,
 * so no step erases what happened.
 * - Deny cancellation leaves the application CancellationDenied: the product
 *   has that application status (id 34) and both specs count it as post-bind,
 *   so the coverage row shows the outcome instead of hiding it under Bound.
 * - Reinstate returns the application to Bound: the policy is in force again
 *   with its Bound actions, and the cancel-a-cancellation rule (refused once
 *   the application is Bound) then protects the reinstated policy. The record
 *   becomes PolicyReinstated.
 * - Deny reinstatement leaves the application PolicyCancelled: the policy
 *   stays cancelled, and ReinstatementDenied has no application status id;
 *   the record becomes ReinstatementDenied.
 * - Cancelling a cancellation reverts the application to Bound, as the
 *   confirmation text says.
 */
const outcomes: Readonly<Record<PostBindDecision, DecisionOutcome>> = {
  requestCancellation: { record: "cancellation", recordStatus: "CancellationRequested", applicationStatus: "CancellationRequested" },
  cancelPolicy: { record: "cancellation", recordStatus: "PolicyCancelled", applicationStatus: "PolicyCancelled" },
  denyCancellation: { record: "cancellation", recordStatus: "CancellationDenied", applicationStatus: "CancellationDenied" },
  cancelCancellation: { record: "cancellation", recordStatus: "CancellationCancelled", applicationStatus: "Bound" },
  requestReinstatement: { record: "reinstatement", recordStatus: "ReinstatementRequested", applicationStatus: "ReinstatementRequested" },
  reinstate: { record: "reinstatement", recordStatus: "PolicyReinstated", applicationStatus: "Bound" },
  denyReinstatement: { record: "reinstatement", recordStatus: "ReinstatementDenied", applicationStatus: "PolicyCancelled" },
};

export function decisionOutcome(decision: PostBindDecision): DecisionOutcome {
  return outcomes[decision];
}

const scheduled: DecisionOutcome = { record: "cancellation", recordStatus: "CancellationScheduled", applicationStatus: "CancellationScheduled" };

/**
 * A decision's outcome on its day: cancelling a policy with a date after today
 * schedules it (the policy stays in force until then, and
 * `cancellationTakesEffect` says when it is cancelled); on or before today it
 * is cancelled at once.
 */
export function outcomeOn(decision: PostBindDecision, cancellationDate: string | null, today: string): DecisionOutcome {
  return decision === "cancelPolicy" && cancellationDate !== null && cancellationDate > today ? scheduled : outcomes[decision];
}

/** A scheduled cancellation takes effect on its date: from that day on the policy reads as cancelled. */
export function cancellationTakesEffect(cancellationDate: string | null, today: string): boolean {
  return cancellationDate !== null && cancellationDate <= today;
}

export function applicationStatusAfter(decision: PostBindDecision): ApplicationStatus {
  return outcomes[decision].applicationStatus;
}

/** Whether this role may take this decision on an application in this status (cancelling a cancellation: on this one). */
export function canTakeDecision(args: {
  decision: PostBindDecision;
  role: Role;
  applicationStatus: string;
  cancellation?: { status: string; isLatest: boolean };
}): boolean {
  const { decision, role, applicationStatus } = args;
  switch (decision) {
    case "requestCancellation":
      return canRequestCancellation(role, applicationStatus);
    case "cancelPolicy":
      return canCancelPolicy(role, applicationStatus);
    case "denyCancellation":
      return canDecideCancellation(role, applicationStatus);
    case "cancelCancellation":
      return (
        args.cancellation !== undefined &&
        canCancelCancellation({ role, applicationStatus, cancellationStatus: args.cancellation.status, isLatest: args.cancellation.isLatest })
      );
    case "requestReinstatement":
      return canRequestReinstatement(role, applicationStatus);
    case "reinstate":
      return canDecideReinstatement(role, applicationStatus);
    case "denyReinstatement":
      return can(role, "denyReinstatement", { applicationStatus });
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** A cancellation date must fall within the policy term, both ends included. */
export function isWithinTerm(day: string, term: { effectiveDate: string; expirationDate: string }): boolean {
  return day >= term.effectiveDate && day <= term.expirationDate;
}

/** Why `what` (a cancellation date, an effective date) outside the term is refused, the term's days as the app shows days. */
export function outsideTermMessage(what: string, term: { effectiveDate: string; expirationDate: string }): string {
  return `${what} must fall within the policy term (${formatDay(term.effectiveDate)} to ${formatDay(term.expirationDate)}).`;
}

/**
 * The premium returned for the days the policy no longer covers, pro rata:
 * cost × (expiration − cancellation) / (expiration − effective), in whole
 * cents, rounded down so the insurer never returns more than was paid.
 */
export function proRataReturnCents(args: { totalCents: number; effectiveDate: string; expirationDate: string; cancellationDate: string }): number {
  const termDays = dayNumber(args.expirationDate) - dayNumber(args.effectiveDate);
  if (termDays <= 0) return 0;
  const unusedDays = Math.min(termDays, Math.max(0, dayNumber(args.expirationDate) - dayNumber(args.cancellationDate)));
  return Math.floor((args.totalCents * unusedDays) / termDays);
}

/** Days without cover between a cancellation and the reinstatement (the lapse); 0 when reinstated on or before the date. */
export function lapseDays(cancellationDate: string, reinstatedOn: string): number {
  return Math.max(0, dayNumber(reinstatedOn) - dayNumber(cancellationDate));
}
