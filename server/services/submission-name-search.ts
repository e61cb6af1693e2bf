import "server-only";
import { opposite, type SortDirection } from "@/lib/domain/list-sort";
import type { KeysetCursor } from "@/lib/schemas/list-query";
import { Prisma } from "../generated/prisma/client";
import type { Tx } from "../db";
import { containsPattern } from "../db/sql-values";

// How many submissions, newest first from the cursor, are read looking for a name before anything else is tried.
export const NAME_PROBE_WINDOW = 1_000;
// How far the walk goes on when the probe found the name often enough to expect a page within it.
export const NAME_WALK_WINDOW = 10_000;
// The walk is tried when the probe's matches, this many times over, make a page: about WALK_WINDOW × 0.8 rows are expected to fill it.
const WALK_WHEN = (NAME_WALK_WINDOW / NAME_PROBE_WINDOW) * 0.8;

/** The submissions a name search looks through: one agency's (or every agency's, `agencyId` null), less one. */
export interface NameSearchScope {
  agencyId: string | null;
  excludeId?: string;
}

/** The list's order as SQL over `alias`: (updatedAt desc, id asc), or its reverse, the same index backwards. */
function orderSql(direction: SortDirection, shift = "", alias = "s"): Prisma.Sql {
  return Prisma.raw(direction === "desc" ? `${alias}."updatedAt"${shift} DESC, ${alias}."id" ASC` : `${alias}."updatedAt"${shift} ASC, ${alias}."id" DESC`);
}

/** The submissions of "Submission" s after (`at`, `id`) in the list's order; the redundant `<=` lets the index start there (keyset.ts). */
function afterSql(at: Prisma.Sql, id: Prisma.Sql, direction: SortDirection): Prisma.Sql {
  return direction === "desc"
    ? Prisma.sql`s."updatedAt" <= ${at} AND (s."updatedAt" < ${at} OR s."id" > ${id})`
    : Prisma.sql`s."updatedAt" >= ${at} AND (s."updatedAt" > ${at} OR s."id" < ${id})`;
}

/** The scope and the cursor as SQL over "Submission" s, in the list's order. */
function reachSql(scope: NameSearchScope, cursor: KeysetCursor | undefined, direction: SortDirection): Prisma.Sql {
  const filters = [Prisma.sql`TRUE`];
  if (scope.agencyId !== null) filters.push(Prisma.sql`s."agencyId" = ${scope.agencyId}`);
  if (scope.excludeId) filters.push(Prisma.sql`s."id" <> ${scope.excludeId}`);
  // Stored times are UTC without a zone.
  if (cursor) filters.push(afterSql(Prisma.sql`${cursor.at.toISOString().slice(0, 23)}::timestamp`, Prisma.sql`${cursor.id}`, direction));
  return Prisma.join(filters, " AND ");
}

/**
 * The ids of the next `take` submissions in reach whose insured name contains
 * `search` (case-insensitive, `%` and `_` as themselves), in the list's order
 * (most recently updated first, or its reverse). One statement, working the
 * same whichever plan PostgreSQL keeps for it, in three steps, each taken only
 * when the ones before did not fill the page:
 * - the probe reads the newest NAME_PROBE_WINDOW submissions from the cursor
 *   through the list's own index, stopping at the page's last match (a name
 *   common in the book fills the page there);
 * - the walk goes on through the same index from the probe's last match, up to
 *   NAME_WALK_WINDOW, when the probe found the name often enough to expect the
 *   rest of the page within it (one insured in sixty, say): it stops once it has
 *   found what the page still lacks;
 * - otherwise the trigram index answers, ordered by an expression so the
 *   planner cannot walk the list's index instead, and it then returns few
 *   rows (the probe found the name rare).
 * Either way the cost follows the page, not the size of the book.
 */
export function nameMatchesSql(scope: NameSearchScope, search: string, cursor: KeysetCursor | undefined, take: number, direction: SortDirection): Prisma.Sql {
  const pattern = containsPattern(search);
  const reach = reachSql(scope, cursor, direction);
  const order = orderSql(direction);
  // Constants, not parameters: the plan kept for the statement counts on them.
  const window = (rows: number) => Prisma.raw(String(rows));
  const walkWhen = Prisma.raw(String(WALK_WHEN));
  const firstMatches = (rows: number, from: Prisma.Sql, wanted: Prisma.Sql) => Prisma.sql`
      SELECT s."id", s."updatedAt" FROM (
        SELECT s."id", s."updatedAt", s."companyName" FROM "Submission" s
        WHERE ${from} ORDER BY ${order} LIMIT ${window(rows)}
      ) s
      WHERE s."companyName" ILIKE ${pattern} ORDER BY ${order} LIMIT ${wanted}`;
  const probed = Prisma.sql`(SELECT count(*) FROM probe)`;
  const walked = Prisma.sql`(SELECT count(*) FROM walk)`;
  // The probe's last match, where the walk takes up: scalars, so the index starts there.
  const last = (column: string) => Prisma.sql`(SELECT p.${Prisma.raw(`"${column}"`)} FROM probe p ORDER BY ${orderSql(opposite(direction), "", "p")} LIMIT 1)`;
  const walkFrom = Prisma.sql`${probed} < ${take} AND ${probed} * ${walkWhen} >= ${take} AND ${reach} AND ${afterSql(last("updatedAt"), last("id"), direction)}`;
  return Prisma.sql`
    WITH probe AS MATERIALIZED (${firstMatches(NAME_PROBE_WINDOW, reach, Prisma.sql`${take}`)}),
    walk AS MATERIALIZED (${firstMatches(NAME_WALK_WINDOW, walkFrom, Prisma.sql`GREATEST(${take} - ${probed}, 0)`)})
    SELECT p."id" FROM probe p WHERE ${probed} = ${take}
    UNION ALL
    SELECT s."id" FROM (SELECT * FROM probe UNION ALL SELECT * FROM walk) s WHERE ${probed} < ${take} AND ${probed} + ${walked} = ${take}
    UNION ALL
    (SELECT s."id" FROM "Submission" s
     WHERE ${probed} + ${walked} < ${take} AND ${reach} AND s."companyName" ILIKE ${pattern}
     ORDER BY ${orderSql(direction, " + interval '0 seconds'")} LIMIT ${take})`;
}

export async function submissionNameMatches(
  client: Tx,
  scope: NameSearchScope,
  search: string,
  cursor: KeysetCursor | undefined,
  take: number,
  direction: SortDirection,
): Promise<string[]> {
  const rows = await client.$queryRaw<{ id: string }[]>(nameMatchesSql(scope, search, cursor, take, direction));
  return rows.map((row) => row.id);
}
