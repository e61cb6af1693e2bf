import type { Role } from "./roles";
import { editableStatuses, isAfterBindStatus, isServiceableStatus, serviceableStatuses, statusFamily, statusLabel, type ApplicationStatus } from "./statuses";
import { can } from "./permissions";
import { READY_FOR_POLICY, missingForPolicy, missingForQuote, type PolicyReadiness } from "./policy-readiness";
import type { TransitionKind } from "./transition-kind";

/**
 * The one rule every status change asks (spec 1 §4, spec 2 §4–§6, spec 3 §4).
 * Order of refusal: the role may not do the kind at all (forbidden, 403); the
 * current status or the target does not fit (conflict, 409); a precondition
 * fails (unprocessable, 422).
 *
 * Decisions the spec leaves open:
 * - approveQuote starts from ApprovalRequested (marketplace) or from the
 *   wholesale working statuses Submitted, Working, RequestedInfo, InMarket.
 * - bind starts from PendingBind, UnderwritingBindReview or IncompleteBind.
 * - Wholesale manual choices apply from Submitted, Quoted, Working, InMarket and
 *   RequestedInfo, and from Renewal: a wholesale renewal (Request Renewal made
 *   it) is worked as a submission, the underwriter taking it into the working
 *   statuses or declining it (Declined, NTU) as any of those; every other
 *   current status (ReferredToProgram, Bound, Declined, NTU, PendingBind,
 *   RequestedRenewal, NotStarted, InProgress) offers none, since moves out of
 *   those have their own actions or none at all.
 * - The every-status override (underwriter only) waives the current-status rule
 *   of the selector, approve, decline, not taken up and bind, and the
 *   proceed-to-bind flag, between the statuses before bind only: a policy
 *   (after bind) changes status only through its own post-bind actions, which
 *   keep their records; the post-bind statuses are reached only by those
 *   actions, Bound only by binding; Pending Bind only by a bind request or
 *   Proceed to Bind from a standing quote. The target must still be in the
 *   family and differ from the current status; every precondition still holds.
 */

export interface TransitionRequest {
  kind: TransitionKind;
  role: Role;
  isWholesale: boolean;
  from: ApplicationStatus;
  to: ApplicationStatus;
  flags: { allowEveryStatus: boolean; proceedToBind: boolean };
  /** An active document an agent uploaded (request bind; bind unless the proceed-to-bind flag is on). */
  hasPersistedDocument: boolean;
  /** An active quote document (upload_finalize_quote): approving a quote needs one. */
  hasQuoteDocument: boolean;
  policyNo: string | null;
  /** The policy term's first day (YYYY-MM-DD): binding needs one. */
  effectiveDate: string | null;
  /** The approved quote's valid-until day has passed: it can no longer be bound. */
  quoteExpired: boolean;
  /** Whether the application is complete and priced, as a policy must be (an approved quote: priced). */
  readiness: PolicyReadiness;
}

/** For screens that only ask whether an action fits the status: every precondition taken as met (the server checks them). */
export const PRECONDITIONS_MET = {
  hasPersistedDocument: true,
  hasQuoteDocument: true,
  policyNo: "offered",
  effectiveDate: "offered",
  quoteExpired: false,
  readiness: READY_FOR_POLICY,
} as const satisfies Pick<TransitionRequest, "hasPersistedDocument" | "hasQuoteDocument" | "policyNo" | "effectiveDate" | "quoteExpired" | "readiness">;

export type TransitionVerdict = { allowed: true } | { allowed: false; code: "forbidden" | "conflict" | "unprocessable"; message: string };

export const REQUEST_BIND_DOCUMENT_MESSAGE = "Please upload at least one document containing a signed App Packet";
export const BIND_POLICY_NUMBER_MESSAGE = "Please enter missing info";
export const UPLOAD_DOCUMENT_MESSAGE = "Please upload at least one document";
export const QUOTE_EXPIRED_MESSAGE = "This quote has expired and can no longer be bound. Approve a new quote first.";

