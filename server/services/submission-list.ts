import "server-only";
import { insuredDisplayName } from "@/lib/domain/insured";
import { opposite } from "@/lib/domain/list-sort";
import { can } from "@/lib/domain/permissions";
import { statusLabel, type ApplicationStatus } from "@/lib/domain/statuses";
import { encodeCursor, isUuid } from "@/lib/schemas/list-query";
import { SUBMISSION_PAGE_SIZE, type SubmissionListItem, type SubmissionListPage, type SubmissionListQuery } from "@/lib/schemas/submission-list";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { db, type Tx } from "../db";
import { notFound } from "../errors";
import { submissionAccess } from "./access";
import { cancelDueAmong } from "./cancellation-schedule";
import { readSubmissionPage } from "./submission-list-read";
import { listSelect, type ListRow } from "./submission-list-row";
import { submissionNameMatches } from "./submission-name-search";
import { afterKeyset } from "./keyset";

type Viewer = Pick<SessionUser, "role" | "agencyId">;

/**
 * A full UUID finds the submission or the application with that id; any other
 * text is a case-insensitive part of the insured's name, whose matches on the
 * page come from submissionNameMatches within the same reach (the viewer's
 * agency, or the anchor's for sameAgencyAs). The application is looked up by
 * its key first: a correlated "some application" filter would visit every
 * submission of the book.
 */
async function searchWhere(client: Tx, viewer: Viewer, query: SubmissionListQuery, anchor: Anchor | null, take: number): Promise<Prisma.SubmissionWhereInput> {
  const search = query.search;
  if (!search) return {};
  if (isUuid(search)) {
    const id = search.toLowerCase();
    const app = await client.application.findUnique({ where: { id }, select: { submissionId: true } });
    return { id: { in: app ? [id, app.submissionId] : [id] } };
  }
  const everyAgency = can(viewer.role, "seeEveryAgency");
  // An agent without an agency sees nothing; a missing id must never widen the search.
  if (!anchor && !everyAgency && !viewer.agencyId) return { id: { in: [] } };
  const scope = { agencyId: anchor?.agencyId ?? (everyAgency ? null : viewer.agencyId), excludeId: anchor?.submissionID };
  return { id: { in: await submissionNameMatches(client, scope, search, query.cursor, take, query.sort.direction) } };
}

interface Anchor {
  submissionID: string;
  agencyId: string;
}

/** The submission of sameAgencyAs with its agency, if the viewer may see it (404 otherwise). */
async function sameAgencyAnchor(client: Tx, viewer: Viewer, submissionID: string | undefined): Promise<Anchor | null> {
  if (!submissionID) return null;
  const anchor = await client.submission.findFirst({ where: { id: submissionID, ...submissionAccess(viewer) }, select: { agencyId: true } });
  if (!anchor) throw notFound("Submission");
  return { submissionID, agencyId: anchor.agencyId };
}

/** The other submissions of the anchor's agency. */
const sameAgencyWhere = (anchor: Anchor | null): Prisma.SubmissionWhereInput => (anchor ? { agencyId: anchor.agencyId, id: { not: anchor.submissionID } } : {});

/** The page's filters, resolved once (the anchor found, the search's ids looked up) for every read of the page. */
async function listWhere(client: Tx, viewer: Viewer, query: SubmissionListQuery, take: number): Promise<Prisma.SubmissionWhereInput> {
  const anchor = await sameAgencyAnchor(client, viewer, query.sameAgencyAs);
  return {
    AND: [
      submissionAccess(viewer),
      sameAgencyWhere(anchor),
      await searchWhere(client, viewer, query, anchor, take),
      afterKeyset("updatedAt", query.sort.direction, query.cursor, opposite(query.sort.direction)),
    ],
  };
}

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
 * GET /api/submissions: the submissions the viewer may see, most recently
 * updated first (or least recently), one page at a time. A fixed number of queries (the page, then one per included
 * relation), so the cost does not grow with the page size or the book.
 */
export async function listSubmissions(viewer: Viewer, query: SubmissionListQuery, client: Tx = db): Promise<SubmissionListPage> {
  const limit = query.limit ?? SUBMISSION_PAGE_SIZE;
  const { direction } = query.sort;
  // App central's pages without a search are the hot read: one hand-written statement (submission-list-read.ts).
  const plain = client === db && !query.search && !query.sameAgencyAs;
  const where = plain ? null : await listWhere(client, viewer, query, limit + 1);
  const read = async () =>
    where
      ? client.submission.findMany({ where, orderBy: [{ updatedAt: direction }, { id: opposite(direction) }], take: limit + 1, select: listSelect })
      : readSubmissionPage(viewer, query.cursor, limit + 1, direction);
  let rows = await read();
  // A policy whose scheduled cancellation day has come is listed as cancelled, whether or not the sweep has run.
  if (
    await cancelDueAmong(
      rows.flatMap((r) => r.applications),
      client,
    )
  )
    rows = await read();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    submissions: page.map(toListItem),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.updatedAt, id: last.id }) : null,
  };
}
