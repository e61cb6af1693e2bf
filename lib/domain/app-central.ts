/**
 * App central (spec 1 §2, §4; spec 2 §2, §4; spec 3 §2, §4): which block each
 * application shows in, the coverage table's rows and their actions.
 */
import { policyTotalCents } from "./costs";
import type { ListSort } from "./list-sort";
import { coverageRowActions, type CoverageRowAction, type CoverageRowFlags } from "./post-bind";
import type { Role } from "./roles";
import { appCentralBucket, isListedCoverage, statusLabel, type AppCentralBucket, type ApplicationStatus } from "./statuses";
import { PRECONDITIONS_MET, agentRowDeclineTargets, evaluateTransition } from "./transitions";
import { can } from "./permissions";

export interface AppCentralCoverage {
  appID: string;
  status: string;
  isWholesale: boolean;
  renewedFromAppID: string | null;
}

export const appCentralBlocks: readonly { bucket: AppCentralBucket; title: string }[] = [
  { bucket: "inProgress", title: "Application" },
  { bucket: "quoted", title: "Quote Summary" },
  { bucket: "finalized", title: "Policy Summary" },
];

/** The applications of each stepped block, in the order given; an application in no bucket is in none of them. */
export function appCentralBuckets<T extends AppCentralCoverage>(apps: readonly T[]): Record<AppCentralBucket, T[]> {
  const buckets: Record<AppCentralBucket, T[]> = { inProgress: [], quoted: [], finalized: [] };
  for (const app of apps) {
    const bucket = appCentralBucket(app);
    if (bucket) buckets[bucket].push(app);
  }
  return buckets;
}

export interface CoverageTableRow<T> {
  app: T;
  renewals: T[];
}

/**
 * One row per listed application. A renewal of an application on the same
 * submission is listed in that row's renewal list rather than again as a row
 * of its own; a renewal whose original is elsewhere is a row.
 */
export function coverageTableRows<T extends AppCentralCoverage>(apps: readonly T[]): CoverageTableRow<T>[] {
  const listed = apps.filter(isListedCoverage);
  const ids = new Set(listed.map((a) => a.appID));
  const nested = (a: T) => a.renewedFromAppID !== null && ids.has(a.renewedFromAppID);
  return listed.filter((a) => !nested(a)).map((app) => ({ app, renewals: listed.filter((r) => r.renewedFromAppID === app.appID) }));
}

/** What the coverage table sorts by: a column, or (no sort asked) the order the coverages were added. */
export const coverageSortKeys = ["added", "coverage", "status", "updated", "cost"] as const;
export type CoverageSortKey = (typeof coverageSortKeys)[number];

type SortableCoverage = AppCentralCoverage & { productName: string; standing: string | null; updatedDate: string; totalCost: number | null };

// Each column's value as the row shows it: the badge's label, the cost only where the row prints one.
const coverageSortValue: Record<CoverageSortKey, (app: SortableCoverage) => string | number | null> = {
  added: () => null,
  coverage: (app) => app.productName,
  status: (app) => statusLabel(app.standing ?? app.status),
  updated: (app) => Date.parse(app.updatedDate),
  cost: rowCostCents,
};

/**
 * The table's rows in `sort`'s order, each policy's renewals still under it. A
 * row with nothing in the column comes last either way; ties keep the order
 * the coverages were added.
 */
export function sortCoverageRows<T extends SortableCoverage>(rows: readonly CoverageTableRow<T>[], sort: ListSort<CoverageSortKey>): CoverageTableRow<T>[] {
  const value = coverageSortValue[sort.key];
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a.app), value(b.app)];
    if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0);
    return sign * (typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y)));
  });
}

export type AppCentralRowAction =
  Exclude<CoverageRowAction, "renewal"> | "requestRenewal" | "renew" | "linkRenewal" | "decline" | "notTakenUp" | "requestReinstatement";

/** Row actions the table confirms in a dialog before they write. */
export type ConfirmableAction = Extract<AppCentralRowAction, "decline" | "notTakenUp" | "requestRenewal" | "renew">;
/** Post-bind requests and decisions, each with its own dialog. */
export type DecisionAction = Extract<AppCentralRowAction, "denyCancellation" | "reinstate" | "requestReinstatement">;
/** What a row's menu hands to its table; the other actions are links. */
export type RowMenuAction = ConfirmableAction | DecisionAction | "linkRenewal";

