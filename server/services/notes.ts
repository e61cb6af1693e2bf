import "server-only";
import type { NoticeAudience } from "@/lib/domain/notice-audience";
import { can } from "@/lib/domain/permissions";
import {
  canReplyTo,
  canSeeNote,
  noteActionsFor,
  noteCategory,
  normalizeNoteDraft,
  PRODUCER_NOTIFY,
  replyInternalRule,
  type NoteCategory,
} from "@/lib/domain/notes";
import type { ApiNote, NoteCreate, NotesPage, NotesQuery, NoteVisibility } from "@/lib/schemas/notes";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { db, type Tx } from "../db";
import { AppError, forbidden, notFound } from "../errors";
import { applicationAccess, noteAccess, submissionAccess } from "./access";
import { assertFresh, basedOnTime, staleConflict, updateIfFresh, type Freshness } from "./freshness";
import { audienceUserIds } from "./notices";
import { encodeCursor } from "@/lib/schemas/list-query";
import { afterKeyset } from "./keyset";

type Viewer = Pick<SessionUser, "id" | "role" | "agencyId">;

const noteInclude = { author: { select: { id: true, firstName: true, lastName: true, roles: true } } } as const;
type NoteRow = Prisma.NoteGetPayload<{ include: typeof noteInclude }>;

const authorRole = (row: NoteRow) => row.author.roles[0] ?? "Agent";

function toNote(viewer: Viewer, row: NoteRow) {
  return {
    id: row.id,
    entityType: row.entityType,
    entityID: row.entityId,
    submissionID: row.submissionId,
    applicationID: row.applicationId,
    category: row.category,
    content: row.isActive ? row.content : null,
    notify: row.notify,
    isInternal: row.isInternal,
    isActive: row.isActive,
    parentNoteID: row.parentNoteId,
    cancellationID: row.cancellationId,
    reinstatementID: row.reinstatementId,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    author: { id: row.author.id, firstName: row.author.firstName, lastName: row.author.lastName, role: authorRole(row) },
    actions: row.isActive ? noteActionsFor({ viewerRole: viewer.role, authorRole: authorRole(row) }) : { reply: false, toggleVisibility: false, delete: false },
  };
}

async function withReplies(viewer: Viewer, parents: NoteRow[], tx: Tx): Promise<ApiNote[]> {
  const replies = parents.length
    ? await tx.note.findMany({
        where: { parentNoteId: { in: parents.map((p) => p.id) }, ...noteAccess(viewer) },
        include: noteInclude,
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      })
    : [];
  return parents.map((p) => ({ ...toNote(viewer, p), replies: replies.filter((r) => r.parentNoteId === p.id).map((r) => toNote(viewer, r)) }));
}

interface NoteTarget {
  submissionId: string;
  applicationId: string | null;
  agencyId: string;
  category: NoteCategory;
}

/** The entity a note is about, through the viewer's access rule (another agency's: 404), and the category it gives a note. */
async function noteTarget(tx: Tx, viewer: Viewer, body: Pick<NoteCreate, "entityType" | "entityID" | "category">): Promise<NoteTarget> {
  if (body.entityType === "Submission") {
    const submission = await tx.submission.findFirst({
      where: { id: body.entityID, ...submissionAccess(viewer) },
      select: { id: true, status: true, agencyId: true },
    });
    if (!submission) throw notFound("Submission");
    return {
      submissionId: submission.id,
      applicationId: null,
      agencyId: submission.agencyId,
      category: noteCategory({ entityType: "Submission", submissionStatus: submission.status }),
    };
  }
  const app = await tx.application.findFirst({
    where: { id: body.entityID, ...applicationAccess(viewer) },
    select: { id: true, status: true, submission: { select: { id: true, agencyId: true } }, _count: { select: { cancellations: true, reinstatements: true } } },
  });
  if (!app) throw notFound("Application");
  const category = noteCategory({
    entityType: "Application",
    applicationStatus: app.status,
    hasCancellationOrReinstatement: app._count.cancellations + app._count.reinstatements > 0,
    // Only the screen knows it shows the endorsement view; everything else is derived here.
    endorsementViewActive: body.category === "Endorsement",
  });
  return { submissionId: app.submission.id, applicationId: app.id, agencyId: app.submission.agencyId, category };
}

type RecordTie = Pick<NoteCreate, "cancellationID" | "reinstatementID">;

