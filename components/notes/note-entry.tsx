"use client";

import { useId } from "react";
import { formOnFirstUse } from "@/components/forms/form-on-first-use";
import type { NoteDraft } from "@/lib/domain/notes";
import type { Role } from "@/lib/domain/roles";
import type { NoteCreate } from "@/lib/schemas/notes";
import { notifyChoices } from "./note-panel-rules";
import { NoteEntryFields } from "./note-entry-fields";

/** What the writer fills in of POST /api/notes, as checked; the panel adds what the note is about. */
export type NoteFields = Pick<NoteCreate, "content" | "notify" | "isInternal">;

export interface NoteEntryProps {
  role: Role;
  /** The note as last written: the panel keeps it, for its 'Unsaved note' prompt and for the form to start from. */
  draft: NoteDraft;
  /** Reports the note as it is written. */
  onDraftChange: (draft: NoteDraft) => void;
  /** Sends the note; resolves true once it is saved, which empties the box. */
  onSubmit: (note: NoteFields) => Promise<boolean>;
  pending: boolean;
}

const useNoteForm = formOnFirstUse(() => import("./note-entry-form"));

/**
 * The new-note box. Its form (react-hook-form and the route's rules) loads
 * when the writer first points at or focuses the box; until then the same
 * fields keep the draft in the panel, and Add note waits for the form.
 */
export function NoteEntry(props: NoteEntryProps) {
  const id = useId();
  const { loaded, request, formRef } = useNoteForm();
  if (loaded) return <loaded.NoteEntryForm {...props} id={id} formRef={formRef} />;
  const { role, draft, onDraftChange, pending } = props;
  return (
    <NoteEntryFields
      id={id}
      role={role}
      formRef={formRef}
      values={draft}
      onContentChange={(content) => onDraftChange({ ...draft, content })}
      onChoicesChange={(next) => onDraftChange({ ...next, notify: notifyChoices(next.notify) })}
      canSubmit={false}
      busy={pending}
      onSubmit={(event) => event.preventDefault()}
      onFocus={request}
      onPointerEnter={request}
    />
  );
}
