import "server-only";
import { applicationDecision, decisionAudience, recordDecision, type DecisionKind } from "@/lib/domain/notices";
import type { NoticeAudience } from "@/lib/domain/notice-audience";
import type { PolicyRecord } from "@/lib/domain/policy-timeline";
import { can } from "@/lib/domain/permissions";
import { effectiveRole } from "@/lib/domain/roles";
import type { Tx } from "../db";

/**
 * Who a notification reaches: the agents of the agency, the underwriters, or
 * both; never the user whose write sent it, nor an API key's service user (a
 * system, told by webhook).
 */
export async function audienceUserIds(tx: Tx, audiences: readonly NoticeAudience[], agencyId: string, exceptUserId: string | null): Promise<string[]> {
  if (audiences.length === 0) return [];
  const users = await tx.user.findMany({
    // Candidates by the stored role names; effectiveRole below decides, as it does for sign-in.
    where: {
      ...(exceptUserId && { id: { not: exceptUserId } }),
      apiKey: { is: null },
      OR: [
        ...(audiences.includes("agency") ? [{ agencyId }] : []),
        ...(audiences.includes("underwriters") ? [{ roles: { hasSome: ["Underwriter", "underwriter"] } }] : []),
      ],
    },
    select: { id: true, roles: true, agencyId: true },
  });
  return users
    .filter((u) => {
      const role = effectiveRole(u.roles);
      return audiences.some((audience) => can(role, "receiveNotice", { audience }) && (audience !== "agency" || u.agencyId === agencyId));
    })
    .map((u) => u.id);
}

export interface Decision {
  kind: DecisionKind;
  applicationId: string;
  actorId: string | null;
  /** The endorsement, cancellation or reinstatement decided, and the status it reached (a renewal notice: the expiration day). */
  recordId?: string;
  decision?: string;
  /** The application's agency, when the caller has read it (a sweep telling many); read here otherwise. */
  agencyId?: string;
}

/** Tells a decision to its audience, in the transaction of the change, so neither is ever saved without the other. */
export async function sendDecision(tx: Tx, notice: Decision): Promise<void> {
  const agencyId =
    notice.agencyId ??
    (await tx.application.findUniqueOrThrow({ where: { id: notice.applicationId }, select: { submission: { select: { agencyId: true } } } })).submission
      .agencyId;
  const userIds = await audienceUserIds(tx, [decisionAudience[notice.kind]], agencyId, notice.actorId);
  if (userIds.length === 0) return;
  await tx.notification.createMany({
    data: userIds.map((userId) => ({
      userId,
      kind: notice.kind,
      applicationId: notice.applicationId,
      recordId: notice.recordId ?? null,
      decision: notice.decision ?? null,
      actorId: notice.actorId,
    })),
  });
}

/** An application's new status: a quote approved, a bind requested, a bind. */
export async function noticeApplicationStatus(
  tx: Tx,
  change: { applicationId: string; fromStatus: string; toStatus: string; changedById: string | null },
): Promise<void> {
  const kind = applicationDecision({ from: change.fromStatus, to: change.toStatus });
  if (kind) await sendDecision(tx, { kind, applicationId: change.applicationId, actorId: change.changedById });
}

/** A record's new status, when it decides the request (an endorsement approved, a cancellation denied, ...). */
export async function noticeRecordStatus(
  tx: Tx,
  change: { record: PolicyRecord; recordId: string; applicationId: string; status: string; changedById: string | null },
): Promise<void> {
  const kind = recordDecision(change.record, change.status);
  if (kind)
    await sendDecision(tx, { kind, applicationId: change.applicationId, recordId: change.recordId, decision: change.status, actorId: change.changedById });
}
