/**
 * What the notes panel decides on its own, kept pure so it is tested beside
 * the server's rules in lib/domain/notes.ts (spec 3 §3, §5, §6, §9).
 */
import { noteActionsFor, PRODUCER_NOTIFY, type NoteActions, type NoteCategory, type NoteDraft } from "@/lib/domain/notes";
import type { Role } from "@/lib/domain/roles";
import { can } from "@/lib/domain/permissions";

/** The note text area shows 2 rows empty and grows up to 5, then scrolls (spec 3 §9). */
export const NOTE_MIN_ROWS = 2;
export const NOTE_MAX_ROWS = 5;

export const UNDERWRITER_NOTIFY = "Underwriter";
export type NotifyOption = typeof PRODUCER_NOTIFY | typeof UNDERWRITER_NOTIFY;

export const EMPTY_NOTE_DRAFT: NoteDraft = { content: "", notify: [], isInternal: false };

/** Rows for text whose wrapped height is `contentHeight` px at `lineHeight` px a line. */
export function noteTextRows(contentHeight: number, lineHeight: number): number {
  if (!(lineHeight > 0) || !Number.isFinite(contentHeight)) return NOTE_MIN_ROWS;
  return Math.min(NOTE_MAX_ROWS, Math.max(NOTE_MIN_ROWS, Math.ceil(contentHeight / lineHeight - 0.01)));
}

/**
 * Whom a writer may notify: underwriters choose Producer and Underwriter;
 * agents are the producer, so they may only notify the underwriters.
 */
export function notifyOptionsFor(role: Role): NotifyOption[] {
  return can(role, "notifyProducer") ? [PRODUCER_NOTIFY, UNDERWRITER_NOTIFY] : [UNDERWRITER_NOTIFY];
}

/** Only underwriters write internal notes. */
export const canWriteInternal = (role: Role) => can(role, "writeInternalNotes");

/** Ticks or unticks a notify choice; choosing Producer clears internal, since the producer cannot be told of a note hidden from them. */
export function withNotify(draft: NoteDraft, option: NotifyOption, checked: boolean): NoteDraft {
  const notify = checked ? [...new Set([...draft.notify, option])] : draft.notify.filter((n) => n !== option);
  return { ...draft, notify, isInternal: checked && option === PRODUCER_NOTIFY ? false : draft.isInternal };
}

/** Marks the draft internal or not; an internal note cannot notify the Producer, so that choice goes. */
export function withInternal(draft: NoteDraft, isInternal: boolean): NoteDraft {
  return { ...draft, isInternal, notify: isInternal ? draft.notify.filter((n) => n !== PRODUCER_NOTIFY) : draft.notify };
}

/** Submit stays disabled for empty or blank text (spec 3 §5). */
export const canSubmitNoteText = (content: string) => content.trim() !== "";

/** Whether leaving the page would lose a note or a reply being written ('Unsaved note'). */
export function hasUnsavedNote(draft: Pick<NoteDraft, "content">, replyDrafts: Readonly<Record<string, string>>): boolean {
  return canSubmitNoteText(draft.content) || Object.values(replyDrafts).some(canSubmitNoteText);
}

interface ShownNote {
  isActive: boolean;
  isInternal: boolean;
  notify: readonly string[];
  author: { role: string };
  actions: NoteActions;
}

/** The action icons a viewer gets: the server's answer, never more than the shared rule allows (agents get none). */
export function shownNoteActions(viewerRole: Role, note: ShownNote): NoteActions {
  const rule = noteActionsFor({ viewerRole, authorRole: note.author.role });
  const allowed = note.isActive;
  return {
    reply: allowed && rule.reply && note.actions.reply,
    toggleVisibility: allowed && rule.toggleVisibility && note.actions.toggleVisibility,
    delete: allowed && rule.delete && note.actions.delete,
  };
}

/**
 * The visibility a toggle would give the note, or null when the server would
 * refuse it: a note the producer was told about cannot be made internal, and
 * a reply to an internal note stays internal.
 */
export function visibilityToggleTarget(note: Pick<ShownNote, "isInternal" | "notify">, parent?: { isInternal: boolean }): boolean | null {
  if (!note.isInternal) return note.notify.includes(PRODUCER_NOTIFY) ? null : true;
  return parent?.isInternal ? null : false;
}

const categoryLabels: Record<NoteCategory, string> = {
  PreBindSubmission: "Pre-bind submission",
  PostBindSubmission: "Post-bind submission",
  Renewal: "Renewal",
  PreBindApplication: "Pre-bind application",
  PostBindApplication: "Post-bind application",
  Endorsement: "Endorsement",
  Document: "Document",
};

export const noteCategoryLabel = (category: NoteCategory) => categoryLabels[category];

/** "MGAUnderwriter" reads "MGA Underwriter"; plain role names stay as they are. */
export function noteRoleLabel(role: string): string {
  return role
    .replace(/[-_]+/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .trim();
}

/** The panel's messages, exactly as spec 3 §8 writes them. */
export const noteMessages = {
  submitted: "Note submitted successfully",
  submitFailed: "Failed to create note, please try again.",
  visibilityUpdated: "Note Visibility Successfully updated",
  updateFailed: "Failed to update note",
  empty: "No notes",
} as const;

/** The notify choices of a draft, in the shape the API takes. */
export const notifyChoices = (notify: readonly string[]): NotifyOption[] =>
  notify.filter((n): n is NotifyOption => n === PRODUCER_NOTIFY || n === UNDERWRITER_NOTIFY);
