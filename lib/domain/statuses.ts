/**
 * Application statuses (spec 1 §4, spec 2 §4, spec 3 §4): names exactly as the
 * spec writes them, numeric ids where the spec gives one.
 */
/** The marketplace family's statuses (spec 1 §4). */
const marketplace = [
  "NotStarted",
  "InProgress",
  "ApprovalRequested",
  "QuoteApproved",
  "PendingBind",
  "Bound",
  "PolicyCancelled",
  "CancellationRequested",
  // A cancellation dated after today: the policy is in force until that day, then PolicyCancelled.
  "CancellationScheduled",
  "CancellationDenied",
  "ReinstatementRequested",
  "ReinstatementDenied",
  "PolicyReinstated",
  "UnderwritingDeclined",
  "UnderwritingBindReview",
  "IncompleteBind",
  "QuoteArchived",
  "QuotePermanentlyArchived",
  "Renewal",
  "Hidden",
  "NTU",
  "Declined",
  "ReferredToProgram",
] as const;

// Statuses only wholesale products use (spec 2 §4).
const wholesaleOnly = ["Submitted", "Working", "RequestedInfo", "InMarket", "Quoted", "RequestedRenewal"] as const;

export const applicationStatuses = [...marketplace, ...wholesaleOnly, "Test"] as const;

export type ApplicationStatus = (typeof applicationStatuses)[number];

export const statusIds: Partial<Record<ApplicationStatus, number>> = {
  InProgress: 0,
  ApprovalRequested: 1,
  Bound: 2,
  UnderwritingDeclined: 8,
  PolicyCancelled: 11,
  Renewal: 14,
  QuoteApproved: 15,
  PendingBind: 16,
  IncompleteBind: 17,
  QuoteArchived: 30,
  CancellationRequested: 31,
  ReinstatementRequested: 32,
  UnderwritingBindReview: 33,
  CancellationDenied: 34,
  QuotePermanentlyArchived: 35,
  Hidden: 36,
  NotStarted: 50,
};

export function statusId(status: ApplicationStatus): number | null {
  return statusIds[status] ?? null;
}

export const marketplaceStatuses: readonly ApplicationStatus[] = marketplace;

export const wholesaleStatuses: readonly ApplicationStatus[] = [
  "Submitted",
  "Working",
  "RequestedInfo",
  "InMarket",
  "Quoted",
  "NTU",
  "PendingBind",
  "Bound",
  "ReferredToProgram",
  "RequestedRenewal",
  "Declined",
];

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === "string" && (applicationStatuses as readonly string[]).includes(value);
}

// Readable labels where splitting the name at capitals would read wrong.
const readableLabels: Partial<Record<ApplicationStatus, string>> = {
  NTU: "Not Taken Up",
  PolicyCancelled: "Cancelled",
  PolicyReinstated: "Reinstated",
  RequestedRenewal: "Renewal Requested",
};

/** "QuoteApproved" → "Quote Approved". */
export function splitAtCapitals(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2");
}

// Hidden and Test applications are not part of the agent's book.
const unlisted: readonly string[] = ["Hidden", "Test"];

/** Whether an application shows in App Central's lists (the submission list's and a submission's coverages). */
export function isListedCoverage(app: { status: string }): boolean {
  return !unlisted.includes(app.status);
}

/** The badge text: a readable label, or the status name split at capitals. */
export function statusLabel(status: string): string {
  return readableLabels[status as ApplicationStatus] ?? splitAtCapitals(status);
}

/** Spec 1 §4 groupings. */
export const submittedStatuses: readonly ApplicationStatus[] = ["ApprovalRequested", "Submitted", "Working", "InMarket", "RequestedInfo"];
export const declinedStatuses: readonly ApplicationStatus[] = ["Declined", "UnderwritingDeclined", "NTU", "ReferredToProgram"];
/**
 * Post-bind, in the "second reading" (spec 1 §4) that spec 3 §4 also lists:
 * CancellationDenied and RequestedRenewal belong to a bound policy too.
 */
