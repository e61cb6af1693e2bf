import { notificationsReadSchema, notificationsSchema } from "@/lib/schemas/notifications";
import { withAuth } from "@/server/api/with-auth";
import { markNotificationsRead } from "@/server/services/notifications";

/** Marks the caller's notifications read: those named, or all of them. */
export const POST = withAuth({ answer: notificationsSchema, body: notificationsReadSchema }, async ({ user, body }) =>
  markNotificationsRead(user, body?.notificationIDs),
);
