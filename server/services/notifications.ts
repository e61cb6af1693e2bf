import "server-only";
import { noteDisplayContent, noteHref } from "@/lib/domain/notes";
import type { Notifications } from "@/lib/schemas/notes";
import type { SessionUser } from "../auth/session-user";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { noteAccess } from "./access";
import { recordAuditEvent } from "./audit";

const EXCERPT_LENGTH = 140;
const SHOWN = 20;

const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

/**
 * The user's notifications about notes they may still see: a note since made
 * internal no longer reaches an agent, nor does another agency's once the
 * agent has moved.
 */
const visibleNotifications = (user: SessionUser): Prisma.NotificationWhereInput => ({ userId: user.id, note: noteAccess(user) });

/** The bell: the user's latest notifications and how many are unread. */
export async function listNotifications(user: SessionUser): Promise<Notifications> {
  const [rows, unreadCount] = await Promise.all([
    db.notification.findMany({
      where: visibleNotifications(user),
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: SHOWN,
      include: { note: { include: { author: { select: { firstName: true, lastName: true } } } } },
    }),
    db.notification.count({ where: { ...visibleNotifications(user), readAt: null } }),
  ]);
  return {
    unreadCount,
    notifications: rows.map((n) => ({
      id: n.id,
      createdDate: n.createdAt.toISOString(),
      readDate: n.readAt?.toISOString() ?? null,
      note: {
        id: n.note.id,
        excerpt: excerpt(noteDisplayContent(n.note)),
        authorName: `${n.note.author.firstName} ${n.note.author.lastName}`.trim(),
        entityType: n.note.entityType,
        entityID: n.note.entityId,
        submissionID: n.note.submissionId,
        href: noteHref(user.role, { entityType: n.note.entityType, submissionID: n.note.submissionId, applicationID: n.note.applicationId }),
      },
    })),
  };
}

/** Marks the user's own notifications read, the ones named or all, among those they may still see; the audit trail records it. */
export async function markNotificationsRead(user: SessionUser, ids: readonly string[] | undefined): Promise<Notifications> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.notification.updateMany({
      where: { ...visibleNotifications(user), readAt: null, ...(ids && { id: { in: [...ids] } }) },
      data: { readAt: new Date() },
    });
    // asked: how many were named, or "all"; marked: how many were unread and still the user's to see.
    const details = { asked: ids ? ids.length : "all", marked: count };
    await recordAuditEvent({ entityType: "User", entityId: user.id, action: "notifications-read", outcome: "succeeded", details }, tx);
  });
  return listNotifications(user);
}