export const postBindStatuses: readonly ApplicationStatus[] = [
  "Bound",
  "PolicyCancelled",
  "CancellationRequested",
  "CancellationScheduled",
  "ReinstatementRequested",
  "CancellationDenied",
  "RequestedRenewal",
];
/**
 * A policy in force with nothing pending on it, where its servicing starts (an endorsement, a cancellation, a
 * wholesale renewal request): Bound, or CancellationDenied, whose cancellation was denied so it stays in force as it
 * was; that status keeps the outcome on its row.
 */
export const serviceableStatuses: readonly ApplicationStatus[] = ["Bound", "CancellationDenied"];
/** Statuses after which the 'no market' modal opens (spec 1 §4, agent detail flow). */
export const noMarketStatuses: readonly ApplicationStatus[] = ["UnderwritingDeclined", "ReferredToProgram", "Declined", "NTU"];

/** Editable statuses (spec 1 §4, Editability); every other status is read-only. */
export const editableStatuses: readonly ApplicationStatus[] = [
  "NotStarted",
  "InProgress",
  "ApprovalRequested",
  "Submitted",
  "InMarket",
  "RequestedInfo",
  "Working",
  "QuoteApproved",
  "Quoted",
  "PendingBind",
];

const isIn = (set: readonly ApplicationStatus[]) => (status: string) => (set as readonly string[]).includes(status);
export const isSubmittedStatus = isIn(submittedStatuses);
export const isDeclinedStatus = isIn(declinedStatuses);
export const isPostBindStatus = isIn(postBindStatuses);
export const isServiceableStatus = isIn(serviceableStatuses);
export const isNoMarketStatus = isIn(noMarketStatuses);
export const isEditableStatus = isIn(editableStatuses);

// A reinstated policy or a denied reinstatement is still after bind, though
// the shared post-bind list leaves those two statuses out.
export function isAfterBindStatus(status: string): boolean {
  return isPostBindStatus(status) || status === "PolicyReinstated" || status === "ReinstatementDenied";
}

export type AppCentralBucket = "inProgress" | "quoted" | "finalized";

const bucketOf: Partial<Record<ApplicationStatus, AppCentralBucket>> = Object.fromEntries([
  ...(
    [
      "NotStarted",
      "InProgress",
      "ApprovalRequested",
      "InMarket",
      "Working",
      "Submitted",
      "NTU",
      "RequestedInfo",
      "ReferredToProgram",
      "Declined",
      "UnderwritingDeclined",
      "QuoteArchived",
      "QuotePermanentlyArchived",
    ] as const
  ).map((s) => [s, "inProgress"]),
  ...(["QuoteApproved", "PendingBind", "Quoted"] as const).map((s) => [s, "quoted"]),
  ...(
    [
      "Bound",
      "IncompleteBind",
      "UnderwritingBindReview",
      "RequestedRenewal",
      "PolicyCancelled",
      "CancellationRequested",
      "CancellationScheduled",
      "CancellationDenied",
      "ReinstatementRequested",
    ] as const
  ).map((s) => [s, "finalized"]),
]);

/**
 * The app-central block an application shows in (spec 1 §4): a renewal
 * (renewedFromAppID) is finalized; Hidden, Renewal and Test show in none.
 * Statuses the spec's table leaves out (ReinstatementDenied, PolicyReinstated)
 * follow the post-bind reading: finalized.
 */
export function appCentralBucket(app: { status: string; renewedFromAppID?: string | null }): AppCentralBucket | null {
  if (app.renewedFromAppID) return "finalized";
  if (app.status === "ReinstatementDenied" || app.status === "PolicyReinstated") return "finalized";
  return bucketOf[app.status as ApplicationStatus] ?? null;
}

/** The statuses an application of this family may take. Wholesale apps start like any other (NotStarted, InProgress). */
export function statusFamily(isWholesale: boolean): readonly ApplicationStatus[] {
  return isWholesale ? ["NotStarted", "InProgress", ...wholesaleStatuses] : marketplaceStatuses;
}
