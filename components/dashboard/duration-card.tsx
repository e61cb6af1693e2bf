import type { DurationFigure } from "@/lib/schemas/dashboard";
import { FigureCard } from "./figure-card";
import { formatCount, formatHours } from "./format";

export interface DurationCardProps {
  label: string;
  figure: DurationFigure;
  /** From which step to which: "from submission to approved quote". */
  span: string;
  /** What was timed, one and many: ["quote", "quotes"]. */
  counted: readonly [string, string];
  /** Said when nothing was timed: "No quote approved in the range could be timed." */
  none: string;
}

/** A time between two steps: the median large, the 90th percentile and how many were timed under it, in calendar hours. */
export function DurationCard({ label, figure, span, counted, none }: DurationCardProps) {
  return (
    <FigureCard label={label} value={formatHours(figure.medianHours)}>
      {figure.count === 0
        ? none
        : `Median in calendar hours ${span}; 90th percentile ${formatHours(figure.p90Hours)}; ${formatCount(figure.count)} ${figure.count === 1 ? counted[0] : counted[1]} timed.`}
    </FigureCard>
  );
}
