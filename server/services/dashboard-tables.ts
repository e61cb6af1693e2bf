import "server-only";

/**
 * The dashboard's tables as rows of cells, headers first: what each CSV
 * export holds (GET /api/dashboard/export).
 */
import type { Dashboard, DashboardTable, PremiumRow } from "@/lib/schemas/dashboard";

export type Cell = string | number;

const dollars = (cents: number) => (cents / 100).toFixed(2);
const percent = (share: number | null) => (share === null ? "" : `${(share * 100).toFixed(1)}%`);
const hours = (value: number | null) => (value === null ? "" : value);

function premiumRows(first: string, rows: PremiumRow[]): Cell[][] {
  return [[first, "Policies bound", "Premium bound (USD)"], ...rows.map((r) => [r.label, r.policies, dollars(r.premiumCents)])];
}

/** The table's rows, or null when the viewer's dashboard has no such table (by agency, for an agent). */
export function dashboardTableRows(dashboard: Dashboard, table: DashboardTable): Cell[][] | null {
  const { funnel, premiumBound } = dashboard;
  switch (table) {
    case "funnel":
      return [
        ["Measure", "Value"],
        ["Submissions received", funnel.submissionsReceived],
        ["Applications submitted", funnel.applicationsSubmitted],
        ["Quoted", funnel.quoted],
        ["Bound", funnel.bound],
        ["Declined", funnel.declined],
        ["Not taken up", funnel.notTakenUp],
        ["Submit-to-quote ratio", percent(funnel.submitToQuoteRatio)],
        ["Quote-to-bind ratio", percent(funnel.quoteToBindRatio)],
      ];
    case "premiumByMonth":
      return premiumRows("Month", premiumBound.byMonth);
    case "premiumByProduct":
      return premiumRows("Product", premiumBound.byProduct);
    case "premiumByState":
      return premiumRows("State", premiumBound.byState);
    case "premiumByCarrier":
      return premiumRows("Carrier", premiumBound.byCarrier);
    case "premiumByAgency":
      return premiumBound.byAgency && premiumRows("Agency", premiumBound.byAgency);
    case "timeToQuoteByMonth":
      return [
        ["Month", "Quotes", "Median hours to quote", "90th percentile hours to quote"],
        ...dashboard.timeToQuoteByMonth.map((m) => [m.label, m.count, hours(m.medianHours), hours(m.p90Hours)]),
      ];
    case "queueAging":
      return [["Waiting", "Applications"], ...dashboard.queueAging.buckets.map((b) => [b.label, b.count])];
    case "oldestWaiting":
      return [
        ["Insured", "Product", "Agency", "Status", "Waiting since", "Application ID"],
        ...dashboard.queueAging.oldest.map((a) => [a.insuredName, a.productName, a.agencyName, a.statusDisplayValue, a.waitingSince, a.appID]),
      ];
    case "declinesByReason":
      return [["Reason", "Declines"], ...dashboard.declinesByReason.map((r) => [r.label, r.count])];
    case "cancellationsByReason":
      return [["Reason", "Cancellations"], ...dashboard.cancellationsByReason.map((r) => [r.label, r.count])];
    case "endorsementsByStatus":
      return [["Status", "Endorsements"], ...dashboard.endorsementsByStatus.map((r) => [r.label, r.count])];
  }
}

/** "dashboard-premiumByState-2026-08-29-to-2026-11-26.csv" */
export function dashboardCsvName(dashboard: Dashboard, table: DashboardTable): string {
  return `dashboard-${table}-${dashboard.range.from}-to-${dashboard.range.to}.csv`;
}
