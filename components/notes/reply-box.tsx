"use client";

import { useId, type RefObject } from "react";
import { formOnFirstUse } from "@/components/forms/form-on-first-use";
import { ReplyBoxFields } from "./reply-box-fields";

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

const useReplyForm = formOnFirstUse(() => import("./reply-box-form"));

/**
 * The reply box under a thread. Its form loads when the writer first points
 * at or focuses the box (or presses Reply); until then the same field keeps
 * the reply in the panel, and Send reply waits for the form.
 */
export function ReplyBox(props: ReplyBoxProps) {
  const id = useId();
  const { loaded, request, formRef } = useReplyForm();
  if (loaded) return <loaded.ReplyBoxForm {...props} id={id} formRef={formRef} />;
  const { author, draft, onDraftChange, pending, inputRef } = props;
  return (
    <ReplyBoxFields
      id={id}
      author={author}
      formRef={formRef}
      inputRef={inputRef}
      content={draft}
      onContentChange={onDraftChange}
      canSubmit={false}
      busy={pending}
      onSubmit={(event) => event.preventDefault()}
      onFocus={request}
      onPointerEnter={request}
    />
  );
}
