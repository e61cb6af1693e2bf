"use client";

import { useRef } from "react";
import { canReplyTo, noteAnchorID } from "@/lib/domain/notes";
import type { Role } from "@/lib/domain/roles";
import type { ApiNote } from "@/lib/api/notes";
import { NoteItem } from "./note-item";
import { ReplyBox } from "./reply-box";

type ShownNote = Omit<ApiNote, "replies">;

export interface NoteThreadProps {
  note: ApiNote;
  role: Role;
  entityLabel?: (note: ShownNote) => string | undefined;
  replyDraft: string;
  onReplyDraftChange: (value: string) => void;
  /** Resolves true once the reply is saved. */
  onSubmitReply: (content: string) => Promise<boolean>;
  replyPending: boolean;
  busy: (noteID: string) => boolean;
  onSetVisibility: (note: ShownNote, isInternal: boolean) => void;
  onDelete: (note: ShownNote) => void;
}

/** A top-level note, its replies oldest first, and the reply box for whoever may answer it. */
export function NoteThread({
  note,
  role,
  entityLabel,
  replyDraft,
  onReplyDraftChange,
  onSubmitReply,
  replyPending,
  busy,
  onSetVisibility,
  onDelete,
}: NoteThreadProps) {
  const replyInput = useRef<HTMLTextAreaElement>(null);
  const author = `${note.author.firstName} ${note.author.lastName}`.trim();
  const replyable = canReplyTo(role, note);
  const focusReply = () => {
    replyInput.current?.scrollIntoView({ block: "nearest" });
    replyInput.current?.focus();
  };
  const item = (shown: ShownNote, parent?: ShownNote) => (
    <NoteItem
      note={shown}
      role={role}
      parent={parent}
      entityLabel={entityLabel?.(shown)}
      busy={busy(shown.id)}
      onReply={replyable ? focusReply : undefined}
      onSetVisibility={(isInternal) => onSetVisibility(shown, isInternal)}
      onDelete={() => onDelete(shown)}
    />
  );

  return (
    <li id={noteAnchorID(note.id)} className="scroll-mt-[200px] space-y-3 border-b border-slate-200 py-4 last:border-b-0">
      {item(note)}
      {note.replies.length ? (
        <ul aria-label={`Replies to ${author}`} className="space-y-3 border-l-2 border-slate-200 pl-3">
          {note.replies.map((reply) => (
            <li key={reply.id} id={noteAnchorID(reply.id)} className="scroll-mt-[200px]">
              {item(reply, note)}
            </li>
          ))}
        </ul>
      ) : null}
      {replyable ? (
        <ReplyBox author={author} draft={replyDraft} onDraftChange={onReplyDraftChange} onSubmit={onSubmitReply} pending={replyPending} inputRef={replyInput} />
      ) : null}
    </li>
  );
}
