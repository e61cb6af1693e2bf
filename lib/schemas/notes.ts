import { z } from "zod";
import { NOTE_CONTENT_REQUIRED, noteCategories, PRODUCER_NOTIFY } from "@/lib/domain/notes";
import { blankToUndefined, idSchema } from "./common";

export const NOTE_MAX_LENGTH = 5_000;
export const NOTE_TOO_LONG = `A note can be at most ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters.`;
export const NOTES_PAGE_SIZE = 20;

export const noteEntityTypes = ["Submission", "Application"] as const;
export const noteNotifyOptions = [PRODUCER_NOTIFY, "Underwriter"] as const;

const content = z.string().trim().min(1, NOTE_CONTENT_REQUIRED).max(NOTE_MAX_LENGTH, NOTE_TOO_LONG);

/**
 * POST /api/notes (spec 3 §7). The category is derived by the server from the
 * statuses; a client's category counts only as saying the endorsement view is
 * open.
 */
export const noteCreateSchema = z
  .object({
    entityType: z.enum(noteEntityTypes),
    entityID: idSchema("entityID"),
    content,
    category: z.enum(noteCategories).optional(),
    notify: z.array(z.enum(noteNotifyOptions)).max(noteNotifyOptions.length).default([]),
    isInternal: z.boolean().default(false),
    parentNoteID: idSchema("parentNoteID").nullable().optional(),
  })
  .strict();
export type NoteCreate = z.infer<typeof noteCreateSchema>;
export type NoteCreateInput = z.input<typeof noteCreateSchema>;

/** PUT /api/notes/{noteID}: visibility, based on the note as last read. */
export const noteVisibilitySchema = z
  .object({
    isInternal: z.boolean(),
    updatedDate: z.iso.datetime({ offset: true, message: "updatedDate must be an ISO date-time." }),
  })
  .strict();
export type NoteVisibility = z.infer<typeof noteVisibilitySchema>;

export const noteParamsSchema = z.object({ noteID: idSchema("Note id") });

/** GET /api/notes: the notes of one entity, or every note of a submission. */
export const notesQuerySchema = z
  .object({
    entityType: z.preprocess(blankToUndefined, z.enum(noteEntityTypes).optional()),
    entityID: z.preprocess(blankToUndefined, idSchema("entityID").optional()),
    submissionID: z.preprocess(blankToUndefined, idSchema("submissionID").optional()),
    cursor: z.preprocess(blankToUndefined, z.string().max(200).optional()),
    limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(NOTES_PAGE_SIZE)),
  })
  .refine((q) => (q.entityType !== undefined && q.entityID !== undefined) !== (q.submissionID !== undefined), {
    message: "Give entityType and entityID, or submissionID.",
    path: ["entityID"],
  });
export type NotesQuery = z.infer<typeof notesQuerySchema>;

const noteAuthor = z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), role: z.string() });
const noteActions = z.object({ reply: z.boolean(), toggleVisibility: z.boolean(), delete: z.boolean() });

const noteFields = {
  id: z.string(),
  entityType: z.enum(noteEntityTypes),
  entityID: z.string(),
  submissionID: z.string(),
  applicationID: z.string().nullable(),
  category: z.enum(noteCategories),
  /** Null once removed; screens show "Note has been removed." in its place. */
  content: z.string().nullable(),
  notify: z.array(z.string()),
  isInternal: z.boolean(),
  isActive: z.boolean(),
  parentNoteID: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
  author: noteAuthor,
  /** What the viewer may do with it (spec 3 §6). */
  actions: noteActions,
};

export const noteReplySchema = z.object(noteFields);
export const noteSchema = z.object({ ...noteFields, replies: z.array(noteReplySchema) });
export type ApiNote = z.infer<typeof noteSchema>;

export const notesPageSchema = z.object({ notes: z.array(noteSchema), nextCursor: z.string().nullable() });
export type NotesPage = z.infer<typeof notesPageSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  createdDate: z.string(),
  readDate: z.string().nullable(),
  note: z.object({
    id: z.string(),
    excerpt: z.string(),
    authorName: z.string(),
    entityType: z.enum(noteEntityTypes),
    entityID: z.string(),
    submissionID: z.string(),
    /** Where the bell takes the user. */
    href: z.string(),
  }),
});
export type ApiNotification = z.infer<typeof notificationSchema>;

export const notificationsSchema = z.object({ notifications: z.array(notificationSchema), unreadCount: z.number().int() });
export type Notifications = z.infer<typeof notificationsSchema>;

export const notificationsReadSchema = z
  .object({ notificationIDs: z.array(idSchema("notificationID")).max(100).optional() })
  .strict();

/** A note as an application's or submission's answer embeds it; a removed note keeps its place without its text. */
export const embeddedNoteSchema = z.object({
  id: z.string(),
  content: z.string().nullable(),
  category: z.string(),
  isInternal: z.boolean(),
  isActive: z.boolean(),
  notify: z.array(z.string()),
  updatedDate: z.string(),
  author: z.object({ firstName: z.string(), lastName: z.string(), role: z.string() }),
});
export type EmbeddedNote = z.infer<typeof embeddedNoteSchema>;
