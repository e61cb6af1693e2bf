import "server-only";
import { statusId } from "@/lib/domain/statuses";
import { utcToday } from "@/lib/questionnaire/dates";
import type { Prisma } from "../generated/prisma/client";
import { db, type Tx } from "../db";
import { settleSubmissionStatus } from "./status-change";
import { SWEEP_EVERY_MS, startSweep } from "./sweep";

export const QUOTE_EXPIRED_REASON = "Quote expired";

/**
 * Marketplace quotes past their valid-until day become QuoteArchived, each
 * with a status history row that names no user (the system did it). Wholesale
 * quotes have no archived status: an expired one stays Quoted and cannot be
 * bound until it is quoted again. Returns how many were archived.
 */
export async function archiveExpiredQuotes(tx: Tx, where: Prisma.ApplicationWhereInput = {}, today = utcToday()): Promise<number> {
  const expired = await tx.application.findMany({
    where: { ...where, status: "QuoteApproved", quoteValidUntil: { lt: new Date(`${today}T00:00:00Z`) } },
    select: { id: true, submissionId: true },
    take: 500,
  });
  let archived = 0;
  for (const app of expired) {
    const { count } = await tx.application.updateMany({
      where: { id: app.id, status: "QuoteApproved" },
      data: { status: "QuoteArchived", statusId: statusId("QuoteArchived"), statusChangedAt: new Date() },
    });
    if (!count) continue;
    await tx.applicationStatusHistory.create({
      data: { applicationId: app.id, fromStatus: "QuoteApproved", toStatus: "QuoteArchived", reason: QUOTE_EXPIRED_REASON },
    });
    await settleSubmissionStatus(tx, app.submissionId);
    archived++;
  }
  return archived;
}

/** The same check for one application, before it is read or written, so nothing waits for the sweep. */
export function archiveIfExpired(tx: Tx, appID: string): Promise<number> {
  return archiveExpiredQuotes(tx, { id: appID });
}

/** Archives expired quotes in the background of each app server, so lists catch up without anyone opening them. */
export function startQuoteExpirySweep(): void {
  startSweep("quote expiry sweep", SWEEP_EVERY_MS, () => db.$transaction((tx) => archiveExpiredQuotes(tx)));
}
