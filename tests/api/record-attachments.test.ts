import { describe, expect, it } from "vitest";
import { GET as GET_CANCELLATION, PATCH as DECIDE_CANCELLATION } from "@/app/api/cancellations/[id]/route";
import { DELETE as REMOVE, PATCH as HIDE } from "@/app/api/documents/[documentID]/route";
import { GET as FILE } from "@/app/api/documents/[documentID]/file/route";
import { POST as UPLOAD } from "@/app/api/documents/route";
import { GET as LIST_NOTES, POST as NOTE } from "@/app/api/notes/route";
import { GET as GET_REINSTATEMENT, PATCH as DECIDE_REINSTATEMENT } from "@/app/api/reinstatements/[id]/route";
import { apiCancellationSchema, apiReinstatementSchema } from "@/lib/schemas/policy-records";
import { notesPageSchema, type NoteCreateInput } from "@/lib/schemas/notes";
import { samplePdf } from "@/prisma/seed/sample-files";
import { db } from "@/server/db";
import { call, type DemoUser } from "../support/api-client";
import { createCancellationRequest, createReinstatementRequest } from "../support/factories";
import { holdRow, waitingOn, waitingStatements } from "../support/row-locks";

/** Supporting documents (POST /api/documents with a record id) and notes tied to cancellations and reinstatements. */

const pdf = samplePdf(["Letter from the insured"]);

function upload(as: DemoUser | undefined, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(pdf)]), fields.filename);
  return call(UPLOAD, "/api/documents", { as, method: "POST", form });
}

const agentFile = (appID: string, record: Record<string, string>, filename = "insured-letter.pdf") => ({
  appID,
  filename,
  category: "upload_view_upload",
  uploaderType: "Agent",
  ...record,
});
const underwriterFile = (appID: string, record: Record<string, string>, filename = "underwriter-memo.pdf") => ({
  appID,
  filename,
  category: "upload_finalize_quote",
  uploaderType: "Underwriter",
  ...record,
});

const remove = (as: DemoUser, documentID: string) => call(REMOVE, `/api/documents/${documentID}`, { as, method: "DELETE", params: { documentID } });
const cancellation = (as: DemoUser, id: string) => call(GET_CANCELLATION, `/api/cancellations/${id}`, { as, params: { id } });
const reinstatement = (as: DemoUser, id: string) => call(GET_REINSTATEMENT, `/api/reinstatements/${id}`, { as, params: { id } });
const note = (as: DemoUser, body: NoteCreateInput) => call(NOTE, "/api/notes", { as, method: "POST", body });
const notes = (as: DemoUser, qs: string) => call(LIST_NOTES, `/api/notes?${qs}`, { as });

/** What a refused upload must leave as it was: the rows and the pending marks. */
const writeState = async () => ({ documents: await db.document.count(), pending: await db.pendingDocumentObject.count() });

type Answer = Awaited<ReturnType<typeof call>>;

/** A request of each kind, how it is read and decided, and what a decision makes of it. */
const requests = [
  {
    kind: "cancellation",
    request: async () => {
      const made = await createCancellationRequest();
      return { appID: made.appID, id: made.cancellation.id, link: { cancellationID: made.cancellation.id } };
    },
    read: cancellation,
    decide: DECIDE_CANCELLATION,
    decision: "PolicyCancelled",
    decided: "Cancelled",
  },
  {
    kind: "reinstatement",
    request: async () => {
      const made = await createReinstatementRequest();
      return { appID: made.appID, id: made.reinstatement.id, link: { reinstatementID: made.reinstatement.id } };
    },
    read: reinstatement,
    decide: DECIDE_REINSTATEMENT,
    decision: "ReinstatementDenied",
    decided: "Reinstatement Denied",
  },
] as const;

