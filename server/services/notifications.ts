import "server-only";
import { kindsFor, notificationKindLabels } from "@/lib/domain/notices";
import type { Notifications, NotificationSettings, NotificationSettingUpdate } from "@/lib/schemas/notifications";
import type { SessionUser } from "../auth/session-user";
import { db } from "../db";
import { AppError } from "../errors";
import type { Prisma } from "../generated/prisma/client";
import { applicationAccess, noteAccess } from "./access";
import { recordAuditEvent } from "./audit";
import { notificationInclude, notificationView } from "./notification-view";

const SHOWN = 20;

/**
 * The user's notifications about what they may still see: a note since made
 * internal no longer reaches an agent, nor does another agency's note or
 * record once the agent has moved.
 */
const visibleNotifications = (user: SessionUser): Prisma.NotificationWhereInput => ({
  userId: user.id,
  OR: [
    { kind: "note", note: noteAccess(user) },
    { kind: { not: "note" }, application: applicationAccess(user) },
  ],
});

/** The bell: the user's latest notifications and how many are unread. */
export async function listNotifications(user: SessionUser): Promise<Notifications> {
  const [rows, unreadCount] = await Promise.all([
    db.notification.findMany({
      where: visibleNotifications(user),
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: SHOWN,
      include: notificationInclude,
    }),
    db.notification.count({ where: { ...visibleNotifications(user), readAt: null } }),
  ]);
  return {
    unreadCount,
    notifications: rows.flatMap((n) => {
      const view = notificationView(user, n);
      return view ? [{ id: n.id, createdDate: n.createdAt.toISOString(), readDate: n.readAt?.toISOString() ?? null, ...view }] : [];
    }),
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

/** The kinds of notification the user may receive, each with whether it is e-mailed. */
export async function notificationSettings(user: SessionUser): Promise<NotificationSettings> {
  const { emailOffKinds } = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { emailOffKinds: true } });
  return {
    kinds: kindsFor(user.role).map((kind) => ({ kind, label: notificationKindLabels[kind], email: !emailOffKinds.includes(kind) })),
  };
}

/**
 * Turns one kind's e-mail on or off (the bell keeps every kind). One kind per
 * write, changed in place, so two tabs changing two kinds never undo each
 * other; the user row's audit trail records it.
 */
export async function updateNotificationSetting(user: SessionUser, body: NotificationSettingUpdate): Promise<NotificationSettings> {
  if (!kindsFor(user.role).includes(body.kind))
    throw new AppError("unprocessable", "You receive no notification of this kind.", { kind: ["Not a kind you receive."] });
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`
      UPDATE "User" SET "emailOffKinds" = CASE
        WHEN ${body.email} THEN array_remove("emailOffKinds", ${body.kind}::"NotificationKind")
        WHEN ${body.kind}::"NotificationKind" = ANY ("emailOffKinds") THEN "emailOffKinds"
        ELSE array_append("emailOffKinds", ${body.kind}::"NotificationKind") END
      WHERE "id" = ${user.id}`;
  });
  return notificationSettings(user);
}
