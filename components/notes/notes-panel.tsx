"use client";

import { lazy, Suspense, useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingState } from "@/components/ui/loading-state";
import { toast } from "@/components/ui/toast";
import { createNote, setNoteVisibility, useNotesScope, type ApiNote, type NotesScope } from "@/lib/api/notes";
import { useWrite } from "@/lib/api/use-write";
import { refusalMessage } from "@/lib/api/refusal";
import { noteAnchorID, type NoteDraft, type NoteEntityType } from "@/lib/domain/notes";
import type { Role } from "@/lib/domain/roles";
import { EMPTY_NOTE_DRAFT, hasUnsavedNote, noteMessages } from "./note-panel-rules";
import { NoteEntry, type NoteFields } from "./note-entry";
import { NoteThread } from "./note-thread";
import { NoteViewSelector, type NoteView } from "./note-view-selector";
import { useUnsavedNoteGuard, type LeaveGuard } from "./use-unsaved-note-guard";
import { OlderNotes } from "./older-notes";

const DeleteNoteDialog = lazy(() => import("./delete-note-dialog"));

export interface NotesPanelProps {
  /** The entity the page shows; new notes are written about it. */
  entityType: NoteEntityType;
  entityID: string;
  /** Its submission: offers the view of every note of the submission and its applications. */
  submissionID?: string;
  /** Only the notes tied to this cancellation or reinstatement of the application, and new ones tied to it. */
  record?: { cancellationID: string } | { reinstatementID: string };
  role: Role;
  /** Set to the panel's guard, for a container that closes: it asks 'Unsaved note' before `proceed` while a note is being written. */
  ref?: Ref<LeaveGuard>;
}

type ShownNote = Omit<ApiNote, "replies">;

/**
 * The notes side panel (spec 3 §2): a view selector, the entry box and the
 * notes newest first with their replies. The list is read again every 15
 * seconds, so the other side's notes appear without a reload.
 */
// Notes written one after the other share one confirmation instead of stacking the same text.
const NOTE_SUBMITTED = "note-submitted";

