import "server-only";
import { canSeeNote, noteDisplayContent, noteHref } from "@/lib/domain/notes";
import type { Notifications } from "@/lib/schemas/notes";
import type { SessionUser } from "../auth/session-user";
import { db } from "../db";

const EXCERPT_LENGTH = 140;
const SHOWN = 20;

const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

/** The bell: the user's latest notifications and how many are unread; a note since made internal no longer reaches an agent. */
export async function listNotifications(user: SessionUser): Promise<Notifications> {
  const noteFilter = canSeeNote(user.role, { isInternal: true }) ? {} : { note: { isInternal: false } };
  const [rows, unreadCount] = await Promise.all([
    db.notification.findMany({
      where: { userId: user.id, ...noteFilter },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: SHOWN,
      include: { note: { include: { author: { select: { firstName: true, lastName: true } } } } },
    }),
    db.notification.count({ where: { userId: user.id, readAt: null, ...noteFilter } }),
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

/** Marks the user's own notifications read: the ones named, or all. */
export async function markNotificationsRead(user: SessionUser, ids: readonly string[] | undefined): Promise<Notifications> {
  await db.$transaction((tx) =>
    tx.notification.updateMany({ where: { userId: user.id, readAt: null, ...(ids && { id: { in: [...ids] } }) }, data: { readAt: new Date() } }),
  );
  return listNotifications(user);
}
