import { describe, expect, it } from "vitest";
import { PATCH as PATCH_APPLICATION } from "@/app/api/applications/[appID]/route";
import { GET as SUMMARY } from "@/app/api/applications/[appID]/summary.pdf/route";
import { DELETE as DELETE_DOCUMENT, PATCH as PATCH_DOCUMENT } from "@/app/api/documents/[documentID]/route";
import { GET as FILE } from "@/app/api/documents/[documentID]/file/route";
import { GET as LIST } from "@/app/api/documents/route";
import { PATCH as ENDORSEMENT_STATUS } from "@/app/api/endorsements/[id]/status/route";
import { flagNames, type Flags } from "@/lib/flags";
import { quoteValidUntil } from "@/lib/domain/policy-term";
import { formatDay } from "@/lib/domain/dates";
import { utcToday } from "@/lib/questionnaire/dates";
import { answeredSections } from "@/lib/questionnaire/printed-answers";
import { loadSessionUser } from "@/server/auth/session-user";
import { db, sqlIn } from "@/server/db";
import { answerContext, evaluateAnswers } from "@/server/services/questionnaire-answers";
import type { AnswerGroup } from "@/lib/schemas/application";
import { documentGenerationSettled, generateDueDocuments, requestGeneratedDocument } from "@/server/documents/generation";
import { AppError } from "@/server/errors";
import type { Prisma } from "@/server/generated/prisma/client";
import { updateApplication } from "@/server/services/application-updates";
import { sweepAbandonedObjects } from "@/server/services/document-upload";
import { commitApplicationUpdate } from "@/server/services/status-change";
import { productDefinition } from "@/server/services/product-definitions";
import { documentStorage, type DocumentStorage } from "@/server/storage";
import { call, demoUserIds, type DemoUser } from "../support/api-client";
import { createApplication, createEndorsement, updatedDate } from "../support/factories";
import { pdfText } from "../support/pdf-text";

const patchApplication = (appID: string, body: unknown) =>
  call(PATCH_APPLICATION, `/api/applications/${appID}`, { as: "underwriter", method: "PATCH", body, params: { appID } });

/** Files what is owed now, after the run the write itself woke has ended. */
async function fileOwed(options: Parameters<typeof generateDueDocuments>[0] = {}) {
  await documentGenerationSettled();
  return generateDueDocuments(options);
}

async function generatedOf(appID: string, as: DemoUser = "agent") {
  const res = await call(LIST, `/api/documents?applicationID=${appID}`, { as });
  expect(res.status).toBe(200);
  return (res.json.documents as { id: string; filename: string; category: string; generated: boolean; url: string; uploaderName: string }[]).filter(
    (d) => d.generated,
  );
}