const marketplaceManualChoices: Partial<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  InProgress: [],
  ApprovalRequested: ["InProgress"],
  QuoteApproved: ["InProgress", "ApprovalRequested"],
  PendingBind: ["InProgress", "ApprovalRequested", "QuoteApproved"],
};
const wholesaleManualTargets: readonly ApplicationStatus[] = ["Submitted", "Working", "InMarket", "RequestedInfo", "ReferredToProgram"];
const wholesaleManualFrom: readonly ApplicationStatus[] = ["Submitted", "Quoted", "Working", "InMarket", "RequestedInfo", "Renewal"];

const marketplaceDeclineFrom: readonly ApplicationStatus[] = ["InProgress", "ApprovalRequested", "QuoteApproved", "PendingBind"];
const wholesaleDeclineFrom: readonly ApplicationStatus[] = [
  "InProgress",
  "Submitted",
  "Working",
  "RequestedInfo",
  "InMarket",
  "Quoted",
  "PendingBind",
  "Renewal",
];
const agentRowDeclineFrom: readonly ApplicationStatus[] = ["InProgress", "ApprovalRequested", "Quoted", "PendingBind", "Submitted"];

const approveFrom = {
  marketplace: ["ApprovalRequested"],
  wholesale: ["Submitted", "Working", "RequestedInfo", "InMarket"],
} as const satisfies Record<string, readonly ApplicationStatus[]>;
const bindRequestFrom: readonly ApplicationStatus[] = ["QuoteApproved", "Quoted"];
const bindFrom: readonly ApplicationStatus[] = ["PendingBind", "UnderwritingBindReview", "IncompleteBind"];

/** The refusal of a kind of change that is one role's alone (lib/domain/permissions.ts), naming that role. */
const onlyRoleMessages: Partial<Record<TransitionKind, string>> = {
  manualStatus: "Only an underwriter may change the status of an application directly.",
  approveQuote: "Only an underwriter may approve a quote.",
  proceedToBind: "Only an underwriter may proceed to bind.",
  bind: "Only an underwriter may bind a policy.",
  sectionSave: "Only an agent may save a section of the application.",
  submit: "Only an agent may submit the application.",
  requestBind: "Only an agent may request bind.",
};

/**
 * The kinds the every-status override frees from their current statuses, with
 * the targets each may reach (null: the selector's override choices). The
 * others keep their own statuses: the agent's, the bind request the
 * underwriter proceeds to, and the renewal request (a post-bind action).
 */
const overrideTargets: Partial<Record<TransitionKind, readonly ApplicationStatus[] | null>> = {
  manualStatus: null,
  decline: ["UnderwritingDeclined", "Declined"],
  notTakenUp: ["NTU"],
  approveQuote: ["QuoteApproved", "Quoted"],
  bind: ["Bound"],
};

const actionPhrases: Record<TransitionKind, string> = {
  sectionSave: "save a section",
  submit: "submit the application",
  manualStatus: "change the status",
  decline: "decline the application",
  notTakenUp: "mark the application Not Taken Up",
  approveQuote: "approve the quote",
  requestBind: "request bind",
  proceedToBind: "proceed to bind",
  bind: "bind the policy",
  requestRenewal: "request renewal",
};

const includes = (set: readonly ApplicationStatus[], status: ApplicationStatus) => set.includes(status);

export function approveTarget(isWholesale: boolean): ApplicationStatus {
  return isWholesale ? "Quoted" : "QuoteApproved";
}

/**
 * Where the every-status override lets the selector go: any status before bind
 * but the current one and Pending Bind (a bind request, or Proceed to Bind from
 * a standing quote, with its confirmation); nowhere from a policy, whose
 * statuses move only through its post-bind actions. Bound needs the policy
 * number and term the Bind step sends.
 */
function overrideChoices(from: ApplicationStatus, isWholesale: boolean): ApplicationStatus[] {
  if (isAfterBindStatus(from)) return [];
  return statusFamily(isWholesale).filter((s) => s !== from && s !== "PendingBind" && !isAfterBindStatus(s));
}

