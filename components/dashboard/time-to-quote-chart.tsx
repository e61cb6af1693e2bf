import type { Dashboard } from "@/lib/schemas/dashboard";
import { DashboardSection } from "./dashboard-section";
import { formatCount, formatHours } from "./format";
import { LineChart } from "./line-chart";
import { NoData } from "./no-data";
import { TableAlternative } from "./table-alternative";

const TITLE = "Time to quote by month";

type Month = Dashboard["timeToQuoteByMonth"][number];

function describe(months: readonly Month[]): string {
  const quoted = months.filter((m) => m.medianHours !== null);
  const medians = quoted.map((m) => m.medianHours as number);
  const gaps = months.length - quoted.length;
  return (
    `A line of the median calendar hours from submission to approved quote, month by month from ${months[0].label} to ${months[months.length - 1].label}: ` +
    `from ${formatHours(Math.min(...medians))} to ${formatHours(Math.max(...medians))}.` +
    (gaps > 0 ? ` ${gaps === 1 ? "One month has" : `${gaps} months have`} no quote and ${gaps === 1 ? "is" : "are"} left as a gap.` : "")
  );
}

/** The median time to quote of each month, as a line with gaps for months without a quote. */
export function TimeToQuoteChart({ months, exportHref }: { months: readonly Month[]; exportHref: string }) {
  return (
    <DashboardSection id="time-to-quote" title={TITLE} description="Median, in calendar hours, of the quotes approved each month." exportHref={exportHref}>
      {months.some((m) => m.medianHours !== null) ? (
        <>
          <LineChart
            id="time-to-quote-chart"
            title={TITLE}
            description={describe(months)}
            labels={months.map((m) => m.label)}
            values={months.map((m) => m.medianHours)}
            format={(hours) => `${formatCount(hours)} h`}
          />
          <TableAlternative
            caption={TITLE}
            columns={[
              { header: "Month" },
              { header: "Quotes", numeric: true },
              { header: "Median", numeric: true },
              { header: "90th percentile", numeric: true },
            ]}
            rows={months.map((m) => [m.label, formatCount(m.count), formatHours(m.medianHours), formatHours(m.p90Hours)])}
          />
        </>
      ) : (
        <NoData>No quote was approved in this range.</NoData>
      )}
    </DashboardSection>
  );
}