async function textOf(documentID: string, as: DemoUser = "agent") {
  const file = await call(FILE, `/api/documents/${documentID}/file`, { as, params: { documentID } });
  expect(file.status).toBe(200);
  expect(file.headers.get("content-type")).toBe("application/pdf");
  expect(file.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  return pdfText(file.bytes);
}

async function approvedQuote() {
  const app = await createApplication({ status: "ApprovalRequested", priced: true, quoteDocument: true, agentDocument: true });
  await db.submission.update({
    where: { id: app.submissionId },
    data: { feinSsnNumber: "123456789", dba: "Austin Carpentry" },
  });
  expect((await patchApplication(app.appID, { updatedDate: app.updatedDate, status: "QuoteApproved" })).status).toBe(200);
  await fileOwed();
  return app;
}

describe("generated documents", () => {
  it("an approved quote is filed with its proposal, which the agent downloads and reads", async () => {
    const app = await approvedQuote();
    const [proposal] = await generatedOf(app.appID);
    expect(proposal).toMatchObject({
      category: "generated_quote",
      uploaderName: "Uma Underwriter",
      filename: `Quote proposal Q-${app.appID.slice(0, 8).toUpperCase()}-1.pdf`,
    });
    const text = await textOf(proposal.id);
    for (const figure of [
      "Quote proposal",
      "General Liability",
      `Test Insured ${app.appID.slice(0, 8)}`,
      "401 Congress Ave, Austin, TX 78701",
      "•••••6789",
      "Acme Insurance Agency",
      "$2,500.00",
      formatDay(quoteValidUntil(utcToday())),
      "The application packet signed and dated by the insured.",
      "Uma Underwriter",
    ]) {
      expect(text).toContain(figure);
    }
    // The tax id is masked to its last four digits.
    expect(text).not.toContain("123456789");
    expect(text).not.toContain("12-3456789");
  });

  it("a bind files the binder, once: the policy number, term, premium, insured and who bound it", async () => {
    const app = await approvedQuote();
    // The agent asks for the bind with the signed packet on file; the underwriter binds.
    const requested = await call(PATCH_APPLICATION, `/api/applications/${app.appID}`, {
      as: "agent",
      method: "PATCH",
      body: { updatedDate: await updatedDate(app.appID), status: "PendingBind" },
      params: { appID: app.appID },
    });
    expect(requested.json).toMatchObject({ status: "PendingBind" });
    const bind = { updatedDate: await updatedDate(app.appID), status: "Bound", policyNo: `POL-GEN-${app.appID.slice(0, 8)}`, effectiveDate: "2027-01-01" };
    const bound = await patchApplication(app.appID, bind);
    expect(bound.json).toMatchObject({ status: "Bound" });
    await fileOwed();
    const binder = (await generatedOf(app.appID)).find((d) => d.category === "generated_binder")!;
    expect(binder.filename).toBe(`Binder ${bind.policyNo}.pdf`);
    const text = await textOf(binder.id, "underwriter");
    for (const figure of [
      bind.policyNo,
      "01/01/2027 to 01/01/2028",
      "$2,500.00",
      `Test Insured ${app.appID.slice(0, 8)}`,
      "Acme Insurance Agency",
      "Uma Underwriter",
    ]) {
      expect(text).toContain(figure);
    }
    // Another agency's agent finds neither the document nor its file.
    expect((await call(FILE, binder.url, { as: "agent2", params: { documentID: binder.id } })).status).toBe(404);
    // A later return to Bound (a reinstated policy) is no bind: no second binder is owed.
    for (const [from, to] of [
      ["Bound", "PolicyCancelled"],
      ["PolicyCancelled", "Bound"],
    ] as const) {
      const row = await db.application.findUniqueOrThrow({ where: { id: app.appID } });
      await db.$transaction((tx) =>
        commitApplicationUpdate(
          tx,
          row,
          { status: to },
          { applicationId: app.appID, fromStatus: from, toStatus: to, changedById: demoUserIds.underwriter, reason: null },
          { basedOn: row.updatedAt, stale: async () => new AppError("conflict", "stale") },
        ),
      );
    }
    expect(await db.documentGeneration.count({ where: { applicationId: app.appID, kind: "binder" } })).toBe(1);
  });

  it("a bound endorsement files its document with each change and the premium change", async () => {
    const { appID, endorsement } = await createEndorsement({ status: "EndorsementApproved", priced: true });
    const res = await call(ENDORSEMENT_STATUS, `/api/endorsements/${endorsement.id}/status`, {
      as: "underwriter",
      method: "PATCH",
      body: { status: "Bound", updatedDate: endorsement.updatedAt.toISOString() },
      params: { id: endorsement.id },
    });
    expect(res.status).toBe(200);
    await fileOwed();
    const [document] = await generatedOf(appID);
    expect(document.category).toBe("generated_endorsement");
    const text = await textOf(document.id);
    for (const figure of [
      `POL-${appID.slice(0, 13)}`,
      "06/01/2026",
      "Phone Number",
      "(512) 555-0199",
      "$100.00",
      "$5.00",
      "$25.00",
      "$130.00",
      "Uma Underwriter",
    ]) {
      expect(text).toContain(figure);
    }
  });

  it("is filed once when a render outlives its claim and another run files it meanwhile", async () => {
    const app = await createApplication({ status: "Bound", priced: true });
    await db.application.update({ where: { id: app.appID }, data: { policyNo: `POL-SLOW-${app.appID.slice(0, 8)}` } });
    await db.$transaction((tx) => requestGeneratedDocument(tx, { applicationId: app.appID, kind: "binder", requestedById: demoUserIds.underwriter }));
    let stored = () => {};
    let storing = () => {};
    const reached = new Promise<void>((resolve) => (storing = resolve));
    const real = documentStorage();
    const slow: DocumentStorage = {
      ...real,
      put: async (...args) => {
        storing();
        await new Promise<void>((resolve) => (stored = resolve));
        return real.put(...args);
      },
    };
    const now = new Date();
    const first = fileOwed({ now, storage: slow });
    await reached;
    // The first run's claim has lapsed: a second run takes the job and files it.
    expect(await generateDueDocuments({ now: new Date(now.getTime() + 120_000) })).toMatchObject({ filed: 1 });
    stored();
    expect(await first).toMatchObject({ filed: 0, retrying: 0 });
    expect(await generatedOf(app.appID)).toHaveLength(1);
    expect(await db.documentGeneration.findFirstOrThrow({ where: { applicationId: app.appID } })).toMatchObject({ lastError: null, nextAttemptAt: null });
  });

  it("is marked pending while it is stored, as an upload is: filed, the mark goes; left unfiled where it cannot be removed, the sweep removes it", async () => {
    const real = documentStorage();
    const owe = async () => {
      const app = await createApplication({ status: "Bound", priced: true });
      await db.application.update({ where: { id: app.appID }, data: { policyNo: `POL-MARK-${app.appID.slice(0, 8)}` } });
      await db.$transaction((tx) => requestGeneratedDocument(tx, { applicationId: app.appID, kind: "binder", requestedById: demoUserIds.underwriter }));
    };
    const marked = (storageKey: string) => db.pendingDocumentObject.count({ where: { storageKey } });

    await owe();
    const keys: string[] = [];
    const markedWhileStored: number[] = [];
    const watching: DocumentStorage = {
      ...real,
      put: async (key, body, type) => {
        keys.push(key);
        markedWhileStored.push(await marked(key));
        return real.put(key, body, type);
      },
    };
    expect(await fileOwed({ storage: watching })).toMatchObject({ filed: 1 });
    expect(markedWhileStored).toEqual([1]);
    expect(await marked(keys[0])).toBe(0);

    // Stored, then the filing fails and the object cannot be removed now: the mark stays and the sweep takes it.
    await owe();
    let stranded = "";
    const failing: DocumentStorage = {
      ...real,
      put: async (key, body, type) => {
        stranded = key;
        await real.put(key, body, type);
        throw new Error("The storage is unreachable.");
      },
      delete: async () => Promise.reject(new Error("The storage is unreachable.")),
    };
    expect(await fileOwed({ storage: failing })).toMatchObject({ retrying: 1 });
    expect(await real.exists(stranded)).toBe(true);
    expect(await marked(stranded)).toBe(1);
    // Its mark made two hours ago, so that the sweep (of marks over an hour old) takes it and no other test's.
    await db.pendingDocumentObject.update({ where: { storageKey: stranded }, data: { createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) } });
    await sweepAbandonedObjects();
    expect(await real.exists(stranded)).toBe(false);
    expect(await marked(stranded)).toBe(0);
    // The job itself is filed on its retry.
    expect(await fileOwed({ now: new Date(Date.now() + 60_000) })).toMatchObject({ filed: 1 });
  });

  it("is retried until it is filed when storing fails, and never filed twice", async () => {
    const app = await createApplication({ status: "Bound", priced: true });
    await db.application.update({ where: { id: app.appID }, data: { policyNo: `POL-RETRY-${app.appID.slice(0, 8)}` } });
    await db.$transaction((tx) => requestGeneratedDocument(tx, { applicationId: app.appID, kind: "binder", requestedById: demoUserIds.underwriter }));
    const failing: DocumentStorage = { ...documentStorage(), put: async () => Promise.reject(new Error("The storage is unreachable.")) };
    const now = new Date();
    expect(await fileOwed({ now, storage: failing })).toMatchObject({ retrying: 1 });
    const waiting = await db.documentGeneration.findFirstOrThrow({ where: { applicationId: app.appID } });
    expect(waiting).toMatchObject({ attempts: 1, documentId: null, lastError: "The storage is unreachable." });
    expect(waiting.nextAttemptAt!.getTime()).toBe(now.getTime() + 30_000);
    expect(await generatedOf(app.appID)).toEqual([]);

    // Not before its time; then filed once, by the real storage.
    expect(await fileOwed({ now: new Date(now.getTime() + 29_000) })).toMatchObject({ filed: 0 });
    expect(await fileOwed({ now: new Date(now.getTime() + 30_000) })).toMatchObject({ filed: 1 });
    expect(await fileOwed({ now: new Date(now.getTime() + 120_000) })).toMatchObject({ filed: 0 });
    const filed = await db.documentGeneration.findFirstOrThrow({ where: { applicationId: app.appID } });
    expect(filed).toMatchObject({ attempts: 2, nextAttemptAt: null, lastError: null });
    expect(await generatedOf(app.appID)).toHaveLength(1);
  });

  it("a new version is a new document: nothing generated is overwritten or deleted, and only an underwriter hides one", async () => {
    const app = await approvedQuote();
    await db.$transaction((tx) => requestGeneratedDocument(tx, { applicationId: app.appID, kind: "quote", requestedById: demoUserIds.underwriter }));
    await fileOwed();
    const proposals = await generatedOf(app.appID);
    expect(proposals.map((d) => d.filename).sort()).toEqual([1, 2].map((n) => `Quote proposal Q-${app.appID.slice(0, 8).toUpperCase()}-${n}.pdf`));

    const [first] = proposals;
    for (const as of ["underwriter", "agent"] as const) {
      const refused = await call(DELETE_DOCUMENT, `/api/documents/${first.id}`, { as, method: "DELETE", params: { documentID: first.id } });
      expect(refused.status).toBe(as === "agent" ? 403 : 409);
    }
    const hidden = await call(PATCH_DOCUMENT, `/api/documents/${first.id}`, {
      as: "underwriter",
      method: "PATCH",
      body: { exclusiveToUnderwriter: true },
      params: { documentID: first.id },
    });
    expect(hidden.status).toBe(200);
    expect((await generatedOf(app.appID, "agent")).map((d) => d.id)).not.toContain(first.id);
    expect((await generatedOf(app.appID, "underwriter")).map((d) => d.id)).toContain(first.id);
  });

  it("the generated proposal stands for a quote document only where its flag is on", async () => {
    const underwriter = (await loadSessionUser(demoUserIds.underwriter))!;
    const flags = (on: boolean) => async () => ({ ...(Object.fromEntries(flagNames.map((n) => [n, false])) as Flags), generatedQuoteSatisfiesApproval: on });
    const app = await createApplication({ status: "ApprovalRequested", priced: true });
    const approve = async (on: boolean) =>
      updateApplication(underwriter, app.appID, { updatedDate: await updatedDate(app.appID), answerType: "general", status: "QuoteApproved" }, flags(on));
    await expect(approve(false)).rejects.toMatchObject({ status: 422, message: "Please upload at least one document" });
    expect(await db.documentGeneration.count({ where: { applicationId: app.appID } })).toBe(0);
    await expect(approve(true)).resolves.toMatchObject({ status: "QuoteApproved" });
    await fileOwed();
    expect((await generatedOf(app.appID)).map((d) => d.category)).toEqual(["generated_quote"]);
  });

  it("prints no answer of a question the questionnaire hides: a cost of subcontracted work kept after answering No is left out", async () => {
    const app = await createApplication({ answers: "complete" });
    const row = await db.application.findUniqueOrThrow({ where: { id: app.appID }, select: { answerGroups: true } });
    const groups = (row.answerGroups as AnswerGroup[]).map((g) =>
      g.sectionGroupID === "gl-payroll"
        ? {
            ...g,
            answers: [
              ...g.answers.filter((a) => !["has_subcontractors", "subcontractor_payroll"].includes(a.source)),
              { source: "has_subcontractors", value: false },
              { source: "subcontractor_payroll", value: 80000 },
            ],
          }
        : g,
    );
    await db.application.update({ where: { id: app.appID }, data: { answerGroups: groups as Prisma.InputJsonValue } });
    const res = await call(SUMMARY, `/api/applications/${app.appID}/summary.pdf`, { as: "agent", params: { appID: app.appID } });
    expect(res.status).toBe(200);
    const text = (await pdfText(res.bytes)).replace(/\s+/g, "");
    expect(text).toContain("Doyouhiresubcontractors?");
    expect(text).not.toContain("Annualcostofsubcontractedwork");
    expect(text).not.toContain("$80,000.00");
  });

  it("the application summary downloads on request with every answered question, and reads well with none", async () => {
    const app = await createApplication({ answers: "complete" });
    const res = await call(SUMMARY, `/api/applications/${app.appID}/summary.pdf`, { as: "agent", params: { appID: app.appID } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("Application summary");
    const text = await pdfText(res.bytes);
    const row = await db.application.findUniqueOrThrow({ where: { id: app.appID } });
    const { questionnaire } = await productDefinition(row.productId, row.productVersion);
    const sections = answeredSections(
      questionnaire,
      evaluateAnswers(questionnaire, row.answerGroups as AnswerGroup[], await answerContext(sqlIn(db), row.submissionId)),
    );
    const answers = sections.flatMap((s) => s.answers);
    expect(answers.length).toBeGreaterThan(10);
    // Long questions wrap over lines, at spaces or after a hyphen: compared without the white space.
    const flat = (words: string) => words.replace(/\s+/g, "");
    for (const answer of answers) {
      expect(flat(text)).toContain(flat(answer.label));
      expect(flat(text)).toContain(flat(answer.value));
    }
    expect(text).toContain("Signatures");

    const empty = await createApplication({});
    await db.submission.update({ where: { id: empty.submissionId }, data: { companyName: "Café Łódź — שלום עולם — مرحبا ".repeat(8) } });
    const blank = await call(SUMMARY, `/api/applications/${empty.appID}/summary.pdf`, { as: "underwriter", params: { appID: empty.appID } });
    expect(blank.status).toBe(200);
    const blankText = await pdfText(blank.bytes);
    expect(blankText).toContain("No question answered yet.");
    expect(blankText).toContain("Café Łódź");
    // Another agency's agent finds no such application.
    expect((await call(SUMMARY, `/api/applications/${app.appID}/summary.pdf`, { as: "agent2", params: { appID: app.appID } })).status).toBe(404);
  });
});
