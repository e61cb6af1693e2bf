import type { Dashboard } from "@/lib/schemas/dashboard";
import { BarChart } from "./bar-chart";
import { DashboardSection } from "./dashboard-section";
import { formatCount, formatPercent } from "./format";
import { NoData } from "./no-data";
import { TableAlternative } from "./table-alternative";

const TITLE = "Submitted, quoted and bound";

/** How many applications reached each step in the range, as bars: submitted, then quoted, then bound. */
export function FunnelChart({ funnel, exportHref }: { funnel: Dashboard["funnel"]; exportHref: string }) {
  const steps = [
    { label: "Submitted", count: funnel.applicationsSubmitted, share: null },
    { label: "Quoted", count: funnel.quoted, share: funnel.submitToQuoteRatio },
    { label: "Bound", count: funnel.bound, share: funnel.quoteToBindRatio },
  ];
  const description = `Bars of the applications submitted (${formatCount(steps[0].count)}), quoted (${formatCount(steps[1].count)}) and bound (${formatCount(steps[2].count)}) in the range.`;
  return (
    <DashboardSection
      id="funnel"
      title={TITLE}
      description="Each step counted when it happened in the range, so a later step can outnumber an earlier one."
      exportHref={exportHref}
    >
      {steps.some((s) => s.count > 0) ? (
        <>
          <BarChart
            id="funnel-chart"
            title={TITLE}
            description={description}
            labels={steps.map((s) => s.label)}
            values={steps.map((s) => s.count)}
            format={formatCount}
          />
          <TableAlternative
            caption={TITLE}
            columns={[{ header: "Step" }, { header: "Applications", numeric: true }, { header: "Of the step before", numeric: true }]}
            rows={steps.map((s, i) => [s.label, formatCount(s.count), i === 0 ? "" : formatPercent(s.share)])}
          />
        </>
      ) : (
        <NoData>No application was submitted, quoted or bound in this range.</NoData>
      )}
    </DashboardSection>
  );
}