describe("supporting documents of a cancellation or reinstatement request", () => {
  it("the agent and the underwriter attach files to an open cancellation; the record lists them with download links", async () => {
    const { appID, cancellation: record } = await createCancellationRequest();
    const byAgent = await upload("agent", agentFile(appID, { cancellationID: record.id }));
    expect(byAgent.status, JSON.stringify(byAgent.json)).toBe(201);
    expect(byAgent.json).toMatchObject({ appID, cancellationID: record.id, reinstatementID: null, uploaderType: "Agent", filename: "insured-letter.pdf" });
    const byUnderwriter = await upload("underwriter", underwriterFile(appID, { cancellationID: record.id }));
    expect(byUnderwriter.status, JSON.stringify(byUnderwriter.json)).toBe(201);

    const read = await cancellation("agent", record.id);
    const parsed = apiCancellationSchema.parse(read.json);
    expect(parsed.documents).toEqual([
      { id: byAgent.json.id, filename: "insured-letter.pdf", url: `/api/documents/${byAgent.json.id}/file` },
      { id: byUnderwriter.json.id, filename: "underwriter-memo.pdf", url: `/api/documents/${byUnderwriter.json.id}/file` },
    ]);
    const file = await call(FILE, parsed.documents[0].url, { as: "agent", params: { documentID: parsed.documents[0].id } });
    expect(file.status).toBe(200);
    expect(file.bytes.equals(pdf)).toBe(true);
  });

  it("a document hidden from agents is never in the agent's answer, and still in the underwriter's", async () => {
    const { appID, cancellation: record } = await createCancellationRequest();
    const memo = await upload("underwriter", underwriterFile(appID, { cancellationID: record.id }));
    await upload("agent", agentFile(appID, { cancellationID: record.id }));
    const hidden = await call(HIDE, `/api/documents/${memo.json.id}`, {
      as: "underwriter",
      method: "PATCH",
      params: { documentID: memo.json.id },
      body: { exclusiveToUnderwriter: true },
    });
    expect(hidden.status).toBe(200);
    expect((await cancellation("agent", record.id)).json.documents.map((d: { filename: string }) => d.filename)).toEqual(["insured-letter.pdf"]);
    expect((await cancellation("underwriter", record.id)).json.documents.map((d: { filename: string }) => d.filename)).toEqual([
      "underwriter-memo.pdf",
      "insured-letter.pdf",
    ]);
  });

  it("each caller: no session 401, another agency 404, the owner agent 201, the underwriter as an agent 403", async () => {
    const { appID, cancellation: record } = await createCancellationRequest();
    const before = await writeState();
    expect((await upload(undefined, agentFile(appID, { cancellationID: record.id }))).status).toBe(401);
    expect((await upload("agent2", agentFile(appID, { cancellationID: record.id }))).status).toBe(404);
    expect((await upload("underwriter", agentFile(appID, { cancellationID: record.id }))).status).toBe(403);
    expect(await writeState()).toEqual(before);
    expect((await upload("agent", agentFile(appID, { cancellationID: record.id }))).status).toBe(201);
  });

  it("refuses, writing nothing: a record of another application 404, a decided request 409, a category not the role's 403, two records 422", async () => {
    const { appID, cancellation: record } = await createCancellationRequest();
    const other = await createCancellationRequest();
    const before = await writeState();
    expect((await upload("agent", agentFile(appID, { cancellationID: other.cancellation.id }))).status).toBe(404);
    expect((await upload("agent", agentFile(appID, { reinstatementID: record.id }))).status).toBe(404);
    expect((await upload("agent", { ...agentFile(appID, { cancellationID: record.id }), category: "Bind" })).status).toBe(403);
    const both = await upload("agent", agentFile(appID, { cancellationID: record.id, reinstatementID: other.cancellation.id }));
    expect(both.status).toBe(422);
    expect(both.json.error.fields.reinstatementID).toBeDefined();

    const denied = await call(DECIDE_CANCELLATION, `/api/cancellations/${record.id}`, {
      as: "underwriter",
      method: "PATCH",
      params: { id: record.id },
      body: { status: "CancellationDenied", updatedDate: record.updatedAt.toISOString() },
    });
    expect(denied.status).toBe(200);
    const late = await upload("agent", agentFile(appID, { cancellationID: record.id }));
    expect(late.status).toBe(409);
    expect(late.json.error.message).toBe("Supporting documents can be added only while the cancellation is requested; it is Cancellation Denied.");
    expect(await writeState()).toEqual(before);
    expect((await cancellation("agent", record.id)).json.documents).toEqual([]);
  });

  it("a reinstatement request takes files while it is requested, and none once reinstated", async () => {
    const { appID, reinstatement: record } = await createReinstatementRequest();
    const res = await upload("agent", agentFile(appID, { reinstatementID: record.id }, "proof-of-payment.pdf"));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({ reinstatementID: record.id, cancellationID: null });
    const read = apiReinstatementSchema.parse((await reinstatement("underwriter", record.id)).json);
    expect(read.documents.map((d) => d.filename)).toEqual(["proof-of-payment.pdf"]);
    expect((await reinstatement("agent2", record.id)).status).toBe(404);

    const reinstated = await call(DECIDE_REINSTATEMENT, `/api/reinstatements/${record.id}`, {
      as: "underwriter",
      method: "PATCH",
      params: { id: record.id },
      body: { status: "PolicyReinstated", updatedDate: read.updatedDate },
    });
    expect(reinstated.status).toBe(200);
    const late = await upload("agent", agentFile(appID, { reinstatementID: record.id }, "late.pdf"));
    expect(late.status).toBe(409);
    expect((await reinstatement("agent", record.id)).json.documents.map((d: { filename: string }) => d.filename)).toEqual(["proof-of-payment.pdf"]);
  });

  it.each(requests)("a supporting document of a $kind is removed while it is requested, and kept once it is decided (409): its file is closed", async (c) => {
    const { appID, id, link } = await c.request();
    const first = await upload("agent", agentFile(appID, link, "first.pdf"));
    const second = await upload("agent", agentFile(appID, link, "second.pdf"));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await remove("agent", first.json.id)).status).toBe(200);

    const open = await c.read("underwriter", id);
    const decided = await call(c.decide, `/api/${c.kind}s/${id}`, {
      as: "underwriter",
      method: "PATCH",
      params: { id },
      body: { status: c.decision, updatedDate: open.json.updatedDate },
    });
    expect(decided.status, JSON.stringify(decided.json)).toBe(200);
    const before = await writeState();
    for (const as of ["agent", "underwriter"] as const) {
      const refused = await remove(as, second.json.id);
      expect(refused.status).toBe(409);
      expect(refused.json.error.message).toBe(`Supporting documents can be removed only while the ${c.kind} is requested; it is ${c.decided}.`);
    }
    expect((await db.document.findUniqueOrThrow({ where: { id: second.json.id } })).isActive).toBe(true);
    expect(await writeState()).toEqual(before);
    expect((await c.read("agent", id)).json.documents.map((d: { filename: string }) => d.filename)).toEqual(["second.pdf"]);
  });
});

