import "server-only";
import { centsToDollars } from "@/lib/domain/costs";
import { cancellationSortKeysFor } from "@/lib/domain/list-sorts/records";
import {
  canCancelCancellation,
  canSeeUecDueTo,
  canTakeDecision,
  isWithinTerm,
  NOT_LATEST_CANCELLATION,
  outsideTermMessage,
  outcomeOn,
  proRataReturnCents,
  type PostBindDecision,
} from "@/lib/domain/cancellations";
import type { ApiCancellation, CancellationCreate, CancellationDecision, CancellationPage, RecordStatusHistory } from "@/lib/schemas/policy-records";
import { cancellationListCursors, type CancellationListQuery } from "@/lib/schemas/policy-record-lists";
import { unknownSortMessage } from "@/lib/schemas/list-query";
import { keysetList } from "./keyset";
import type { Prisma } from "../generated/prisma/client";
import { db, type Tx } from "../db";
import { AppError, forbidden, notFound } from "../errors";
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
  type PolicyRow,
  type Viewer,
} from "./policy-records";
import { assertFresh, updateIfFresh } from "./freshness";
import { appendRecordHistory } from "./record-history";
import { cancelDueAmong, cancelIfDue, isCancellationDue } from "./cancellation-schedule";
import { can } from "@/lib/domain/permissions";
import { isServiceableStatus } from "@/lib/domain/statuses";
import { utcToday } from "@/lib/questionnaire/dates";
import type { Flags } from "@/lib/flags";
import { assertActionOn } from "../flags/action-flags";
import { latestFirst } from "./application-row";
import { lockApplication } from "./status-change";

function include(viewer: Viewer) {
  return {
    application: { select: policySelect },
    ...recordInclude(viewer),
  } satisfies Prisma.CancellationInclude;
}
type CancellationRow = Prisma.CancellationGetPayload<{ include: ReturnType<typeof include> }>;

function returnPremium(row: CancellationRow): number | null {
  const app = row.application;
  const effectiveDate = day(app.effectiveDate);
  const expirationDate = day(app.expirationDate);
  const cancellationDate = day(row.cancellationDate);
  if (app.totalCostCents == null || !effectiveDate || !expirationDate || !cancellationDate) return null;
  return centsToDollars(proRataReturnCents({ totalCents: app.totalCostCents, effectiveDate, expirationDate, cancellationDate }));
}

/** A cancellation as the API answers it (spec 3 §3); `uecDueTo` only ever to underwriters. */
function toApiCancellation(row: CancellationRow, viewer: Viewer): ApiCancellation {
  return {
    ...recordBase(row, row.application),
    status: row.status,
    cancellationDate: day(row.cancellationDate),
    returnPremium: returnPremium(row),
    ...(canSeeUecDueTo(viewer.role) && { uecDueTo: row.uecDueTo }),
  };
}

async function readCancellation(tx: Tx, viewer: Viewer, id: string): Promise<CancellationRow> {
  const row = await tx.cancellation.findFirst({ where: { id, application: listWhere(viewer, {}) }, include: include(viewer) });
  if (!row) throw notFound("Cancellation");
  return row;
}

/** The cancellation in a transaction; a scheduled one whose day has come is read (and judged) as the cancellation it has become. */
async function findCancellation(tx: Tx, viewer: Viewer, id: string): Promise<CancellationRow> {
  const row = await readCancellation(tx, viewer, id);
  if (!isCancellationDue(row)) return row;
  await cancelIfDue(tx, row.applicationId);
  return readCancellation(tx, viewer, id);
}

/** The cancellation as a read shows it, taking effect first when its day has come (a transaction only then). */
async function currentCancellation(viewer: Viewer, id: string): Promise<CancellationRow> {
  const row = await readCancellation(db, viewer, id);
  return isCancellationDue(row) ? db.$transaction((tx) => findCancellation(tx, viewer, id)) : row;
}

function assertWithinTerm(app: PolicyRow, cancellationDate: string) {
  const effectiveDate = day(app.effectiveDate);
  const expirationDate = day(app.expirationDate);
  if (!effectiveDate || !expirationDate) return;
  if (!isWithinTerm(cancellationDate, { effectiveDate, expirationDate })) {
    const message = outsideTermMessage("The cancellation date", { effectiveDate, expirationDate });
    throw new AppError("unprocessable", message, { cancellationDate: [message] });
  }
}

/**
 * POST /api/cancellations: an agent requests cancellation of a policy in force
 * with nothing pending (Bound, or its cancellation denied) (CancellationRequested);
 * an underwriter cancels such a policy outright (PolicyCancelled). A requested
 * cancellation is decided with PATCH instead.
 */
export async function createCancellation(viewer: Viewer, input: CancellationCreate, flags: Pick<Flags, "cancellationAction">): Promise<ApiCancellation> {
  assertActionOn(flags, "cancellationAction");
  return db.$transaction(async (tx) => {
    const app = await loadPolicy(tx, viewer, input.appID, input.updatedDate);
    if (input.uecDueTo !== undefined && !canSeeUecDueTo(viewer.role)) throw forbidden("Only an underwriter may set what the cancellation is due to.");
    const decision: PostBindDecision = can(viewer.role, "requestCancellation") ? "requestCancellation" : "cancelPolicy";
    const action = decision === "requestCancellation" ? "request cancellation" : "cancel the policy";
    if (!isServiceableStatus(app.status) || !canTakeDecision({ decision, role: viewer.role, applicationStatus: app.status })) throw cannotWhile(action, app);
    assertWithinTerm(app, input.cancellationDate);
    const outcome = outcomeOn(decision, input.cancellationDate, utcToday());
    const record = await tx.cancellation.create({
      data: {
        applicationId: app.id,
        agencyId: app.submission.agencyId,
        status: outcome.recordStatus as CancellationRow["status"],
        requestedById: viewer.id,
        cancellationDate: new Date(`${input.cancellationDate}T00:00:00Z`),
        reason: input.reason,
        uecDueTo: input.uecDueTo ?? null,
      },
    });
    await appendRecordHistory(tx, record, { record: "cancellation", status: record.status, changedById: viewer.id });
    await movePolicy(tx, viewer, app, outcome.applicationStatus, input.reason);
    return toApiCancellation(await findCancellation(tx, viewer, record.id), viewer);
  });
}

