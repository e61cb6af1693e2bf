import type { Dashboard } from "@/lib/schemas/dashboard";
import { ColumnChart } from "./column-chart";
import { DashboardSection } from "./dashboard-section";
import { formatCount } from "./format";
import { NoData } from "./no-data";
import { TableAlternative } from "./table-alternative";

const TITLE = "Waiting on an underwriter";

type Bucket = Dashboard["queueAging"]["buckets"][number];

/** The applications waiting on an underwriter now, by how long they have waited, as bars. */
export function QueueAgingChart({ buckets, exportHref }: { buckets: readonly Bucket[]; exportHref: string }) {
  const description = `Bars of the applications waiting on an underwriter now, by how long they have waited: ${buckets.map((b) => `${b.label}, ${formatCount(b.count)}`).join("; ")}.`;
  return (
    <DashboardSection id="queue-aging" title={TITLE} description="The queue as it stands now, whatever the range." exportHref={exportHref}>
      {buckets.some((b) => b.count > 0) ? (
        <>
          <ColumnChart
            id="queue-aging-chart"
            title={TITLE}
            description={description}
            labels={buckets.map((b) => b.label)}
            values={buckets.map((b) => b.count)}
            format={formatCount}
            whole
          />
          <TableAlternative
            caption={TITLE}
            columns={[{ header: "Waiting" }, { header: "Applications", numeric: true }]}
            rows={buckets.map((b) => [b.label, formatCount(b.count)])}
          />
        </>
      ) : (
        <NoData>Nothing is waiting on an underwriter.</NoData>
      )}
    </DashboardSection>
  );
}
