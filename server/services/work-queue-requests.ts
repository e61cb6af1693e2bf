import "server-only";
import { endorsementStatusLabel } from "@/lib/domain/endorsements";
import { insuredDisplayName } from "@/lib/domain/insured";
import { statusLabel } from "@/lib/domain/statuses";
import { COUNT_CAP } from "@/lib/domain/counts";
import { arrivalOrder, type ListSort, type SortDirection } from "@/lib/domain/list-sort";
import { awaitingUnderwriterStatuses, requestTarget, waitingRequestStatuses, type RequestKind } from "@/lib/domain/work-queue";
import { encodeCursor, encodeTextCursor, type KeysetCursor, type TextKeysetCursor } from "@/lib/schemas/list-query";
import { WORK_QUEUE_PAGE_SIZE, type WaitingRequest, type WaitingRequestPage, type WaitingRequestQuery, type WorkQueueCounts } from "@/lib/schemas/work-queue";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { db, type Tx } from "../db";
import { applicationAccess } from "./access";
import { afterKeyset } from "./keyset";

type Viewer = Pick<SessionUser, "role" | "agencyId">;

/** The policy (or renewal application) a request is on, as a queue row shows it. */
const policySelect = {
  id: true,
  submissionId: true,
  policyNo: true,
  product: { select: { label: true } },
  submission: {
    select: { companyName: true, firstName: true, lastName: true, agency: { select: { name: true } }, agent: { select: { firstName: true, lastName: true } } },
  },
} satisfies Prisma.ApplicationSelect;
type PolicyRow = Prisma.ApplicationGetPayload<{ select: typeof policySelect }>;

/** Policies the viewer may see whose insured's name or policy number holds the text; a renewal also by the expiring policy's number. */
function policyWhere(viewer: Viewer, query: WaitingRequestQuery): Prisma.ApplicationWhereInput {
  if (!query.search) return applicationAccess(viewer);
  const text = { contains: query.search, mode: "insensitive" } as const;
  const numbers = query.kind === "renewal" ? [{ policyNo: text }, { renewedFrom: { policyNo: text } }] : [{ policyNo: text }];
  return { AND: [applicationAccess(viewer), { OR: [{ insuredName: text }, ...numbers] }] };
}

function row(
  kind: RequestKind,
  id: string,
  policy: PolicyRow,
  status: string,
  statusDisplayValue: string,
  since: Date,
  policyNo = policy.policyNo,
): WaitingRequest {
  const target = { kind, appID: policy.id, submissionID: policy.submissionId, status, policyNo };
  return {
    kind,
    id,
    appID: policy.id,
    submissionID: policy.submissionId,
    insuredName: insuredDisplayName(policy.submission),
    agencyName: policy.submission.agency.name,
    agentName: `${policy.submission.agent.firstName} ${policy.submission.agent.lastName}`.trim(),
    productName: policy.product.label,
    policyNo,
    status,
    statusDisplayValue,
    waitingSince: since.toISOString(),
    href: requestTarget(target),
  };
}

const recordSelect = {
  id: true,
  status: true,
  updatedAt: true,
  insuredSortKey: true,
  application: { select: policySelect },
} satisfies Prisma.EndorsementSelect;
type RecordRow = { id: string; status: string; updatedAt: Date; insuredSortKey: string | null; application: PolicyRow };
type Position = KeysetCursor | TextKeysetCursor;
type Found = { row: WaitingRequest; key: Position };

/**
 * The order a page reads: by how long each has waited (the waiting sort turned into the order of arrival) or by
 * insured (`insuredSortKey`: a record's copy of its submission's name key, a renewal application's own), ties by id
 * the same way, so one index per status serves both directions.
 */
function requestOrder(sort: ListSort) {
  const direction = sort.key === "insured" ? sort.direction : arrivalOrder(sort);
  return { byInsured: sort.key === "insured", direction };
}
type RequestOrder = ReturnType<typeof requestOrder>;

/** The order's sort and where it starts after the cursor, the time being `timeColumn`. */
function orderArgs<T extends "updatedAt" | "statusChangedAt">({ byInsured, direction }: RequestOrder, timeColumn: T, cursor: Position | undefined) {
  if (byInsured) {
    const after = cursor && "text" in cursor ? cursor : undefined;
    return { orderBy: [{ insuredSortKey: direction }, { id: direction }], after: afterKeyset("insuredSortKey", direction, after, direction) };
  }
  const after = cursor && "at" in cursor ? cursor : undefined;
  return {
    orderBy: [{ [timeColumn]: direction }, { id: direction }] as { [K in T | "id"]?: SortDirection }[],
    after: afterKeyset(timeColumn, direction, after, direction),
  };
}

const key = (order: RequestOrder, id: string, since: Date, name: string | null): Position => (order.byInsured ? { text: name ?? "", id } : { at: since, id });

