import { z } from "zod";
import { notificationKinds } from "@/lib/domain/notices";
import { idSchema } from "./common";

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  createdDate: z.string(),
  readDate: z.string().nullable(),
  /** What happened: "New note", "Quote approved", "Cancellation denied". */
  title: z.string(),
  /** What it happened to: the product and the insured, and the policy number once bound. */
  subject: z.string(),
  /** Who wrote the note or decided; empty when no longer known. */
  actorName: z.string(),
  /** A note's opening words; null for a decision. */
  excerpt: z.string().nullable(),
  /** Where the bell takes the user: where they read the note or act on the decision. */
  href: z.string(),
  appID: z.string().nullable(),
  noteID: z.string().nullable(),
});
export type ApiNotification = z.infer<typeof notificationSchema>;

export const notificationsSchema = z.object({ notifications: z.array(notificationSchema), unreadCount: z.number().int() });
export type Notifications = z.infer<typeof notificationsSchema>;

export const notificationsReadSchema = z.object({ notificationIDs: z.array(idSchema("notificationID")).max(100).optional() }).strict();

/** The kinds the user may receive, and which of them are not e-mailed. */
export const notificationSettingsSchema = z.object({
  kinds: z.array(z.object({ kind: z.enum(notificationKinds), label: z.string(), email: z.boolean() })),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** One kind's e-mail turned on or off. */
export const notificationSettingUpdateSchema = z
  .object({
    kind: z.enum(notificationKinds, { message: `kind must be one of ${notificationKinds.join(", ")}.` }),
    email: z.boolean({ message: "email must be true or false." }),
  })
  .strict();
export type NotificationSettingUpdate = z.infer<typeof notificationSettingUpdateSchema>;
