import { formatCurrency } from "@/lib/domain/costs";
import type { PremiumRow } from "@/lib/schemas/dashboard";
import { BarChart } from "./bar-chart";
import { topRows } from "./chart-geometry";
import { DashboardSection } from "./dashboard-section";
import { NoData } from "./no-data";
import { premiumCells, premiumColumns } from "./premium-rows";
import { TableAlternative } from "./table-alternative";

const SHOWN = 10;
const TITLE = "Premium bound by state";

/** The states with the most premium bound in the range, most first, as bars. */
export function PremiumByStateChart({ rows, exportHref }: { rows: readonly PremiumRow[]; exportHref: string }) {
  const ranked = topRows(
    rows.filter((r) => r.premiumCents > 0),
    SHOWN,
    (r) => r.premiumCents,
  );
  const description = `Bars of the premium bound in the ${ranked.length === 1 ? "state" : `${ranked.length} states`} with the most, most first: ${ranked
    .map((r) => `${r.label}, ${formatCurrency(r.premiumCents)}`)
    .join("; ")}.`;
  return (
    <DashboardSection
      id="premium-by-state"
      title={TITLE}
      description={`The ${SHOWN} states with the most premium bound; the CSV holds every state.`}
      exportHref={exportHref}
    >
      {ranked.length > 0 ? (
        <>
          <BarChart
            id="premium-by-state-chart"
            title={TITLE}
            description={description}
            labels={ranked.map((r) => r.label)}
            values={ranked.map((r) => r.premiumCents)}
            format={formatCurrency}
          />
          <TableAlternative caption={TITLE} columns={premiumColumns("State")} rows={premiumCells(ranked)} />
        </>
      ) : (
        <NoData>No premium was bound in this range.</NoData>
      )}
    </DashboardSection>
  );
}