/** Two rows in the order's sequence: names by code point (the database's collation "C"), times by instant, then ids. */
function compare(order: RequestOrder, a: Position, b: Position): number {
  const byKey =
    "text" in a && "text" in b ? Buffer.compare(Buffer.from(a.text), Buffer.from(b.text)) : "at" in a && "at" in b ? a.at.getTime() - b.at.getTime() : 0;
  const sign = order.direction === "asc" ? 1 : -1;
  return sign * (byKey || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Each waiting status read on its own in the page's order (through an index that starts with the status), then the
 * reads merged: `status IN (…)` would read every waiting request of the kind to order them.
 */
async function byStatus<S extends string>(statuses: readonly S[], order: RequestOrder, take: number, read: (status: S) => Promise<Found[]>): Promise<Found[]> {
  const found = (await Promise.all(statuses.map(read))).flat();
  return found.sort((a, b) => compare(order, a.key, b.key)).slice(0, take);
}

/**
 * One page of one kind's waiting requests, in the queue's sort: `take` rows read, the last only to say whether more
 * follow.
 */
async function readKind(client: Tx, viewer: Viewer, query: WaitingRequestQuery, take: number): Promise<Found[]> {
  const application = policyWhere(viewer, query);
  const order = requestOrder(query.sort);
  const records = orderArgs(order, "updatedAt", query.cursor);
  const recordArgs = <S extends string>(status: S) => ({
    where: { status, application, ...records.after },
    orderBy: records.orderBy,
    take,
    select: recordSelect,
  });
  const recordFound = (kind: RequestKind, label: (status: string) => string) => (rows: RecordRow[]) =>
    rows.map((r) => ({ row: row(kind, r.id, r.application, r.status, label(r.status), r.updatedAt), key: key(order, r.id, r.updatedAt, r.insuredSortKey) }));
  switch (query.kind) {
    case "endorsement":
      return byStatus(waitingRequestStatuses.endorsement, order, take, async (status) =>
        recordFound("endorsement", endorsementStatusLabel)(await client.endorsement.findMany(recordArgs(status))),
      );
    case "cancellation":
      return byStatus(waitingRequestStatuses.cancellation, order, take, async (status) =>
        recordFound("cancellation", statusLabel)(await client.cancellation.findMany(recordArgs(status))),
      );
    case "reinstatement":
      return byStatus(waitingRequestStatuses.reinstatement, order, take, async (status) =>
        recordFound("reinstatement", statusLabel)(await client.reinstatement.findMany(recordArgs(status))),
      );
    case "renewal": {
      const renewals = orderArgs(order, "statusChangedAt", query.cursor);
      return byStatus(waitingRequestStatuses.renewal, order, take, async (status) => {
        const found = await client.application.findMany({
          where: { AND: [{ status }, application, renewals.after] },
          orderBy: renewals.orderBy,
          take,
          select: { ...policySelect, status: true, statusChangedAt: true, insuredSortKey: true, renewedFrom: { select: { policyNo: true } } },
        });
        return found.map((a) => ({
          row: row("renewal", a.id, a, a.status, statusLabel(a.status), a.statusChangedAt, a.renewedFrom?.policyNo ?? null),
          key: key(order, a.id, a.statusChangedAt, a.insuredSortKey),
        }));
      });
    }
  }
}

/** GET /api/work-queue/requests: one kind of request after bind waiting on an underwriter, longest waiting first unless sorted otherwise, a page at a time. */
export async function listWaitingRequests(viewer: Viewer, query: WaitingRequestQuery, client: Tx = db): Promise<WaitingRequestPage> {
  const limit = query.limit ?? WORK_QUEUE_PAGE_SIZE;
  const found = await readKind(client, viewer, query, limit + 1);
  const last = found[limit - 1]?.key;
  const cursorAt = (position: Position) => ("text" in position ? encodeTextCursor(position) : encodeCursor(position));
  return { items: found.slice(0, limit).map((f) => f.row), nextCursor: found.length > limit && last ? cursorAt(last) : null };
}

/** GET /api/work-queue/counts: how many wait in each of the queue's tabs (up to COUNT_CAP), through the same access rule as the lists. */
export async function countWaiting(viewer: Viewer, client: Tx = db): Promise<WorkQueueCounts> {
  const application = applicationAccess(viewer);
  // Each count stops at the cap: its cost follows the cap, not the book.
  const take = COUNT_CAP;
  const [newBusiness, endorsement, cancellation, reinstatement, renewal] = await Promise.all([
    client.application.count({ where: { AND: [application, { status: { in: [...awaitingUnderwriterStatuses] } }] }, take }),
    client.endorsement.count({ where: { status: { in: [...waitingRequestStatuses.endorsement] }, application }, take }),
    client.cancellation.count({ where: { status: { in: [...waitingRequestStatuses.cancellation] }, application }, take }),
    client.reinstatement.count({ where: { status: { in: [...waitingRequestStatuses.reinstatement] }, application }, take }),
    client.application.count({ where: { AND: [application, { status: { in: [...waitingRequestStatuses.renewal] } }] }, take }),
  ]);
  return { newBusiness, endorsement, cancellation, reinstatement, renewal };
}
