"use client";

import type { ApiNote, NoteCreateInput } from "@/lib/schemas/notes";
import { invalidateWhenSettled, type Changed } from "./cache-updates";
import { apiFetch } from "./client";

// Loaded with the first note written, changed or removed (lib/api/notes.ts), not with the pages that show notes.

/** Where a written note shows: its entity's notes, its submission's, and the bell. */
const noteShown = (note: ApiNote | undefined, known: Changed): Changed[] =>
  note ? [known, { kind: "note", id: note.id, entityID: note.entityID, submissionID: note.submissionID }] : [known];

/**
 * A note written, changed or removed: the notes lists holding it and the bell are read again, whether the write was
 * taken or refused.
 */
function writeNote(path: string, method: "POST" | "PUT" | "DELETE", body: unknown, known: Changed): Promise<ApiNote> {
  // Answers are taken as typed, like every hook of lib/api: the panel and the bell (on every page) load no schema library.
  return invalidateWhenSettled(apiFetch<ApiNote>(path, { method, body }), (note) => noteShown(note, known));
}

/** POST /api/notes: a note or a reply; the server derives its category and sends its notifications. */
export const createNote = (note: NoteCreateInput) => writeNote("/api/notes", "POST", note, { kind: "note", entityID: note.entityID });

const notePath = (id: string) => `/api/notes/${encodeURIComponent(id)}`;

/** PUT /api/notes/{id}: internal or visible, based on the updatedDate last read (a stale one is refused with 409). */
export const setNoteVisibility = ({ id, isInternal, updatedDate }: { id: string; isInternal: boolean; updatedDate: string }) =>
  writeNote(notePath(id), "PUT", { isInternal, updatedDate }, { kind: "note", id });

/** DELETE /api/notes/{id}: a soft delete based on the note as last read; the note keeps its place as "Note has been removed.". */
export const deleteNote = ({ id, updatedDate }: { id: string; updatedDate: string }) =>
  writeNote(notePath(id), "DELETE", { updatedDate }, { kind: "note", id });
