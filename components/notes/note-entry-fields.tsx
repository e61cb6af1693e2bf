"use client";

import type { FormEvent, RefObject } from "react";
import type { NoteDraft } from "@/lib/domain/notes";
import type { Role } from "@/lib/domain/roles";
import { canWriteInternal, notifyOptionsFor, withInternal, withNotify } from "./note-panel-rules";
import { NoteTextArea } from "./note-text-area";
import { Button } from "@/components/ui/button";

export interface NoteEntryFieldsProps {
  id: string;
  role: Role;
  formRef: RefObject<HTMLFormElement | null>;
  values: NoteDraft;
  error?: string;
  onContentChange: (content: string) => void;
  /** The draft with a notify or internal choice changed, by the panel's rules. */
  onChoicesChange: (next: NoteDraft) => void;
  /** Whether Add note may be pressed; the box's stand-in never sends. */
  canSubmit: boolean;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onFocus: () => void;
  onPointerEnter?: () => void;
}

const checkbox = "h-4 w-4 rounded border-slate-400 text-brand-700 focus:ring-brand-600";

/** The new-note box's fields: text, whom to notify and, for underwriters, internal (spec 3 §3, §5). */
export function NoteEntryFields({
  id,
  role,
  formRef,
  values,
  error,
  onContentChange,
  onChoicesChange,
  canSubmit,
  busy,
  onSubmit,
  onFocus,
  onPointerEnter,
}: NoteEntryFieldsProps) {
  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={onFocus} onPointerEnter={onPointerEnter} aria-label="New note" className="space-y-3">
      <div>
        <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-medium text-slate-800">
          New note
        </label>
        <NoteTextArea id={`${id}-text`} value={values.content} onValueChange={onContentChange} maxLength={5000} />
        {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
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
                checked={values.notify.includes(option)}
                onChange={(event) => onChoicesChange(withNotify(values, option, event.target.checked))}
              />
              {option}
            </label>
          ))}
        </fieldset>
        {canWriteInternal(role) ? (
          <label className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              className={checkbox}
              checked={values.isInternal}
              onChange={(event) => onChoicesChange(withInternal(values, event.target.checked))}
            />
            Internal
          </label>
        ) : null}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={!canSubmit} aria-busy={busy || undefined}>
          Add note
        </Button>
      </div>
    </form>
  );
}
