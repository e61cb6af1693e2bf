import "server-only";
import { endorsementStatusLabel } from "@/lib/domain/endorsements";
import { insuredDisplayName } from "@/lib/domain/insured";
import { statusLabel } from "@/lib/domain/statuses";
import { COUNT_CAP } from "@/lib/domain/counts";
import { arrivalOrder } from "@/lib/domain/list-sort";
import { awaitingUnderwriterStatuses, requestTarget, waitingRequestStatuses, type RequestKind } from "@/lib/domain/work-queue";
import { encodeCursor, type KeysetCursor } from "@/lib/schemas/list-query";
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

const recordSelect = { id: true, status: true, updatedAt: true, application: { select: policySelect } } satisfies Prisma.EndorsementSelect;
type RecordRow = { id: string; status: string; updatedAt: Date; application: PolicyRow };
type Rows = { rows: WaitingRequest[]; keys: KeysetCursor[] };

/** An endorsement's, cancellation's or reinstatement's rows, waiting since its last change. */
function recordRows(kind: RequestKind, found: RecordRow[], label: (status: string) => string): Rows {
  return {
    rows: found.map((r) => row(kind, r.id, r.application, r.status, label(r.status), r.updatedAt)),
    keys: found.map((r) => ({ at: r.updatedAt, id: r.id })),
  };
}

/**
 * One page of one kind's waiting requests, longest waiting first or the latest first: `take` rows read, the last only
 * to say whether more follow. Ties go by id the same way as the time, so the indexes serve both orders.
 */
async function readKind(client: Tx, viewer: Viewer, query: WaitingRequestQuery, take: number): Promise<Rows> {
  const application = policyWhere(viewer, query);
  const arrival = arrivalOrder(query.sort);
  const records = { orderBy: [{ updatedAt: arrival }, { id: arrival }], take, select: recordSelect };
  const waiting = { application, ...afterKeyset("updatedAt", arrival, query.cursor, arrival) };
  switch (query.kind) {
    case "endorsement":
      return recordRows(
        "endorsement",
        await client.endorsement.findMany({ where: { status: { in: [...waitingRequestStatuses.endorsement] }, ...waiting }, ...records }),
        endorsementStatusLabel,
      );
    case "cancellation":
      return recordRows(
        "cancellation",
        await client.cancellation.findMany({ where: { status: { in: [...waitingRequestStatuses.cancellation] }, ...waiting }, ...records }),
        statusLabel,
      );
    case "reinstatement":
      return recordRows(
        "reinstatement",
        await client.reinstatement.findMany({ where: { status: { in: [...waitingRequestStatuses.reinstatement] }, ...waiting }, ...records }),
        statusLabel,
      );
    case "renewal": {
      const found = await client.application.findMany({
        where: { AND: [{ status: { in: [...waitingRequestStatuses.renewal] } }, application, afterKeyset("statusChangedAt", arrival, query.cursor, arrival)] },
        orderBy: [{ statusChangedAt: arrival }, { id: arrival }],
        take,
        select: { ...policySelect, status: true, statusChangedAt: true, renewedFrom: { select: { policyNo: true } } },
      });
      return {
        rows: found.map((a) => row("renewal", a.id, a, a.status, statusLabel(a.status), a.statusChangedAt, a.renewedFrom?.policyNo ?? null)),
        keys: found.map((a) => ({ at: a.statusChangedAt, id: a.id })),
      };
    }
  }
}

/** GET /api/work-queue/requests: one kind of request after bind waiting on an underwriter, longest waiting first unless turned round, a page at a time. */
export async function listWaitingRequests(viewer: Viewer, query: WaitingRequestQuery, client: Tx = db): Promise<WaitingRequestPage> {
  const limit = query.limit ?? WORK_QUEUE_PAGE_SIZE;
  const { rows, keys } = await readKind(client, viewer, query, limit + 1);
  const last = keys[limit - 1];
  return { items: rows.slice(0, limit), nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
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
