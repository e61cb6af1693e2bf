import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { GET as LIST, POST } from "@/app/api/documents/route";
import { DELETE, PATCH } from "@/app/api/documents/[documentID]/route";
import { GET as FILE } from "@/app/api/documents/[documentID]/file/route";
import { GET as APPLICATION, PATCH as PATCH_APPLICATION } from "@/app/api/applications/[appID]/route";
import { GET as SUBMISSION } from "@/app/api/submission/[submissionID]/route";
import { documentMessages } from "@/lib/domain/documents";
import type { ApplicationStatus } from "@/lib/domain/statuses";
import { samplePdf, samplePng } from "@/prisma/seed/sample-files";
import { db } from "@/server/db";
import { seedDocuments } from "@/prisma/seed/demo-documents";
import { sweepAbandonedObjects } from "@/server/services/document-upload";
import { documentGenerationSettled } from "@/server/documents/generation";
import { documentStorage, newStorageKey } from "@/server/storage";
import { call, credentialsOf, send, type DemoUser } from "../support/api-client";
import { storeDocument } from "../support/documents";
import { expectCursorRefused, walkPages } from "../support/list-cursors";
import { createApplication, updatedDate } from "../support/factories";

const pdf = samplePdf(["Signed application packet"]);
// A Windows executable's first bytes, whatever the name says.
const executable = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(510, 0x90)]);

function uploadForm(fields: Record<string, string>, file: Buffer | null = pdf) {
  const form = new FormData();
  // Text fields first, as the server needs them to check the upload before it stores the file.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("file", new Blob([new Uint8Array(file)]), fields.filename ?? "upload.pdf");
  return form;
}

function upload(as: DemoUser | undefined, fields: Record<string, string>, file?: Buffer | null, via: "cookie" | "bearer" = "bearer") {
  return call(POST, "/api/documents", { as, via, method: "POST", form: uploadForm(fields, file) });
}

/** One application's documents' names, every page of `limit=2` in the `sort` asked (`&sort=…`, or nothing for the default). */
async function walkDocuments(appID: string, sort: string): Promise<string[]> {
  const documents = await walkPages<{ filename: string }>(LIST, `/api/documents?applicationID=${appID}&limit=2${sort}`, "documents", "agent");
  return documents.map((d) => d.filename);
}

const agentUpload = (appID: string, filename = "signed-app-packet.pdf") => ({ appID, filename, category: "upload_view_upload", uploaderType: "Agent" });

/** Every stored object on disk, the document rows and the pending marks: what a refused upload must leave as it was. */
async function writeState() {
  const documentsDir = process.env.DOCUMENT_STORAGE_DIR!;
  const files = fs.existsSync(documentsDir)
    ? fs
        .readdirSync(documentsDir, { recursive: true })
        .map(String)
        .filter((f) => fs.statSync(path.join(documentsDir, f)).isFile())
    : [];
  return { files: files.sort(), documents: await db.document.count(), pending: await db.pendingDocumentObject.count() };
}

async function appIn(status: ApplicationStatus, options: Parameters<typeof createApplication>[0] = {}) {
  return createApplication({ answers: "complete", status, ...options });
}

