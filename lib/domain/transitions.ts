import type { Role } from "./roles";
import { editableStatuses, statusFamily, statusLabel, type ApplicationStatus } from "./statuses";
import { can } from "./permissions";

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
 *   RequestedInfo; every other current status (ReferredToProgram, Bound,
 *   Declined, NTU, PendingBind, RequestedRenewal, NotStarted, InProgress) offers
 *   none, since moves out of those have their own actions or none at all.
 * - The every-status override (underwriter only) waives the current-status rule
 *   for every underwriter kind and the proceed-to-bind flag: the server reads a
 *   selector choice as decline, approve, proceed to bind or bind by its target,
 *   and the override must not be refused for that. The target must still be in
 *   the family and differ from the current status; bind still needs a policy
 *   number.
 */

export type TransitionKind =
  | "sectionSave" // agent saves a section: editable status → InProgress
  | "submit" // agent saves the last section: editable status → ApprovalRequested (marketplace) / Submitted (wholesale)
  | "manualStatus" // underwriter status selector (spec 2 §4 table)
  | "decline" // → UnderwritingDeclined (marketplace) or Declined (wholesale)
  | "notTakenUp" // wholesale → NTU
  | "approveQuote" // underwriter Approve: → QuoteApproved (marketplace) / Quoted (wholesale)
  | "requestBind" // agent Request Bind: QuoteApproved or Quoted → PendingBind, needs a persisted uploaded document
  | "proceedToBind" // underwriter Proceed to Bind (flag): QuoteApproved or Quoted → PendingBind
  | "bind" // underwriter Bind: → Bound, needs a policy number
  | "requestRenewal"; // Bound wholesale → RequestedRenewal

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
}

/** For screens that only ask whether an action fits the status: every precondition taken as met (the server checks them). */
export const PRECONDITIONS_MET = {
  hasPersistedDocument: true,
  hasQuoteDocument: true,
  policyNo: "offered",
  effectiveDate: "offered",
  quoteExpired: false,
} as const satisfies Pick<TransitionRequest, "hasPersistedDocument" | "hasQuoteDocument" | "policyNo" | "effectiveDate" | "quoteExpired">;

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
const wholesaleManualFrom: readonly ApplicationStatus[] = ["Submitted", "Quoted", "Working", "InMarket", "RequestedInfo"];

const marketplaceDeclineFrom: readonly ApplicationStatus[] = ["InProgress", "ApprovalRequested", "QuoteApproved", "PendingBind"];
const wholesaleDeclineFrom: readonly ApplicationStatus[] = ["InProgress", "Submitted", "Working", "RequestedInfo", "InMarket", "Quoted", "PendingBind"];
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

/** Targets a kind may reach under the every-status override; null means any status of the family. */
const overrideTargets: Record<TransitionKind, readonly ApplicationStatus[] | null> = {
  sectionSave: ["InProgress"],
  submit: ["ApprovalRequested", "Submitted"],
  manualStatus: null,
  decline: ["UnderwritingDeclined", "Declined"],
  notTakenUp: ["NTU"],
  approveQuote: ["QuoteApproved", "Quoted"],
  requestBind: ["PendingBind"],
  proceedToBind: ["PendingBind"],
  bind: ["Bound"],
  requestRenewal: ["RequestedRenewal"],
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

export function manualStatusChoices(args: { from: ApplicationStatus; isWholesale: boolean; allowEveryStatus: boolean }): ApplicationStatus[] {
  const { from, isWholesale, allowEveryStatus } = args;
  // A renewal request also creates the renewal, so only its own action reaches RequestedRenewal.
  if (allowEveryStatus) return statusFamily(isWholesale).filter((s) => s !== from && s !== "RequestedRenewal");
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
      return ["Bound"];
  }
}

function conflictReason(req: TransitionRequest): string | null {
  const { kind, role, isWholesale, from, to, flags } = req;
  const current = statusLabel(from);
  const phrase = actionPhrases[kind];
  if (kind === "requestRenewal" && !isWholesale) return `Renewal requests are for wholesale policies; this application is ${current}.`;
  // Only a policy in force can be renewed, whatever the flags say.
  if (kind === "requestRenewal" && from !== "Bound") return `Cannot ${phrase} while the application is ${current}.`;
  if (!statusFamily(isWholesale).includes(to)) {
    return `${statusLabel(to)} is not a status of a ${isWholesale ? "wholesale" : "marketplace"} application; the application is ${current}.`;
  }
  if (flags.allowEveryStatus && can(role, "changeEveryStatus")) {
    if (to === from) return `The application is already ${current}.`;
    const targets = overrideTargets[kind];
    if (targets && !targets.includes(to)) return `Cannot ${phrase} to ${statusLabel(to)} while the application is ${current}.`;
    return null;
  }
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

/**
 * Preconditions belong to the status reached, whatever path reaches it (the
 * every-status override included): a quote needs its document, a bound policy
 * its number, term and (without the proceed-to-bind flag) the agent's
 * documents, and an expired quote is bound by nobody.
 */
function preconditionFailure(req: TransitionRequest): string | null {
  if (req.kind === "requestBind" && !req.hasPersistedDocument) return REQUEST_BIND_DOCUMENT_MESSAGE;
  if ((req.to === "QuoteApproved" || req.to === "Quoted") && !req.hasQuoteDocument) return UPLOAD_DOCUMENT_MESSAGE;
  if (req.to === "Bound" && req.from !== "Bound") {
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