/** The record a note is tied to must be one of the note's application (which the viewer may see): otherwise 404. */
async function recordTie(tx: Tx, applicationId: string | null, tie: RecordTie): Promise<{ cancellationId: string | null; reinstatementId: string | null }> {
  if (tie.cancellationID) {
    const found = applicationId && (await tx.cancellation.findFirst({ where: { id: tie.cancellationID, applicationId }, select: { id: true } }));
    if (!found) throw notFound("Cancellation");
  }
  if (tie.reinstatementID) {
    const found = applicationId && (await tx.reinstatement.findFirst({ where: { id: tie.reinstatementID, applicationId }, select: { id: true } }));
    if (!found) throw notFound("Reinstatement");
  }
  return { cancellationId: tie.cancellationID ?? null, reinstatementId: tie.reinstatementID ?? null };
}

/** A note's notify choices as audiences: Producer the agents of the submission's agency, Underwriter the underwriters. */
const noteAudiences = (notify: readonly string[]): NoticeAudience[] => [
  ...(notify.includes(PRODUCER_NOTIFY) ? ["agency" as const] : []),
  ...(notify.includes("Underwriter") ? ["underwriters" as const] : []),
];

/**
 * Locks the first note of the thread a note belongs to, so a reply and a change
 * of the thread's visibility take turns, each reading what the other committed:
 * a reply is never left visible under a thread just made internal.
 */
async function lockThread(tx: Tx, noteID: string): Promise<void> {
  await tx.$queryRaw`
    SELECT 1 FROM "Note" WHERE "id" = COALESCE((SELECT "parentNoteId" FROM "Note" WHERE "id" = ${noteID}), ${noteID}) FOR UPDATE`;
}

/**
 * POST /api/notes: the note and the notifications it sends, in one
 * transaction, so neither is ever saved without the other.
 */
export async function createNote(user: SessionUser, body: NoteCreate): Promise<ApiNote> {
  if (body.isInternal && !canSeeNote(user.role, { isInternal: true })) throw forbidden("Only an underwriter may write an internal note.");
  // Agents are the producer: the screen offers them only the underwriters, and the server holds them to it.
  if (body.notify?.includes(PRODUCER_NOTIFY) && !can(user.role, "notifyProducer")) throw forbidden("Only an underwriter may notify the producer.");
  const draft = normalizeNoteDraft({ content: body.content, notify: body.notify, isInternal: body.isInternal });
  if (!draft.ok) throw new AppError("unprocessable", draft.message, { content: [draft.message] });
  return db.$transaction(async (tx) => {
    const target = await noteTarget(tx, user, body);
    let isInternal = draft.draft.isInternal;
    let parentNoteId: string | null = null;
    let tie = await recordTie(tx, target.applicationId, body);
    if (body.parentNoteID) {
      await lockThread(tx, body.parentNoteID);
      const parent = await tx.note.findFirst({
        where: { id: body.parentNoteID, ...noteAccess(user) },
        select: { id: true, isActive: true, isInternal: true, parentNoteId: true, entityId: true, cancellationId: true, reinstatementId: true },
      });
      if (!parent || parent.entityId !== body.entityID) throw notFound("Note");
      // A reply to a reply joins its thread, whose top note the writer must be able to read too.
      if (parent.parentNoteId && !(await tx.note.findFirst({ where: { id: parent.parentNoteId, ...noteAccess(user) }, select: { id: true } })))
        throw notFound("Note");
      if (!canReplyTo(user.role, parent)) throw new AppError("conflict", "This note was removed and takes no replies.");
      // Replies hang under the note they answer; a reply to a reply joins the same thread, and the thread's record.
      parentNoteId = parent.parentNoteId ?? parent.id;
      isInternal = replyInternalRule(parent.isInternal, isInternal);
      tie = { cancellationId: parent.cancellationId, reinstatementId: parent.reinstatementId };
    }
    // An internal note never reaches a producer.
    const notify = isInternal ? draft.draft.notify.filter((n) => n !== PRODUCER_NOTIFY) : draft.draft.notify;
    const note = await tx.note.create({
      data: {
        submissionId: target.submissionId,
        applicationId: target.applicationId,
        entityType: body.entityType,
        entityId: body.entityID,
        category: target.category,
        content: draft.draft.content,
        notify,
        isInternal,
        parentNoteId,
        ...tie,
        authorId: user.id,
      },
      include: noteInclude,
    });
    const userIds = await audienceUserIds(tx, noteAudiences(notify), target.agencyId, user.id);
    if (userIds.length) await tx.notification.createMany({ data: userIds.map((userId) => ({ userId, noteId: note.id })) });
    return { ...toNote(user, note), replies: [] };
  });
}

async function findNote(tx: Tx, viewer: Viewer, noteID: string): Promise<NoteRow> {
  const note = await tx.note.findFirst({ where: { id: noteID, ...noteAccess(viewer) }, include: noteInclude });
  if (!note) throw notFound("Note");
  return note;
}

