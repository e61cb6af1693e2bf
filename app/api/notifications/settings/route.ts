import { notificationSettingsSchema, notificationSettingUpdateSchema } from "@/lib/schemas/notifications";
import { withAuth } from "@/server/api/with-auth";
import { notificationSettings, updateNotificationSetting } from "@/server/services/notifications";

/** The kinds of notification the caller receives, each with whether it is e-mailed. */
export const GET = withAuth({ answer: notificationSettingsSchema }, async ({ user }) => notificationSettings(user));

/** Turns one kind's e-mail on or off; the bell keeps showing it. */
export const PATCH = withAuth({ answer: notificationSettingsSchema, body: notificationSettingUpdateSchema }, async ({ user, body }) =>
  updateNotificationSetting(user, body),
);
