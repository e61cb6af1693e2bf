"use client";

import { useEffect, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { lazyResolver, withZodResolver } from "@/components/forms/lazy-resolver";
import { toast } from "@/components/ui/toast";
import type { NoteDraft } from "@/lib/domain/notes";
import type { NoteCreateInput } from "@/lib/schemas/notes";
import { canSubmitNoteText, noteMessages, notifyChoices } from "./note-panel-rules";
import { NoteEntryFields, type NoteEntryFieldsProps } from "./note-entry-fields";
import type { NoteEntryProps, NoteFields } from "./note-entry";

/** What the writer fills in of POST /api/notes, as typed. */
type NoteInput = Pick<NoteCreateInput, "content" | "notify" | "isInternal">;

// The route handler's own rules for these fields, and zod with them, load when the writer first focuses the box.
const noteFields = lazyResolver<NoteInput, unknown, NoteFields>(() =>
  withZodResolver(import("@/lib/schemas/notes")).then(([{ zodResolver }, m]) => zodResolver(m.noteBoxSchema)),
);

const draftOf = (values: NoteInput): NoteDraft => ({ content: values.content, notify: values.notify ?? [], isInternal: values.isInternal ?? false });

/** The new-note box as a form: starts from the draft its stand-in kept, checks it by the route's rules and sends it. */
export function NoteEntryForm({ id, role, formRef, draft, onDraftChange, onSubmit, pending }: NoteEntryProps & Pick<NoteEntryFieldsProps, "id" | "formRef">) {
  const { control, handleSubmit, setValue, reset, subscribe, formState } = useForm<NoteInput, unknown, NoteFields>({
    defaultValues: { content: draft.content, notify: notifyChoices(draft.notify), isInternal: draft.isInternal },
    resolver: noteFields.resolver,
  });
  const [content, notify, isInternal] = useWatch({ control, name: ["content", "notify", "isInternal"] });
  const busy = pending || formState.isSubmitting;

  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => onDraftChange(draftOf(structuredClone(values))) }),
    [subscribe, onDraftChange],
  );

  /** Notify and internal move together (notifying the producer clears internal), as the rules say. */
  function applyChoices(next: NoteDraft) {
    setValue("notify", notifyChoices(next.notify), { shouldDirty: true });
    setValue("isInternal", next.isInternal, { shouldDirty: true });
  }

  function submit(event: FormEvent) {
    if (!canSubmitNoteText(content) || busy) {
      event.preventDefault();
      return;
    }
    // Only the box's rules can fail to load here: sending handles its own errors.
    handleSubmit(async (note) => {
      if (await onSubmit(note)) reset({ content: "", notify: [], isInternal: false });
    })(event).catch(() => toast.error(noteMessages.submitFailed));
  }

  return (
    <NoteEntryFields
      id={id}
      role={role}
      formRef={formRef}
      values={draftOf({ content, notify, isInternal })}
      error={formState.errors.content?.message}
      onContentChange={(value) => setValue("content", value, { shouldDirty: true })}
      onChoicesChange={applyChoices}
      canSubmit={canSubmitNoteText(content) && !busy}
      busy={busy}
      onSubmit={submit}
      onFocus={noteFields.preload}
    />
  );
}
