import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { samplePdf } from "@/prisma/seed/sample-files";
import { db } from "@/server/db";
import { s3Storage } from "@/server/storage/s3";
import { call } from "../support/api-client";
import { createApplication } from "../support/factories";
import { startS3Server, type S3TestServer } from "../support/s3-server";

/** The whole upload and download path of the API with S3-compatible storage, as several app servers run it. */
let server: S3TestServer;

beforeAll(async () => {
  server = await startS3Server();
  for (const [name, value] of Object.entries(server.env)) vi.stubEnv(name, value);
  // The process-wide storage is built from the environment on first use: load the routes afresh.
  vi.resetModules();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.resetModules();
  await server.stop();
});

describe("documents on S3-compatible storage", () => {
  it("stores an upload in the bucket under its generated key and streams it back unchanged", async () => {
    const { POST } = await import("@/app/api/documents/route");
    const { GET: FILE } = await import("@/app/api/documents/[documentID]/file/route");
    const { appID } = await createApplication({ status: "InProgress" });
    const bytes = samplePdf(["Stored in the bucket"]);
    const form = new FormData();
    for (const [name, value] of Object.entries({ appID, filename: "bucket.pdf", category: "upload_view_upload", uploaderType: "Agent" }))
      form.append(name, value);
    form.append("file", new Blob([new Uint8Array(bytes)]), "bucket.pdf");
    const res = await call(POST, "/api/documents", { as: "agent", method: "POST", form });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const { storageKey } = await db.document.findUniqueOrThrow({ where: { id: res.json.id } });
    expect(await s3Storage(server.config).exists(storageKey)).toBe(true);
    const file = await call(FILE, res.json.url, { as: "agent", params: { documentID: res.json.id } });
    expect(file.status).toBe(200);
    expect(file.bytes.equals(bytes)).toBe(true);
  });

  it("stores a PDF named .html under .pdf, refuses a foreign application before writing to the bucket, and leaves nothing of a refused second file", async () => {
    const { POST } = await import("@/app/api/documents/route");
    const { documentStorage } = await import("@/server/storage");
    const { appID } = await createApplication({ status: "InProgress" });
    const bytes = Buffer.concat([samplePdf(["Polyglot"]), Buffer.from("<html><script>alert(1)</script></html>")]);
    const form = (filename: string, files = 1) => {
      const data = new FormData();
      for (const [name, value] of Object.entries({ appID, filename, category: "upload_view_upload", uploaderType: "Agent" })) data.append(name, value);
      for (let i = 0; i < files; i++) data.append("file", new Blob([new Uint8Array(bytes)]), filename);
      return data;
    };
    const put = vi.spyOn(documentStorage(), "put");
    try {
      const stored = await call(POST, "/api/documents", { as: "agent", method: "POST", form: form("statement.html") });
      expect(stored.status, JSON.stringify(stored.json)).toBe(201);
      expect(stored.json.filename).toBe("statement.pdf");
      put.mockClear();

      expect((await call(POST, "/api/documents", { as: "agent2", method: "POST", form: form("foreign.pdf") })).status).toBe(404);
      expect(put).not.toHaveBeenCalled();

      expect((await call(POST, "/api/documents", { as: "agent", method: "POST", form: form("twice.pdf", 2) })).status).toBe(422);
      for (const [key] of put.mock.calls) expect(await s3Storage(server.config).exists(key)).toBe(false);
      expect(await db.pendingDocumentObject.count({ where: { storageKey: { in: put.mock.calls.map(([key]) => key) } } })).toBe(0);
    } finally {
      put.mockRestore();
    }
  });
});