const decisionFor: Record<CancellationDecision["status"], PostBindDecision> = {
  PolicyCancelled: "cancelPolicy",
  CancellationDenied: "denyCancellation",
  CancellationCancelled: "cancelCancellation",
};

/** PATCH /api/cancellations/{id}: cancel the policy, deny the request, or cancel the cancellation (underwriters). */
export async function decideCancellation(
  viewer: Viewer,
  id: string,
  input: CancellationDecision,
  flags: Pick<Flags, "cancellationAction">,
): Promise<ApiCancellation> {
  assertActionOn(flags, "cancellationAction");
  return db.$transaction(async (tx) => {
    // The policy before its cancellation, as an upload or removal of a supporting document takes them: the two take turns.
    await lockApplication(tx, (await readCancellation(tx, viewer, id)).applicationId);
    const row = await findCancellation(tx, viewer, id);
    const freshness = recordFreshness(input.updatedDate, async () => toApiCancellation(await findCancellation(tx, viewer, id), viewer));
    await assertFresh(row.updatedAt, freshness);
    const app = row.application;
    const decision = decisionFor[input.status];
    if (decision === "cancelCancellation") {
      const latest = await tx.cancellation.findFirst({ where: { applicationId: app.id }, orderBy: latestFirst, select: { id: true } });
      const isLatest = latest?.id === row.id;
      if (!isLatest) throw new AppError("conflict", NOT_LATEST_CANCELLATION, undefined, { currentStatus: app.status });
      if (!canCancelCancellation({ role: viewer.role, cancellationStatus: row.status, applicationStatus: app.status, isLatest }))
        throw cannotWhile("cancel this cancellation", app);
    } else if (row.status !== "CancellationRequested" || !canTakeDecision({ decision, role: viewer.role, applicationStatus: app.status })) {
      throw cannotWhile(decision === "cancelPolicy" ? "cancel the policy" : "deny the cancellation", app);
    }
    if (input.cancellationDate) assertWithinTerm(app, input.cancellationDate);
    const outcome = outcomeOn(decision, input.cancellationDate ?? day(row.cancellationDate), utcToday());
    await updateIfFresh(
      (guard) =>
        tx.cancellation.updateMany({
          where: { id: row.id, ...guard },
          data: {
            status: outcome.recordStatus as CancellationRow["status"],
            ...(input.cancellationDate && { cancellationDate: new Date(`${input.cancellationDate}T00:00:00Z`) }),
            ...(input.uecDueTo !== undefined && { uecDueTo: input.uecDueTo }),
          },
        }),
      freshness,
    );
    await appendRecordHistory(
      tx,
      { id: row.id, applicationId: app.id },
      { record: "cancellation", status: outcome.recordStatus as CancellationRow["status"], changedById: viewer.id },
    );
    await movePolicy(tx, viewer, app, outcome.applicationStatus, `Cancellation ${outcome.recordStatus}`);
    return toApiCancellation(await findCancellation(tx, viewer, id), viewer);
  });
}

export async function getCancellation(viewer: Viewer, id: string): Promise<ApiCancellation> {
  return toApiCancellation(await currentCancellation(viewer, id), viewer);
}

/** The cancellations' orders: the records' shared ones, and by return premium (unknown as nothing) or what each is due to, kept by the database. */
const cancellationOrders = keysetList(cancellationListCursors, { ...recordColumns, return: { column: "returnSortKey" }, dueTo: { column: "dueToSortKey" } });

/** GET /api/cancellations: one submission's or application's, or all the viewer may see; newest first unless sorted otherwise, paged. */
export async function listCancellations(viewer: Viewer, query: CancellationListQuery, client: Tx = db): Promise<CancellationPage> {
  // What a cancellation is due to is the underwriters': its order would tell anyone else what they may not read.
  if (query.sort.key === "dueTo" && !canSeeUecDueTo(viewer.role)) {
    throw new AppError("bad_request", "Invalid query.", { sort: [unknownSortMessage(cancellationSortKeysFor(false))] });
  }
  const limit = query.limit ?? 20;
  const read = () =>
    client.cancellation.findMany({
      where: { ...recordListWhere(viewer, query), ...cancellationOrders.after(query) },
      orderBy: cancellationOrders.orderBy(query.sort),
      take: limit + 1,
      include: include(viewer),
    });
  let rows = await read();
  // Scheduled cancellations whose day has come are listed as cancelled, whether or not the sweep has run.
  if (await cancelDueAmong(rows.filter((row) => isCancellationDue(row)).map((row) => row.application))) rows = await read();
  return {
    cancellations: rows.slice(0, limit).map((row) => toApiCancellation(row, viewer)),
    nextCursor: cancellationOrders.nextCursor(rows, limit, query.sort),
  };
}

export async function cancellationStatusHistory(viewer: Viewer, id: string): Promise<RecordStatusHistory> {
  await currentCancellation(viewer, id);
  const rows = await db.cancellationStatusHistory.findMany({ where: { cancellationId: id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map((r) => ({ id: r.id, status: r.status, createdDate: r.createdAt.toISOString() }));
}
