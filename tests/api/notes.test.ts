import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { GET as GET_APPLICATION } from "@/app/api/applications/[appID]/route";
import { GET as GET_TIMELINE } from "@/app/api/applications/[appID]/timeline/route";
import { DELETE, PUT } from "@/app/api/notes/[noteID]/route";
import { GET as LIST, POST } from "@/app/api/notes/route";
import { GET as NOTIFICATIONS } from "@/app/api/notifications/route";
import { POST as READ } from "@/app/api/notifications/read/route";
import { GET as GET_SUBMISSION } from "@/app/api/submission/[submissionID]/route";
import { NOTE_CONTENT_REQUIRED } from "@/lib/domain/notes";
import { NOTE_TOO_LONG, notesPageSchema, noteSchema, type NoteCreateInput } from "@/lib/schemas/notes";
import { notificationsSchema } from "@/lib/schemas/notifications";
import { stableId } from "@/prisma/seed/stable-id";
import { loadSessionUser } from "@/server/auth/session-user";
import { db, type Tx } from "@/server/db";
import { log } from "@/server/log";
import { runInRequestContext } from "@/server/request-context";
import { markNotificationsRead } from "@/server/services/notifications";
import { call, demoUserIds, signInAs, type DemoUser } from "../support/api-client";
import { createApplication, newAgentOf } from "../support/factories";

const post = (as: DemoUser | { token: string }, body: NoteCreateInput) => call(POST, "/api/notes", { as, method: "POST", body });
const list = (as: DemoUser, qs: string) => call(LIST, `/api/notes?${qs}`, { as });
const visibility = (as: DemoUser | { token: string }, noteID: string, body: unknown) =>
  call(PUT, `/api/notes/${noteID}`, { as, method: "PUT", params: { noteID }, body });
const remove = (as: DemoUser | { token: string }, noteID: string) => call(DELETE, `/api/notes/${noteID}`, { as, method: "DELETE", params: { noteID } });
const mga = async () => ({ token: (await signInAs(stableId("user:mga"))).bearer });

const everything = (value: unknown) => JSON.stringify(value);

/**
 * Runs `hold` in a transaction kept open until `other` is seen waiting on it
 * (or has finished without waiting), then commits it: `other` overlaps a
 * write that is not yet committed, and sees it only if it waits for it.
 */