export function manualStatusChoices(args: { from: ApplicationStatus; isWholesale: boolean; allowEveryStatus: boolean }): ApplicationStatus[] {
  const { from, isWholesale, allowEveryStatus } = args;
  if (allowEveryStatus) return overrideChoices(from, isWholesale);
  if (!isWholesale) return [...(marketplaceManualChoices[from] ?? [])];
  if (!includes(wholesaleManualFrom, from)) return [];
  const current = from === "Quoted" ? "Submitted" : from;
  return wholesaleManualTargets.filter((s) => s !== current);
}

/** The underwriter's decline and not-taken-up targets. */
export function declineTargets(args: { from: ApplicationStatus; isWholesale: boolean }): ApplicationStatus[] {
  if (args.isWholesale) return includes(wholesaleDeclineFrom, args.from) ? ["Declined", "NTU"] : [];
  return includes(marketplaceDeclineFrom, args.from) ? ["UnderwritingDeclined"] : [];
}

/** The agent table's Decline and NTU row actions: wholesale rows only. */
export function agentRowDeclineTargets(args: { status: ApplicationStatus; isWholesale: boolean }): ApplicationStatus[] {
  return args.isWholesale && includes(agentRowDeclineFrom, args.status) ? ["Declined", "NTU"] : [];
}

function forbiddenReason(req: TransitionRequest): string | null {
  const { kind, role, isWholesale, flags } = req;
  if (!can(role, "changeStatus", { kind })) return onlyRoleMessages[kind] ?? "You do not have permission to do this.";
  if (!isWholesale && !can(role, "declineMarketplace")) {
    if (kind === "decline") return "Only an underwriter may decline a marketplace application.";
    if (kind === "notTakenUp") return "Only an underwriter may mark a marketplace application Not Taken Up.";
  }
  if (kind === "proceedToBind" && !flags.proceedToBind && !flags.allowEveryStatus) return "Proceed to Bind is not enabled.";
  return null;
}

function targetOf(kind: TransitionKind, isWholesale: boolean): ApplicationStatus {
  switch (kind) {
    case "sectionSave":
      return "InProgress";
    case "submit":
      return isWholesale ? "Submitted" : "ApprovalRequested";
    case "decline":
      return isWholesale ? "Declined" : "UnderwritingDeclined";
    case "notTakenUp":
      return "NTU";
    case "approveQuote":
      return approveTarget(isWholesale);
    case "requestBind":
    case "proceedToBind":
      return "PendingBind";
    case "bind":
      return "Bound";
    default:
      return "RequestedRenewal";
  }
}

function fromStatuses(kind: TransitionKind, role: Role, isWholesale: boolean): readonly ApplicationStatus[] {
  switch (kind) {
    case "sectionSave":
    case "submit":
      return editableStatuses;
    case "decline":
    case "notTakenUp":
      if (can(role, "declineFromRow")) return agentRowDeclineFrom;
      return isWholesale ? wholesaleDeclineFrom : marketplaceDeclineFrom;
    case "approveQuote":
      return isWholesale ? approveFrom.wholesale : approveFrom.marketplace;
    case "requestBind":
    case "proceedToBind":
      return bindRequestFrom;
    case "bind":
      return bindFrom;
    default:
      return serviceableStatuses;
  }
}

