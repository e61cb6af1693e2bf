"use client";

import { REMOVED_NOTE_TEXT } from "@/lib/domain/notes";
import type { Role } from "@/lib/domain/roles";
import type { ApiNote } from "@/lib/api/notes";
import { NoteIcon } from "./note-icons";
import { Timestamp } from "@/components/ui/timestamp";
import { noteCategoryLabel, noteRoleLabel, shownNoteActions, visibilityToggleTarget } from "./note-panel-rules";

type ShownNote = Omit<ApiNote, "replies">;

export interface NoteItemProps {
  note: ShownNote;
  role: Role;
  /** The thread's top note, for a reply. */
  parent?: ShownNote;
  /** Where the note was written, shown when the list spans the whole submission. */
  entityLabel?: string;
  busy: boolean;
  /** Moves to the thread's reply box; without one (the thread takes no replies) there is no reply icon. */
  onReply?: () => void;
  onSetVisibility: (isInternal: boolean) => void;
  onDelete: () => void;
}

const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium";
const iconButton =
  "inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:cursor-not-allowed disabled:opacity-50";

/** One note or reply: author, date, category and badges, its text (as text, never HTML) and the viewer's action icons. */
export function NoteItem({ note, role, parent, entityLabel, busy, onReply, onSetVisibility, onDelete }: NoteItemProps) {
  const author = `${note.author.firstName} ${note.author.lastName}`.trim();
  const actions = shownNoteActions(role, note);
  const canReply = actions.reply && onReply !== undefined;
  const visibilityTarget = actions.toggleVisibility ? visibilityToggleTarget(note, parent) : null;

  // A removed note keeps its place, shown by the placeholder alone (spec 3 §4); focus goes to it when the note is removed here.
  if (!note.isActive) {
    return (
      <article aria-label="Removed note" tabIndex={-1}>
        <p className="text-sm text-slate-500 italic">{REMOVED_NOTE_TEXT}</p>
      </article>
    );
  }

  return (
    <article aria-label={`Note by ${author}`} className="space-y-1.5">
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-sm">
          <span className="font-semibold text-slate-900">{author}</span> <span className="text-slate-600">({noteRoleLabel(note.author.role)})</span>
        </p>
        <Timestamp iso={note.createdDate} className="text-xs text-slate-500" />
      </header>
      <ul aria-label="Details" className="flex flex-wrap gap-1.5">
        {entityLabel ? <li className={`${badge} bg-slate-100 text-slate-700`}>{entityLabel}</li> : null}
        <li className={`${badge} bg-slate-100 text-slate-700`}>{noteCategoryLabel(note.category)}</li>
        {note.isInternal ? <li className={`${badge} bg-amber-100 text-amber-900`}>Internal</li> : null}
        {note.notify.map((n) => (
          <li key={n} className={`${badge} bg-brand-50 text-brand-800`}>
            Notified: {n}
          </li>
        ))}
      </ul>
      <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{note.content}</p>
      {canReply || visibilityTarget !== null || actions.delete ? (
        <div className="flex gap-1">
          {canReply ? (
            <button type="button" className={iconButton} onClick={onReply} aria-label={`Reply to note by ${author}`} title="Reply">
              <NoteIcon name="reply" />
            </button>
          ) : null}
          {visibilityTarget !== null ? (
            <button
              type="button"
              className={iconButton}
              disabled={busy}
              onClick={() => onSetVisibility(visibilityTarget)}
              aria-label={visibilityTarget ? `Make note by ${author} internal` : `Show note by ${author} to the producer`}
              title={visibilityTarget ? "Make internal" : "Show to the producer"}
            >
              <NoteIcon name={visibilityTarget ? "hide" : "show"} />
            </button>
          ) : null}
          {actions.delete ? (
            <button type="button" className={iconButton} disabled={busy} onClick={onDelete} aria-label={`Delete note by ${author}`} title="Delete">
              <NoteIcon name="delete" />
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
