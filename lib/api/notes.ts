"use client";

import type { NoteEntityType } from "@/lib/domain/notes";
import type { ApiNote, NoteCreateInput, NotesPage } from "@/lib/schemas/notes";
import { apiFetch, apiPath } from "./client";
import { announceWhenSettled } from "./data-changes";
import { useFetchedPages } from "./use-fetched-pages";
import { useReadAgain } from "./use-read-again";

export type { ApiNote } from "@/lib/schemas/notes";

/** Notes of one entity (only those tied to one of its records, if named), or every note of a submission and its applications. */
export type NotesScope = { entityType: NoteEntityType; entityID: string; cancellationID?: string; reinstatementID?: string } | { submissionID: string };

// Notes from the other side appear without a reload: the open list is read again every 15 seconds.
export const NOTES_POLL_MS = 15_000;
const NOTES_PAGE_LIMIT = 50;

/**
 * The notes of a scope, threads newest first; "Show older notes" loads the
 * next page. Read every 15 seconds while the tab
 * is shown, when it is shown again, and whenever a note changes on the page
 * or the bell marks notifications read; every page loaded is read again.
 */
export function useNotesScope(scope: NotesScope) {
  const notes = useFetchedPages<NotesPage>(apiPath("/api/notes", { ...scope, limit: String(NOTES_PAGE_LIMIT) }));
  useReadAgain(notes.refetch, NOTES_POLL_MS, "notes");
  return notes;
}

/** A note written, changed or removed: every notes list on the page and the bell are read again, whether the write was taken or refused. */
function writeNote(path: string, method: "POST" | "PUT" | "DELETE", body: unknown): Promise<ApiNote> {
  // Answers are taken as typed, like every hook of lib/api: the panel and the bell (on every page) load no schema library.
  return announceWhenSettled(apiFetch<ApiNote>(path, { method, body }), "notes", "notifications");
}

/** POST /api/notes: a note or a reply; the server derives its category and sends its notifications. */
export const createNote = (note: NoteCreateInput) => writeNote("/api/notes", "POST", note);

/** PUT /api/notes/{id}: internal or visible, based on the updatedDate last read (a stale one is refused with 409). */
export const setNoteVisibility = ({ id, isInternal, updatedDate }: { id: string; isInternal: boolean; updatedDate: string }) =>
  writeNote(`/api/notes/${encodeURIComponent(id)}`, "PUT", { isInternal, updatedDate });

/** DELETE /api/notes/{id}: a soft delete based on the note as last read; the note keeps its place as "Note has been removed.". */
export const deleteNote = ({ id, updatedDate }: { id: string; updatedDate: string }) =>
  writeNote(`/api/notes/${encodeURIComponent(id)}`, "DELETE", { updatedDate });
