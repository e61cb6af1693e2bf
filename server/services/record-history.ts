import "server-only";
import type { $Enums } from "../generated/prisma/client";
import type { Tx } from "../db";
import { noticeRecordStatus } from "./notices";

/** A post-bind record's new status, and who set it (none for what a date did: a scheduled cancellation taking effect). */
export type RecordStatusChange =
  | { record: "endorsement"; status: $Enums.EndorsementStatus; changedById: string }
  | { record: "cancellation"; status: $Enums.CancellationStatus; changedById: string | null }
  | { record: "reinstatement"; status: $Enums.ReinstatementStatus; changedById: string };

/**
 * A post-bind record's new status: its history row and, when the status
 * decides the request, the notification, in the transaction of the change.
 */
export async function appendRecordHistory(tx: Tx, row: { id: string; applicationId: string }, change: RecordStatusChange): Promise<void> {
  if (change.record === "endorsement") {
    await tx.endorsementStatusHistory.create({ data: { endorsementId: row.id, status: change.status, changedById: change.changedById } });
  } else if (change.record === "cancellation") {
    await tx.cancellationStatusHistory.create({ data: { cancellationId: row.id, status: change.status, changedById: change.changedById } });
  } else {
    await tx.reinstatementStatusHistory.create({ data: { reinstatementId: row.id, status: change.status, changedById: change.changedById } });
  }
  await noticeRecordStatus(tx, { ...change, recordId: row.id, applicationId: row.applicationId });
}
