"use client";

import type { ApiNote, NoteCreateInput, NotesPage } from "@/lib/schemas/notes";
import { invalidateWhenSettled, type Changed } from "./cache-updates";
import { apiFetch, apiPath } from "./client";
import { queryKeys, type NotesScope } from "./query-keys";
import { useApiPages } from "./use-api-pages";

export type { ApiNote } from "@/lib/schemas/notes";
export type { NotesScope };

// Notes from the other side appear without a reload: the open list is read again every 15 seconds.
export const NOTES_POLL_MS = 15_000;
const NOTES_PAGE_LIMIT = 50;

/**
 * The notes of a scope, threads newest first; "Show older notes" loads the
 * next page. Read every 15 seconds while the tab is shown, when it is shown
 * again, and whenever a note is written or the bell marks notifications read;
 * every page loaded is read again.
 */
export function useNotesScope(scope: NotesScope) {
  return useApiPages<NotesPage>(queryKeys.notes.scope(scope), apiPath("/api/notes", { ...scope, limit: String(NOTES_PAGE_LIMIT) }), {
    refetchInterval: NOTES_POLL_MS,
    // Another view's notes never stand in while this one's load: they are other threads, with reply boxes of their own.
    keepPrevious: () => false,
  });
}

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