describe("a decision and a supporting document's write at once", () => {
  const decide = (c: (typeof requests)[number], id: string, updatedDate: string) =>
    call(c.decide, `/api/${c.kind}s/${id}`, { as: "underwriter", method: "PATCH", params: { id }, body: { status: c.decision, updatedDate } });

  /**
   * The document's write waits for the policy, which the test holds; the decision arrives behind it. Both take the
   * policy before the request, so they take turns once it is let go, and neither is ended by a deadlock.
   */
  async function race(appID: string, write: () => Promise<Answer>, decision: () => Promise<Answer>) {
    const held = await holdRow("Application", appID);
    const writing = write();
    await waitingOn("Application");
    const deciding = decision();
    await waitingStatements(2);
    await held.release();
    return [await writing, await deciding] as const;
  }

  it.each(requests)("a $kind decided while one of its documents is removed: the removal, then the decision", async (c) => {
    const { appID, id, link } = await c.request();
    const first = await upload("agent", agentFile(appID, link, "first.pdf"));
    await upload("agent", agentFile(appID, link, "second.pdf"));
    const open = await c.read("underwriter", id);
    const [removed, decided] = await race(
      appID,
      () => remove("agent", first.json.id),
      () => decide(c, id, open.json.updatedDate),
    );
    expect(removed.status, JSON.stringify(removed.json)).toBe(200);
    expect(decided.status, JSON.stringify(decided.json)).toBe(200);
    expect((await c.read("agent", id)).json.documents.map((d: { filename: string }) => d.filename)).toEqual(["second.pdf"]);
  });

  it.each(requests)("a $kind decided while a document is uploaded to it: the upload's check, then the decision, then its write is refused", async (c) => {
    const { appID, id, link } = await c.request();
    const open = await c.read("underwriter", id);
    const before = await writeState();
    const [uploaded, decided] = await race(
      appID,
      () => upload("agent", agentFile(appID, link)),
      () => decide(c, id, open.json.updatedDate),
    );
    expect(decided.status, JSON.stringify(decided.json)).toBe(200);
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(409);
    expect(uploaded.json.error.message).toBe(`Supporting documents can be added only while the ${c.kind} is requested; it is ${c.decided}.`);
    expect(await writeState()).toEqual(before);
  });
});

