"use client";

import { useEffect, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { lazyResolver, withZodResolver } from "@/components/forms/lazy-resolver";
import { toast } from "@/components/ui/toast";
import type { NoteCreate, NoteCreateInput } from "@/lib/schemas/notes";
import { canSubmitNoteText, noteMessages } from "./note-panel-rules";
import { ReplyBoxFields, type ReplyBoxFieldsProps } from "./reply-box-fields";
import type { ReplyBoxProps } from "./reply-box";

type ReplyInput = Pick<NoteCreateInput, "content">;
type Reply = Pick<NoteCreate, "content">;

// The route handler's rule for the text, and zod with it, loads when the writer first focuses a reply box.
const replyFields = lazyResolver<ReplyInput, unknown, Reply>(() =>
  withZodResolver(import("@/lib/schemas/notes")).then(([{ zodResolver }, m]) => zodResolver(m.replyBoxSchema)),
);

/** The reply box as a form: starts from the panel's draft, checks the text by the route's rule and sends it. */
export function ReplyBoxForm({
  id,
  formRef,
  author,
  draft,
  onDraftChange,
  onSubmit,
  pending,
  inputRef,
}: ReplyBoxProps & Pick<ReplyBoxFieldsProps, "id" | "formRef">) {
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
    <ReplyBoxFields
      id={id}
      author={author}
      formRef={formRef}
      inputRef={inputRef}
      content={content}
      error={formState.errors.content?.message}
      onContentChange={(value) => setValue("content", value, { shouldDirty: true })}
      canSubmit={canSubmitNoteText(content) && !busy}
      busy={busy}
      onSubmit={submit}
      onFocus={replyFields.preload}
    />
  );
}
