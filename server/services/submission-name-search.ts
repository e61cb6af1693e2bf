import "server-only";
import { opposite, type ListSort, type SortDirection } from "@/lib/domain/list-sort";
import { type SubmissionListSortKey } from "@/lib/domain/list-sorts/submissions";
import type { AnyCursor } from "@/lib/schemas/list-query";
import { Prisma } from "../generated/prisma/client";
import type { Tx } from "../db";
import { containsPattern, cursorValueSql, startsWithSql } from "../db/sql-values";

// How many submissions, in the list's order from the cursor, are read looking for a name before anything else is tried.
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

/**
 * The list's order: by when each was last updated (updatedAt, ties by id the other way round: the
 * (…, updatedAt desc, id) indexes forwards or backwards), or by the insured's name without case (insuredSortKey, ties
 * by id the same way: the (…, insuredSortKey, id) indexes).
 */
interface ListOrder {
  column: "updatedAt" | "insuredSortKey";
  direction: SortDirection;
  idDirection: SortDirection;
  // What shifts the key so the planner cannot walk an index in it.
  shift: string;
}

function listOrder(sort: ListSort<SubmissionListSortKey>): ListOrder {
  return sort.key === "insured"
    ? { column: "insuredSortKey", direction: sort.direction, idDirection: sort.direction, shift: " || ''" }
    : { column: "updatedAt", direction: sort.direction, idDirection: opposite(sort.direction), shift: " + interval '0 seconds'" };
}

const reversed = (order: ListOrder): ListOrder => ({ ...order, direction: opposite(order.direction), idDirection: opposite(order.idDirection) });

/** The list's order as SQL over `alias`, its key shifted off the index when told. */
function orderSql(order: ListOrder, alias = "s", shift = ""): Prisma.Sql {
  const dir = (direction: SortDirection) => (direction === "desc" ? "DESC" : "ASC");
  return Prisma.raw(`(${alias}."${order.column}"${shift}) ${dir(order.direction)}, ${alias}."id" ${dir(order.idDirection)}`);
}

/** The submissions of "Submission" s after (`at`, `id`) in the list's order; the redundant bound lets the index start there (keyset.ts). */
function afterSql(at: Prisma.Sql, id: Prisma.Sql, order: ListOrder): Prisma.Sql {
  const key = Prisma.raw(`s."${order.column}"`);
  const [atOrPast, past] = order.direction === "desc" ? ["<=", "<"] : [">=", ">"];
  const idPast = order.idDirection === "desc" ? "<" : ">";
  return Prisma.sql`${key} ${Prisma.raw(atOrPast)} ${at} AND (${key} ${Prisma.raw(past)} ${at} OR s."id" ${Prisma.raw(idPast)} ${id})`;
}

