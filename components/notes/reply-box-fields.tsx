"use client";

import type { FormEvent, RefObject } from "react";
import { NoteTextArea } from "./note-text-area";
import { Button } from "@/components/ui/button";

export interface ReplyBoxFieldsProps {
  id: string;
  author: string;
  formRef: RefObject<HTMLFormElement | null>;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  content: string;
  error?: string;
  onContentChange: (content: string) => void;
  /** Whether Send reply may be pressed; the box's stand-in never sends. */
  canSubmit: boolean;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onFocus: () => void;
  onPointerEnter?: () => void;
}

/** The reply box's fields under a thread. */
export function ReplyBoxFields({
  id,
  author,
  formRef,
  inputRef,
  content,
  error,
  onContentChange,
  canSubmit,
  busy,
  onSubmit,
  onFocus,
  onPointerEnter,
}: ReplyBoxFieldsProps) {
  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={onFocus} onPointerEnter={onPointerEnter} aria-label={`Reply to ${author}`} className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        Reply to {author}
      </label>
      <NoteTextArea ref={inputRef} id={id} value={content} onValueChange={onContentChange} placeholder="Write a reply" maxLength={5000} />
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" size="sm" disabled={!canSubmit} aria-busy={busy || undefined}>
          Send reply
        </Button>
      </div>
    </form>
  );
}
