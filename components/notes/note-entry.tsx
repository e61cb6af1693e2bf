"use client";

import { useEffect, useId, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { lazyResolver, withZodResolver } from "@/components/forms/lazy-resolver";
import { toast } from "@/components/ui/toast";
import type { NoteDraft } from "@/lib/domain/notes";
import type { Role } from "@/lib/domain/roles";
import type { NoteCreate, NoteCreateInput } from "@/lib/schemas/notes";
import { canSubmitNoteText, canWriteInternal, noteMessages, notifyChoices, notifyOptionsFor, withInternal, withNotify } from "./note-panel-rules";
import { NoteTextArea } from "./note-text-area";
import { Button } from "@/components/ui/button";

/** What the writer fills in of POST /api/notes, as typed and as checked; the panel adds what the note is about. */
type NoteInput = Pick<NoteCreateInput, "content" | "notify" | "isInternal">;
export type NoteFields = Pick<NoteCreate, "content" | "notify" | "isInternal">;

// The route handler's own rules for these fields, and zod with them, load when the writer first focuses the box.
const noteFields = lazyResolver<NoteInput, unknown, NoteFields>(() =>
  withZodResolver(import("@/lib/schemas/notes")).then(([{ zodResolver }, m]) => zodResolver(m.noteBoxSchema)),
);

export interface NoteEntryProps {
  role: Role;
  /** Reports the note as it is written, for the panel's 'Unsaved note' prompt. */
  onDraftChange: (draft: NoteDraft) => void;
  /** Sends the note; resolves true once it is saved, which empties the box. */
  onSubmit: (note: NoteFields) => Promise<boolean>;
  pending: boolean;
}

const draftOf = (values: NoteInput): NoteDraft => ({ content: values.content, notify: values.notify ?? [], isInternal: values.isInternal ?? false });

const checkbox = "h-4 w-4 rounded border-slate-400 text-brand-700 focus:ring-brand-600";

/** The new-note box: text, whom to notify and, for underwriters, internal (spec 3 §3, §5). */
export function NoteEntry({ role, onDraftChange, onSubmit, pending }: NoteEntryProps) {
  const id = useId();
  const { control, handleSubmit, setValue, getValues, reset, subscribe, formState } = useForm<NoteInput, unknown, NoteFields>({
    defaultValues: { content: "", notify: [], isInternal: false },
    resolver: noteFields.resolver,
  });
  const [content, notify, isInternal] = useWatch({ control, name: ["content", "notify", "isInternal"] });
  const busy = pending || formState.isSubmitting;

  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => onDraftChange(draftOf(structuredClone(values))) }),
    [subscribe, onDraftChange],
  );

  /** Notify and internal move together (notifying the producer clears internal), as the rules say. */
  function apply(next: NoteDraft) {
    setValue("notify", notifyChoices(next.notify), { shouldDirty: true });
    setValue("isInternal", next.isInternal, { shouldDirty: true });
  }

  function submit(event: FormEvent) {
    if (!canSubmitNoteText(content) || busy) {
      event.preventDefault();
      return;
    }
    const form = event.currentTarget;
    // Only the box's rules can fail to load here: sending handles its own errors.
    handleSubmit(async (note) => {
      if (await onSubmit(note)) reset({ content: "", notify: [], isInternal: false });
      // Add note was disabled while the note went out, which dropped focus to the page: the box takes it back.
      if (document.activeElement === document.body || form.contains(document.activeElement)) document.getElementById(`${id}-text`)?.focus();
    })(event).catch(() => toast.error(noteMessages.submitFailed));
  }

  return (
    <form onSubmit={submit} onFocus={noteFields.preload} aria-label="New note" className="space-y-3">
      <div>
        <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-medium text-slate-800">
          New note
        </label>
        <NoteTextArea id={`${id}-text`} value={content} onValueChange={(value) => setValue("content", value, { shouldDirty: true })} maxLength={5000} />
        {formState.errors.content?.message ? <p className="mt-1 text-sm text-red-700">{formState.errors.content.message}</p> : null}
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
                checked={(notify ?? []).includes(option)}
                onChange={(event) => apply(withNotify(draftOf(getValues()), option, event.target.checked))}
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
              checked={isInternal ?? false}
              onChange={(event) => apply(withInternal(draftOf(getValues()), event.target.checked))}
            />
            Internal
          </label>
        ) : null}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={!canSubmitNoteText(content) || busy} aria-busy={busy || undefined}>
          Add note
        </Button>
      </div>
    </form>
  );
}