/** The scope and the cursor as SQL over "Submission" s, in the list's order. */
function reachSql(scope: NameSearchScope, cursor: AnyCursor | undefined, order: ListOrder): Prisma.Sql {
  const filters = [Prisma.sql`TRUE`];
  if (scope.agencyId !== null) filters.push(Prisma.sql`s."agencyId" = ${scope.agencyId}`);
  if (scope.excludeId) filters.push(Prisma.sql`s."id" <> ${scope.excludeId}`);
  if (cursor) filters.push(afterSql(cursorValueSql(cursor), Prisma.sql`${cursor.id}`, order));
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
 *   rows (the probe found the name rare). In the name order the names that
 *   begin with the text are one block of the order, which the probe misses
 *   when the block lies further on however many it holds: those are read from
 *   the name key's index, and the trigram index is asked only for the names
 *   holding the text from their second character on (`textInNameOrder`).
 * Either way the cost follows the page, not the size of the book.
 */
export function nameMatchesSql(
  scope: NameSearchScope,
  search: string,
  cursor: AnyCursor | undefined,
  take: number,
  sort: ListSort<SubmissionListSortKey>,
): Prisma.Sql {
  const pattern = containsPattern(search);
  const listed = listOrder(sort);
  const reach = reachSql(scope, cursor, listed);
  const order = orderSql(listed);
  const key = Prisma.raw(`"${listed.column}"`);
  // Constants, not parameters: the plan kept for the statement counts on them.
  const window = (rows: number) => Prisma.raw(String(rows));
  const walkWhen = Prisma.raw(String(WALK_WHEN));
  const firstMatches = (rows: number, from: Prisma.Sql, wanted: Prisma.Sql) => Prisma.sql`
      SELECT s."id", s.${key} FROM (
        SELECT s."id", s.${key}, s."companyName" FROM "Submission" s
        WHERE ${from} ORDER BY ${order} LIMIT ${window(rows)}
      ) s
      WHERE s."companyName" ILIKE ${pattern} ORDER BY ${order} LIMIT ${wanted}`;
  const probed = Prisma.sql`(SELECT count(*) FROM probe)`;
  const walked = Prisma.sql`(SELECT count(*) FROM walk)`;
  const unfilled = Prisma.sql`${probed} + ${walked} < ${take}`;
  // The probe's last match, where the walk takes up: scalars, so the index starts there.
  const last = (column: string) => Prisma.sql`(SELECT p.${Prisma.raw(`"${column}"`)} FROM probe p ORDER BY ${orderSql(reversed(listed), "p")} LIMIT 1)`;
  const walkFrom = Prisma.sql`${probed} < ${take} AND ${probed} * ${walkWhen} >= ${take} AND ${reach} AND ${afterSql(last(listed.column), last("id"), listed)}`;
  return Prisma.sql`
    WITH probe AS MATERIALIZED (${firstMatches(NAME_PROBE_WINDOW, reach, Prisma.sql`${take}`)}),
    walk AS MATERIALIZED (${firstMatches(NAME_WALK_WINDOW, walkFrom, Prisma.sql`GREATEST(${take} - ${probed}, 0)`)})
    SELECT p."id" FROM probe p WHERE ${probed} = ${take}
    UNION ALL
    SELECT s."id" FROM (SELECT * FROM probe UNION ALL SELECT * FROM walk) s WHERE ${probed} < ${take} AND ${probed} + ${walked} = ${take}
    UNION ALL
    ${listed.column === "insuredSortKey" ? textInNameOrder(unfilled, reach, search, take, listed) : anywhereInName(unfilled, reach, pattern, take, listed)}`;
}

/** The trigram step in the update order: every name holding the text, through the trigram index of whole names. */
function anywhereInName(when: Prisma.Sql, reach: Prisma.Sql, pattern: string, take: number, listed: ListOrder): Prisma.Sql {
  return Prisma.sql`
    (SELECT s."id" FROM "Submission" s
     WHERE ${when} AND ${reach} AND s."companyName" ILIKE ${pattern}
     ORDER BY ${orderSql(listed, "s", listed.shift)} LIMIT ${take})`;
}

/**
 * The trigram step in the name order: the names beginning with the text, a block of the order read from the name
 * key's index from the cursor (`startsWithSql`), merged with the names holding it from their second character on,
 * through the trigram index of those tails (`companyNameTail`): a first word thousands share is read a page at a time.
 */
function textInNameOrder(when: Prisma.Sql, reach: Prisma.Sql, search: string, take: number, listed: ListOrder): Prisma.Sql {
  const pattern = containsPattern(search);
  return Prisma.sql`
    (SELECT m."id" FROM (
      (SELECT s."id", s."insuredSortKey" FROM "Submission" s
       WHERE ${when} AND ${reach} AND ${startsWithSql(Prisma.raw(`s."insuredSortKey"`), search)} AND s."companyName" ILIKE ${pattern}
       ORDER BY ${orderSql(listed)} LIMIT ${take})
      UNION
      (SELECT s."id", s."insuredSortKey" FROM "Submission" s
       WHERE ${when} AND ${reach} AND s."companyNameTail" ILIKE ${pattern}
       ORDER BY ${orderSql(listed, "s", listed.shift)} LIMIT ${take})
    ) m ORDER BY ${orderSql(listed, "m")} LIMIT ${take})`;
}

export async function submissionNameMatches(
  client: Tx,
  scope: NameSearchScope,
  search: string,
  cursor: AnyCursor | undefined,
  take: number,
  sort: ListSort<SubmissionListSortKey>,
): Promise<string[]> {
  const rows = await client.$queryRaw<{ id: string }[]>(nameMatchesSql(scope, search, cursor, take, sort));
  return rows.map((row) => row.id);
}