describe("POST /api/documents", () => {
  it("stores an agent's file and answers it as the application lists it; the bytes come back unchanged", async () => {
    const { appID, submissionId } = await appIn("InProgress");
    const res = await upload("agent", { ...agentUpload(appID), classification: "signed_app_packet" }, pdf, "cookie");
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({
      appID,
      submissionID: submissionId,
      filename: "signed-app-packet.pdf",
      mimeType: "application/pdf",
      sizeBytes: pdf.length,
      category: "upload_view_upload",
      classification: "signed_app_packet",
      classificationDisplayValue: "Signed App Packet",
      uploaderType: "Agent",
      uploaderName: "Avery Agent",
      exclusiveToUnderwriter: false,
      isActive: true,
      url: `/api/documents/${res.json.id}/file`,
    });
    const app = await call(APPLICATION, `/api/applications/${appID}`, { as: "agent", params: { appID } });
    expect(app.json.documents).toEqual([res.json]);

    const file = await call(FILE, res.json.url, { as: "agent", params: { documentID: res.json.id } });
    expect(file.status).toBe(200);
    expect(file.bytes.equals(pdf)).toBe(true);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="signed-app-packet.pdf"; filename*=UTF-8''signed-app-packet.pdf`);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cache-control")).toContain("private");
    expect(await db.pendingDocumentObject.count()).toBe(0);
  });

  it("takes the type from the content: a PNG named .pdf is stored as a PNG, named .png", async () => {
    const { appID } = await appIn("InProgress");
    const res = await upload("agent", agentUpload(appID, "photo.pdf"), samplePng(20, 20, [200, 40, 40]));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ mimeType: "image/png", filename: "photo.png" });
  });

  it("stores the name with its type's extension and without bidirectional controls, and sends it so", async () => {
    const { appID } = await appIn("InProgress");
    const polyglot = Buffer.concat([pdf, Buffer.from("<html><script>alert(document.cookie)</script></html>")]);
    const cases = [
      ["statement.html", polyglot, "statement.pdf"],
      ["invoice\u202Efdp.exe", pdf, "invoicefdp.pdf"],
      ["\u2067scan\u2069.JPG.png", samplePng(8, 8, [0, 0, 0]), "scan.JPG.png"],
    ] as const;
    for (const [sent, bytes, stored] of cases) {
      const res = await upload("agent", agentUpload(appID, sent), bytes);
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      expect(res.json.filename).toBe(stored);
      const file = await call(FILE, res.json.url, { as: "agent", params: { documentID: res.json.id } });
      expect(file.headers.get("content-type")).toBe(res.json.mimeType);
      expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${stored}"; filename*=UTF-8''${stored}`);
    }
  });

  it("sends a name stored before these rules without its bidirectional controls and with its type's extension", async () => {
    const { appID } = await appIn("InProgress");
    const old = await storeDocument({ appID, filename: "invoice\u202Efdp.exe.html" });
    const file = await call(FILE, `/api/documents/${old.id}/file`, { as: "agent", params: { documentID: old.id } });
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="invoicefdp.exe.pdf"; filename*=UTF-8''invoicefdp.exe.pdf`);
  });

  it("refuses an executable renamed .pdf, and plain text, with 415 'expected type', storing nothing", async () => {
    const { appID } = await appIn("InProgress");
    const before = await writeState();
    for (const bytes of [executable, Buffer.from("name,payroll\nSunrise,250000\n")]) {
      const res = await upload("agent", agentUpload(appID, "packet.pdf"), bytes);
      expect(res.status).toBe(415);
      expect(res.json.error.message).toContain("expected type");
    }
    expect(await writeState()).toEqual(before);
  });

  it("refuses a file past the size limit with 413, storing nothing, whether the size is declared up front or not", async () => {
    const { appID } = await appIn("InProgress");
    vi.stubEnv("DOCUMENT_MAX_BYTES", String(64 * 1024));
    try {
      const before = await writeState();
      const big = Buffer.concat([pdf, Buffer.alloc(200 * 1024, 0x20)]);
      const res = await upload("agent", agentUpload(appID, "big.pdf"), big);
      expect(res.status).toBe(413);
      const justOver = Buffer.concat([pdf, Buffer.alloc(64 * 1024 - pdf.length + 1, 0x20)]);
      const form = uploadForm(agentUpload(appID, "just-over.pdf"), justOver);
      // Sent without a length, as a streaming client would: the limit is enforced while reading.
      const encoded = new Response(form);
      const req = new NextRequest("http://localhost:3000/api/documents", {
        method: "POST",
        headers: {
          authorization: `Bearer ${(await credentialsOf("agent")).bearer}`,
          "content-type": encoded.headers.get("content-type")!,
          "transfer-encoding": "chunked",
        },
        body: encoded.body,
        duplex: "half",
      } as ConstructorParameters<typeof NextRequest>[1]);
      const streamed = await send(POST, req);
      expect(streamed.status).toBe(413);
      expect(await writeState()).toEqual(before);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("refuses a stored name an active document of the application already has (any case, after the type's extension), with the spec's message", async () => {
    const { appID } = await appIn("InProgress");
    expect((await upload("agent", agentUpload(appID, "Loss Runs.pdf"))).status).toBe(201);
    const before = await writeState();
    // "loss runs.html" is a PDF: stored as "loss runs.pdf", it meets the one on file.
    for (const name of ["loss runs.PDF", "loss runs.html"]) {
      const res = await upload("agent", agentUpload(appID, name));
      expect(res.status).toBe(409);
      expect(res.json.error.message).toBe(documentMessages.duplicate);
    }
    expect(await writeState()).toEqual(before);
    expect((await upload("agent", agentUpload(appID, "loss runs.pdf"), samplePng(8, 8, [0, 0, 0]))).json.filename).toBe("loss runs.png");
  });

  it('compares names exactly, but for case: "_" and "%" in a name match only themselves', async () => {
    const { appID } = await appIn("InProgress");
    expect((await upload("agent", agentUpload(appID, "loss runs.pdf"))).status).toBe(201);
    for (const name of ["loss_runs.pdf", "%.pdf", "loss%.pdf"]) expect((await upload("agent", agentUpload(appID, name))).status, name).toBe(201);
    expect((await upload("agent", agentUpload(appID, "LOSS_RUNS.pdf"))).status).toBe(409);
  });

  it("stores a hostile file name as plain metadata and sends it back in a safe header", async () => {
    const { appID } = await appIn("InProgress");
    const traversal = await upload("agent", agentUpload(appID, "../../etc/passwd.pdf"));
    expect(traversal.status).toBe(201);
    expect(traversal.json.filename).toBe("passwd.pdf");
    const tricky = await upload("agent", agentUpload(appID, 'my "quote"\r\nSet-Cookie: a=b; ünïcode.pdf'));
    expect(tricky.status).toBe(201);
    expect(tricky.json.filename).toBe('my "quote"Set-Cookie: a=b; ünïcode.pdf');
    const file = await call(FILE, tricky.json.url, { as: "agent", params: { documentID: tricky.json.id } });
    const disposition = file.headers.get("content-disposition")!;
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(disposition).toBe(
      `attachment; filename="my _quote_Set-Cookie: a=b; _n_code.pdf"; filename*=UTF-8''my%20%22quote%22Set-Cookie%3A%20a%3Db%3B%20%C3%BCn%C3%AFcode.pdf`,
    );
    // Stored under generated keys only: nothing outside the storage folder, no name in any key.
    const stored = await db.document.findMany({ where: { id: { in: [traversal.json.id, tricky.json.id] } }, select: { storageKey: true } });
    for (const { storageKey } of stored) expect(storageKey).toMatch(/^documents\/[0-9a-f-]{36}$/);
  });

  it("checks who uploads what: another agency 404, a role's own type only, categories and statuses by the rules", async () => {
    const mine = await appIn("InProgress");
    const quoted = await appIn("ApprovalRequested");
    const bound = await appIn("Bound");
    const before = await writeState();
    expect((await upload("agent2", agentUpload(mine.appID))).status).toBe(404);
    expect((await upload("agent", { ...agentUpload(mine.appID), uploaderType: "Underwriter" })).status).toBe(403);
    expect((await upload("agent", { ...agentUpload(mine.appID), category: "upload_finalize_quote" })).status).toBe(403);
    expect((await upload("underwriter", { ...agentUpload(mine.appID), uploaderType: "Underwriter", category: "upload_finalize_quote" })).status).toBe(409);
    expect((await upload("agent", agentUpload(bound.appID))).status).toBe(409);
    expect((await upload(undefined, agentUpload(mine.appID))).status).toBe(401);
    expect(await writeState()).toEqual(before);
    const quote = await upload("underwriter", { appID: quoted.appID, filename: "quote.pdf", category: "upload_finalize_quote", uploaderType: "Underwriter" });
    expect(quote.status).toBe(201);
    expect(quote.json.uploaderName).toBe("Uma Underwriter");
  });

  it("checks the fields, the application and the caller's right before anything is stored", async () => {
    const mine = await appIn("InProgress");
    const bound = await appIn("Bound");
    const put = vi.spyOn(documentStorage(), "put");
    const pendingMarks = vi.spyOn(db.pendingDocumentObject, "create");
    try {
      expect((await upload("agent2", agentUpload(mine.appID))).status).toBe(404);
      expect((await upload("agent", { ...agentUpload(mine.appID), uploaderType: "Underwriter" })).status).toBe(403);
      expect((await upload("agent", agentUpload(bound.appID))).status).toBe(409);
      expect((await upload("agent", { ...agentUpload(mine.appID), category: "Other" })).status).toBe(422);
      expect(put).not.toHaveBeenCalled();
      expect(pendingMarks).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
      pendingMarks.mockRestore();
    }
  });

  it("refuses a second file, a field after the file, and a file before the fields (422), keeping nothing", async () => {
    const { appID } = await appIn("InProgress");
    const before = await writeState();
    const twoFiles = uploadForm(agentUpload(appID, "first.pdf"));
    twoFiles.append("file", new Blob([new Uint8Array(samplePdf(["second"]))]), "second.pdf");
    const second = await call(POST, "/api/documents", { as: "agent", method: "POST", form: twoFiles });
    expect(second.status).toBe(422);
    expect(second.json.error.message).toBe('Send one file per request, in the field "file".');

    const late = uploadForm(agentUpload(appID, "late.pdf"));
    late.append("classification", "signed_app_packet");
    const fieldAfter = await call(POST, "/api/documents", { as: "agent", method: "POST", form: late });
    expect(fieldAfter.status).toBe(422);
    expect(fieldAfter.json.error.message).toBe("Send the text fields before the file.");

    const fileFirst = new FormData();
    fileFirst.append("file", new Blob([new Uint8Array(pdf)]), "early.pdf");
    for (const [name, value] of Object.entries(agentUpload(appID, "early.pdf"))) fileFirst.append(name, value);
    const early = await call(POST, "/api/documents", { as: "agent", method: "POST", form: fileFirst });
    expect(early.status).toBe(422);
    expect(early.json.error.message).toBe("Send the text fields before the file.");

    expect(await writeState()).toEqual(before);
  });

  it("refuses malformed uploads with a clear error and stores nothing", async () => {
    const { appID } = await appIn("InProgress");
    const before = await writeState();
    const missingFile = await upload("agent", agentUpload(appID), null);
    expect(missingFile.status).toBe(422);
    const badFields = await upload("agent", { appID: "nope", filename: "", category: "Other", uploaderType: "Agent" });
    expect(badFields.status).toBe(422);
    expect(Object.keys(badFields.json.error.fields).sort()).toEqual(["appID", "category", "filename"]);
    const json = await call(POST, "/api/documents", { as: "agent", method: "POST", body: agentUpload(appID) });
    expect(json.status).toBe(415);
    const garbage = await call(POST, "/api/documents", {
      as: "agent",
      method: "POST",
      rawBody: "--x\r\nnot really",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(garbage.status).toBe(400);
    expect(await writeState()).toEqual(before);
  });
});

describe("listing documents", () => {
  it("answers one application's documents by category and uploader, never a hidden one to an agent", async () => {
    const { appID } = await appIn("QuoteApproved");
    await storeDocument({ appID, filename: "packet.pdf" });
    await storeDocument({ appID, filename: "quote.pdf", uploaderType: "Underwriter" });
    await storeDocument({ appID, filename: "uw-notes.pdf", uploaderType: "Underwriter", exclusiveToUnderwriter: true });
    const names = async (as: DemoUser, query: string) => {
      const res = await call(LIST, `/api/documents?applicationID=${appID}${query}`, { as });
      expect(res.status).toBe(200);
      return res.json.documents.map((d: { filename: string }) => d.filename).sort();
    };
    expect(await names("agent", "&documentCategory=view_all")).toEqual(["packet.pdf", "quote.pdf"]);
    expect(await names("underwriter", "&documentCategory=view_all")).toEqual(["packet.pdf", "quote.pdf", "uw-notes.pdf"]);
    expect(await names("underwriter", "&documentCategory=upload_view_upload")).toEqual(["packet.pdf"]);
    expect(await names("underwriter", "&uploaderType=Underwriter")).toEqual(["quote.pdf", "uw-notes.pdf"]);
    expect((await call(LIST, `/api/documents?applicationID=${appID}`, { as: "agent2" })).status).toBe(404);
  });

  it("sorts by when each was uploaded, newest first unless asked oldest first, every page in that order and none twice; an unknown sort is 400", async () => {
    const { appID } = await appIn("InProgress");
    // A second apart, so the order is the upload's and not a tie's.
    for (const [i, name] of ["first.pdf", "second.pdf", "third.pdf", "fourth.pdf", "fifth.pdf"].entries()) {
      const stored = await storeDocument({ appID, filename: name });
      await db.document.update({ where: { id: stored.id }, data: { createdAt: new Date(Date.UTC(2026, 10, 1, 12, 0, i)) } });
    }
    const walk = (sort: string) => walkDocuments(appID, sort);
    const newest = ["fifth.pdf", "fourth.pdf", "third.pdf", "second.pdf", "first.pdf"];
    expect(await walk("")).toEqual(newest);
    expect(await walk("&sort=-uploaded")).toEqual(newest);
    expect(await walk("&sort=uploaded")).toEqual([...newest].reverse());
    const bad = await call(LIST, "/api/documents?sort=filename", { as: "agent" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain(
      "Sort must be one of uploaded, -uploaded, file, -file, product, -product, uploader, -uploader, classification, -classification.",
    );
  });

  it("sorts by file name without case, A to Z unless turned round, ties by id, every page in that order; a cursor of the other order is 400", async () => {
    const { appID } = await appIn("InProgress");
    const stored = new Map<string, string>();
    for (const name of ["Zulu report.pdf", "bravo.pdf", "ALPHA.pdf", "_notes.pdf", "charlie.pdf", "alpha.pdf"]) {
      stored.set(name, (await storeDocument({ appID, filename: name })).id);
    }
    // The same name in two cases is one key: those two go by id, the same way as the names.
    const alphas = ["ALPHA.pdf", "alpha.pdf"].sort((a, b) => (stored.get(a)! < stored.get(b)! ? -1 : 1));
    // Code-point order: the underscore before the letters.
    const aToZ = ["_notes.pdf", ...alphas, "bravo.pdf", "charlie.pdf", "Zulu report.pdf"];
    expect(await walkDocuments(appID, "&sort=file")).toEqual(aToZ);
    expect(await walkDocuments(appID, "&sort=-file")).toEqual([...aToZ].reverse());

    const byName = await call(LIST, `/api/documents?applicationID=${appID}&limit=2&sort=file`, { as: "agent" });
    const byUpload = await call(LIST, `/api/documents?applicationID=${appID}&limit=2`, { as: "agent" });
    for (const [sort, cursor] of [
      ["-uploaded", byName.json.nextCursor],
      ["file", byUpload.json.nextCursor],
      // The same kind of place in another order: the same column the other way round, or another column.
      ["-file", byName.json.nextCursor],
      ["classification", byName.json.nextCursor],
      ["uploaded", byUpload.json.nextCursor],
    ]) {
      await expectCursorRefused(LIST, `/api/documents?applicationID=${appID}&sort=${sort}&cursor=${cursor}`, "agent");
    }
  });

  it("sorts by product, uploader and classification without case, A to Z unless turned round, page after page, ties by id", async () => {
    const token = `columns-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const docs = [];
    for (const [i, [product, uploaderName, classification]] of [
      ["general_liability", "Zoe Zane", "loss_runs"],
      ["commercial_auto", "avery Agent", null],
      ["professional_liability", "Mo Mid", "loss-runs_2024"],
    ].entries()) {
      const { appID } = await appIn("InProgress", { product: product! });
      const doc = await storeDocument({ appID, filename: `${token}-${i}.pdf` });
      docs.push((await db.document.update({ where: { id: doc.id }, data: { uploaderName: uploaderName!, classification } })).id);
    }
    const walk = async (sort: string, as: DemoUser = "agent") =>
      (await walkPages<{ id: string }>(LIST, `/api/documents?search=${token}&limit=2&sort=${sort}`, "documents", as)).map((d) => d.id);

    // Commercial Auto, General Liability, Professional Liability (E&O).
    expect(await walk("product")).toEqual([docs[1], docs[0], docs[2]]);
    expect(await walk("-product", "underwriter")).toEqual([docs[2], docs[0], docs[1]]);
    expect(await walk("uploader", "underwriter")).toEqual([docs[1], docs[2], docs[0]]);
    expect(await walk("-uploader")).toEqual([docs[0], docs[2], docs[1]]);
    // As they read: none first, then "Loss Runs", "Loss Runs 2024" (the codes' own order, "loss-" before "loss_", would be the other way).
    expect(await walk("classification")).toEqual([docs[1], docs[0], docs[2]]);
    expect(await walk("-classification", "underwriter")).toEqual([docs[2], docs[0], docs[1]]);
    const read = await walkPages<{ classificationDisplayValue: string | null }>(
      LIST,
      `/api/documents?search=${token}&sort=classification`,
      "documents",
      "agent",
    );
    expect(read.map((d) => d.classificationDisplayValue)).toEqual([null, "Loss Runs", "Loss Runs 2024"]);
    const trail = await db.auditLog.findMany({ where: { entityId: { in: docs } }, select: { changes: true } });
    expect(trail.filter((row) => /SortKey/.test(JSON.stringify(row.changes)))).toEqual([]);
  });

  it("pages through everything a user may see, newest first, and searches file, insured and product", async () => {
    const { appID } = await appIn("InProgress");
    const doc = await storeDocument({ appID, filename: "zebra-crossing-survey.pdf" });
    const other = await appIn("InProgress", { agency: "beacon" });
    await storeDocument({ appID: other.appID, filename: "zebra-crossing-beacon.pdf" });

    const search = async (as: DemoUser, text: string) =>
      (await call(LIST, `/api/documents?search=${encodeURIComponent(text)}`, { as })).json.documents.map((d: { filename: string }) => d.filename).sort();
    expect(await search("agent", "ZEBRA-crossing")).toEqual(["zebra-crossing-survey.pdf"]);
    expect(await search("agent2", "zebra")).toEqual(["zebra-crossing-beacon.pdf"]);
    expect(await search("underwriter", "zebra-crossing")).toEqual(["zebra-crossing-beacon.pdf", "zebra-crossing-survey.pdf"]);
    const insured = (await db.submission.findFirstOrThrow({ where: { applications: { some: { id: appID } } } })).companyName!;
    expect(await search("agent", insured)).toContain("zebra-crossing-survey.pdf");
    expect(await search("agent", "General Liab")).toContain("zebra-crossing-survey.pdf");
    expect(await search("agent", doc.id)).toEqual(["zebra-crossing-survey.pdf"]);
    await storeDocument({ appID, filename: "zebra_rate%.pdf" });
    expect(await search("agent", "zebra_")).toEqual(["zebra_rate%.pdf"]);
    expect(await search("agent", "rate%")).toEqual(["zebra_rate%.pdf"]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { json: { documents: { id: string; uploadedAt: string }[]; nextCursor: string | null } } = await call(
        LIST,
        `/api/documents?limit=2${cursor ? `&cursor=${cursor}` : ""}`,
        { as: "agent" },
      );
      seen.push(...res.json.documents.map((d) => d.id));
      cursor = res.json.nextCursor;
    } while (cursor);
    const expected = await db.document.findMany({
      where: {
        isActive: true,
        exclusiveToUnderwriter: false,
        application: { submission: { agencyId: (await db.submission.findFirstOrThrow({ where: { applications: { some: { id: appID } } } })).agencyId } },
      },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      select: { id: true },
    });
    expect(seen).toEqual(expected.map((d) => d.id));
  });
});

