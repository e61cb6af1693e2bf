import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as UPLOAD } from "@/app/api/documents/route";
import { POST as NOTE } from "@/app/api/notes/route";
import { db } from "@/server/db";
import { samplePdf } from "../../prisma/seed/sample-files";
import { call, demoUserIds, type DemoUser } from "../support/api-client";
import { createApplication } from "../support/factories";

const note = (as: DemoUser, key: string | null, body: object) =>
  call(NOTE, "/api/notes", { as, method: "POST", body, headers: key === null ? {} : { "idempotency-key": key } });
const notesOn = (appID: string) => db.note.count({ where: { entityId: appID } });

describe("Idempotency-Key on POST", () => {
  it("a request sent again with its key gets the first answer, and nothing is written twice", async () => {
    const { appID } = await createApplication({});
    const key = randomUUID();
    const body = { entityType: "Application", entityID: appID, content: "Loss runs requested." };
    const first = await note("agent", key, body);
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await note("agent", key, body);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.json).toEqual(first.json);
    expect(await notesOn(appID)).toBe(1);

    // Without a key, or with a new one, a request is a new one.
    expect((await note("agent", null, body)).status).toBe(201);
    expect((await note("agent", randomUUID(), body)).status).toBe(201);
    expect(await notesOn(appID)).toBe(3);
  });

  it("refuses the key for another request (422), whoever's first request it was is not told to another user", async () => {
    const { appID } = await createApplication({});
    const key = randomUUID();
    await note("agent", key, { entityType: "Application", entityID: appID, content: "First." });
    const other = await note("agent", key, { entityType: "Application", entityID: appID, content: "Second." });
    expect(other.status).toBe(422);
    expect(other.json.error.fields).toHaveProperty("Idempotency-Key");
    // Keys are each user's own: the underwriter's request with the same key is its own.
    const theirs = await note("underwriter", key, { entityType: "Application", entityID: appID, content: "Second." });
    expect(theirs.status).toBe(201);
    expect(await notesOn(appID)).toBe(2);
  });

  it("runs concurrent duplicates once: each gets the one answer, or 409 while it is under way", async () => {
    const { appID } = await createApplication({});
    const key = randomUUID();
    const body = { entityType: "Application", entityID: appID, content: "Sent five times at once." };
    const answers = await Promise.all(Array.from({ length: 5 }, () => note("agent", key, body)));
    expect(await notesOn(appID)).toBe(1);
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.json.id)).size).toBe(1);
    expect(answers.every((a) => a.status === 201 || (a.status === 409 && /still under way/.test(a.json.error.message)))).toBe(true);
    const after = await note("agent", key, body);
    expect(after.json.id).toBe(created[0].json.id);
  });

  it("keeps a refusal as the answer, frees a key after 24 hours, and refuses a malformed key (400)", async () => {
    const { appID } = await createApplication({});
    const key = randomUUID();
    const empty = { entityType: "Application", entityID: appID, content: "  " };
    expect((await note("agent", key, empty)).status).toBe(422);
    expect((await note("agent", key, empty)).headers.get("idempotent-replayed")).toBe("true");

    const body = { entityType: "Application", entityID: appID, content: "Once a day." };
    const later = randomUUID();
    await note("agent", later, body);
    await db.idempotentRequest.update({
      where: { userId_key: { userId: demoUserIds.agent, key: later } },
      data: { createdAt: new Date(Date.now() - 25 * 3_600_000) },
    });
    expect((await note("agent", later, body)).headers.get("idempotent-replayed")).toBeNull();
    expect(await notesOn(appID)).toBe(2);

    for (const bad of ["", "x".repeat(256), "with space", "naïve"]) {
      const res = await note("agent", bad, body);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await notesOn(appID)).toBe(2);
  });

  it("holds for uploads: the same file sent again with its key is stored once", async () => {
    const { appID } = await createApplication({});
    const key = randomUUID();
    const upload = () => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ appID, filename: "loss-runs.pdf", category: "upload_view_upload", uploaderType: "Agent" }))
        form.append(name, value);
      form.append("file", new Blob([new Uint8Array(samplePdf(["Loss runs"]))]), "loss-runs.pdf");
      return call(UPLOAD, "/api/documents", { as: "agent", method: "POST", form, headers: { "idempotency-key": key } });
    };
    const first = await upload();
    expect(first.status).toBe(201);
    const again = await upload();
    expect(again.json).toEqual(first.json);
    expect(await db.document.count({ where: { applicationId: appID } })).toBe(1);
  });
});
