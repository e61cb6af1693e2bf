import { noteCreateSchema, noteSchema, notesPageSchema, notesQuerySchema } from "@/lib/schemas/notes";
import { withAuth } from "@/server/api/with-auth";
import { createNote, listNotes } from "@/server/services/notes";

/** The notes of a submission or an application, threads newest first (spec 3 §7). */
export const GET = withAuth({ answer: notesPageSchema, query: notesQuerySchema }, async ({ user, query }) => listNotes(user, query));

/** A note, or a reply, and the notifications it sends (spec 3 §7). */
export const POST = withAuth({ answer: noteSchema, status: 201, body: noteCreateSchema }, async ({ user, body }) => createNote(user, body));
