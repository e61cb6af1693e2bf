/**
 * Application statuses (spec 1 §4, spec 2 §4, spec 3 §4): names exactly as the
 * spec writes them, numeric ids where the spec gives one.
 */
export const applicationStatuses = [
  "NotStarted",
  "InProgress",
  "ApprovalRequested",
  "QuoteApproved",
  "PendingBind",
  "Bound",
  "PolicyCancelled",
  "CancellationRequested",
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
  "Submitted",
  "Working",
  "RequestedInfo",
  "InMarket",
  "Quoted",
  "RequestedRenewal",
  "Test",
] as const;

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

export const marketplaceStatuses: readonly ApplicationStatus[] = [
  "NotStarted", "InProgress", "ApprovalRequested", "QuoteApproved", "PendingBind", "Bound", "PolicyCancelled",
  "CancellationRequested", "CancellationDenied", "ReinstatementRequested", "ReinstatementDenied", "PolicyReinstated",
  "UnderwritingDeclined", "UnderwritingBindReview", "IncompleteBind", "QuoteArchived", "QuotePermanentlyArchived",
  "Renewal", "Hidden", "NTU", "Declined", "ReferredToProgram",
];

export const wholesaleStatuses: readonly ApplicationStatus[] = [
  "Submitted", "Working", "RequestedInfo", "InMarket", "Quoted", "NTU", "PendingBind", "Bound",
  "ReferredToProgram", "RequestedRenewal", "Declined",
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

/** The badge text: a readable label, or the status name split at capitals. */
export function statusLabel(status: string): string {
  return readableLabels[status as ApplicationStatus] ?? splitAtCapitals(status);
}
