/**
 * Endorsements (spec 3 §3, §4, §6, §9): statuses, tabs, the allowed actions
 * per role, and the cost rules.
 */
import { formatWholeDollars } from "./costs";
import type { Role } from "./roles";
import { can } from "./permissions";
import { isServiceableStatus } from "./statuses";

/** The history tabs, in order (spec 3 §4). */
export const endorsementTabs = [
  { status: "ApprovalRequested", label: "Requested" },
  { status: "EndorsementApproved", label: "Approved" },
  { status: "BindRequested", label: "Bind Requested" },
  { status: "Bound", label: "Bound" },
  { status: "Declined", label: "Declined" },
  { status: "Archived", label: "Archived" },
] as const;

export type EndorsementTabStatus = (typeof endorsementTabs)[number]["status"];

export const DEFAULT_ENDORSEMENT_TAB: EndorsementTabStatus = "ApprovalRequested";

/** The full vocabulary: the tab statuses, then the ones without a tab. */
export const endorsementStatuses = [
  "ApprovalRequested",
  "EndorsementApproved",
  "BindRequested",
  "Bound",
  "Declined",
  "Archived",
  "InProgress",
  "Cancelled",
  "CancelledReversed",
] as const;

export type EndorsementStatus = (typeof endorsementStatuses)[number];

export function isEndorsementStatus(value: unknown): value is EndorsementStatus {
  return typeof value === "string" && (endorsementStatuses as readonly string[]).includes(value);
}

const otherLabels: Record<string, string> = {
  InProgress: "In Progress",
  Cancelled: "Cancelled",
  CancelledReversed: "Cancelled Reversed",
};

export function endorsementStatusLabel(status: string): string {
  return endorsementTabs.find((t) => t.status === status)?.label ?? otherLabels[status] ?? status;
}

/** The endorsement history's tab of a status, searched by the policy number: where an endorsement is found and acted on. */
export function endorsementHistoryHref(status: string, policyNo: string | null): string {
  const query = new URLSearchParams({ status });
  if (policyNo) query.set("search", policyNo);
  return `/endorsement-history?${query}`;
}

export type EndorsementAction = "decline" | "approve" | "bind" | "archive" | "modify" | "requestBind";

/** One allowed action and the status it sets; Modify reopens the draft and sets none. */
export type EndorsementActionOption = { action: EndorsementAction; to: EndorsementStatus | null };

/** The actions each status offers, in the order the screens show them; who may take each is the permission table's. */
const optionsByStatus: Readonly<Partial<Record<string, readonly EndorsementActionOption[]>>> = {
  ApprovalRequested: [
    { action: "decline", to: "Declined" },
    { action: "approve", to: "EndorsementApproved" },
    { action: "archive", to: "Archived" },
  ],
  EndorsementApproved: [
    { action: "decline", to: "Declined" },
    { action: "bind", to: "Bound" },
    { action: "archive", to: "Archived" },
    { action: "modify", to: null },
    { action: "requestBind", to: "BindRequested" },
  ],
  BindRequested: [
    { action: "decline", to: "Declined" },
    { action: "modify", to: null },
    { action: "bind", to: "Bound" },
  ],
};

export function endorsementActions(role: Role, status: string): EndorsementActionOption[] {
  return (optionsByStatus[status] ?? []).filter((o) => can(role, "actOnEndorsement", { action: o.action, endorsementStatus: status })).map((o) => ({ ...o }));
}

/** Whether this role may move an endorsement from one status to another through one of its actions. */
export function canSetEndorsementStatus(role: Role, from: string, to: string): boolean {
  return endorsementActions(role, from).some((o) => o.to === to);
}

/** Pricing is the underwriter's until the endorsement is bound, declined or archived (lib/domain/permissions.ts). */
export function canEditEndorsementCost(role: Role, status: string): boolean {
  return can(role, "priceEndorsement", { endorsementStatus: status });
}

/** Total cost = totalPremium + stateTax + underwriterFee; no part set means no cost yet. */
export function endorsementTotalCents(pricing: {
  totalPremiumCents: number | null;
  stateTaxCents: number | null;
  underwriterFeeCents: number | null;
}): number | null {
  const parts = [pricing.totalPremiumCents, pricing.stateTaxCents, pricing.underwriterFeeCents];
  if (parts.every((p) => p === null)) return null;
  return parts.reduce<number>((sum, p) => sum + (p ?? 0), 0);
}

/**
 * The cost as shown, in whole dollars. A cost that is set shows as itself,
 * "$0" included (an endorsement without a premium change). When none is set,
 * others see "TBD" while the underwriter, who prices it, sees "$0": empty
 * pricing fields count as zero in the total.
 */
export function endorsementCostDisplay(role: Role, cents: number | null): string {
  if (cents !== null) return formatWholeDollars(cents);
  return can(role, "priceEndorsement") ? "$0" : "TBD";
}

/**
 * An endorsement is added to, and moves on, a policy in force with nothing pending: Bound (spec 3 §6), or a policy
 * whose cancellation was denied, in force as it was.
 */
export function canAddEndorsement(applicationStatus: string): boolean {
  return isServiceableStatus(applicationStatus);
}
