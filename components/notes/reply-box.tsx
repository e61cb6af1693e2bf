"use client";

import { useEffect, useId, type FormEvent, type RefObject } from "react";
import { useForm, useWatch } from "react-hook-form";
import { lazyResolver, withZodResolver } from "@/components/forms/lazy-resolver";
import { toast } from "@/components/ui/toast";
import type { NoteCreate, NoteCreateInput } from "@/lib/schemas/notes";
import { canSubmitNoteText, noteMessages } from "./note-panel-rules";
import { NoteTextArea } from "./note-text-area";
import { Button } from "@/components/ui/button";

type ReplyInput = Pick<NoteCreateInput, "content">;
type Reply = Pick<NoteCreate, "content">;

// The route handler's rule for the text, and zod with it, loads when the writer first focuses a reply box.
const replyFields = lazyResolver<ReplyInput, unknown, Reply>(() =>
  withZodResolver(import("@/lib/schemas/notes")).then(([{ zodResolver }, m]) => zodResolver(m.replyBoxSchema)),
);

export interface ReplyBoxProps {
  /** Whose note is answered, for the box's label. */
  author: string;
  /** The reply as last written: the panel keeps it per note, so it outlives a switch of the panel's view. */
  draft: string;
  onDraftChange: (value: string) => void;
  /** Sends the reply; resolves true once it is saved, which empties the box. */
  onSubmit: (content: string) => Promise<boolean>;
  pending: boolean;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

/** The reply box under a thread. */
export function ReplyBox({ author, draft, onDraftChange, onSubmit, pending, inputRef }: ReplyBoxProps) {
  const id = useId();
  const { control, handleSubmit, setValue, reset, subscribe, formState } = useForm<ReplyInput, unknown, Reply>({
    defaultValues: { content: draft },
    resolver: replyFields.resolver,
  });
  const content = useWatch({ control, name: "content" });
  const busy = pending || formState.isSubmitting;

  useEffect(() => subscribe({ formState: { values: true }, callback: ({ values }) => onDraftChange(values.content) }), [subscribe, onDraftChange]);

  function submit(event: FormEvent) {
    if (!canSubmitNoteText(content) || busy) {
      event.preventDefault();
      return;
    }
    // Only the box's rules can fail to load here: sending handles its own errors.
    handleSubmit(async (reply) => {
      if (await onSubmit(reply.content)) reset({ content: "" });
    })(event).catch(() => toast.error(noteMessages.submitFailed));
  }

  return (
    <form onSubmit={submit} onFocus={replyFields.preload} aria-label={`Reply to ${author}`} className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        Reply to {author}
      </label>
      <NoteTextArea
        ref={inputRef}
        id={id}
        value={content}
        onValueChange={(value) => setValue("content", value, { shouldDirty: true })}
        placeholder="Write a reply"
        maxLength={5000}
      />
      {formState.errors.content?.message ? <p className="text-sm text-red-700">{formState.errors.content.message}</p> : null}
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" size="sm" disabled={!canSubmitNoteText(content) || busy} aria-busy={busy || undefined}>
          Send reply
        </Button>
      </div>
    </form>
  );
}