/** The rules' row actions and the action each is here; null until its flow exists. */
const builtRowAction: Record<CoverageRowAction, AppCentralRowAction | null> = {
  review: "review",
  renewal: "requestRenewal",
  endorse: "endorse",
  denyCancellation: "denyCancellation",
  reinstate: "reinstate",
  goToUwFlow: "goToUwFlow",
};

const noOverride = { allowEveryStatus: false, proceedToBind: false };

/**
 * The actions of one coverage row, in menu order. The rules' renewal is
 * Request Renewal where the status rules allow it (a Bound wholesale policy);
 * for a marketplace policy it is Renew while the policy is due (`renewalDue`,
 * isMarketplaceRenewalDue as the server read it), and an underwriter's renewal link; Decline and NTU are the agent table's wholesale row actions,
 * before Go To UW Flow.
 */
export function appCentralRowActions(args: {
  status: string;
  isWholesale: boolean;
  role: Role;
  flags: CoverageRowFlags;
  renewalDue?: boolean;
}): AppCentralRowAction[] {
  const { status, isWholesale, role, renewalDue = false } = args;
  const from = status as ApplicationStatus;
  const renewalAllowed = evaluateTransition({
    kind: "requestRenewal",
    role,
    isWholesale,
    from,
    to: "RequestedRenewal",
    flags: noOverride,
    ...PRECONDITIONS_MET,
  }).allowed;
  const renewDue = renewalDue && can(role, "changeStatus", { kind: "requestRenewal" });
  const fromRules = coverageRowActions(args)
    .map((a) => builtRowAction[a])
    // A wholesale renewal is requested; a marketplace one renewed while due, or linked by an underwriter (the renewal link).
    .flatMap((a): AppCentralRowAction[] => {
      if (a !== "requestRenewal" || renewalAllowed) return a ? [a] : [];
      if (isWholesale) return [];
      return [...(renewDue ? (["renew"] as const) : []), ...(can(role, "linkRenewal") ? (["linkRenewal"] as const) : [])];
    })
    // An agent's reinstate is the reinstatement request; an underwriter's reinstates (a request, or the cancelled policy directly).
    .map((a) => (a === "reinstate" && can(role, "requestReinstatement", { applicationStatus: status }) ? "requestReinstatement" : a));
  const declines: AppCentralRowAction[] = can(role, "declineFromRow")
    ? agentRowDeclineTargets({ status: from, isWholesale }).map((t) => (t === "NTU" ? "notTakenUp" : "decline"))
    : [];
  const actions = [...fromRules.filter((a) => a !== "goToUwFlow"), ...declines];
  if (fromRules.includes("goToUwFlow")) actions.push("goToUwFlow");
  return actions;
}

/** The status a Decline or NTU row action asks for. */
export function rowActionTarget(action: "decline" | "notTakenUp"): ApplicationStatus {
  return action === "decline" ? "Declined" : "NTU";
}

/** A row shows its price once it is quoted or bound; an archived or declined quote's old figure is not shown. */
export function rowCostCents(app: AppCentralCoverage & { totalCost: number | null }): number | null {
  const bucket = appCentralBucket(app);
  if (app.totalCost == null || (bucket !== "quoted" && bucket !== "finalized")) return null;
  return Math.round(app.totalCost * 100);
}

/**
 * The Policy Summary block's total cost (spec 2 §4: the sum of totalCost
 * across coverages): every priced coverage the block lists; null when none is
 * priced, so no total of nothing is shown.
 */
export function blockTotalCents(apps: readonly (AppCentralCoverage & { totalCost: number | null })[]): number | null {
  const priced = apps.map(rowCostCents).filter((cents): cents is number => cents !== null);
  return priced.length ? policyTotalCents(priced.map((totalCostCents) => ({ totalCostCents }))) : null;
}

/**
 * The applications an underwriter may link as the renewal of a policy: on the
 * same submission, of the same coverage, not the policy itself and not yet a
 * renewal of anything. The server checks the rest (same agency, no loops).
 */
export function renewalLinkCandidates<T extends AppCentralCoverage & { productID: string }>(policy: T, coverages: readonly T[]): T[] {
  return coverages.filter(
    (c) =>
      c.appID !== policy.appID && c.productID === policy.productID && c.renewedFromAppID === null && isListedCoverage(c) && c.appID !== policy.renewedFromAppID,
  );
}