export function NotesPanel({ entityType, entityID, submissionID, record, role, ref }: NotesPanelProps) {
  const headingID = useId();
  const [view, setView] = useState<NoteView>("entity");
  const scope: NotesScope = view === "submission" && submissionID ? { submissionID } : { entityType, entityID, ...record };
  const notes = useNotesScope(scope);

  // The note being written, as its form reports it; discarding it starts a fresh form.
  const [draft, setDraft] = useState<NoteDraft>(EMPTY_NOTE_DRAFT);
  const [entryKey, setEntryKey] = useState(0);
  const [replyDrafts, setReplyDrafts] = useState<Record<string, string>>({});
  const [toDelete, setToDelete] = useState<ShownNote | null>(null);

  const unsaved = useUnsavedNoteGuard(hasUnsavedNote(draft, replyDrafts), () => {
    setDraft(EMPTY_NOTE_DRAFT);
    setEntryKey((key) => key + 1);
    setReplyDrafts({});
  });
  useImperativeHandle(ref, () => unsaved.guard);

  const list = notes.pages.flatMap((page) => page.notes);

  // A notification opens the page at its note (#note-{id}), once the list holds it.
  const scrolledTo = useRef<string | null>(null);
  const loaded = notes.data !== undefined;
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (!loaded || !hash.startsWith(noteAnchorID("")) || scrolledTo.current === hash) return;
    const target = document.getElementById(hash);
    if (!target) return;
    scrolledTo.current = hash;
    target.scrollIntoView({ block: "start" });
  }, [loaded, list.length]);

  // A note just removed: focus fell to the page with its buttons, and goes to the placeholder that takes its place once shown.
  const removedID = useRef<string | null>(null);
  useEffect(() => {
    const placeholder = removedID.current && document.getElementById(noteAnchorID(removedID.current))?.querySelector<HTMLElement>(":scope > [tabindex]");
    if (!placeholder) return;
    removedID.current = null;
    // Unless the user has moved on meanwhile.
    if (document.activeElement === document.body) placeholder.focus();
  });

  // What is under way, and for which note, is the mutations' own state.
  const noteWrite = useWrite(createNote);
  const replyWrite = useWrite(createNote);
  const visibilityWrite = useWrite(setNoteVisibility);
  const replyingTo = replyWrite.isPending ? replyWrite.variables?.parentNoteID : undefined;
  const busyID = visibilityWrite.isPending ? visibilityWrite.variables?.id : undefined;

  /** Says whether a note or reply was sent; the entry or reply box keeps its text when it was not. */
  async function sent(write: Promise<unknown>): Promise<boolean> {
    try {
      await write;
      toast.success(noteMessages.submitted, { groupKey: NOTE_SUBMITTED });
      return true;
    } catch (error) {
      toast.error(refusalMessage(error, noteMessages.submitFailed));
      return false;
    }
  }

  const submitNote = (note: NoteFields) => sent(noteWrite.mutateAsync({ entityType, entityID, ...record, ...note }));
  // A reply is about the entity of its note, which may differ from the page's in the submission view.
  const submitReply = (parent: ApiNote, content: string) =>
    sent(replyWrite.mutateAsync({ entityType: parent.entityType, entityID: parent.entityID, content, parentNoteID: parent.id }));

  async function changeVisibility(note: ShownNote, isInternal: boolean) {
    try {
      await visibilityWrite.mutateAsync({ id: note.id, isInternal, updatedDate: note.updatedDate });
      toast.success(noteMessages.visibilityUpdated);
    } catch (error) {
      toast.error(refusalMessage(error, noteMessages.updateFailed));
    }
  }

  const entityLabel =
    view === "submission"
      ? (note: ShownNote) =>
          note.entityType === "Submission" ? "Submission" : note.entityType === entityType && note.entityID === entityID ? "This application" : "Application"
      : undefined;

  return (
    <aside aria-labelledby={headingID} className="w-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={headingID} className="text-lg font-semibold text-slate-900">
        Notes
      </h2>
      {submissionID ? <NoteViewSelector entityType={entityType} value={view} onChange={setView} /> : null}
      <div className="mt-4">
        <NoteEntry key={entryKey} role={role} onDraftChange={setDraft} onSubmit={submitNote} pending={noteWrite.isPending} />
      </div>
      <div className="mt-4 border-t border-slate-200">
        {notes.isPending ? (
          <LoadingState label="Loading notes…" />
        ) : notes.isError ? (
          <div className="pt-4">
            <ErrorState message="The notes could not be loaded." onRetry={() => void notes.refetch()} />
          </div>
        ) : list.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">{noteMessages.empty}</p>
        ) : (
          <ul key={entryKey} aria-label="Notes, newest first">
            {list.map((note) => (
              <NoteThread
                key={note.id}
                note={note}
                role={role}
                entityLabel={entityLabel}
                replyDraft={replyDrafts[note.id] ?? ""}
                onReplyDraftChange={(value) => setReplyDrafts((drafts) => ({ ...drafts, [note.id]: value }))}
                onSubmitReply={(content) => submitReply(note, content)}
                replyPending={replyingTo === note.id}
                busy={(id) => busyID === id}
                onSetVisibility={(shown, isInternal) => void changeVisibility(shown, isInternal)}
                onDelete={setToDelete}
              />
            ))}
          </ul>
        )}
        <OlderNotes key={view} list={notes} />
      </div>
      {toDelete ? (
        <Suspense fallback={null}>
          <DeleteNoteDialog
            note={toDelete}
            onClose={() => setToDelete(null)}
            onRemoved={(id) => (removedID.current = id)}
            failureMessage={(error) => refusalMessage(error, noteMessages.updateFailed)}
          />
        </Suspense>
      ) : null}
      {unsaved.dialog}
    </aside>
  );
}
