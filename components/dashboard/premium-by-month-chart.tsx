import { formatCurrency, formatWholeDollars } from "@/lib/domain/costs";
import type { PremiumRow } from "@/lib/schemas/dashboard";
import { topRows } from "./chart-geometry";
import { ColumnChart } from "./column-chart";
import { DashboardSection } from "./dashboard-section";
import { NoData } from "./no-data";
import { premiumCells, premiumColumns } from "./premium-rows";
import { TableAlternative } from "./table-alternative";

const TITLE = "Premium bound by month";

function describe(rows: readonly PremiumRow[]): string {
  const [most] = topRows(rows, 1, (r) => r.premiumCents);
  const total = rows.reduce((sum, r) => sum + r.premiumCents, 0);
  return `Bars of the premium bound in each month from ${rows[0].label} to ${rows[rows.length - 1].label}: ${formatCurrency(total)} in all, the most in ${most.label} (${formatCurrency(most.premiumCents)}).`;
}

/** Premium bound in each month of the range, as bars. */
export function PremiumByMonthChart({ rows, exportHref }: { rows: readonly PremiumRow[]; exportHref: string }) {
  return (
    <DashboardSection id="premium-by-month" title={TITLE} exportHref={exportHref}>
      {rows.some((r) => r.premiumCents > 0) ? (
        <>
          <ColumnChart
            id="premium-by-month-chart"
            title={TITLE}
            description={describe(rows)}
            labels={rows.map((r) => r.label)}
            values={rows.map((r) => r.premiumCents)}
            format={formatWholeDollars}
          />
          <TableAlternative caption={TITLE} columns={premiumColumns("Month")} rows={premiumCells(rows)} />
        </>
      ) : (
        <NoData>No premium was bound in this range.</NoData>
      )}
    </DashboardSection>
  );
}