describe("notes of a cancellation or reinstatement", () => {
  it("notes written from a record are the application's notes tied to it; replies join the record; the record answers them", async () => {
    const { appID, cancellation: record } = await createCancellationRequest();
    const elsewhere = await note("agent", { entityType: "Application", entityID: appID, content: "About the policy in general." });
    expect(elsewhere.status).toBe(201);
    const first = await note("agent", {
      entityType: "Application",
      entityID: appID,
      content: "The insured sold the business on May 28.",
      cancellationID: record.id,
      notify: ["Underwriter"],
    });
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    expect(first.json).toMatchObject({
      entityType: "Application",
      entityID: appID,
      cancellationID: record.id,
      reinstatementID: null,
      category: "PostBindApplication",
    });
    const reply = await note("underwriter", { entityType: "Application", entityID: appID, content: "Noted, checking the date.", parentNoteID: first.json.id });
    expect(reply.status).toBe(201);
    expect(reply.json.cancellationID).toBe(record.id);

    const tied = notesPageSchema.parse((await notes("agent", `entityType=Application&entityID=${appID}&cancellationID=${record.id}`)).json);
    expect(tied.notes.map((n) => n.content)).toEqual(["The insured sold the business on May 28."]);
    expect(tied.notes[0].replies.map((r) => r.content)).toEqual(["Noted, checking the date."]);
    // They are the application's notes too.
    const all = notesPageSchema.parse((await notes("agent", `entityType=Application&entityID=${appID}`)).json);
    expect(all.notes.map((n) => n.content)).toEqual(["The insured sold the business on May 28.", "About the policy in general."]);

    const read = apiCancellationSchema.parse((await cancellation("agent", record.id)).json);
    expect(read.notes).toMatchObject([
      { id: first.json.id, content: "The insured sold the business on May 28.", isInternal: false, author: { firstName: "Avery", role: "Agent" } },
    ]);
  });

  it("an internal note of a record never reaches the agent, in the notes list or in the record", async () => {
    const { appID, reinstatement: record } = await createReinstatementRequest();
    const internal = await note("underwriter", {
      entityType: "Application",
      entityID: appID,
      content: "Payment history is poor.",
      isInternal: true,
      reinstatementID: record.id,
    });
    expect(internal.status).toBe(201);
    const shared = await note("underwriter", {
      entityType: "Application",
      entityID: appID,
      content: "Please send proof of payment.",
      reinstatementID: record.id,
    });
    expect(shared.status).toBe(201);
    const agentList = notesPageSchema.parse((await notes("agent", `entityType=Application&entityID=${appID}&reinstatementID=${record.id}`)).json);
    expect(agentList.notes.map((n) => n.content)).toEqual(["Please send proof of payment."]);
    const agentRecord = await reinstatement("agent", record.id);
    expect(JSON.stringify(agentRecord.json)).not.toContain("Payment history is poor.");
    expect(agentRecord.json.notes.map((n: { content: string }) => n.content)).toEqual(["Please send proof of payment."]);
    const underwriterRecord = await reinstatement("underwriter", record.id);
    expect(underwriterRecord.json.notes.map((n: { content: string }) => n.content)).toEqual(["Payment history is poor.", "Please send proof of payment."]);
  });

  it("each caller and each refusal, writing nothing: no session 401, another agency 404, another application's record 404, a submission's note 422", async () => {
    const { appID, submissionId, cancellation: record } = await createCancellationRequest();
    const other = await createCancellationRequest();
    const before = await db.note.count();
    const body = { entityType: "Application" as const, entityID: appID, content: "About the request.", cancellationID: record.id };
    expect((await call(NOTE, "/api/notes", { method: "POST", body })).status).toBe(401);
    expect((await note("agent2", body)).status).toBe(404);
    expect((await note("agent", { ...body, cancellationID: other.cancellation.id })).status).toBe(404);
    expect((await note("agent", { ...body, cancellationID: undefined, reinstatementID: record.id })).status).toBe(404);
    expect((await note("agent", { ...body, entityType: "Submission", entityID: submissionId })).status).toBe(422);
    expect(await db.note.count()).toBe(before);
    expect((await notes("agent2", `entityType=Application&entityID=${appID}&cancellationID=${record.id}`)).status).toBe(404);
    expect((await notes("agent", `entityType=Application&entityID=${appID}&cancellationID=${other.cancellation.id}`)).status).toBe(404);
    expect((await note("agent", body)).status).toBe(201);
    expect((await note("underwriter", body)).status).toBe(201);
  });
});
