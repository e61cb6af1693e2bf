import "server-only";
import { canTakeDecision, decisionOutcome, lapseDays, type PostBindDecision } from "@/lib/domain/cancellations";
import type { ApiReinstatement, RecordStatusHistory, ReinstatementCreate, ReinstatementDecision, ReinstatementPage } from "@/lib/schemas/policy-records";
import { reinstatementListCursors, type ReinstatementListQuery } from "@/lib/schemas/policy-record-lists";
import { keysetList } from "./keyset";
import type { Prisma } from "../generated/prisma/client";
import { db, type Tx } from "../db";
import { notFound } from "../errors";
import type { Flags } from "@/lib/flags";
import { assertActionOn } from "../flags/action-flags";
import { can } from "@/lib/domain/permissions";
import { assertFresh, updateIfFresh } from "./freshness";
import { appendRecordHistory } from "./record-history";
import { lockApplication } from "./status-change";
import {
  cannotWhile,
  day,
  listWhere,
  recordListWhere,
  loadPolicy,
  movePolicy,
  recordColumns,
  policySelect,
  recordBase,
  recordFreshness,
  recordInclude,
  type Viewer,
} from "./policy-records";

function include(viewer: Viewer) {
  return {
    application: { select: policySelect },
    ...recordInclude(viewer),
    cancellation: { select: { cancellationDate: true } },
    statusHistory: { where: { status: "PolicyReinstated" }, select: { createdAt: true }, orderBy: { createdAt: "desc" }, take: 1 },
  } satisfies Prisma.ReinstatementInclude;
}
type ReinstatementRow = Prisma.ReinstatementGetPayload<{ include: ReturnType<typeof include> }>;

/** A reinstatement as the API answers it (spec 3 §3), with when it was reinstated and the lapse since the cancellation date. */
function toApiReinstatement(row: ReinstatementRow): ApiReinstatement {
  const cancellationDate = day(row.cancellation?.cancellationDate ?? null);
  const reinstatedAt = row.status === "PolicyReinstated" ? (row.statusHistory[0]?.createdAt ?? row.updatedAt) : null;
  return {
    ...recordBase(row, row.application),
    status: row.status,
    cancellationID: row.cancellationId,
    cancellationDate,
    reinstatedAt: reinstatedAt?.toISOString() ?? null,
    lapseDays: reinstatedAt && cancellationDate ? lapseDays(cancellationDate, reinstatedAt.toISOString().slice(0, 10)) : null,
  };
}

async function findReinstatement(tx: Tx, viewer: Viewer, id: string): Promise<ReinstatementRow> {
  const row = await tx.reinstatement.findFirst({ where: { id, application: listWhere(viewer, {}) }, include: include(viewer) });
  if (!row) throw notFound("Reinstatement");
  return row;
}

/**
 * POST /api/reinstatements, on a cancelled policy, linked to the cancellation
 * that ended it: an agent asks to reinstate it (ReinstatementRequested); an
 * underwriter reinstates it directly (PolicyReinstated, the policy Bound
 * again), with the same record and history a decided request has.
 */
export async function createReinstatement(viewer: Viewer, input: ReinstatementCreate, flags: Pick<Flags, "reinstatementAction">): Promise<ApiReinstatement> {
  assertActionOn(flags, "reinstatementAction");
  return db.$transaction(async (tx) => {
    const app = await loadPolicy(tx, viewer, input.appID, input.updatedDate);
    const decision: PostBindDecision = can(viewer.role, "requestReinstatement") ? "requestReinstatement" : "reinstate";
    if (app.status !== "PolicyCancelled" || !canTakeDecision({ decision, role: viewer.role, applicationStatus: app.status })) {
      throw cannotWhile(decision === "reinstate" ? "reinstate the policy" : "request reinstatement", app);
    }
    const cancellation = await tx.cancellation.findFirst({
      where: { applicationId: app.id, status: "PolicyCancelled" },
      orderBy: { createdAt: "desc" },
      select: { id: true },
    });
    const outcome = decisionOutcome(decision);
    const record = await tx.reinstatement.create({
      data: {
        applicationId: app.id,
        agencyId: app.submission.agencyId,
        cancellationId: cancellation?.id ?? null,
        status: outcome.recordStatus as ReinstatementRow["status"],
        requestedById: viewer.id,
        reason: input.reason,
      },
    });
    await appendRecordHistory(tx, record, { record: "reinstatement", status: record.status, changedById: viewer.id });
    await movePolicy(tx, viewer, app, outcome.applicationStatus, input.reason);
    return toApiReinstatement(await findReinstatement(tx, viewer, record.id));
  });
}

