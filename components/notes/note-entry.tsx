"use client";

import { useId, type FormEvent } from "react";
import { primaryButton } from "@/components/ui/button-styles";
import type { NoteDraft } from "@/lib/domain/notes";
import type { Role } from "@/lib/domain/roles";
import { canSubmitNoteText, canWriteInternal, notifyOptionsFor, withInternal, withNotify } from "./note-panel-rules";
import { NoteTextArea } from "./note-text-area";

export interface NoteEntryProps {
  role: Role;
  draft: NoteDraft;
  onDraftChange: (draft: NoteDraft) => void;
  onSubmit: () => void;
  pending: boolean;
}

const checkbox = "h-4 w-4 rounded border-slate-400 text-brand-700 focus:ring-brand-600";

/** The new-note box: text, whom to notify and, for underwriters, internal (spec 3 §3, §5). */
export function NoteEntry({ role, draft, onDraftChange, onSubmit, pending }: NoteEntryProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmitNoteText(draft.content) && !pending) onSubmit();
  };

  return (
    <form onSubmit={submit} aria-label="New note" className="space-y-3">
      <div>
        <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-medium text-slate-800">
          New note
        </label>
        <NoteTextArea id={`${id}-text`} value={draft.content} onValueChange={(content) => onDraftChange({ ...draft, content })} maxLength={5000} />
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700">
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <legend className="sr-only">Notify</legend>
          <span aria-hidden="true" className="font-medium">
            Notify
          </span>
          {notifyOptionsFor(role).map((option) => (
            <label key={option} className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                className={checkbox}
                checked={draft.notify.includes(option)}
                onChange={(event) => onDraftChange(withNotify(draft, option, event.target.checked))}
              />
              {option}
            </label>
          ))}
        </fieldset>
        {canWriteInternal(role) ? (
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" className={checkbox} checked={draft.isInternal} onChange={(event) => onDraftChange(withInternal(draft, event.target.checked))} />
            Internal
          </label>
        ) : null}
      </div>
      <div className="flex justify-end">
        <button type="submit" className={primaryButton} disabled={!canSubmitNoteText(draft.content) || pending} aria-busy={pending || undefined}>
          Add note
        </button>
      </div>
    </form>
  );
}
