import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { POST as CREATE_KEY } from "@/app/api/agencies/[agencyID]/api-keys/route";
import { POST as UPLOAD } from "@/app/api/documents/route";
import { POST as NOTE } from "@/app/api/notes/route";
import { stableId } from "@/prisma/seed/stable-id";
import { db } from "@/server/db";
import { samplePdf } from "../../prisma/seed/sample-files";
import { call, credentialsOf, demoUserIds, send, type DemoUser } from "../support/api-client";
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

  it("holds a keyed upload to the upload's limit as it arrives: an endless body is refused (413), nothing claimed or stored", async () => {
    const { appID } = await createApplication({});
    vi.stubEnv("DOCUMENT_MAX_BYTES", String(64 * 1024));
    try {
      const boundary = "----keyed-upload";
      const head = Object.entries({ appID, filename: "endless.pdf", category: "upload_view_upload", uploaderType: "Agent" })
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join("");
      const start = new TextEncoder().encode(`${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="endless.pdf"\r\n\r\n%PDF-1.4\n`);
      let sent = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          controller.enqueue(sent++ === 0 ? start : new Uint8Array(16 * 1024).fill(0x20));
        },
      });
      const key = randomUUID();
      const req = new NextRequest("http://localhost:3000/api/documents", {
        method: "POST",
        headers: {
          authorization: `Bearer ${(await credentialsOf("agent")).bearer}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "transfer-encoding": "chunked",
          "idempotency-key": key,
        },
        body: endless,
        duplex: "half",
      } as ConstructorParameters<typeof NextRequest>[1]);
      const res = await send(UPLOAD, req);
      expect(res.status).toBe(413);
      expect(sent).toBeLessThan(20);
      expect(await db.idempotentRequest.count({ where: { userId: demoUserIds.agent, key } })).toBe(0);
      expect(await db.document.count({ where: { applicationId: appID } })).toBe(0);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("keeps an answer that shows a secret once sealed: the database never holds the secret, a request sent again still gets it", async () => {
    const acme = stableId("agency:acme");
    const key = randomUUID();
    const create = () =>
      call(CREATE_KEY, `/api/agencies/${acme}/api-keys`, {
        as: "underwriter",
        method: "POST",
        body: { name: "Sent twice" },
        params: { agencyID: acme },
        headers: { "idempotency-key": key },
      });
    const first = await create();
    expect(first.status).toBe(201);
    const kept = await db.idempotentRequest.findFirstOrThrow({ where: { userId: demoUserIds.underwriter, key } });
    expect(JSON.stringify(kept.answer)).not.toContain(first.json.secret);
    const again = await create();
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.json).toEqual(first.json);
    expect(await db.apiKey.count({ where: { name: "Sent twice", agencyId: acme } })).toBe(1);
  });
});
