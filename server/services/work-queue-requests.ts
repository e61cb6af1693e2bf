import "server-only";
import { endorsementStatusLabel } from "@/lib/domain/endorsements";
import { insuredDisplayName } from "@/lib/domain/insured";
import { statusLabel } from "@/lib/domain/statuses";
import { COUNT_CAP } from "@/lib/domain/counts";
import { arrivalOrder, type SortDirection } from "@/lib/domain/list-sort";
import { awaitingUnderwriterStatuses, requestTarget, waitingRequestStatuses, type RequestKind } from "@/lib/domain/work-queue";
import {
  WORK_QUEUE_PAGE_SIZE,
  requestQueueCursors,
  type WaitingRequest,
  type WaitingRequestPage,
  type WaitingRequestQuery,
  type WorkQueueCounts,
} from "@/lib/schemas/work-queue";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { db, type Tx } from "../db";
import { containsText } from "../db/sql-values";
import { applicationAccess } from "./access";
import { cursorAt, keysetList, type KeyValue } from "./keyset";

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
  const text = containsText(query.search);
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

/** Each sort's column but the waiting time's, alike on the records and on a renewal application. */
const keyColumns = {
  insured: { column: "insuredSortKey" },
  policy: { column: "policySortKey" },
  product: { column: "productSortKey" },
  agency: { column: "agencySortKey" },
  agent: { column: "agentSortKey" },
  status: { column: "statusSortKey" },
} as const;

/**
 * The orders a page reads: by how long each has waited (a record's last change, a renewal's arrival in its status) or
 * by a key the database keeps on the row (the insured's, the product's, the agency's and the agent's names, the policy
 * number, the status's words), ties by id the same way, so one index per status serves both directions.
 */
const recordOrders = keysetList(requestQueueCursors, { waiting: { column: "updatedAt" }, ...keyColumns });
const renewalOrders = keysetList(requestQueueCursors, { waiting: { column: "statusChangedAt" }, ...keyColumns });

/** The key columns a page reads, to place each row in the merged order and write the cursor. */
type KeyColumn = (typeof keyColumns)[keyof typeof keyColumns]["column"];
const keySelect = Object.fromEntries(Object.values(keyColumns).map(({ column }) => [column, true])) as Record<KeyColumn, true>;

const recordSelect = {
  id: true,
  status: true,
  updatedAt: true,
  ...keySelect,
  application: { select: policySelect },
} satisfies Prisma.EndorsementSelect;
type RecordRow = Omit<Prisma.EndorsementGetPayload<{ select: typeof recordSelect }>, "status"> & { status: string };
type RequestSort = WaitingRequestQuery["sort"];
/** Where a row stands in the page's order: its key's value and its id. */
type Position = { value: KeyValue; id: string };
type Found = { row: WaitingRequest; key: Position };

/** The order of arrival a waiting sort reads (the longest waiting is the earliest); any other sort as it is. */
const readOrder = (sort: RequestSort): RequestSort => (sort.key === "waiting" ? { key: "waiting", direction: arrivalOrder(sort) } : sort);

/** Two rows in the order's sequence: names by code point (the database's collation "C"), times by instant, then ids. */
function compare(direction: SortDirection, a: Position, b: Position): number {
  const byKey =
    typeof a.value === "string" && typeof b.value === "string"
      ? Buffer.compare(Buffer.from(a.value), Buffer.from(b.value))
      : a.value instanceof Date && b.value instanceof Date
        ? a.value.getTime() - b.value.getTime()
        : 0;
  const sign = direction === "asc" ? 1 : -1;
  return sign * (byKey || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Each waiting status read on its own in the page's order (through an index that starts with the status), then the
 * reads merged: `status IN (…)` would read every waiting request of the kind to order them.
 */
async function byStatus<S extends string>(statuses: readonly S[], sort: RequestSort, take: number, read: (status: S) => Promise<Found[]>): Promise<Found[]> {
  const found = (await Promise.all(statuses.map(read))).flat();
  return found.sort((a, b) => compare(sort.direction, a.key, b.key)).slice(0, take);
}

/**
 * One page of one kind's waiting requests, in the queue's sort: `take` rows read, the last only to say whether more
 * follow.
 */
async function readKind(client: Tx, viewer: Viewer, query: WaitingRequestQuery, take: number): Promise<Found[]> {
  const application = policyWhere(viewer, query);
  const sort = readOrder(query.sort);
  const column = (query.sort.key === "waiting" ? null : keyColumns[query.sort.key].column) satisfies keyof typeof keySelect | null;
  const recordArgs = <S extends string>(status: S) => ({
    where: { status, application, ...recordOrders.after({ sort, cursor: query.cursor }) },
    orderBy: recordOrders.orderBy(sort),
    take,
    select: recordSelect,
  });
  const recordFound = (kind: RequestKind, label: (status: string) => string) => (rows: RecordRow[]) =>
    rows.map((r) => ({
      row: row(kind, r.id, r.application, r.status, label(r.status), r.updatedAt),
      key: { value: column ? r[column] : r.updatedAt, id: r.id },
    }));
  switch (query.kind) {
    case "endorsement":
      return byStatus(waitingRequestStatuses.endorsement, sort, take, async (status) =>
        recordFound("endorsement", endorsementStatusLabel)(await client.endorsement.findMany(recordArgs(status))),
      );
    case "cancellation":
      return byStatus(waitingRequestStatuses.cancellation, sort, take, async (status) =>
        recordFound("cancellation", statusLabel)(await client.cancellation.findMany(recordArgs(status))),
      );
    case "reinstatement":
      return byStatus(waitingRequestStatuses.reinstatement, sort, take, async (status) =>
        recordFound("reinstatement", statusLabel)(await client.reinstatement.findMany(recordArgs(status))),
      );
    case "renewal":
      return byStatus(waitingRequestStatuses.renewal, sort, take, async (status) => {
        const found = await client.application.findMany({
          where: { AND: [{ status }, application, renewalOrders.after({ sort, cursor: query.cursor })] },
          orderBy: renewalOrders.orderBy(sort),
          take,
          select: { ...policySelect, ...keySelect, status: true, statusChangedAt: true, renewedFrom: { select: { policyNo: true } } },
        });
        return found.map((a) => ({
          row: row("renewal", a.id, a, a.status, statusLabel(a.status), a.statusChangedAt, a.renewedFrom?.policyNo ?? null),
          key: { value: column ? a[column] : a.statusChangedAt, id: a.id },
        }));
      });
  }
}

/** GET /api/work-queue/requests: one kind of request after bind waiting on an underwriter, longest waiting first unless sorted otherwise, a page at a time. */
export async function listWaitingRequests(viewer: Viewer, query: WaitingRequestQuery, client: Tx = db): Promise<WaitingRequestPage> {
  const limit = query.limit ?? WORK_QUEUE_PAGE_SIZE;
  const found = await readKind(client, viewer, query, limit + 1);
  const last = found[limit - 1]?.key;
  return {
    items: found.slice(0, limit).map((f) => f.row),
    nextCursor: found.length > limit && last ? cursorAt(requestQueueCursors, query.sort, last.value, last.id) : null,
  };
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
