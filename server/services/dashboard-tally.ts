import "server-only";
import { cuboidOf, isTallied, rangeParts, type DayRange, type Dimension } from "@/lib/domain/dashboard";
import { Prisma } from "../generated/prisma/client";
import { db } from "../db";

/** The dimensions a dashboard is narrowed to: each a value, or null for all. */
export type DashboardFilters = Record<Dimension, string | null>;

const column: Record<Dimension, Prisma.Sql> = {
  agency: Prisma.raw(`"agencyId"`),
  product: Prisma.raw(`"productId"`),
  carrier: Prisma.raw(`"carrierId"`),
  state: Prisma.raw(`"state"`),
};

const dimensions = Object.keys(column) as Dimension[];

function rangeSql(range: DayRange): Prisma.Sql {
  const { months, days } = rangeParts(range);
  const parts = days.map((d) => Prisma.sql`("grain" = 'd' AND "period" BETWEEN ${d.from}::date AND ${d.to}::date)`);
  if (months) parts.push(Prisma.sql`("grain" = 'm' AND "period" >= ${months.start}::date AND "period" < ${months.end}::date)`);
  return Prisma.sql`(${Prisma.join(parts, " OR ")})`;
}

/**
 * The rows a figure sums for the measures over the range narrowed to the
 * filters, keyed also by `by` (in `key`): one slice of a counted
 * combination through the tally's primary key, or, for a combination it
 * does not count, the events themselves through an index on the measure,
 * one fixed dimension and the day. Columns: measure, period, detail, n,
 * cents, key.
 */
function sliceSql(measures: string[], filters: DashboardFilters, range: DayRange, by?: Dimension): Prisma.Sql {
  const fixed = dimensions.filter((d) => filters[d] !== null || d === by);
  const key = by ? column[by] : Prisma.sql`''`;
  if (!isTallied(fixed)) {
    const equal = dimensions.filter((d) => filters[d] !== null).map((d) => Prisma.sql`${column[d]} = ${filters[d]}`);
    return Prisma.sql`
      SELECT "measure", "day" AS period, "detail", 1 AS n, "cents", ${key} AS key FROM "DashboardEvent"
      WHERE ${Prisma.join([Prisma.sql`"measure" = ANY(${measures})`, ...equal, Prisma.sql`"day" BETWEEN ${range.from}::date AND ${range.to}::date`], " AND ")}`;
  }
  // Every key column before the period is named, '' for a dimension counted over all: the primary key finds the slice.
  const equal = dimensions.filter((d) => d !== by || filters[d] !== null).map((d) => Prisma.sql`${column[d]} = ${filters[d] ?? ""}`);
  return Prisma.sql`
    SELECT "measure", "period", "detail", "n", "cents", ${key} AS key FROM "DashboardTally"
    WHERE ${Prisma.join([Prisma.sql`"measure" = ANY(${measures})`, Prisma.sql`"cuboid" = ${cuboidOf(fixed)}`, ...equal, rangeSql(range)], " AND ")}`;
}

// What dashboard_events counts (migration dashboard_tally).
const MEASURES = ["received", "submitted", "quoted", "bound", "declined", "notTakenUp", "cancellation", "endorsement"];

export type MeasureRow = { measure: string; month: string; detail: string; n: number; cents: number };

/** The statement of measureTotals (the bench sends it through a bare client as a floor). */
export function measureTotalsSql(filters: DashboardFilters, range: DayRange): Prisma.Sql {
  return Prisma.sql`
    SELECT "measure", to_char("period", 'YYYY-MM') AS month, "detail", sum("n")::int8 AS n, sum("cents")::int8 AS cents
    FROM (${sliceSql(MEASURES, filters, range)}) t
    GROUP BY 1, 2, 3 HAVING sum("n") <> 0 OR sum("cents") <> 0`;
}

/** Each measure's count and cents by month and detail (the durations: see durationFigures). */
export async function measureTotals(filters: DashboardFilters, range: DayRange): Promise<MeasureRow[]> {
  const rows = await db.$queryRaw<{ measure: string; month: string; detail: string; n: bigint; cents: bigint }[]>(measureTotalsSql(filters, range));
  return rows.map((r) => ({ ...r, n: Number(r.n), cents: Number(r.cents) }));
}

export type PercentileRow = { measure: string; month: string | null; count: number; median: number; p90: number };

/**
 * Median and 90th percentile (nearest rank) of the time to quote and to
 * bind, over the range (month null) and for each month, from the bucketed
 * durations.
 */
export async function durationFigures(filters: DashboardFilters, range: DayRange): Promise<PercentileRow[]> {
  const rows = await db.$queryRaw<{ measure: string; month: string | null; total: bigint; median: number; p90: number }[]>`
    WITH h AS (
      SELECT "measure", to_char("period", 'YYYY-MM') AS month, "detail"::int AS hours, sum("n") AS n
      FROM (${sliceSql(["timeToQuote", "timeToBind"], filters, range)}) t
      GROUP BY 1, 2, 3 HAVING sum("n") > 0
    ), s AS (
      SELECT "measure", month, hours, n FROM h
      UNION ALL
      SELECT "measure", NULL, hours, sum(n) FROM h GROUP BY "measure", hours
    ), c AS (
      SELECT "measure", month, hours,
             sum(n) OVER (PARTITION BY "measure", month ORDER BY hours) AS cum,
             sum(n) OVER (PARTITION BY "measure", month) AS total
      FROM s
    )
    SELECT "measure", month, total::int8 AS total,
           min(hours) FILTER (WHERE cum >= ceil(total * 0.5)) AS median,
           min(hours) FILTER (WHERE cum >= ceil(total * 0.9)) AS p90
    FROM c GROUP BY "measure", month, total`;
  return rows.map((r) => ({ measure: r.measure, month: r.month, count: Number(r.total), median: Number(r.median), p90: Number(r.p90) }));
}

export type KeyedPremium = { key: string; n: number; cents: number };

/** Policies bound and their premium in the range, by each value of one dimension, most premium first. */
export async function premiumBy(by: Dimension, filters: DashboardFilters, range: DayRange): Promise<KeyedPremium[]> {
  const rows = await db.$queryRaw<{ key: string; n: bigint; cents: bigint }[]>`
    SELECT key, sum("n")::int8 AS n, sum("cents")::int8 AS cents
    FROM (${sliceSql(["bound"], filters, range, by)}) t
    GROUP BY 1 HAVING sum("n") <> 0 OR sum("cents") <> 0
    ORDER BY 3 DESC, 1`;
  return rows.map((r) => ({ key: r.key, n: Number(r.n), cents: Number(r.cents) }));
}
