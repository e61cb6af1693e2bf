import { appetiteLabels } from "@/lib/domain/appetite-display";

const tone = { out: "bg-red-100 text-red-800", refer: "bg-amber-100 text-amber-900" } as const;

/** "Out of appetite" or "Referral": a coverage or carrier that no carrier writes, or that a carrier's underwriters must see first. */
export function AppetiteBadge({ decision, className = "" }: { decision: "out" | "refer"; className?: string }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone[decision]} ${className}`}>
      {appetiteLabels[decision]}
    </span>
  );
}
