/**
 * Post-bind actions: the policy summary panel and the coverage table row
 * (spec 2 §2, §4; spec 3 §2, §4).
 */
import type { Role } from "./roles";
import { can } from "./permissions";

export type PolicySummaryAction =
  "requestCancellation" | "cancelPolicy" | "endorse" | "requestReinstatement" | "denyCancellation" | "denyReinstatement" | "reinstate";

const boundActions: readonly PolicySummaryAction[] = ["requestCancellation", "cancelPolicy", "endorse"];

const summaryActionsByStatus: Readonly<Record<string, readonly PolicySummaryAction[]>> = {
  Bound: boundActions,
  // A denied cancellation leaves the policy in force as it was: serviced as a Bound one.
  CancellationDenied: boundActions,
  // The agent requests reinstatement; the underwriter may reinstate directly, as the coverage row offers.
  PolicyCancelled: ["requestReinstatement", "reinstate"],
  CancellationRequested: ["cancelPolicy", "denyCancellation"],
  ReinstatementRequested: ["denyReinstatement", "reinstate"],
};

/** Every post-bind action a status offers, for any role (spec 3 §4, which covers spec 2 §4's subset). */
export function policySummaryActions(status: string): PolicySummaryAction[] {
  return [...(summaryActionsByStatus[status] ?? [])];
}

/*
 * Spec 2 §4 lists the post-bind actions "available from this part" without a
 * role; spec 3 §1 says agents request cancellation or reinstatement and
 * endorse, while underwriters cancel, deny and reinstate. Each action belongs
 * to exactly one role in the permission table, so no one is offered a
 * decision they may not take.
 */
export function policySummaryActionsFor(role: Role, status: string): PolicySummaryAction[] {
  return policySummaryActions(status).filter((a) => (a === "endorse" ? can(role, a) : can(role, a, { applicationStatus: status })));
}

export type CoverageRowAction = "renewal" | "endorse" | "denyCancellation" | "reinstate" | "review" | "goToUwFlow";

export type CoverageRowFlags = {
  renewalAction: boolean;
  endorsementAction: boolean;
  cancellationAction: boolean;
  reinstatementAction: boolean;
  agentToUnderwriterShortcut: boolean;
};

const boundRowActions: readonly CoverageRowAction[] = ["renewal", "endorse", "review"];

const rowActionsByStatus: Readonly<Record<string, readonly CoverageRowAction[]>> = {
  Bound: boundRowActions,
  CancellationDenied: boundRowActions,
  CancellationRequested: ["renewal", "denyCancellation", "review"],
  ReinstatementRequested: ["renewal", "reinstate", "review"],
  PolicyCancelled: ["renewal", "reinstate", "review"],
};

const flagOf: Partial<Record<CoverageRowAction, keyof CoverageRowFlags>> = {
  renewal: "renewalAction",
  endorse: "endorsementAction",
  denyCancellation: "cancellationAction",
  reinstate: "reinstatementAction",
};

// Row decisions follow the same split as the policy summary (the permission
// table): endorsing is the agent's request, denying a cancellation the
// underwriter's decision; reinstating is the agent's request on a cancelled
// policy and the underwriter's reinstatement (of a request, or directly of a
// cancelled policy). Renewal and review are open to both.
const roleGated: Partial<Record<CoverageRowAction, (role: Role, applicationStatus: string) => boolean>> = {
  endorse: (role) => can(role, "endorse"),
  denyCancellation: (role) => can(role, "denyCancellation"),
  reinstate: (role, applicationStatus) => can(role, "reinstate", { applicationStatus }) || can(role, "requestReinstatement", { applicationStatus }),
};

/**
 * The ordered actions of a coverage table row. isWholesale changes nothing
 * here: the wholesale Decline/NTU row actions live with the decline rules,
 * and a wholesale renewal is the same row action with a different effect.
 */
export function coverageRowActions(args: { status: string; isWholesale: boolean; role: Role; flags: CoverageRowFlags }): CoverageRowAction[] {
  const { status, role, flags } = args;
  const actions = (rowActionsByStatus[status] ?? ["review"]).filter((action) => {
    const flag = flagOf[action];
    if (flag && !flags[flag]) return false;
    const gate = roleGated[action];
    return !gate || gate(role, status);
  });
  if (can(role, "takeUnderwriterShortcut") && flags.agentToUnderwriterShortcut) actions.push("goToUwFlow");
  return actions;
}

export const RENEWAL_LIST_INITIAL = 3;
export const RENEWAL_LIST_STEP = 10;

/** How many renewals the collapsible list shows after this many 'View More' clicks. */
export function visibleRenewalCount(total: number, clicks: number): number {
  const shown = RENEWAL_LIST_INITIAL + RENEWAL_LIST_STEP * Math.max(0, Math.floor(clicks));
  return Math.max(0, Math.min(total, shown));
}
