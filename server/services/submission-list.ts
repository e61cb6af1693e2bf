import "server-only";
import { insuredDisplayName } from "@/lib/domain/insured";
import { statusLabel, type ApplicationStatus } from "@/lib/domain/statuses";
import { encodeCursor, isUuid, type KeysetCursor } from "@/lib/schemas/list-query";
import { SUBMISSION_PAGE_SIZE, type SubmissionListItem, type SubmissionListPage, type SubmissionListQuery } from "@/lib/schemas/submission-list";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { db, type Tx } from "../db";
import { notFound } from "../errors";
import { submissionAccess } from "./access";
import { readSubmissionPage } from "./submission-list-read";

type Viewer = Pick<SessionUser, "role" | "agencyId">;

/**
 * A full UUID finds the submission or the application with that id; any other
 * text is a case-insensitive part of the insured's name. The application is
 * looked up by its key first: a correlated "some application" filter would
 * visit every submission of the book.
 */
async function searchWhere(client: Tx, search: string | undefined): Promise<Prisma.SubmissionWhereInput> {
  if (!search) return {};
  if (isUuid(search)) {
    const id = search.toLowerCase();
    const app = await client.application.findUnique({ where: { id }, select: { submissionId: true } });
    return { id: { in: app ? [id, app.submissionId] : [id] } };
  }
  return { companyName: { contains: search, mode: "insensitive" } };
}

/**
 * Rows after the cursor in (updatedAt desc, id asc) order. The redundant
 * `updatedAt <= t` lets the (agencyId, updatedAt desc, id) index start at the
 * cursor instead of filtering every earlier row, so a deep page costs what
 * the first one does.
 */
function afterCursor(cursor: KeysetCursor | undefined): Prisma.SubmissionWhereInput {
  if (!cursor) return {};
  return {
    updatedAt: { lte: cursor.at },
    OR: [{ updatedAt: { lt: cursor.at } }, { id: { gt: cursor.id } }],
  };
}

/** The other submissions of the agency of one the viewer may see (404 otherwise). */
async function sameAgencyWhere(client: Tx, viewer: Viewer, submissionID: string | undefined): Promise<Prisma.SubmissionWhereInput> {
  if (!submissionID) return {};
  const anchor = await client.submission.findFirst({ where: { id: submissionID, ...submissionAccess(viewer) }, select: { agencyId: true } });
  if (!anchor) throw notFound("Submission");
  return { agencyId: anchor.agencyId, id: { not: submissionID } };
}

const listSelect = {
  id: true,
  status: true,
  companyName: true,
  firstName: true,
  lastName: true,
  updatedAt: true,
  agent: { select: { firstName: true, lastName: true } },
  applications: {
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      status: true,
      renewedFromAppId: true,
      updatedAt: true,
      product: { select: { id: true, label: true, icon: true, iconUrl: true, isWholesale: true } },
    },
  },
} satisfies Prisma.SubmissionSelect;

export type ListRow = Prisma.SubmissionGetPayload<{ select: typeof listSelect }>;

function toListItem(row: ListRow): SubmissionListItem {
  return {
    submissionID: row.id,
    insuredName: insuredDisplayName(row),
    status: row.status,
    updatedDate: row.updatedAt.toISOString(),
    agent: { fullName: `${row.agent.firstName} ${row.agent.lastName}`.trim() },
    coverages: row.applications.map((a) => ({
      appID: a.id,
      productID: a.product.id,
      productName: a.product.label,
      icon: a.product.icon,
      iconUrl: a.product.iconUrl,
      isWholesale: a.product.isWholesale,
      status: a.status as ApplicationStatus,
      statusDisplayValue: statusLabel(a.status),
      renewedFromAppID: a.renewedFromAppId,
      updatedDate: a.updatedAt.toISOString(),
    })),
  };
}

/**
 * GET /api/submissions: the submissions the viewer may see, newest first, one
 * page at a time. A fixed number of queries (the page, then one per included
 * relation), so the cost does not grow with the page size or the book.
 */
export async function listSubmissions(viewer: Viewer, query: SubmissionListQuery, client: Tx = db): Promise<SubmissionListPage> {
  const limit = query.limit ?? SUBMISSION_PAGE_SIZE;
  // App central's pages without a search are the hot read: one hand-written statement (submission-list-read.ts).
  const plain = client === db && !query.search && !query.sameAgencyAs;
  const rows = plain
    ? await readSubmissionPage(viewer, query.cursor, limit + 1)
    : await client.submission.findMany({
        where: {
          AND: [
            submissionAccess(viewer),
            await sameAgencyWhere(client, viewer, query.sameAgencyAs),
            await searchWhere(client, query.search),
            afterCursor(query.cursor),
          ],
        },
        orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
        take: limit + 1,
        select: listSelect,
      });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    submissions: page.map(toListItem),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.updatedAt, id: last.id }) : null,
  };
}
