import type { ReactNode } from "react";
import { appetiteLabels, appetiteNote } from "@/lib/domain/appetite-display";
import { AppetiteBadge } from "./appetite-badge";

export interface AppetiteNoticeProps {
  decision: "out" | "refer";
  reasons: readonly string[];
  overridden: boolean;
  /** A table row's few lines under the coverage's name, rather than a page's banner. */
  compact?: boolean;
  /** The underwriter's override, on the banner. */
  action?: ReactNode;
}

/** A coverage "Out of appetite" or a "Referral": the label, why (the carriers' own sentences), and whether it may be submitted. */
export function AppetiteNotice({ decision, reasons, overridden, compact, action }: AppetiteNoticeProps) {
  const blocked = decision === "out" && !overridden;
  const reasonList = reasons.length ? (
    <ul className={compact ? "text-slate-600" : "mt-2 list-disc space-y-1 pl-5"}>
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  ) : null;
  if (compact) {
    return (
      <div className="mt-1 space-y-1 text-xs font-normal">
        <AppetiteBadge decision={decision} />
        {reasonList}
        <p className={blocked ? "text-red-800" : "text-slate-600"}>{appetiteNote(decision, overridden)}</p>
      </div>
    );
  }
  return (
    <section
      aria-label={appetiteLabels[decision]}
      className={`rounded-xl border px-4 py-3 text-sm ${blocked ? "border-red-200 bg-red-50 text-red-900" : "border-amber-200 bg-amber-50 text-amber-900"}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-semibold">{appetiteLabels[decision]}</h2>
        {action}
      </div>
      <p className="mt-1">{appetiteNote(decision, overridden)}</p>
      {reasonList}
    </section>
  );
}