function conflictReason(req: TransitionRequest): string | null {
  const { kind, role, isWholesale, from, to, flags } = req;
  const current = statusLabel(from);
  const phrase = actionPhrases[kind];
  if (kind === "requestRenewal" && !isWholesale) return `Renewal requests are for wholesale policies; this application is ${current}.`;
  // Only a policy in force with nothing pending can be renewed, whatever the flags say.
  if (kind === "requestRenewal" && !isServiceableStatus(from)) return `Cannot ${phrase} while the application is ${current}.`;
  if (!statusFamily(isWholesale).includes(to)) {
    return `${statusLabel(to)} is not a status of a ${isWholesale ? "wholesale" : "marketplace"} application; the application is ${current}.`;
  }
  const targets = overrideTargets[kind];
  if (flags.allowEveryStatus && can(role, "changeEveryStatus") && targets !== undefined) return overrideConflict(req, targets);
  if (kind === "manualStatus") {
    return manualStatusChoices({ from, isWholesale, allowEveryStatus: false }).includes(to)
      ? null
      : `Cannot change the status to ${statusLabel(to)} while the application is ${current}.`;
  }
  if (kind === "notTakenUp" && !isWholesale) return `Only a wholesale application can be marked Not Taken Up; this application is ${current}.`;
  const target = targetOf(kind, isWholesale);
  if (to !== target) return `To ${phrase} the status must become ${statusLabel(target)}, not ${statusLabel(to)}; the application is ${current}.`;
  if (!fromStatuses(kind, role, isWholesale).includes(from)) return `Cannot ${phrase} while the application is ${current}.`;
  return null;
}

/** The every-status override's refusal of a change, or null (see the rule's notes above). */
function overrideConflict(req: TransitionRequest, targets: readonly ApplicationStatus[] | null): string | null {
  const { kind, isWholesale, from, to } = req;
  const current = statusLabel(from);
  if (to === from) return `The application is already ${current}.`;
  if (isAfterBindStatus(from)) return `A policy that is ${current} changes status only through its policy actions (cancellation, reinstatement, renewal).`;
  if (targets && !targets.includes(to)) return `Cannot ${actionPhrases[kind]} to ${statusLabel(to)} while the application is ${current}.`;
  if (targets || overrideChoices(from, isWholesale).includes(to)) return null;
  if (to === "PendingBind") return `Pending Bind follows a bind request or Proceed to Bind from a quote; the application is ${current}.`;
  if (to === "Bound") return `Bound is reached by binding on the Bind step; the application is ${current}.`;
  return `${statusLabel(to)} is reached only through the policy's own actions; the application is ${current}.`;
}

/**
 * Preconditions belong to the status reached, whatever path reaches it (the
 * every-status override included): a quote needs its pricing (asked first, as
 * Carrier & Pricing comes before Finalize Quote) and its document, a bound policy
 * a complete and priced application, its number, term and (without the
 * proceed-to-bind flag) the agent's documents, and an expired quote is bound
 * by nobody.
 */
function preconditionFailure(req: TransitionRequest): string | null {
  if (req.kind === "requestBind" && !req.hasPersistedDocument) return REQUEST_BIND_DOCUMENT_MESSAGE;
  if (req.to === "QuoteApproved" || req.to === "Quoted") {
    const unpriced = missingForQuote(req.readiness);
    if (unpriced) return unpriced;
    if (!req.hasQuoteDocument) return UPLOAD_DOCUMENT_MESSAGE;
  }
  if (req.to === "Bound" && req.from !== "Bound") {
    const missing = missingForPolicy(req.readiness);
    if (missing) return missing;
    if (!req.policyNo?.trim() || !req.effectiveDate) return BIND_POLICY_NUMBER_MESSAGE;
    if (!req.hasPersistedDocument && !req.flags.proceedToBind) return UPLOAD_DOCUMENT_MESSAGE;
  }
  return null;
}

const bindingKinds: readonly TransitionKind[] = ["requestBind", "proceedToBind", "bind"];

export function evaluateTransition(req: TransitionRequest): TransitionVerdict {
  const forbidden = forbiddenReason(req);
  if (forbidden) return { allowed: false, code: "forbidden", message: forbidden };
  const conflict = conflictReason(req);
  if (conflict) return { allowed: false, code: "conflict", message: conflict };
  if (req.quoteExpired && (bindingKinds.includes(req.kind) || req.to === "PendingBind" || req.to === "Bound")) {
    return { allowed: false, code: "conflict", message: QUOTE_EXPIRED_MESSAGE };
  }
  const unprocessable = preconditionFailure(req);
  if (unprocessable) return { allowed: false, code: "unprocessable", message: unprocessable };
  return { allowed: true };
}
