import { z } from "zod";
import { NOTE_CONTENT_REQUIRED, noteCategories, PRODUCER_NOTIFY } from "@/lib/domain/notes";
import { blankToUndefined, idSchema } from "./common";
import { cursorField, decodeCursor } from "./list-query";

export const NOTE_MAX_LENGTH = 5_000;
export const NOTE_TOO_LONG = `A note can be at most ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters.`;
export const NOTES_PAGE_SIZE = 20;

export const noteEntityTypes = ["Submission", "Application"] as const;
export const noteNotifyOptions = [PRODUCER_NOTIFY, "Underwriter"] as const;

/** A note is tied to at most one record, and only an application's note (records belong to applications). */
function recordTie(value: { entityType?: string; cancellationID?: string; reinstatementID?: string }, ctx: z.RefinementCtx) {
  if (value.cancellationID && value.reinstatementID) {
    ctx.addIssue({ code: "custom", message: "Give cancellationID or reinstatementID, not both.", path: ["reinstatementID"] });
  }
  if ((value.cancellationID || value.reinstatementID) && value.entityType !== "Application") {
    ctx.addIssue({ code: "custom", message: "Notes of a cancellation or reinstatement are notes of its application.", path: ["entityType"] });
  }
}

const content = z.string().trim().min(1, NOTE_CONTENT_REQUIRED).max(NOTE_MAX_LENGTH, NOTE_TOO_LONG);

/**
 * POST /api/notes (spec 3 §7). The category is derived by the server from the
 * statuses; a client's category counts only as saying the endorsement view is
 * open.
 */
const noteCreateObject = z
  .object({
    entityType: z.enum(noteEntityTypes),
    entityID: idSchema("entityID"),
    content,
    category: z.enum(noteCategories).optional(),
    notify: z.array(z.enum(noteNotifyOptions)).max(noteNotifyOptions.length).default([]),
    isInternal: z.boolean().default(false),
    parentNoteID: idSchema("parentNoteID").nullable().optional(),
    /** Written from a cancellation's or reinstatement's record dialog: the record of this application the note is tied to. */
    cancellationID: idSchema("cancellationID").optional(),
    reinstatementID: idSchema("reinstatementID").optional(),
  })
  .strict();
export const noteCreateSchema = noteCreateObject.superRefine(recordTie);
export type NoteCreate = z.infer<typeof noteCreateSchema>;

/** What the note and reply boxes hold: the create route's own rules for those fields (a refined schema cannot be picked from). */
export const noteBoxSchema = noteCreateObject.pick({ content: true, notify: true, isInternal: true });
export const replyBoxSchema = noteCreateObject.pick({ content: true });
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
    /** Only the notes tied to this record of the application. */
    cancellationID: z.preprocess(blankToUndefined, idSchema("cancellationID").optional()),
    reinstatementID: z.preprocess(blankToUndefined, idSchema("reinstatementID").optional()),
    cursor: cursorField(decodeCursor),
    limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(NOTES_PAGE_SIZE)),
  })
  .refine((q) => (q.entityType !== undefined && q.entityID !== undefined) !== (q.submissionID !== undefined), {
    message: "Give entityType and entityID, or submissionID.",
    path: ["entityID"],
  })
  .superRefine(recordTie);
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
  /** The record the note was written from, if any. */
  cancellationID: z.string().nullable(),
  reinstatementID: z.string().nullable(),
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
