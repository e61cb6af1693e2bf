import { EmptyState } from "@/components/ui/empty-state";
import { dashboardExportHref, type DashboardFilterValues } from "@/lib/dashboard-address";
import { formatDay } from "@/lib/domain/dates";
import type { Dashboard, DashboardTable } from "@/lib/schemas/dashboard";
import { CountTable } from "./count-table";
import { DashboardFigures } from "./dashboard-figures";
import { FunnelChart } from "./funnel-chart";
import { OldestWaitingTable } from "./oldest-waiting-table";
import { PremiumByMonthChart } from "./premium-by-month-chart";
import { PremiumByStateChart } from "./premium-by-state-chart";
import { PremiumTable } from "./premium-table";
import { QueueAgingChart } from "./queue-aging-chart";
import { rangeIsEmpty } from "./range-empty";
import { TimeToQuoteChart } from "./time-to-quote-chart";

export interface DashboardReportProps {
  dashboard: Dashboard;
  /** The filters of the address, with the range the figures cover: what each export asks for, so it holds the same rows. */
  exportFilters: DashboardFilterValues;
  /** Underwriters open a waiting application's review step; agents its page in the agent's flow. */
  underwriterScreens: boolean;
  /** The moment the page was read. */
  now: Date;
}

/** The book of business for a range: figures, charts and tables, or plainly nothing when nothing happened in it. */
export function DashboardReport({ dashboard, exportFilters, underwriterScreens, now }: DashboardReportProps) {
  const exportOf = (table: DashboardTable) => dashboardExportHref(table, exportFilters);
  const { premiumBound, queueAging } = dashboard;
  const range = `${formatDay(dashboard.range.from)} to ${formatDay(dashboard.range.to)}`;
  const aging = <QueueAgingChart buckets={queueAging.buckets} exportHref={exportOf("queueAging")} />;
  const oldest = <OldestWaitingTable rows={queueAging.oldest} underwriterScreens={underwriterScreens} now={now} exportHref={exportOf("oldestWaiting")} />;

  if (rangeIsEmpty(dashboard)) {
    return (
      <div className="flex flex-col gap-6">
        <EmptyState title="Nothing happened in this range">
          No application was submitted, quoted, bound, declined or not taken up, and no policy was cancelled or endorsed, from {range} with these filters. Try a
          longer range or fewer filters. What waits on an underwriter now is below.
        </EmptyState>
        <div className="grid gap-6 lg:grid-cols-2">{aging}</div>
        {oldest}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">
        Figures from <span className="font-medium text-slate-900">{range}</span>, both days included.
      </p>
      <DashboardFigures dashboard={dashboard} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PremiumByMonthChart rows={premiumBound.byMonth} exportHref={exportOf("premiumByMonth")} />
        <FunnelChart funnel={dashboard.funnel} exportHref={exportOf("funnel")} />
        <TimeToQuoteChart months={dashboard.timeToQuoteByMonth} exportHref={exportOf("timeToQuoteByMonth")} />
        <PremiumByStateChart rows={premiumBound.byState} exportHref={exportOf("premiumByState")} />
        <PremiumTable
          id="premium-by-product"
          title="Premium bound by product"
          keyedBy="Product"
          rows={premiumBound.byProduct}
          exportHref={exportOf("premiumByProduct")}
        />
        <PremiumTable
          id="premium-by-carrier"
          title="Premium bound by carrier"
          keyedBy="Carrier"
          rows={premiumBound.byCarrier}
          exportHref={exportOf("premiumByCarrier")}
        />
        {premiumBound.byAgency ? (
          <PremiumTable
            id="premium-by-agency"
            title="Premium bound by agency"
            keyedBy="Agency"
            rows={premiumBound.byAgency}
            exportHref={exportOf("premiumByAgency")}
          />
        ) : null}
        <CountTable
          id="declines"
          title="Declines by reason"
          keyedBy="Reason"
          counted="Declines"
          rows={dashboard.declinesByReason}
          none="No application was declined in this range."
          exportHref={exportOf("declinesByReason")}
        />
        <CountTable
          id="cancellations"
          title="Cancellations by reason"
          keyedBy="Reason"
          counted="Cancellations"
          rows={dashboard.cancellationsByReason}
          none="No cancellation in this range."
          exportHref={exportOf("cancellationsByReason")}
        />
        <CountTable
          id="endorsements"
          title="Endorsements by status"
          keyedBy="Status"
          counted="Endorsements"
          rows={dashboard.endorsementsByStatus}
          none="No endorsement in this range."
          exportHref={exportOf("endorsementsByStatus")}
        />
        {aging}
      </div>
      {oldest}
    </div>
  );
}
