import "server-only";
import { insuredDisplayName } from "@/lib/domain/insured";
import { arrivalOrder } from "@/lib/domain/list-sort";
import { statusLabel } from "@/lib/domain/statuses";
import { awaitingUnderwriterStatuses, type AwaitingUnderwriterStatus } from "@/lib/domain/work-queue";
import { encodeCursor, isUuid } from "@/lib/schemas/list-query";
import { WORK_QUEUE_PAGE_SIZE, type WorkQueuePage, type WorkQueueQuery } from "@/lib/schemas/work-queue";
import { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { undecidedDuplicates } from "./clearance";
import { db, type Tx } from "../db";
import { applicationAccess } from "./access";
import { containsPattern } from "../db/sql-values";
import { afterKeyset } from "./keyset";

type Viewer = Pick<SessionUser, "role" | "agencyId">;

// How many waiting applications, in queue order, are read looking for a name before the index is asked instead.
const NAME_PROBE_WINDOW = 1_000;

/** The queue's order as SQL over `alias`, its time shifted by `shift` where the planner must not walk an index in it. */
function orderSql(query: WorkQueueQuery, alias: string, shift = ""): Prisma.Sql {
  // The order of arrival (statusChangedAt, then id), forwards or backwards, ties the same way: one index serves both.
  const direction = arrivalOrder(query.sort) === "asc" ? "ASC" : "DESC";
  return Prisma.raw(`${alias}."statusChangedAt"${shift} ${direction}, ${alias}."id" ${direction}`);
}

/** The queue's own filters, as SQL over "Application" a. */
function queueFiltersSql(query: WorkQueueQuery): Prisma.Sql {
  const statuses = query.status ? [query.status] : [...awaitingUnderwriterStatuses];
  const filters = [Prisma.sql`a."status" = ANY(${statuses}::"ApplicationStatus"[])`];
  if (query.productID) filters.push(Prisma.sql`a."productId" = ${query.productID}`);
  if (query.agencyID) filters.push(Prisma.sql`a."submissionId" IN (SELECT s."id" FROM "Submission" s WHERE s."agencyId" = ${query.agencyID})`);
  if (query.flagged !== undefined) filters.push(Prisma.sql`a."isFlaggedForManualReview" = ${query.flagged}`);
  if (query.appetite) filters.push(Prisma.sql`a."appetiteDecision" = ${query.appetite}::"AppetiteVerdict"`);
  // Stored times are UTC without a zone: the cursor's instant is compared as UTC wall time.
  if (query.cursor) {
    const after = Prisma.raw(arrivalOrder(query.sort) === "asc" ? ">" : "<");
    filters.push(Prisma.sql`(a."statusChangedAt", a."id") ${after} (${query.cursor.at.toISOString()}::timestamp, ${query.cursor.id})`);
  }
  return Prisma.join(filters, " AND ");
}

/**
 * The next page's applications whose insured name contains the text, in queue
 * order. A name common in the queue is found by walking the queue in its order
 * (bounded by the window); a rarer one through the trigram index
 * over waiting applications, which then returns few rows. Either way the cost
 * follows the page, not the size of the book, whatever the planner estimates.
 */
async function waitingNameMatches(client: Tx, query: WorkQueueQuery, search: string, take: number): Promise<string[]> {
  const pattern = containsPattern(search);
  const filters = queueFiltersSql(query);
  const probe = await client.$queryRaw<{ id: string }[]>`
    SELECT w."id" FROM (
      SELECT a."id", a."statusChangedAt", a."insuredName" FROM "Application" a
      WHERE ${filters} ORDER BY ${orderSql(query, "a")} LIMIT ${NAME_PROBE_WINDOW}
    ) w
    WHERE w."insuredName" ILIKE ${pattern} ORDER BY ${orderSql(query, "w")} LIMIT ${take}`;
  if (probe.length === take) return probe.map((row) => row.id);
  // Ordering by an expression keeps the planner off the ordered walk: the name index answers.
  const rows = await client.$queryRaw<{ id: string }[]>`
    SELECT a."id" FROM "Application" a WHERE ${filters} AND a."insuredName" ILIKE ${pattern}
    ORDER BY ${orderSql(query, "a", " + interval '0 seconds'")} LIMIT ${take}`;
  return rows.map((row) => row.id);
}

/** A full UUID finds that application or submission. */
function idWhere(search: string): Prisma.ApplicationWhereInput {
  const id = search.toLowerCase();
  return { OR: [{ id }, { submissionId: id }] };
}

/**
 * A full UUID finds that application or submission; other text is part of the
 * insured's name. The name's matches come from waitingNameMatches when the
 * viewer's access restricts nothing (the queue is the underwriters'); the
 * access rule still applies to the rows read.
 */
async function searchWhere(viewer: Viewer, query: WorkQueueQuery, take: number, client: Tx): Promise<Prisma.ApplicationWhereInput> {
  const text = query.search;
  if (!text) return {};
  if (isUuid(text)) return idWhere(text);
  if (Object.keys(applicationAccess(viewer)).length > 0) return { insuredName: { contains: text, mode: "insensitive" } };
  return { id: { in: await waitingNameMatches(client, query, text, take) } };
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
 * waiting first (or the latest arrivals first), filtered and paged; through the same access rule as every
 * application read.
 */
export async function listWorkQueue(viewer: Viewer, query: WorkQueueQuery, client: Tx = db): Promise<WorkQueuePage> {
  const limit = query.limit ?? WORK_QUEUE_PAGE_SIZE;
  const arrival = arrivalOrder(query.sort);
  const search = await searchWhere(viewer, query, limit + 1, client);
  const rows = await client.application.findMany({
    where: {
      AND: [
        applicationAccess(viewer),
        { status: query.status ? query.status : { in: [...awaitingUnderwriterStatuses] } },
        query.productID ? { productId: query.productID } : {},
        query.agencyID ? { submission: { agencyId: query.agencyID } } : {},
        query.flagged !== undefined ? { isFlaggedForManualReview: query.flagged } : {},
        query.appetite ? { appetiteDecision: query.appetite } : {},
        search,
        afterKeyset("statusChangedAt", arrival, query.cursor, arrival),
      ],
    },
    orderBy: [{ statusChangedAt: arrival }, { id: arrival }],
    take: limit + 1,
    select: itemSelect,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
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
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.statusChangedAt, id: last.id }) : null,
  };
}