async function whileHeld<T>(hold: (tx: Tx) => Promise<unknown>, other: () => Promise<T>): Promise<T> {
  let held!: (pid: number) => void;
  let release!: () => void;
  const holding = new Promise<number>((resolve) => (held = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const holder = db.$transaction(
    async (tx) => {
      await hold(tx);
      const [{ pid }] = await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
      held(pid);
      await released;
    },
    { timeout: 20_000 },
  );
  const pid = await holding;
  let settled = false;
  const result = other().finally(() => (settled = true));
  while (!settled) {
    const [{ waiting }] = await db.$queryRaw<{ waiting: number }[]>`
      SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE ${pid}::int = ANY(pg_blocking_pids(pid))`;
    if (waiting > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  release();
  await holder;
  return result;
}

describe("POST /api/notes", () => {
  it("saves a note on an application the caller may see, answering it in the notes shape (201)", async () => {
    const { appID } = await createApplication({});
    const res = await post("agent", {
      entityType: "Application",
      entityID: appID,
      content: "  Please call the insured before quoting.  ",
      notify: ["Underwriter"],
    });
    expect(res.status).toBe(201);
    const note = noteSchema.parse(res.json);
    expect(note).toMatchObject({
      entityType: "Application",
      entityID: appID,
      applicationID: appID,
      content: "Please call the insured before quoting.",
      category: "PreBindApplication",
      isInternal: false,
      notify: ["Underwriter"],
      replies: [],
    });
    expect(note.author).toMatchObject({ id: demoUserIds.agent, firstName: "Avery", role: "Agent" });
    expect(note.actions).toEqual({ reply: false, toggleVisibility: false, delete: false });
  });

  it("is 404 on another agency's submission or application, and 401 without a session, writing nothing", async () => {
    const { appID, submissionId } = await createApplication({});
    const before = await db.note.count();
    expect((await post("agent2", { entityType: "Application", entityID: appID, content: "x" })).status).toBe(404);
    expect((await post("agent2", { entityType: "Submission", entityID: submissionId, content: "x" })).status).toBe(404);
    expect((await call(POST, "/api/notes", { method: "POST", body: { entityType: "Submission", entityID: submissionId, content: "x" } })).status).toBe(401);
    expect(await db.note.count()).toBe(before);
  });

  it.each([
    ["blank text", { content: "   " }, NOTE_CONTENT_REQUIRED],
    ["text over 5,000 characters", { content: "x".repeat(5_001) }, NOTE_TOO_LONG],
  ])("refuses %s (422, nothing written)", async (_, over, message) => {
    const { submissionId } = await createApplication({});
    const before = await db.note.count();
    const res = await post("agent", { entityType: "Submission", entityID: submissionId, ...over });
    expect(res.status).toBe(422);
    expect(res.json.error.fields.content).toEqual([message]);
    expect(await db.note.count()).toBe(before);
  });

  it("refuses an agent's note that notifies the producer (403, nothing written): agents notify only the underwriters", async () => {
    const { appID } = await createApplication({});
    const [notes, notifications] = [await db.note.count(), await db.notification.count()];
    const res = await post("agent", { entityType: "Application", entityID: appID, content: "Tell my colleagues.", notify: ["Producer"] });
    expect(res.status).toBe(403);
    expect(res.json.error.message).toBe("Only an underwriter may notify the producer.");
    expect([await db.note.count(), await db.notification.count()]).toEqual([notes, notifications]);
  });

  it("stores text as text: markup is kept verbatim, never interpreted", async () => {
    const { submissionId } = await createApplication({});
    const res = await post("agent", { entityType: "Submission", entityID: submissionId, content: "<img src=x onerror=alert(1)> & <b>bold</b>" });
    expect(res.json.content).toBe("<img src=x onerror=alert(1)> & <b>bold</b>");
  });

  it("lets only underwriters write internal notes, and never internal ones that notify the producer", async () => {
    const { submissionId } = await createApplication({});
    expect((await post("agent", { entityType: "Submission", entityID: submissionId, content: "secret", isInternal: true })).status).toBe(403);
    const both = await post("underwriter", {
      entityType: "Submission",
      entityID: submissionId,
      content: "tell the producer",
      isInternal: true,
      notify: ["Producer"],
    });
    expect(both.status).toBe(201);
    // Choosing Producer clears internal (spec 3 §5).
    expect(both.json).toMatchObject({ isInternal: false, notify: ["Producer"] });
  });

  it("keeps a reply to an internal note internal, threads replies under their note, and hides the thread from agents", async () => {
    const { appID } = await createApplication({});
    const parent = await post("underwriter", { entityType: "Application", entityID: appID, content: "Check the loss runs.", isInternal: true });
    const reply = await post("underwriter", {
      entityType: "Application",
      entityID: appID,
      content: "Done, one claim.",
      isInternal: false,
      parentNoteID: parent.json.id,
    });
    expect(reply.json).toMatchObject({ isInternal: true, parentNoteID: parent.json.id });
    const nested = await post("underwriter", { entityType: "Application", entityID: appID, content: "Thanks.", parentNoteID: reply.json.id });
    expect(nested.json.parentNoteID).toBe(parent.json.id);
    // Agents can neither see nor answer it.
    expect((await post("agent", { entityType: "Application", entityID: appID, content: "?", parentNoteID: parent.json.id })).status).toBe(404);
    const page = notesPageSchema.parse((await list("underwriter", `entityType=Application&entityID=${appID}`)).json);
    expect(page.notes).toHaveLength(1);
    expect(page.notes[0].replies.map((r) => r.content)).toEqual(["Done, one claim.", "Thanks."]);
    expect(notesPageSchema.parse((await list("agent", `entityType=Application&entityID=${appID}`)).json).notes).toEqual([]);
  });

  it("refuses a parent note of another entity (404)", async () => {
    const a = await createApplication({});
    const b = await createApplication({});
    const parent = await post("agent", { entityType: "Application", entityID: a.appID, content: "On A." });
    expect((await post("agent", { entityType: "Application", entityID: b.appID, content: "On B.", parentNoteID: parent.json.id })).status).toBe(404);
  });
});

describe("note categories are the server's", () => {
  it.each([
    ["Submission", "InProgress", null, undefined, "PreBindSubmission"],
    ["Submission", "Completed", null, undefined, "PostBindSubmission"],
    ["Application", null, "InProgress", undefined, "PreBindApplication"],
    ["Application", null, "QuoteApproved", "PostBindSubmission", "PreBindApplication"],
    ["Application", null, "Bound", undefined, "PostBindApplication"],
    ["Application", null, "PolicyCancelled", undefined, "PostBindApplication"],
    ["Application", null, "Renewal", undefined, "Renewal"],
    ["Application", null, "Bound", "Endorsement", "Endorsement"],
  ] as const)("%s with submission %s, application %s, client says %s → %s", async (entityType, submissionStatus, appStatus, claimed, expected) => {
    const { appID, submissionId } = await createApplication({ status: appStatus ?? "InProgress" });
    if (submissionStatus) await db.submission.update({ where: { id: submissionId }, data: { status: submissionStatus } });
    const res = await post("underwriter", {
      entityType,
      entityID: entityType === "Submission" ? submissionId : appID,
      content: "Category check.",
      category: claimed,
    });
    expect(res.status).toBe(201);
    expect(res.json.category).toBe(expected);
  });
});

describe("internal notes never reach an agent", () => {
  it("in the notes list, the application, the submission and the notifications", async () => {
    const { appID, submissionId } = await createApplication({});
    await post("underwriter", { entityType: "Application", entityID: appID, content: "INTERNAL-ON-APP", isInternal: true, notify: ["Underwriter"] });
    await post("underwriter", { entityType: "Submission", entityID: submissionId, content: "INTERNAL-ON-SUBMISSION", isInternal: true });
    await post("underwriter", { entityType: "Submission", entityID: submissionId, content: "For the agent too.", notify: ["Producer"] });
    const answers = await Promise.all([
      list("agent", `submissionID=${submissionId}`),
      list("agent", `entityType=Application&entityID=${appID}`),
      call(GET_APPLICATION, `/api/applications/${appID}`, { as: "agent", params: { appID } }),
      call(GET_SUBMISSION, `/api/submission/${submissionId}`, { as: "agent", params: { submissionID: submissionId } }),
      call(NOTIFICATIONS, "/api/notifications", { as: "agent" }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(everything(res.json)).not.toContain("INTERNAL-ON");
    }
    const uw = await list("underwriter", `submissionID=${submissionId}`);
    expect(everything(uw.json)).toContain("INTERNAL-ON-APP");
    expect(everything(uw.json)).toContain("INTERNAL-ON-SUBMISSION");
  });
});

describe("visibility and removal (spec 3 §6)", () => {
  it("are the underwriter's, and only on notes by the MGA underwriter", async () => {
    const { appID } = await createApplication({});
    const byMga = await post(await mga(), { entityType: "Application", entityID: appID, content: "MGA note." });
    const byUnderwriter = await post("underwriter", { entityType: "Application", entityID: appID, content: "Underwriter note." });
    expect(byMga.json.author.role).toBe("MGAUnderwriter");
    expect((await visibility("agent", byMga.json.id, { isInternal: true, updatedDate: byMga.json.updatedDate })).status).toBe(403);
    expect((await visibility("underwriter", byUnderwriter.json.id, { isInternal: true, updatedDate: byUnderwriter.json.updatedDate })).status).toBe(403);
    expect((await remove("agent", byMga.json.id)).status).toBe(403);
    expect((await remove("underwriter", byUnderwriter.json.id)).status).toBe(403);

    const hidden = await visibility("underwriter", byMga.json.id, { isInternal: true, updatedDate: byMga.json.updatedDate });
    expect(hidden.status).toBe(200);
    expect(noteSchema.parse(hidden.json)).toMatchObject({ isInternal: true, actions: { reply: true, toggleVisibility: true, delete: true } });
    // Based on the note as it was before: someone changed it since.
    const stale = await visibility("underwriter", byMga.json.id, { isInternal: false, updatedDate: byMga.json.updatedDate });
    expect(stale.status).toBe(409);
    expect(stale.json.error.current.isInternal).toBe(true);
  });

  it("refuses to hide a note the producer was told about, and to show a reply of an internal note", async () => {
    const { appID } = await createApplication({});
    const told = await post(await mga(), { entityType: "Application", entityID: appID, content: "Producer knows.", notify: ["Producer"] });
    expect((await visibility("underwriter", told.json.id, { isInternal: true, updatedDate: told.json.updatedDate })).status).toBe(409);
    const parent = await post("underwriter", { entityType: "Application", entityID: appID, content: "Internal.", isInternal: true });
    const reply = await post(await mga(), { entityType: "Application", entityID: appID, content: "Reply.", parentNoteID: parent.json.id });
    expect((await visibility("underwriter", reply.json.id, { isInternal: false, updatedDate: reply.json.updatedDate })).status).toBe(409);
  });

  it("hides a thread's replies with it, so agents read none of them in any answer nor reply under it", async () => {
    const { appID } = await createApplication({});
    const thread = await post(await mga(), { entityType: "Application", entityID: appID, content: "MGA thread." });
    const reply = await post("underwriter", { entityType: "Application", entityID: appID, content: "REPLY-OF-HIDDEN-THREAD", parentNoteID: thread.json.id });
    expect(reply.json.isInternal).toBe(false);
    const hidden = await visibility("underwriter", thread.json.id, { isInternal: true, updatedDate: thread.json.updatedDate });
    expect(hidden.status).toBe(200);
    expect(noteSchema.parse(hidden.json).replies).toEqual([expect.objectContaining({ id: reply.json.id, isInternal: true })]);
    const agentReads = await Promise.all([
      list("agent", `entityType=Application&entityID=${appID}`),
      call(GET_TIMELINE, `/api/applications/${appID}/timeline`, { as: "agent", params: { appID } }),
    ]);
    for (const res of agentReads) {
      expect(res.status).toBe(200);
      expect(everything(res.json)).not.toContain("REPLY-OF-HIDDEN-THREAD");
    }
    const before = await db.note.count();
    expect((await post("agent", { entityType: "Application", entityID: appID, content: "Under it?", parentNoteID: reply.json.id })).status).toBe(404);
    expect(await db.note.count()).toBe(before);
    // Shown again, the thread's replies stay internal until each is shown: they were written or hidden as internal.
    const shown = await visibility("underwriter", thread.json.id, { isInternal: false, updatedDate: hidden.json.updatedDate });
    expect(shown.json.replies[0].isInternal).toBe(true);
  });

  it("refuses to hide a thread when the producer was told of one of its replies, changing nothing", async () => {
    const { appID } = await createApplication({});
    const thread = await post(await mga(), { entityType: "Application", entityID: appID, content: "MGA thread." });
    const told = await post("underwriter", {
      entityType: "Application",
      entityID: appID,
      content: "Producer, see this.",
      notify: ["Producer"],
      parentNoteID: thread.json.id,
    });
    const res = await visibility("underwriter", thread.json.id, { isInternal: true, updatedDate: thread.json.updatedDate });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe("The producer was notified of a reply to this note, so it cannot be made internal.");
    expect(await db.note.findMany({ where: { id: { in: [thread.json.id, told.json.id] } }, select: { isInternal: true } })).toEqual([
      { isInternal: false },
      { isInternal: false },
    ]);
  });

  it.each([
    ["an underwriter's reply waits for it and is internal too", "underwriter", 201],
    ["an agent's reply waits for it and finds no thread to answer (404)", "agent", 404],
  ] as const)("takes turns with a reply to a thread being made internal: %s", async (_, writer, status) => {
    const { appID } = await createApplication({});
    const thread = await post(await mga(), { entityType: "Application", entityID: appID, content: "MGA thread." });
    // The thread made internal as PUT writes it, not yet committed when the reply reads its thread.
    const reply = await whileHeld(
      async (tx) => {
        await tx.note.update({ where: { id: thread.json.id }, data: { isInternal: true } });
        await tx.note.updateMany({ where: { parentNoteId: thread.json.id, isInternal: false }, data: { isInternal: true } });
      },
      () => post(writer, { entityType: "Application", entityID: appID, content: "RACING-REPLY", parentNoteID: thread.json.id }),
    );
    expect(reply.status).toBe(status);
    expect(await db.note.findMany({ where: { parentNoteId: thread.json.id }, select: { isInternal: true } })).toEqual(
      status === 201 ? [{ isInternal: true }] : [],
    );
    const agentReads = await Promise.all([
      list("agent", `entityType=Application&entityID=${appID}`),
      call(GET_TIMELINE, `/api/applications/${appID}/timeline`, { as: "agent", params: { appID } }),
    ]);
    for (const res of agentReads) expect(everything(res.json)).not.toContain("RACING-REPLY");
  });

  it("takes turns with a reply being written when its thread is made internal: a reply that told the producer refuses it (409)", async () => {
    const { appID, submissionId } = await createApplication({});
    const thread = await post(await mga(), { entityType: "Application", entityID: appID, content: "MGA thread." });
    // A reply telling the producer, written as POST writes it (its thread locked), not yet committed when PUT reads the thread.
    const res = await whileHeld(
      async (tx) => {
        await tx.$queryRaw`SELECT 1 FROM "Note" WHERE "id" = ${thread.json.id} FOR UPDATE`;
        await tx.note.create({
          data: {
            submissionId,
            applicationId: appID,
            entityType: "Application",
            entityId: appID,
            category: "PreBindApplication",
            content: "Producer, see this.",
            notify: ["Producer"],
            parentNoteId: thread.json.id,
            authorId: demoUserIds.underwriter,
          },
        });
      },
      () => visibility("underwriter", thread.json.id, { isInternal: true, updatedDate: thread.json.updatedDate }),
    );
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe("The producer was notified of a reply to this note, so it cannot be made internal.");
    expect(await db.note.findMany({ where: { OR: [{ id: thread.json.id }, { parentNoteId: thread.json.id }] }, select: { isInternal: true } })).toEqual([
      { isInternal: false },
      { isInternal: false },
    ]);
  });

  it("removes softly: the note stays for the record and reads as removed", async () => {
    const { appID } = await createApplication({});
    const note = await post(await mga(), { entityType: "Application", entityID: appID, content: "To be removed." });
    const res = await remove("underwriter", note.json.id);
    expect(res.status).toBe(200);
    expect(noteSchema.parse(res.json)).toMatchObject({ isActive: false, content: null, actions: { reply: false, toggleVisibility: false, delete: false } });
    expect(await db.note.findUniqueOrThrow({ where: { id: note.json.id } })).toMatchObject({ isActive: false, content: "To be removed." });
    const listed = await list("agent", `entityType=Application&entityID=${appID}`);
    expect(listed.json.notes[0]).toMatchObject({ id: note.json.id, content: null, isActive: false });
  });

  it("are 404 for another agency's agent and 400 for a malformed id", async () => {
    const { appID } = await createApplication({});
    const note = await post("agent", { entityType: "Application", entityID: appID, content: "Mine." });
    expect((await remove("agent2", note.json.id)).status).toBe(404);
    expect((await visibility("agent2", note.json.id, { isInternal: true, updatedDate: note.json.updatedDate })).status).toBe(404);
    expect((await remove("underwriter", "nope")).status).toBe(400);
  });
});

describe("GET /api/notes", () => {
  it("pages threads newest first with a cursor, each note once", async () => {
    const { submissionId } = await createApplication({});
    for (let i = 0; i < 5; i++) {
      await post("agent", { entityType: "Submission", entityID: submissionId, content: `Note ${i}` });
      // Stored to the millisecond: keep "newest" unambiguous.
      await new Promise((r) => setTimeout(r, 3));
    }
    const first = notesPageSchema.parse((await list("agent", `entityType=Submission&entityID=${submissionId}&limit=3`)).json);
    const rest = notesPageSchema.parse((await list("agent", `entityType=Submission&entityID=${submissionId}&limit=3&cursor=${first.nextCursor}`)).json);
    expect([...first.notes, ...rest.notes].map((n) => n.content)).toEqual(["Note 4", "Note 3", "Note 2", "Note 1", "Note 0"]);
    expect(rest.nextCursor).toBeNull();
  });

  it("answers 400 without an entity or with both kinds of filter, and 404 for another agency's entity", async () => {
    const { submissionId, appID } = await createApplication({});
    expect((await list("agent", "")).status).toBe(400);
    expect((await list("agent", `submissionID=${submissionId}&entityType=Application&entityID=${appID}`)).status).toBe(400);
    expect((await list("agent2", `submissionID=${submissionId}`)).status).toBe(404);
    expect((await list("agent", `submissionID=${submissionId}&cursor=nope`)).status).toBe(400);
  });
});

describe("notifications", () => {
  it("go to the agents of the submission's agency for Producer and to the underwriters for Underwriter, never to the author", async () => {
    const { appID } = await createApplication({});
    const note = await post("underwriter", { entityType: "Application", entityID: appID, content: "Both sides.", notify: ["Producer", "Underwriter"] });
    const rows = await db.notification.findMany({ where: { noteId: note.json.id }, include: { user: true } });
    const emails = rows.map((r) => r.user.email).sort();
    expect(emails).toContain("agent@example.com");
    expect(emails).toContain("mga@example.com");
    expect(emails).not.toContain("underwriter@example.com");
    expect(emails).not.toContain("agent2@example.com");
  });

  it("show in the bell with an unread count, lead to the note's entity, and are marked read", async () => {
    const { appID } = await createApplication({});
    await call(READ, "/api/notifications/read", { as: "agent", method: "POST", body: {} });
    const note = await post("underwriter", { entityType: "Application", entityID: appID, content: "Please upload the signed packet.", notify: ["Producer"] });
    const bell = notificationsSchema.parse((await call(NOTIFICATIONS, "/api/notifications", { as: "agent" })).json);
    expect(bell.unreadCount).toBe(1);
    expect(bell.notifications[0]).toMatchObject({
      kind: "note",
      title: "New note",
      excerpt: "Please upload the signed packet.",
      actorName: "Uma Underwriter",
      href: `/coverage/${appID}#note-${note.json.id}`,
      noteID: note.json.id,
      appID,
    });
    const read = notificationsSchema.parse(
      (await call(READ, "/api/notifications/read", { as: "agent", method: "POST", body: { notificationIDs: [bell.notifications[0].id] } })).json,
    );
    expect(read.unreadCount).toBe(0);
    expect(read.notifications[0].readDate).not.toBeNull();
  });

  it("are written with their note or not at all", async () => {
    const { appID } = await createApplication({});
    const marker = "ATOMICITY CHECK";
    // A failure in the middle of the write: the notifications cannot be stored.
    await db.$executeRawUnsafe(
      `CREATE OR REPLACE FUNCTION refuse_notification() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
         IF EXISTS (SELECT 1 FROM "Note" WHERE "id" = NEW."noteId" AND "content" = '${marker}') THEN RAISE EXCEPTION 'notification store unavailable'; END IF;
         RETURN NEW;
       END $$`,
    );
    await db.$executeRawUnsafe(`CREATE TRIGGER refuse_notification BEFORE INSERT ON "Notification" FOR EACH ROW EXECUTE FUNCTION refuse_notification()`);
    const log = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      const res = await post("underwriter", { entityType: "Application", entityID: appID, content: marker, notify: ["Producer"] });
      expect(res.status).toBe(500);
      expect(await db.note.count({ where: { content: marker } })).toBe(0);
    } finally {
      log.mockRestore();
      await db.$executeRawUnsafe(`DROP TRIGGER refuse_notification ON "Notification"`);
    }
  });

  it("never reach an agent once the note is made internal", async () => {
    const { appID } = await createApplication({});
    await call(READ, "/api/notifications/read", { as: "agent", method: "POST", body: {} });
    const note = await post(await mga(), { entityType: "Application", entityID: appID, content: "Soon internal.", notify: ["Underwriter"] });
    // The agent is not notified by an Underwriter-only note; a Producer note cannot become internal. Check the filter directly.
    await db.notification.create({ data: { userId: demoUserIds.agent, noteId: note.json.id } });
    await visibility("underwriter", note.json.id, { isInternal: true, updatedDate: note.json.updatedDate });
    const bell = notificationsSchema.parse((await call(NOTIFICATIONS, "/api/notifications", { as: "agent" })).json);
    expect(bell.notifications.map((n) => n.noteID)).not.toContain(note.json.id);
  });

  it("follow the agent's agency: moved to another, the old agency's notes are neither listed, counted nor marked read", async () => {
    const { appID } = await createApplication({ agency: "acme" });
    const mover = await newAgentOf("acme");
    const content = `Old agency's news ${randomUUID()}`;
    await post("underwriter", { entityType: "Application", entityID: appID, content, notify: ["Producer"] });
    const row = await db.notification.findFirstOrThrow({ where: { userId: mover.id, note: { content } } });
    await db.user.update({ where: { id: mover.id }, data: { agencyId: stableId("agency:beacon") } });

    const bell = await call(NOTIFICATIONS, "/api/notifications", { as: mover });
    expect(notificationsSchema.parse(bell.json)).toEqual({ unreadCount: 0, notifications: [] });
    expect(everything(bell.json)).not.toContain("Old agency");
    for (const body of [{ notificationIDs: [row.id] }, {}]) {
      const read = await call(READ, "/api/notifications/read", { as: mover, method: "POST", body });
      expect(notificationsSchema.parse(read.json)).toEqual({ unreadCount: 0, notifications: [] });
    }
    expect((await db.notification.findUniqueOrThrow({ where: { id: row.id } })).readAt).toBeNull();
  });
});

describe("marking notifications read", () => {
  const readEvents = (userId: string) =>
    db.auditLog.findMany({ where: { entityType: "User", entityId: userId, action: "notifications-read" }, orderBy: { occurredAt: "asc" } });

  it("is in the audit trail and the log: who, which request and browser, how it ended and how many were marked", async () => {
    const { appID } = await createApplication({ agency: "acme" });
    const reader = await newAgentOf("acme");
    await post("underwriter", { entityType: "Application", entityID: appID, content: "Two for the trail.", notify: ["Producer"] });
    await post("underwriter", { entityType: "Application", entityID: appID, content: "Two for the trail, again.", notify: ["Producer"] });
    const [first] = await db.notification.findMany({ where: { userId: reader.id }, orderBy: { createdAt: "asc" } });
    const lines = vi.spyOn(log, "info");
    const browser = { "user-agent": "Mozilla/5.0 (notifications test)" };
    try {
      await call(READ, "/api/notifications/read", { as: reader, method: "POST", body: { notificationIDs: [first.id] }, headers: browser });
      await call(READ, "/api/notifications/read", { as: reader, method: "POST", body: {}, headers: browser });
      expect(lines).toHaveBeenCalledWith(
        { audit: expect.objectContaining({ action: "notifications-read", outcome: "succeeded", actorId: reader.id, userAgent: browser["user-agent"] }) },
        "audit: notifications-read succeeded",
      );
    } finally {
      lines.mockRestore();
    }
    const events = await readEvents(reader.id);
    expect(events).toMatchObject([
      { actorId: reader.id, outcome: "succeeded", userAgent: browser["user-agent"], details: { asked: 1, marked: 1 }, changes: {} },
      { actorId: reader.id, outcome: "succeeded", userAgent: browser["user-agent"], details: { asked: "all", marked: 1 }, changes: {} },
    ]);
    expect(events.every((e) => e.requestId)).toBe(true);
  });

  it("records the client's address the request came from", async () => {
    const reader = await newAgentOf("acme");
    const user = await loadSessionUser(reader.id);
    const where = { clientAddress: "203.0.113.41", userAgent: "Test browser/2.0" };
    await runInRequestContext({ actorId: reader.id, requestId: randomUUID(), ...where }, () => markNotificationsRead(user!, undefined));
    expect(await readEvents(reader.id)).toMatchObject([{ actorId: reader.id, ...where, outcome: "succeeded", details: { asked: "all", marked: 0 } }]);
  });
});
