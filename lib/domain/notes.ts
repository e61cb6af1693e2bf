/**
 * Notes: category, visibility, actions and draft rules (spec 3 §3, §4, §5, §6).
 */
import { isAfterBindStatus } from "./statuses";
import { can, type Actor } from "./permissions";

export const noteCategories = [
  "PreBindSubmission",
  "PostBindSubmission",
  "Renewal",
  "PreBindApplication",
  "PostBindApplication",
  "Endorsement",
  "Document",
] as const;
export type NoteCategory = (typeof noteCategories)[number];

export type NoteEntityType = "Submission" | "Application";

/**
 * The category a new note gets. On an application the endorsement view wins
 * when no cancellation or reinstatement is attached, then Renewal, then the
 * post- or pre-bind reading of the status.
 */
export function noteCategory(args: {
  entityType: NoteEntityType;
  submissionStatus?: string | null;
  applicationStatus?: string | null;
  hasCancellationOrReinstatement?: boolean;
  endorsementViewActive?: boolean;
}): NoteCategory {
  if (args.entityType === "Submission") {
    return args.submissionStatus === "Completed" ? "PostBindSubmission" : "PreBindSubmission";
  }
  if (args.endorsementViewActive && !args.hasCancellationOrReinstatement) return "Endorsement";
  const status = args.applicationStatus ?? "";
  if (status === "Renewal") return "Renewal";
  return isAfterBindStatus(status) ? "PostBindApplication" : "PreBindApplication";
}

/** Non-underwriters never see internal notes. */
export function canSeeNote(role: Actor, note: { isInternal: boolean }): boolean {
  return can(role, "seeInternalNotes") || !note.isInternal;
}

export const MGA_UNDERWRITER_ROLE = "MGAUnderwriter";

// Author roles arrive as free text; "MGA Underwriter" and "mga-underwriter" name the same role.
function isMgaUnderwriter(authorRole: string): boolean {
  return authorRole.replace(/[^a-z]/gi, "").toLowerCase() === MGA_UNDERWRITER_ROLE.toLowerCase();
}

export type NoteActions = { reply: boolean; toggleVisibility: boolean; delete: boolean };

/**
 * Agents get no action icons. Everyone else may reply (the spec withholds
 * the icons from agents only); visibility and delete need a note by an MGA
 * underwriter, viewed by an Underwriter or Admin.
 */
export function noteActionsFor(args: { viewerRole: Actor; authorRole: string }): NoteActions {
  if (!can(args.viewerRole, "actOnNotes")) return { reply: false, toggleVisibility: false, delete: false };
  const manage = isMgaUnderwriter(args.authorRole);
  return { reply: true, toggleVisibility: manage, delete: manage };
}

export const PRODUCER_NOTIFY = "Producer";
export const NOTE_CONTENT_REQUIRED = "Please enter a note.";

export type NoteDraft = { content: string; notify: string[]; isInternal: boolean };
export type NoteDraftResult = { ok: true; draft: NoteDraft } | { ok: false; message: string };

/**
 * The draft as it may be saved: blank text is refused, notify is
 * de-duplicated, and notifying the Producer clears internal, since a note
 * the producer is told about cannot be hidden from them.
 */
export function normalizeNoteDraft(draft: { content: string; notify: readonly string[]; isInternal: boolean }): NoteDraftResult {
  const content = draft.content.trim();
  if (content === "") return { ok: false, message: NOTE_CONTENT_REQUIRED };
  const notify = [...new Set(draft.notify)];
  const isInternal = draft.isInternal && !notify.includes(PRODUCER_NOTIFY);
  return { ok: true, draft: { content, notify, isInternal } };
}

/** A reply to an internal parent is internal, whatever the reply asked for. */
export function replyInternalRule(parentIsInternal: boolean, replyIsInternal: boolean): boolean {
  return parentIsInternal || replyIsInternal;
}

/** A reply needs a parent that is still there and that the replier can see. */
export function canReplyTo(role: Actor, parent: { isActive: boolean; isInternal: boolean }): boolean {
  return parent.isActive && canSeeNote(role, parent);
}

export const REMOVED_NOTE_TEXT = "Note has been removed.";

/** Soft-deleted notes show a placeholder in place of their text. */
export function noteDisplayContent(note: { isActive: boolean; content: string }): string {
  return note.isActive ? note.content : REMOVED_NOTE_TEXT;
}

const EXCERPT_LENGTH = 140;

/** A note's opening words, as the bell and the policy timeline show it. */
export const noteExcerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

/** The element id of a note, so a notification can open the page at it. */
export const noteAnchorID = (noteID: string) => `note-${noteID}`;

/**
 * Where a note is read, at the note: an application's note in the
 * underwriting steps for an underwriter, on the questionnaire before bind and
 * on the policy summary after it for an agent; a submission's note on the
 * submission's page of App Central for either, the one page with the
 * submission's notes (the underwriter's submission overview has none).
 */
export function noteHref(
  viewerRole: "Agent" | "Underwriter",
  note: { id: string; submissionID: string; applicationID: string | null; applicationStatus: string | null },
): string {
  const submission = encodeURIComponent(note.submissionID);
  const anchor = `#${noteAnchorID(note.id)}`;
  if (!note.applicationID) return `/app-central?submissionID=${submission}${anchor}`;
  const app = encodeURIComponent(note.applicationID);
  if (can(viewerRole, "openUnderwriterScreens")) return `/submission/${submission}/coverage/${app}/review${anchor}`;
  return `/coverage/${app}${note.applicationStatus && isAfterBindStatus(note.applicationStatus) ? "/summary" : ""}${anchor}`;
}