describe("downloads, visibility and deletion", () => {
  it("hides a document from agents everywhere (list, application, download) and shows it again; only underwriters may", async () => {
    const { appID } = await appIn("InProgress");
    const doc = await storeDocument({ appID, filename: "hide-me.pdf" });
    const params = { documentID: doc.id };
    expect((await call(PATCH, `/api/documents/${doc.id}`, { as: "agent", method: "PATCH", params, body: { exclusiveToUnderwriter: true } })).status).toBe(403);
    const hidden = await call(PATCH, `/api/documents/${doc.id}`, { as: "underwriter", method: "PATCH", params, body: { exclusiveToUnderwriter: true } });
    expect(hidden.status).toBe(200);
    expect(hidden.json.exclusiveToUnderwriter).toBe(true);
    expect((await call(FILE, `/api/documents/${doc.id}/file`, { as: "agent", params })).status).toBe(404);
    expect((await call(FILE, `/api/documents/${doc.id}/file`, { as: "underwriter", params })).status).toBe(200);
    expect((await call(APPLICATION, `/api/applications/${appID}`, { as: "agent", params: { appID } })).json.documents).toEqual([]);
    expect((await call(LIST, `/api/documents?search=hide-me`, { as: "agent" })).json.documents).toEqual([]);
    expect((await call(DELETE, `/api/documents/${doc.id}`, { as: "agent", method: "DELETE", params })).status).toBe(404);
    await call(PATCH, `/api/documents/${doc.id}`, { as: "underwriter", method: "PATCH", params, body: { exclusiveToUnderwriter: false } });
    expect((await call(FILE, `/api/documents/${doc.id}/file`, { as: "agent", params })).status).toBe(200);
    expect((await call(FILE, `/api/documents/${doc.id}/file`, { as: "agent2", params })).status).toBe(404);
    const audit = await db.auditLog.findMany({ where: { entityType: "Document", entityId: doc.id, action: "update" } });
    expect(audit).toHaveLength(2);
  });

  it("deletes softly: the row and the stored object stay for the record, nobody downloads it any more", async () => {
    const { appID, submissionId } = await appIn("InProgress");
    const res = await upload("agent", agentUpload(appID));
    const params = { documentID: res.json.id };
    const uploaded = await call(SUBMISSION, `/api/submission/${submissionId}`, { as: "agent", params: { submissionID: submissionId } });
    expect(uploaded.json.companyInfo.isDocumentUploaded).toBe(true);
    expect((await call(DELETE, `/api/documents/${res.json.id}`, { as: "agent2", method: "DELETE", params })).status).toBe(404);
    const deleted = await call(DELETE, `/api/documents/${res.json.id}`, { as: "agent", method: "DELETE", params });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ id: res.json.id, isActive: false });
    const row = await db.document.findUniqueOrThrow({ where: { id: res.json.id } });
    expect(row.isActive).toBe(false);
    expect(await documentStorage().exists(row.storageKey)).toBe(true);
    for (const as of ["agent", "underwriter"] as const) expect((await call(FILE, res.json.url, { as, params })).status).toBe(404);
    expect((await call(DELETE, `/api/documents/${res.json.id}`, { as: "agent", method: "DELETE", params })).status).toBe(404);
    const after = await call(SUBMISSION, `/api/submission/${submissionId}`, { as: "agent", params: { submissionID: submissionId } });
    expect(after.json.companyInfo.isDocumentUploaded).toBe(false);
  });

  it("lets an agent delete only agents' uploads; an underwriter any", async () => {
    const { appID } = await appIn("InProgress");
    const quote = await storeDocument({ appID, filename: "quote.pdf", uploaderType: "Underwriter" });
    const packet = await storeDocument({ appID, filename: "packet.pdf" });
    const extra = await storeDocument({ appID, filename: "extra.pdf" });
    expect((await call(DELETE, "/", { as: "agent", method: "DELETE", params: { documentID: quote.id } })).status).toBe(403);
    expect((await call(DELETE, "/", { as: "agent", method: "DELETE", params: { documentID: packet.id } })).status).toBe(200);
    expect((await call(DELETE, "/", { as: "underwriter", method: "DELETE", params: { documentID: quote.id } })).status).toBe(200);
    expect((await db.document.findUniqueOrThrow({ where: { id: extra.id } })).isActive).toBe(true);
  });

  it.each([
    ["QuoteApproved", documentMessages.lastAfterQuote, undefined],
    ["Quoted", documentMessages.lastAfterQuote, undefined],
    ["PendingBind", documentMessages.onlyDocument, documentMessages.deletionNotAllowedTitle],
    ["Bound", documentMessages.onlyDocument, documentMessages.deletionNotAllowedTitle],
    ["PolicyCancelled", documentMessages.onlyDocument, documentMessages.deletionNotAllowedTitle],
  ] as const)("keeps the last document of a %s application (409, nothing changed), and allows it with another beside it", async (status, message, title) => {
    const product = status === "Quoted" ? "excess_surplus_gl" : undefined;
    const { appID } = await appIn(status, product ? { product } : {});
    const only = await storeDocument({ appID, filename: "only.pdf", uploaderType: "Underwriter" });
    for (const as of ["underwriter", "agent"] as const) {
      const refused = await call(DELETE, "/", { as, method: "DELETE", params: { documentID: only.id } });
      expect(refused.status).toBe(as === "agent" ? 403 : 409);
      if (as === "underwriter") {
        expect(refused.json.error.message).toBe(message);
        expect(refused.json.error.title).toBe(title);
      }
    }
    expect((await db.document.findUniqueOrThrow({ where: { id: only.id } })).isActive).toBe(true);
    await storeDocument({ appID, filename: "second.pdf" });
    expect((await call(DELETE, "/", { as: "underwriter", method: "DELETE", params: { documentID: only.id } })).status).toBe(200);
  });

  it("two deletions of a bound policy's last two documents at once: one wins, the other is refused", async () => {
    const { appID } = await appIn("Bound");
    const a = await storeDocument({ appID, filename: "a.pdf" });
    const b = await storeDocument({ appID, filename: "b.pdf" });
    const results = await Promise.all([a, b].map((d) => call(DELETE, "/", { as: "underwriter", method: "DELETE", params: { documentID: d.id } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.document.count({ where: { applicationId: appID, isActive: true } })).toBe(1);
  });
});

describe("request bind reads the same documents", () => {
  it("needs an agent's upload on file: refused before, allowed after the upload", async () => {
    const { appID } = await appIn("QuoteApproved");
    const patch = async () =>
      call(PATCH_APPLICATION, `/api/applications/${appID}`, {
        as: "agent",
        method: "PATCH",
        params: { appID },
        body: { status: "PendingBind", updatedDate: await updatedDate(appID) },
      });
    const refused = await patch();
    expect(refused.status).toBe(422);
    expect((await upload("agent", agentUpload(appID))).status).toBe(201);
    expect((await patch()).status).toBe(200);
  });
});

describe("stored objects and rows stay consistent", () => {
  it("an upload refused after its object was written removes the object and its pending mark", async () => {
    const { appID } = await appIn("InProgress");
    await storeDocument({ appID, filename: "packet.pdf" });
    // A generated document an earlier test's approval or bind asked for is filed first, not counted here.
    await documentGenerationSettled();
    const before = await writeState();
    const put = vi.spyOn(documentStorage(), "put");
    // The stored name is known only once the content is read: the object exists when the name is refused.
    const res = await upload("agent", agentUpload(appID, "packet.docx"));
    expect(put).toHaveBeenCalledOnce();
    put.mockRestore();
    expect(res.status).toBe(409);
    expect(await writeState()).toEqual(before);
  });

  it("the sweep removes objects whose row never came (a server died between the two), and keeps recent ones", async () => {
    const storage = documentStorage();
    const abandoned = newStorageKey();
    const recent = newStorageKey();
    await db.pendingDocumentObject.create({ data: { storageKey: abandoned, createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) } });
    await storage.put(abandoned, Readable.from([pdf]), "application/pdf");
    await db.pendingDocumentObject.create({ data: { storageKey: recent } });
    await storage.put(recent, Readable.from([pdf]), "application/pdf");
    expect(await sweepAbandonedObjects()).toBe(1);
    expect(await storage.exists(abandoned)).toBe(false);
    expect(await storage.exists(recent)).toBe(true);
    expect(await db.pendingDocumentObject.findUnique({ where: { storageKey: abandoned } })).toBeNull();
    expect(await db.pendingDocumentObject.findUnique({ where: { storageKey: recent } })).not.toBeNull();
    await sweepAbandonedObjects(new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(await storage.exists(recent)).toBe(false);
  });
});

describe("demo documents", () => {
  it("every seeded document has its stored object, downloads as the file it claims to be, and a lost object is written again by the next seed", async () => {
    // Demo files are stored under their own stable id; uploads get random keys.
    const demo = (await db.document.findMany()).filter((d) => d.storageKey === `documents/${d.id}`);
    expect(demo.length).toBeGreaterThanOrEqual(8);
    expect(demo.some((d) => d.exclusiveToUnderwriter)).toBe(true);
    for (const doc of demo) {
      const res = await call(FILE, `/api/documents/${doc.id}/file`, { as: "underwriter", params: { documentID: doc.id } });
      expect(res.status).toBe(200);
      expect(res.bytes.subarray(0, 4).toString("latin1")).toBe(doc.mimeType === "image/png" ? "\x89PNG" : "%PDF");
    }
    const lost = demo[0];
    await documentStorage().delete(lost.storageKey);
    await seedDocuments(db, new Date());
    expect(await documentStorage().exists(lost.storageKey)).toBe(true);
  });
});
