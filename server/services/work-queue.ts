import "server-only";
import { insuredDisplayName } from "@/lib/domain/insured";
import { arrivalOrder } from "@/lib/domain/list-sort";
import { statusLabel } from "@/lib/domain/statuses";
import { awaitingUnderwriterStatuses, type AwaitingUnderwriterStatus } from "@/lib/domain/work-queue";
import { can } from "@/lib/domain/permissions";
import { isUuid } from "@/lib/schemas/list-query";
import { WORK_QUEUE_PAGE_SIZE, workQueueCursors, type WorkQueuePage, type WorkQueueQuery } from "@/lib/schemas/work-queue";
import { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { undecidedDuplicates } from "./clearance";
import { db, type Tx } from "../db";
import { applicationAccess } from "./access";
import { containsPattern, cursorValueSql, startsWithSql } from "../db/sql-values";
import { cursorAt } from "./keyset";

type Viewer = Pick<SessionUser, "role" | "agencyId">;

// How many waiting applications, in queue order, are read looking for a name before the index is asked instead.
const NAME_PROBE_WINDOW = 1_000;

/**
 * Each sort's column: the time each arrived in its status, or a key the database keeps on the application (the
 * insured's name, the agency's, the agent's, the product's and the status's words without case in code-point order,
 * 1 when flagged for manual review).
 */
const queueColumns: Record<WorkQueueQuery["sort"]["key"], string> = {
  waiting: "statusChangedAt",
  insured: "insuredSortKey",
  agency: "agencySortKey",
  agent: "agentSortKey",
  product: "productSortKey",
  status: "statusSortKey",
  review: "reviewSortKey",
};

/** What the queue is ordered by, as SQL over `alias`; `avoidIndex` shifts it where the planner must not walk an index in it. */
function sortKeySql(query: WorkQueueQuery, alias: string, avoidIndex = false): string {
  const column = `${alias}."${queueColumns[query.sort.key]}"`;
  if (!avoidIndex) return column;
  const kind = workQueueCursors[query.sort.key];
  return kind === "time" ? `${column} + interval '0 seconds'` : kind === "amount" ? `(${column} + 0)` : `(${column} || '')`;
}

/** The direction the key is read in: the order of arrival for a waiting sort (longest waiting is earliest), else the sort's own. */
const keyDirection = (query: WorkQueueQuery) => (query.sort.key === "waiting" ? arrivalOrder(query.sort) : query.sort.direction);

/** The queue's order as SQL over `alias`, ties by id the same way as the key: one index serves both directions. */
function orderSql(query: WorkQueueQuery, alias: string, avoidIndex = false): Prisma.Sql {
  const direction = keyDirection(query) === "asc" ? "ASC" : "DESC";
  return Prisma.raw(`${sortKeySql(query, alias, avoidIndex)} ${direction}, ${alias}."id" ${direction}`);
}

const ofAgency = (agencyId: string) => Prisma.sql`a."agencyId" = ${agencyId}`;

/** The queue's filters, the viewer's access, an id searched for and the cursor, as SQL over "Application" a. */
function queueFiltersSql(viewer: Viewer, query: WorkQueueQuery): Prisma.Sql {
  const statuses = query.status ? [query.status] : [...awaitingUnderwriterStatuses];
  const filters = [Prisma.sql`a."status" = ANY(${statuses}::"ApplicationStatus"[])`];
  // applicationAccess's rule: an agent without an agency sees nothing.
  if (!can(viewer.role, "seeEveryAgency")) filters.push(viewer.agencyId ? ofAgency(viewer.agencyId) : Prisma.sql`FALSE`);
  if (query.productID) filters.push(Prisma.sql`a."productId" = ${query.productID}`);
  if (query.agencyID) filters.push(ofAgency(query.agencyID));
  if (query.flagged !== undefined) filters.push(Prisma.sql`a."isFlaggedForManualReview" = ${query.flagged}`);
  if (query.appetite) filters.push(Prisma.sql`a."appetiteDecision" = ${query.appetite}::"AppetiteVerdict"`);
  // A full UUID finds that application or submission.
  if (query.search && isUuid(query.search)) {
    const id = query.search.toLowerCase();
    filters.push(Prisma.sql`(a."id" = ${id} OR a."submissionId" = ${id})`);
  }
  if (query.cursor) {
    const after = Prisma.raw(keyDirection(query) === "asc" ? ">" : "<");
    filters.push(Prisma.sql`(${Prisma.raw(sortKeySql(query, "a"))}, a."id") ${after} (${cursorValueSql(query.cursor)}, ${query.cursor.id})`);
  }
  return Prisma.join(filters, " AND ");
}

/** A queue row's place: its id and its sort key's value. */
type Place = { id: string; key: Date | string | number };

const placeSql = (query: WorkQueueQuery, alias: string) => Prisma.raw(`${alias}."id", ${sortKeySql(query, alias)} AS "key"`);

/**
 * The next page's applications whose insured name contains the text, in queue
 * order. A name common in the queue is found by walking the queue in its order
 * (bounded by the window); a rarer one through the trigram index
 * over waiting applications, which then returns few rows. Either way the cost
 * follows the page, not the size of the book, whatever the planner estimates.
 */
async function waitingNameMatches(client: Tx, query: WorkQueueQuery, filters: Prisma.Sql, search: string, take: number): Promise<Place[]> {
  const pattern = containsPattern(search);
  const probe = await client.$queryRaw<Place[]>`
    SELECT ${placeSql(query, "w")} FROM (
      SELECT a."id", a."insuredName", ${Prisma.raw(sortKeySql(query, "a"))} FROM "Application" a
      WHERE ${filters} ORDER BY ${orderSql(query, "a")} LIMIT ${NAME_PROBE_WINDOW}
    ) w
    WHERE w."insuredName" ILIKE ${pattern} ORDER BY ${orderSql(query, "w")} LIMIT ${take}`;
  if (probe.length === take) return probe;
  // Ordering by an expression keeps the planner off the ordered walk: the name index answers.
  if (query.sort.key !== "insured") {
    return client.$queryRaw<Place[]>`
      SELECT ${placeSql(query, "a")} FROM "Application" a WHERE ${filters} AND a."insuredName" ILIKE ${pattern}
      ORDER BY ${orderSql(query, "a", true)} LIMIT ${take}`;
  }
  // By insured, the names beginning with the text are one block of the order, which the probe misses when it lies
  // further on: read from the name key's index, merged with the names holding the text from their second character on
  // (the trigram index of those tails), as App Central's search does.
  const direction = Prisma.raw(keyDirection(query) === "asc" ? "ASC" : "DESC");
  return client.$queryRaw<Place[]>`
    SELECT m.* FROM (
      (SELECT ${placeSql(query, "a")} FROM "Application" a
       WHERE ${filters} AND ${startsWithSql(Prisma.raw(`a."insuredSortKey"`), search)} AND a."insuredName" ILIKE ${pattern}
       ORDER BY ${orderSql(query, "a")} LIMIT ${take})
      UNION
      (SELECT ${placeSql(query, "a")} FROM "Application" a WHERE ${filters} AND a."insuredNameTail" ILIKE ${pattern}
       ORDER BY ${orderSql(query, "a", true)} LIMIT ${take})
    ) m ORDER BY m."key" ${direction}, m."id" ${direction} LIMIT ${take}`;
}

/**
 * Up to `take` waiting applications after the cursor, in the queue's order: through the indexes in that order
 * ((statusChangedAt, id), or the insured's name and id), a name searched for as waitingNameMatches finds it.
 */
async function queuePlaces(viewer: Viewer, query: WorkQueueQuery, take: number, client: Tx): Promise<Place[]> {
  const filters = queueFiltersSql(viewer, query);
  if (query.search && !isUuid(query.search)) return waitingNameMatches(client, query, filters, query.search, take);
  return client.$queryRaw<Place[]>`
    SELECT ${placeSql(query, "a")} FROM "Application" a
    WHERE ${filters} ORDER BY ${orderSql(query, "a")} LIMIT ${take}`;
}

const itemSelect = {
  id: true,
  submissionId: true,
  status: true,
  statusChangedAt: true,
  isFlaggedForManualReview: true,
  appetiteDecision: true,
  product: { select: { id: true, label: true, icon: true, isWholesale: true } },
  submission: {
    select: {
      companyName: true,
      firstName: true,
      lastName: true,
      agency: { select: { id: true, name: true } },
      agent: { select: { firstName: true, lastName: true } },
    },
  },
} satisfies Prisma.ApplicationSelect;

/**
 * GET /api/work-queue: every application waiting on the underwriter, longest
 * waiting first (or the latest arrivals first, or by insured), filtered and paged; the
 * rows read through the same access rule as every application read.
 */
export async function listWorkQueue(viewer: Viewer, query: WorkQueueQuery, client: Tx = db): Promise<WorkQueuePage> {
  const limit = query.limit ?? WORK_QUEUE_PAGE_SIZE;
  const places = await queuePlaces(viewer, query, limit + 1, client);
  const pagePlaces = places.slice(0, limit);
  const found = await client.application.findMany({
    where: { AND: [applicationAccess(viewer), { id: { in: pagePlaces.map((p) => p.id) }, status: { in: [...awaitingUnderwriterStatuses] } }] },
    select: itemSelect,
  });
  const byId = new Map(found.map((row) => [row.id, row]));
  const page = pagePlaces.flatMap((place) => byId.get(place.id) ?? []);
  const last = pagePlaces.at(-1);
  const duplicates = await undecidedDuplicates([...new Set(page.map((row) => row.submissionId))], client);
  return {
    items: page.map((row) => ({
      appID: row.id,
      submissionID: row.submissionId,
      insuredName: insuredDisplayName(row.submission),
      agencyID: row.submission.agency.id,
      agencyName: row.submission.agency.name,
      agentName: `${row.submission.agent.firstName} ${row.submission.agent.lastName}`.trim(),
      productID: row.product.id,
      productName: row.product.label,
      productIcon: row.product.icon,
      isWholesale: row.product.isWholesale,
      status: row.status as AwaitingUnderwriterStatus,
      statusDisplayValue: statusLabel(row.status),
      waitingSince: row.statusChangedAt.toISOString(),
      isFlaggedForManualReview: row.isFlaggedForManualReview,
      appetite: row.appetiteDecision,
      possibleDuplicate: duplicates.has(row.submissionId),
    })),
    nextCursor: places.length > limit && last ? cursorAt(workQueueCursors, query.sort, last.key, last.id) : null,
  };
}
