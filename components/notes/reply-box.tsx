"use client";

import { useId, type FormEvent, type RefObject } from "react";
import { secondaryButton } from "@/components/ui/button-styles";
import { canSubmitNoteText } from "./note-panel-rules";
import { NoteTextArea } from "./note-text-area";

export interface ReplyBoxProps {
  /** Whose note is answered, for the box's label. */
  author: string;
  value: string;
  onValueChange: (value: string) => void;
  onSubmit: () => void;
  pending: boolean;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

/** The reply box under a thread; its draft is kept per note by the panel. */
export function ReplyBox({ author, value, onValueChange, onSubmit, pending, inputRef }: ReplyBoxProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmitNoteText(value) && !pending) onSubmit();
  };
  return (
    <form onSubmit={submit} aria-label={`Reply to ${author}`} className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        Reply to {author}
      </label>
      <NoteTextArea ref={inputRef} id={id} value={value} onValueChange={onValueChange} placeholder="Write a reply" maxLength={5000} />
      <div className="flex justify-end">
        <button type="submit" className={`${secondaryButton} h-8 px-3`} disabled={!canSubmitNoteText(value) || pending} aria-busy={pending || undefined}>
          Send reply
        </button>
      </div>
    </form>
  );
}
