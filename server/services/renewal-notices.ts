import "server-only";
import { RENEWAL_NOTICE_DAYS } from "@/lib/domain/notices";
import { renewableStatuses } from "@/lib/domain/renewals";
import { addDays, utcToday } from "@/lib/questionnaire/dates";
import { db, type Tx } from "../db";
import { sendDecision } from "./notices";
import { SWEEP_EVERY_MS, startSweep } from "./sweep";

const BATCH = 500;

/**
 * Tells each policy's agency its renewal is due, once, when the policy is in
 * force, expires within RENEWAL_NOTICE_DAYS and has no renewal yet. A policy is
 * marked as it is told (its claim: two app servers never tell it twice);
 * the notification names the expiration day. Returns how many were told.
 */
export async function noticeRenewalsDue(tx: Tx, today = utcToday()): Promise<number> {
  const due = await tx.application.findMany({
    where: {
      renewalNoticeSentAt: null,
      expirationDate: { gte: new Date(`${today}T00:00:00Z`), lte: new Date(`${addDays(today, RENEWAL_NOTICE_DAYS)}T00:00:00Z`) },
      status: { in: [...renewableStatuses] },
      renewals: { none: {} },
    },
    select: { id: true, expirationDate: true, submission: { select: { agencyId: true } } },
    orderBy: { expirationDate: "asc" },
    take: BATCH,
  });
  let told = 0;
  for (const app of due) {
    const { count } = await tx.application.updateMany({ where: { id: app.id, renewalNoticeSentAt: null }, data: { renewalNoticeSentAt: new Date() } });
    if (!count) continue;
    await sendDecision(tx, {
      kind: "renewalDue",
      applicationId: app.id,
      agencyId: app.submission.agencyId,
      actorId: null,
      decision: app.expirationDate!.toISOString().slice(0, 10),
    });
    told++;
  }
  return told;
}

/** Tells renewals due in the background of each app server. */
export function startRenewalNoticeSweep(): void {
  startSweep("renewal notice sweep", SWEEP_EVERY_MS, () => db.$transaction((tx) => noticeRenewalsDue(tx)));
}
