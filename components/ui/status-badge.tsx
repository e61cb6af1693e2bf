import { statusLabel } from "@/lib/domain/statuses";

export type StatusTone = "declined" | "finalized" | "quoted" | "pending" | "inProgress";

// Colour follows the status group (spec 1 §4 groupings and buckets); unknown statuses read as neutral.
// Amber is waiting on someone: a submitted application, and every request or scheduled change on a policy.
const toneByStatus: Record<string, StatusTone> = {
  Declined: "declined",
  UnderwritingDeclined: "declined",
  NTU: "declined",
  ReferredToProgram: "declined",
  PolicyCancelled: "declined",
  CancellationDenied: "declined",
  ReinstatementDenied: "declined",
  // A standing by the calendar (lib/domain/policy-standing.ts): the cover has ended, or its renewal came too late.
  Expired: "declined",
  Lapsed: "declined",
  Bound: "finalized",
  PolicyReinstated: "finalized",
  IncompleteBind: "finalized",
  UnderwritingBindReview: "finalized",
  Renewal: "finalized",
  QuoteApproved: "quoted",
  Quoted: "quoted",
  PendingBind: "quoted",
  ApprovalRequested: "pending",
  Submitted: "pending",
  Working: "pending",
  InMarket: "pending",
  RequestedInfo: "pending",
  CancellationRequested: "pending",
  CancellationScheduled: "pending",
  ReinstatementRequested: "pending",
  RequestedRenewal: "pending",
};

/** The colour group of a status's badge. */
export function statusTone(status: string): StatusTone {
  return toneByStatus[status] ?? "inProgress";
}

// Marketplace badges are filled; wholesale badges are outlined on white with a violet "W" mark,
// so the two families differ by shape and a letter as well as by colour.
const marketplaceClasses: Record<StatusTone, string> = {
  declined: "bg-red-100 text-red-800",
  finalized: "bg-green-100 text-green-800",
  quoted: "bg-blue-100 text-blue-800",
  pending: "bg-amber-100 text-amber-900",
  inProgress: "bg-slate-100 text-slate-700",
};

const wholesaleClasses: Record<StatusTone, string> = {
  declined: "bg-white text-red-800 ring-1 ring-inset ring-red-600",
  finalized: "bg-white text-green-800 ring-1 ring-inset ring-green-600",
  quoted: "bg-white text-blue-800 ring-1 ring-inset ring-blue-600",
  pending: "bg-white text-amber-900 ring-1 ring-inset ring-amber-600",
  inProgress: "bg-white text-slate-700 ring-1 ring-inset ring-slate-500",
};

export interface StatusBadgeProps {
  /** Status name as the spec writes it, e.g. "QuoteApproved"; or a policy's standing ("Expired", "Lapsed"), which reads before its status. */
  status: string;
  isWholesale: boolean;
  className?: string;
}

export function StatusBadge({ status, isWholesale, className }: StatusBadgeProps) {
  const tone = statusTone(status);
  const family = isWholesale ? "wholesale" : "marketplace";
  const label = statusLabel(status);
  return (
    <span
      data-status={status}
      data-tone={tone}
      data-family={family}
      title={isWholesale ? "Wholesale product" : undefined}
      className={[
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        isWholesale ? wholesaleClasses[tone] : marketplaceClasses[tone],
        className ?? "",
      ].join(" ")}
    >
      {isWholesale ? (
        <span
          aria-hidden="true"
          className="inline-flex h-4 w-4 items-center justify-center rounded-sm bg-violet-700 text-[10px] leading-none font-bold text-white"
        >
          W
        </span>
      ) : null}
      <span>{label}</span>
      {isWholesale ? <span className="sr-only"> (wholesale)</span> : null}
    </span>
  );
}
