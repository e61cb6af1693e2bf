"use client";

import type { NoteCreateInput, NotesPage } from "@/lib/schemas/notes";
import { apiPath } from "./client";
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

// The writes' code loads with the first note written or changed, not with every page that shows notes (the delete
// dialog, loaded on demand itself, takes its write from ./note-writes directly).
const writes = () => import("./note-writes");
type Writes = Awaited<ReturnType<typeof writes>>;

/** POST /api/notes: a note or a reply; the server derives its category and sends its notifications. */
export const createNote = async (note: NoteCreateInput) => (await writes()).createNote(note);

/** PUT /api/notes/{id}: internal or visible, based on the updatedDate last read (a stale one is refused with 409). */
export const setNoteVisibility = async (change: Parameters<Writes["setNoteVisibility"]>[0]) => (await writes()).setNoteVisibility(change);
