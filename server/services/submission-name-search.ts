import "server-only";
import type { SortDirection } from "@/lib/domain/list-sort";
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

/** The list's order as SQL over "Submission" s: (updatedAt desc, id asc), or its reverse, the same index backwards. */
function orderSql(direction: SortDirection, shift = ""): Prisma.Sql {
  return Prisma.raw(direction === "desc" ? `s."updatedAt"${shift} DESC, s."id" ASC` : `s."updatedAt"${shift} ASC, s."id" DESC`);
}

/** The scope and the cursor as SQL over "Submission" s, in the list's order. */
function reachSql(scope: NameSearchScope, cursor: KeysetCursor | undefined, direction: SortDirection): Prisma.Sql {
  const filters = [Prisma.sql`TRUE`];
  if (scope.agencyId !== null) filters.push(Prisma.sql`s."agencyId" = ${scope.agencyId}`);
  if (scope.excludeId) filters.push(Prisma.sql`s."id" <> ${scope.excludeId}`);
  // Stored times are UTC without a zone; the redundant `<=` lets the index start at the cursor (keyset.ts, afterKeyset).
  if (cursor) {
    const at = Prisma.sql`${cursor.at.toISOString().slice(0, 23)}::timestamp`;
    filters.push(
      direction === "desc"
        ? Prisma.sql`s."updatedAt" <= ${at} AND (s."updatedAt" < ${at} OR s."id" > ${cursor.id})`
        : Prisma.sql`s."updatedAt" >= ${at} AND (s."updatedAt" > ${at} OR s."id" < ${cursor.id})`,
    );
  }
  return Prisma.join(filters, " AND ");
}

/**
 * The ids of the next `take` submissions in reach whose insured name contains
 * `search` (case-insensitive, `%` and `_` as themselves), in the list's order
 * (most recently updated first, or its reverse). One statement, working the
 * same whichever plan PostgreSQL keeps for it, in three steps, each taken only
 * when the one before did not fill the page:
 * - the probe reads the newest NAME_PROBE_WINDOW submissions from the cursor
 *   through the list's own index, stopping at the page's last match (a name
 *   common in the book fills the page there);
 * - the walk goes on through the same index, up to NAME_WALK_WINDOW, when the
 *   probe found the name often enough to expect a page within it (one
 *   insured in sixty, say): it too stops at the page's last match;
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
  const firstMatches = (rows: number, when: Prisma.Sql) => Prisma.sql`
      SELECT s."id" FROM (
        SELECT s."id", s."updatedAt", s."companyName" FROM "Submission" s
        WHERE ${when} AND ${reach} ORDER BY ${order} LIMIT ${window(rows)}
      ) s
      WHERE s."companyName" ILIKE ${pattern} ORDER BY ${order} LIMIT ${take}`;
  const probed = Prisma.sql`(SELECT count(*) FROM probe)`;
  const walked = Prisma.sql`(SELECT count(*) FROM walk)`;
  return Prisma.sql`
    WITH probe AS MATERIALIZED (${firstMatches(NAME_PROBE_WINDOW, Prisma.sql`TRUE`)}),
    walk AS MATERIALIZED (${firstMatches(NAME_WALK_WINDOW, Prisma.sql`${probed} < ${take} AND ${probed} * ${walkWhen} >= ${take}`)})
    SELECT p."id" FROM probe p WHERE ${probed} = ${take}
    UNION ALL
    SELECT w."id" FROM walk w WHERE ${walked} = ${take}
    UNION ALL
    (SELECT s."id" FROM "Submission" s
     WHERE ${probed} < ${take} AND ${walked} < ${take} AND ${reach} AND s."companyName" ILIKE ${pattern}
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
