import "server-only";
import { day } from "../db/sql-values";
import { cancellationTakesEffect, decisionOutcome } from "@/lib/domain/cancellations";
import { statusId } from "@/lib/domain/statuses";
import { utcToday } from "@/lib/questionnaire/dates";
import type { Prisma } from "../generated/prisma/client";
import { db, type Tx } from "../db";
import { appendRecordHistory } from "./record-history";
import { lockApplication, settleSubmissionStatus } from "./status-change";
import { SWEEP_EVERY_MS, startSweep } from "./sweep";

export const CANCELLATION_DATE_REACHED = "Cancellation date reached";

const SCHEDULED = "CancellationScheduled";

/**
 * Scheduled cancellations whose day has come take effect: each record and its
 * policy become PolicyCancelled, each with a status history row that names no
 * user (the date did it), and the agency is told. Returns how many took effect.
 */
export async function cancelDuePolicies(tx: Tx, where: Prisma.CancellationWhereInput = {}, today = utcToday()): Promise<number> {
  const due = await tx.cancellation.findMany({
    where: { ...where, status: SCHEDULED, cancellationDate: { lte: new Date(`${today}T00:00:00Z`) } },
    select: { id: true, applicationId: true, application: { select: { submissionId: true } } },
    // Policies in id order, as the applications of a submission are locked elsewhere.
    orderBy: { applicationId: "asc" },
    take: 500,
  });
  const { recordStatus, applicationStatus } = decisionOutcome("cancelPolicy");
  let cancelled = 0;
  for (const c of due) {
    // The policy before its cancellation, as an upload or removal of a supporting document takes them: the two take turns.
    await lockApplication(tx, c.applicationId);
    const { count } = await tx.cancellation.updateMany({ where: { id: c.id, status: SCHEDULED }, data: { status: recordStatus as "PolicyCancelled" } });
    if (!count) continue;
    await appendRecordHistory(tx, c, { record: "cancellation", status: recordStatus as "PolicyCancelled", changedById: null });
    const moved = await tx.application.updateMany({
      where: { id: c.applicationId, status: SCHEDULED },
      data: { status: applicationStatus, statusId: statusId(applicationStatus), statusChangedAt: new Date() },
    });
    if (moved.count) {
      await tx.applicationStatusHistory.create({
        data: { applicationId: c.applicationId, fromStatus: SCHEDULED, toStatus: applicationStatus, reason: CANCELLATION_DATE_REACHED },
      });
      await settleSubmissionStatus(tx, c.application.submissionId);
    }
    cancelled++;
  }
  return cancelled;
}

/** The same for one policy, before it is read or written, so nothing waits for the sweep. */
export function cancelIfDue(tx: Tx, appID: string): Promise<number> {
  return cancelDuePolicies(tx, { applicationId: appID });
}

/** Whether a policy's latest cancellation is scheduled and its day has come (the read then waits for it to take effect). */
export function isCancellationDue(record: { status: string; cancellationDate: Date | null } | undefined, today = utcToday()): boolean {
  return record?.status === SCHEDULED && cancellationTakesEffect(day(record.cancellationDate), today);
}

/**
 * Before a list shows these applications (whose cancellation dates it has not
 * read): the scheduled ones whose day has come take effect. Whether any did,
 * so the list is read again. A list read inside a transaction cancels in it:
 * a second transaction would wait for the first's connection, forever on the
 * embedded database's one.
 */
export async function cancelDueAmong(apps: readonly { id: string; status: string }[], client: Tx = db): Promise<boolean> {
  const ids = apps.filter((a) => a.status === SCHEDULED).map((a) => a.id);
  if (!ids.length) return false;
  const due = (tx: Tx) => cancelDuePolicies(tx, { applicationId: { in: ids } });
  return (client === db ? await db.$transaction(due) : await due(client)) > 0;
}

/** Cancels the policies whose scheduled day has come in the background of each app server, so lists catch up without anyone opening them. */
export function startCancellationSweep(): void {
  startSweep("cancellation sweep", SWEEP_EVERY_MS, () => db.$transaction((tx) => cancelDuePolicies(tx)));
}
