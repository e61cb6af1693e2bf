import "server-only";
import { insuredDisplayName } from "@/lib/domain/insured";
import { statusLabel } from "@/lib/domain/statuses";
import { awaitingUnderwriterStatuses, type AwaitingUnderwriterStatus } from "@/lib/domain/work-queue";
import { encodeCursor, isUuid, type KeysetCursor } from "@/lib/schemas/list-query";
import { WORK_QUEUE_PAGE_SIZE, type WorkQueuePage, type WorkQueueQuery } from "@/lib/schemas/work-queue";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { db } from "../db";
import { applicationAccess } from "./access";
import type { Tx } from "./applications";

type Viewer = Pick<SessionUser, "role" | "agencyId">;

// Up to this many matching insureds are looked up first; a commoner name is filtered row by row.
const NAME_MATCH_LIMIT = 20_000;

/**
 * A full UUID finds that application or submission; other text is part of the
 * insured's name. The matching insureds are found first through the name's
 * trigram index: filtering the queue's ordered scan by name instead would walk
 * the whole book when no waiting application matches.
 */
async function searchWhere(client: Tx, search: string | undefined): Promise<Prisma.ApplicationWhereInput> {
  if (!search) return {};
  if (isUuid(search)) {
    const id = search.toLowerCase();
    return { OR: [{ id }, { submissionId: id }] };
  }
  const byName = { companyName: { contains: search, mode: "insensitive" } } satisfies Prisma.SubmissionWhereInput;
  const matches = await client.submission.findMany({ where: byName, select: { id: true }, take: NAME_MATCH_LIMIT + 1 });
  if (matches.length <= NAME_MATCH_LIMIT) return { submissionId: { in: matches.map((m) => m.id) } };
  return { submission: byName };
}

/** Rows after the cursor in (statusChangedAt asc, id asc) order. */
function afterCursor(cursor: KeysetCursor | undefined): Prisma.ApplicationWhereInput {
  if (!cursor) return {};
  return { statusChangedAt: { gte: cursor.at }, OR: [{ statusChangedAt: { gt: cursor.at } }, { id: { gt: cursor.id } }] };
}

const itemSelect = {
  id: true,
  submissionId: true,
  status: true,
  statusChangedAt: true,
  isFlaggedForManualReview: true,
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
 * GET /api/work-queue: every application waiting on the underwriter, oldest
 * waiting first, filtered and paged; through the same access rule as every
 * application read.
 */
export async function listWorkQueue(viewer: Viewer, query: WorkQueueQuery, client: Tx = db): Promise<WorkQueuePage> {
  const limit = query.limit ?? WORK_QUEUE_PAGE_SIZE;
  const rows = await client.application.findMany({
    where: {
      AND: [
        applicationAccess(viewer),
        { status: query.status ? query.status : { in: [...awaitingUnderwriterStatuses] } },
        query.productID ? { productId: query.productID } : {},
        query.agencyID ? { submission: { agencyId: query.agencyID } } : {},
        query.flagged !== undefined ? { isFlaggedForManualReview: query.flagged } : {},
        await searchWhere(client, query.search),
        afterCursor(query.cursor),
      ],
    },
    orderBy: [{ statusChangedAt: "asc" }, { id: "asc" }],
    take: limit + 1,
    select: itemSelect,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
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
    })),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.statusChangedAt, id: last.id }) : null,
  };
}