const decisionFor: Record<ReinstatementDecision["status"], PostBindDecision> = { PolicyReinstated: "reinstate", ReinstatementDenied: "denyReinstatement" };

/** PATCH /api/reinstatements/{id}: reinstate (the policy is Bound again) or deny (it stays cancelled); underwriters. */
export async function decideReinstatement(
  viewer: Viewer,
  id: string,
  input: ReinstatementDecision,
  flags: Pick<Flags, "reinstatementAction">,
): Promise<ApiReinstatement> {
  assertActionOn(flags, "reinstatementAction");
  return db.$transaction(async (tx) => {
    // The policy before its reinstatement, as an upload or removal of a supporting document takes them: the two take turns.
    await lockApplication(tx, (await findReinstatement(tx, viewer, id)).applicationId);
    const row = await findReinstatement(tx, viewer, id);
    const freshness = recordFreshness(input.updatedDate, async () => toApiReinstatement(await findReinstatement(tx, viewer, id)));
    await assertFresh(row.updatedAt, freshness);
    const decision = decisionFor[input.status];
    if (row.status !== "ReinstatementRequested" || !canTakeDecision({ decision, role: viewer.role, applicationStatus: row.application.status })) {
      throw cannotWhile(decision === "reinstate" ? "reinstate the policy" : "deny the reinstatement", row.application);
    }
    const outcome = decisionOutcome(decision);
    await updateIfFresh((guard) => tx.reinstatement.updateMany({ where: { id: row.id, ...guard }, data: { status: input.status } }), freshness);
    await appendRecordHistory(tx, { id: row.id, applicationId: row.application.id }, { record: "reinstatement", status: input.status, changedById: viewer.id });
    await movePolicy(tx, viewer, row.application, outcome.applicationStatus, `Reinstatement ${input.status}`);
    return toApiReinstatement(await findReinstatement(tx, viewer, id));
  });
}

export async function getReinstatement(viewer: Viewer, id: string): Promise<ApiReinstatement> {
  return toApiReinstatement(await findReinstatement(db, viewer, id));
}

/** The reinstatements' orders: the records' shared ones, and by the lapse (days without cover; none yet first), kept by the database. */
const reinstatementOrders = keysetList(reinstatementListCursors, { ...recordColumns, lapse: { column: "lapseSortKey" } });

export async function listReinstatements(viewer: Viewer, query: ReinstatementListQuery): Promise<ReinstatementPage> {
  const limit = query.limit ?? 20;
  const rows = await db.reinstatement.findMany({
    where: { ...recordListWhere(viewer, query), ...reinstatementOrders.after(query) },
    orderBy: reinstatementOrders.orderBy(query.sort),
    take: limit + 1,
    include: include(viewer),
  });
  return { reinstatements: rows.slice(0, limit).map(toApiReinstatement), nextCursor: reinstatementOrders.nextCursor(rows, limit, query.sort) };
}

export async function reinstatementStatusHistory(viewer: Viewer, id: string): Promise<RecordStatusHistory> {
  await findReinstatement(db, viewer, id);
  const rows = await db.reinstatementStatusHistory.findMany({ where: { reinstatementId: id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map((r) => ({ id: r.id, status: r.status, createdDate: r.createdAt.toISOString() }));
}
