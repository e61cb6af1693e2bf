import "server-only";
import { monthLabel, monthsOf, NO_REASON, ratio, resolveRange, type DayRange, type Dimension } from "@/lib/domain/dashboard";
import { endorsementStatusLabel } from "@/lib/domain/endorsements";
import { can } from "@/lib/domain/permissions";
import { utcToday } from "@/lib/questionnaire/dates";
import type { CountRow, Dashboard, DashboardQuery, DurationFigure, PremiumRow } from "@/lib/schemas/dashboard";
import type { SessionUser } from "../auth/session-user";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import { queueAging } from "./dashboard-queue";
import { durationFigures, measureTotals, premiumBy, type DashboardFilters, type KeyedPremium, type MeasureRow, type PercentileRow } from "./dashboard-tally";

type Viewer = Pick<SessionUser, "role" | "agencyId">;

/**
 * The dimensions the viewer's figures are narrowed to: an underwriter's
 * choice; an agent's own agency always, whatever else is asked (another
 * agency is not found, as its records are).
 */
function filtersFor(viewer: Viewer, query: DashboardQuery): DashboardFilters {
  let agency = query.agencyID ?? null;
  if (!can(viewer.role, "seeEveryAgency")) {
    if (!viewer.agencyId || (agency !== null && agency !== viewer.agencyId)) throw notFound("Agency");
    agency = viewer.agencyId;
  }
  return { agency, product: query.productID ?? null, carrier: query.carrierID ?? null, state: query.state ?? null };
}

/** The range asked for, or 422 naming the field. */
export function dashboardRange(query: DashboardQuery, now: Date): DayRange {
  const result = resolveRange(query, utcToday(now));
  if (!result.ok) throw new AppError("unprocessable", "Invalid dashboard range.", result.fields);
  return result.range;
}

const sumOf = (rows: MeasureRow[], measure: string) => rows.filter((r) => r.measure === measure).reduce((sum, r) => sum + r.n, 0);

function countsBy(rows: MeasureRow[], measure: string, label: (detail: string) => string): CountRow[] {
  const counts = new Map<string, number>();
  for (const row of rows) if (row.measure === measure) counts.set(row.detail, (counts.get(row.detail) ?? 0) + row.n);
  return [...counts]
    .filter(([, count]) => count > 0)
    .map(([key, count]) => ({ key, label: label(key), count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

const reasonLabel = (reason: string) => reason || NO_REASON;

function duration(rows: PercentileRow[], measure: string, month: string | null): DurationFigure {
  const row = rows.find((r) => r.measure === measure && r.month === month);
  return row ? { count: row.count, medianHours: row.median, p90Hours: row.p90 } : { count: 0, medianHours: null, p90Hours: null };
}

async function labelled(rows: KeyedPremium[], names: (ids: string[]) => Promise<Map<string, string>>, none: string): Promise<PremiumRow[]> {
  const known = await names(rows.map((r) => r.key).filter(Boolean));
  return rows.map((r) => ({ key: r.key, label: r.key ? (known.get(r.key) ?? r.key) : none, premiumCents: r.cents, policies: r.n }));
}

const byId = (rows: { id: string; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
const productNames = async (ids: string[]) =>
  byId((await db.product.findMany({ where: { id: { in: ids } }, select: { id: true, label: true } })).map((p) => ({ id: p.id, name: p.label })));
const carrierNames = async (ids: string[]) => byId(await db.carrier.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }));
const agencyNames = async (ids: string[]) => byId(await db.agency.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }));
const stateNames = async (ids: string[]) => new Map(ids.map((id) => [id, id]));

async function premiumTable(by: Dimension, filters: DashboardFilters, range: DayRange): Promise<PremiumRow[]> {
  const rows = await premiumBy(by, filters, range);
  const naming = {
    product: [productNames, "No product"],
    carrier: [carrierNames, "No carrier"],
    agency: [agencyNames, "No agency"],
    state: [stateNames, "No state"],
  } as const;
  const [names, none] = naming[by];
  return labelled(rows, names, none);
}

/**
 * GET /api/dashboard: the book of business over a range, from the counts the
 * database keeps of the status histories (migration dashboard_tally), and the
 * underwriter's queue as it stands now.
 */
export async function getDashboard(viewer: Viewer, query: DashboardQuery, now = new Date()): Promise<Dashboard> {
  const filters = filtersFor(viewer, query);
  const range = dashboardRange(query, now);
  const seesAgencies = can(viewer.role, "seeEveryAgency");
  const [totals, durations, byProduct, byState, byCarrier, byAgency, queue] = await Promise.all([
    measureTotals(filters, range),
    durationFigures(filters, range),
    premiumTable("product", filters, range),
    premiumTable("state", filters, range),
    premiumTable("carrier", filters, range),
    seesAgencies ? premiumTable("agency", filters, range) : null,
    queueAging(filters, now),
  ]);
  const submitted = sumOf(totals, "submitted");
  const quoted = sumOf(totals, "quoted");
  const bound = sumOf(totals, "bound");
  const months = monthsOf(range);
  const boundRows = totals.filter((r) => r.measure === "bound");
  return {
    range,
    filters: { productID: filters.product, state: filters.state, agencyID: filters.agency, carrierID: filters.carrier },
    funnel: {
      submissionsReceived: sumOf(totals, "received"),
      applicationsSubmitted: submitted,
      quoted,
      bound,
      declined: sumOf(totals, "declined"),
      notTakenUp: sumOf(totals, "notTakenUp"),
      quoteToBindRatio: ratio(bound, quoted),
      submitToQuoteRatio: ratio(quoted, submitted),
    },
    timeToQuote: duration(durations, "timeToQuote", null),
    timeToBind: duration(durations, "timeToBind", null),
    premiumBound: {
      totalCents: boundRows.reduce((sum, r) => sum + r.cents, 0),
      policies: bound,
      byMonth: months.map((month) => {
        const rows = boundRows.filter((r) => r.month === month);
        return { key: month, label: monthLabel(month), premiumCents: rows.reduce((s, r) => s + r.cents, 0), policies: rows.reduce((s, r) => s + r.n, 0) };
      }),
      byProduct,
      byState,
      byCarrier,
      byAgency,
    },
    timeToQuoteByMonth: months.map((month) => ({ month, label: monthLabel(month), ...duration(durations, "timeToQuote", month) })),
    queueAging: queue,
    declinesByReason: countsBy(totals, "declined", reasonLabel),
    cancellationsByReason: countsBy(totals, "cancellation", reasonLabel),
    endorsementsByStatus: countsBy(totals, "endorsement", endorsementStatusLabel),
  };
}
