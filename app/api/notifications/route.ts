import { notificationsSchema } from "@/lib/schemas/notifications";
import { withAuth } from "@/server/api/with-auth";
import { listNotifications } from "@/server/services/notifications";

/** The signed-in user's latest notifications and unread count (the bell). */
export const GET = withAuth({ answer: notificationsSchema }, async ({ user }) => listNotifications(user));