const STALE_NOTE = "This note was changed by someone else since you loaded it. Reload it to see the changes.";

function noteFreshness(tx: Tx, user: SessionUser, noteID: string, basedOn: Date): Freshness {
  return { basedOn, stale: async () => staleConflict(STALE_NOTE, (await withReplies(user, [await findNote(tx, user, noteID)], tx))[0]) };
}

/** PUT /api/notes/{noteID}: internal or visible, by those the spec lets manage the note. */
export async function setNoteVisibility(user: SessionUser, noteID: string, body: NoteVisibility): Promise<ApiNote> {
  return db.$transaction(async (tx) => {
    await lockThread(tx, noteID);
    const note = await findNote(tx, user, noteID);
    const freshness = noteFreshness(tx, user, noteID, basedOnTime(body.updatedDate));
    await assertFresh(note.updatedAt, freshness);
    if (!noteActionsFor({ viewerRole: user.role, authorRole: authorRole(note) }).toggleVisibility) throw forbidden("You may not change who sees this note.");
    if (!note.isActive) throw new AppError("conflict", "This note was removed.");
    if (body.isInternal && note.notify.includes(PRODUCER_NOTIFY)) {
      throw new AppError("conflict", "The producer was notified of this note, so it cannot be made internal.");
    }
    // A reply to an internal note is internal: hiding a thread hides its replies, unless the producer was told of one.
    const hidesReplies = body.isInternal && !note.isInternal && note.parentNoteId === null;
    if (hidesReplies && (await tx.note.count({ where: { parentNoteId: note.id, notify: { has: PRODUCER_NOTIFY } } }))) {
      throw new AppError("conflict", "The producer was notified of a reply to this note, so it cannot be made internal.");
    }
    if (!body.isInternal && note.parentNoteId) {
      const parent = await tx.note.findUniqueOrThrow({ where: { id: note.parentNoteId }, select: { isInternal: true } });
      if (parent.isInternal) throw new AppError("conflict", "A reply to an internal note stays internal.");
    }
    await updateIfFresh((guard) => tx.note.updateMany({ where: { id: note.id, ...guard }, data: { isInternal: body.isInternal } }), freshness);
    if (hidesReplies) await tx.note.updateMany({ where: { parentNoteId: note.id, isInternal: false }, data: { isInternal: true } });
    return (await withReplies(user, [await findNote(tx, user, noteID)], tx))[0];
  });
}

/**
 * DELETE /api/notes/{noteID}: kept for the record, shown as removed. Based on
 * the note's updatedDate when the request names one (the spec's request has
 * no body); otherwise on the note as read.
 */
export async function deleteNote(user: SessionUser, noteID: string, basedOn: string | null = null): Promise<ApiNote> {
  return db.$transaction(async (tx) => {
    const note = await findNote(tx, user, noteID);
    const freshness = noteFreshness(tx, user, noteID, basedOn === null ? note.updatedAt : basedOnTime(basedOn));
    await assertFresh(note.updatedAt, freshness);
    if (!noteActionsFor({ viewerRole: user.role, authorRole: authorRole(note) }).delete) throw forbidden("You may not remove this note.");
    if (note.isActive) await updateIfFresh((guard) => tx.note.updateMany({ where: { id: note.id, ...guard }, data: { isActive: false } }), freshness);
    return (await withReplies(user, [await findNote(tx, user, noteID)], tx))[0];
  });
}

/** GET /api/notes: threads newest first, replies oldest first under their note, a page at a time. */
export async function listNotes(user: SessionUser, query: NotesQuery): Promise<NotesPage> {
  return db.$transaction(async (tx) => {
    if (query.submissionID) {
      if (!(await tx.submission.findFirst({ where: { id: query.submissionID, ...submissionAccess(user) }, select: { id: true } })))
        throw notFound("Submission");
    } else {
      const target = await noteTarget(tx, user, { entityType: query.entityType!, entityID: query.entityID!, category: undefined });
      await recordTie(tx, target.applicationId, query);
    }
    const rows = await tx.note.findMany({
      where: {
        ...noteAccess(user),
        parentNoteId: null,
        ...(query.submissionID ? { submissionId: query.submissionID } : { entityType: query.entityType, entityId: query.entityID }),
        ...(query.cancellationID && { cancellationId: query.cancellationID }),
        ...(query.reinstatementID && { reinstatementId: query.reinstatementID }),
        ...afterKeyset("createdAt", "desc", query.cursor, "desc"),
      },
      include: noteInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    return {
      notes: await withReplies(user, page, tx),
      nextCursor: rows.length > query.limit ? encodeCursor({ at: page.at(-1)!.createdAt, id: page.at(-1)!.id }) : null,
    };
  });
}
