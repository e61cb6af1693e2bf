import { useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { NoteEntityType } from "@/lib/domain/notes";
import type { ApiNote, NoteCreateInput, NotesPage } from "@/lib/schemas/notes";
import { apiFetch } from "./client";
import { announceDataChange } from "./data-changes";
import { queryKeys } from "./query-keys";

export type { ApiNote } from "@/lib/schemas/notes";

/** Notes of one entity (only those tied to one of its records, if named), or every note of a submission and its applications. */
export type NotesScope = { entityType: NoteEntityType; entityID: string; cancellationID?: string; reinstatementID?: string } | { submissionID: string };

// Notes from the other side appear without a reload: the open list is read again every 15 seconds.
export const NOTES_POLL_MS = 15_000;
const NOTES_PAGE_LIMIT = 50;

async function readNotesPage(scope: NotesScope, cursor: string | undefined, signal: AbortSignal): Promise<NotesPage> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(scope)) if (value) query.set(name, value);
  query.set("limit", String(NOTES_PAGE_LIMIT));
  if (cursor) query.set("cursor", cursor);
  return apiFetch<NotesPage>(`/api/notes?${query}`, { signal });
}

// Answers are taken as typed, like every hook of lib/api: the panel and the bell (on every page) load no schema library.
async function readNote(answer: Promise<unknown>): Promise<ApiNote> {
  return (await answer) as ApiNote;
}

/** A note changes what the lists and the bells show: both are read again. */
function invalidateNotesAndNotifications(queryClient: QueryClient): Promise<void> {
  announceDataChange("notifications");
  return queryClient.invalidateQueries({ queryKey: queryKeys.notes });
}

/** The notes of a scope, threads newest first; "Show older notes" loads the next page. */
export function useNotesScope(scope: NotesScope, enabled = true) {
  return useInfiniteQuery({
    queryKey: queryKeys.noteList(scope),
    queryFn: ({ pageParam, signal }) => readNotesPage(scope, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: NOTES_POLL_MS,
    enabled,
  });
}

/** GET /api/notes?entityType=&entityID=, polled every 15 seconds. */
export function useNotes(entityType: NoteEntityType, entityID: string) {
  return useNotesScope({ entityType, entityID });
}

/** POST /api/notes: a note or a reply; the server derives its category and sends its notifications. */
export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: NoteCreateInput) => readNote(apiFetch<unknown>("/api/notes", { method: "POST", body: note })),
    onSettled: () => invalidateNotesAndNotifications(queryClient),
  });
}

/** PUT /api/notes/{id}: internal or visible, based on the updatedDate last read (a stale one is refused with 409). */
export function useSetNoteVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isInternal, updatedDate }: { id: string; isInternal: boolean; updatedDate: string }) =>
      readNote(apiFetch<unknown>(`/api/notes/${encodeURIComponent(id)}`, { method: "PUT", body: { isInternal, updatedDate } })),
    onSettled: () => invalidateNotesAndNotifications(queryClient),
  });
}

/** DELETE /api/notes/{id}: a soft delete based on the note as last read; the note keeps its place as "Note has been removed.". */
export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, updatedDate }: { id: string; updatedDate: string }) =>
      readNote(apiFetch<unknown>(`/api/notes/${encodeURIComponent(id)}`, { method: "DELETE", body: { updatedDate } })),
    onSettled: () => invalidateNotesAndNotifications(queryClient),
  });
}
