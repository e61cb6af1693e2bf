import { describe, expect, it } from "vitest";
import { PATCH } from "@/app/api/applications/[appID]/route";
import { GET as AUDIT } from "@/app/api/audit/route";
import { POST as POST_TRAITS } from "@/app/api/identities/route";
import { PUT } from "@/app/api/submission/[submissionID]/route";
import { auditPageSchema } from "@/lib/schemas/audit";
import { stableId } from "@/prisma/seed/stable-id";
import { db } from "@/server/db";
import { runInRequestContext } from "@/server/request-context";
import { recordAuditEvent } from "@/server/services/audit";
import { call, demoUserIds } from "../support/api-client";
import { createApplication } from "../support/factories";

const trail = (entityType: string, entityID: string) => db.auditLog.findMany({ where: { entityType, entityId: entityID }, orderBy: { occurredAt: "asc" } });

describe("the audit trail", () => {
  it("records who changed which fields of an application, from what to what, with the request id", async () => {
    const { appID, updatedDate } = await createApplication({ status: "NotStarted" });
    const before = (await trail("Application", appID)).length;
    const answers = [{ sectionGroupID: "gl-operations", answers: [{ source: "operations_description", value: "Framing and finish carpentry" }] }];
    const res = await call(PATCH, `/api/applications/${appID}`, { as: "agent", method: "PATCH", params: { appID }, body: { updatedDate, answers } });
    expect(res.status).toBe(200);
    const [entry, ...rest] = (await trail("Application", appID)).slice(before);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ actorId: demoUserIds.agent, requestId: res.headers.get("x-request-id"), action: "update" });
    const changes = entry.changes as Record<string, { from: unknown; to: unknown }>;
    expect(changes.status).toEqual({ from: "NotStarted", to: "InProgress" });
    expect(changes.answerGroups.to).toEqual(answers);
    expect(changes).not.toHaveProperty("updatedAt");
  });

  it("records an answers save, written in one statement without a transaction, with its author, request id and JSON values", async () => {
    const { appID, updatedDate } = await createApplication({ status: "InProgress" });
    const before = (await trail("Application", appID)).length;
    const answers = [{ sectionGroupID: "gl-operations", answers: [{ source: "operations_description", value: "Cabinet installation" }] }];
    const res = await call(PATCH, `/api/applications/${appID}`, { as: "agent", method: "PATCH", params: { appID }, body: { updatedDate, answers } });
    expect(res.status).toBe(200);
    const [entry, ...rest] = (await trail("Application", appID)).slice(before);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ actorId: demoUserIds.agent, requestId: res.headers.get("x-request-id"), action: "update" });
    const changes = entry.changes as Record<string, { from: unknown; to: unknown }>;
    expect(changes).not.toHaveProperty("status");
    expect(changes.answerGroups.to).toEqual(answers);
    const row = await db.application.findUniqueOrThrow({ where: { id: appID } });
    expect(row.answerGroups).toEqual(answers);
    expect(row.updatedAt.toISOString()).toBe(res.json.updatedDate);
  });

  it("files an insured's address and business types under the submission, naming the part", async () => {
    const { submissionId } = await createApplication({});
    const row = await db.submission.findUniqueOrThrow({ where: { id: submissionId } });
    const companyInfo = {
      insuredType: "company",
      companyName: "Audited Insured LLC",
      firstName: "Ada",
      lastName: "Audit",
      emailAddress: "ada@example.com",
      phoneNumber: "5125550188",
      entityType: "llc",
      dateBusinessStarted: "2015-04-01",
      yearsOfExp: 9,
      description: "Carpentry.",
      physicalAddress: { streetAddress: "1 Audit Way", city: "Round Rock", state: "TX", zip: "78664" },
      isMailingSameAsPhysical: true,
      selectedIndustryIDs: [stableId("industry:construction")],
    };
    const res = await call(PUT, `/api/submission/${submissionId}`, {
      as: "underwriter",
      method: "PUT",
      params: { submissionID: submissionId },
      body: { updatedDate: row.updatedAt.toISOString(), companyInfo },
    });
    expect(res.status).toBe(200);
    const entries = await trail("Submission", submissionId);
    const changed = Object.assign({}, ...entries.filter((e) => e.actorId === demoUserIds.underwriter).map((e) => e.changes as object));
    expect(changed["companyName"]).toMatchObject({ to: "Audited Insured LLC" });
    expect(changed["physical.city"]).toMatchObject({ to: "Round Rock" });
  });

  it("records trait changes under the user, and never a password", async () => {
    const res = await call(POST_TRAITS, "/api/identities", {
      as: "agent2",
      method: "POST",
      body: { identityID: demoUserIds.agent2, traits: [{ key: "audit.trait", value: "on" }] },
    });
    expect(res.status).toBe(200);
    const entries = await trail("User", demoUserIds.agent2);
    expect(entries.at(-1)).toMatchObject({ actorId: demoUserIds.agent2, changes: { "audit.trait.value": { from: null, to: "on" } } });

    const user = await db.user.create({
      data: { email: `audited-${Date.now()}@example.com`, passwordHash: "secret-hash-1", firstName: "P", lastName: "W", roles: ["Agent"] },
    });
    await db.user.update({ where: { id: user.id }, data: { passwordHash: "secret-hash-2", firstName: "Pat" } });
    const userTrail = JSON.stringify(await trail("User", user.id));
    expect(userTrail).not.toContain("secret-hash");
    expect(userTrail).toContain("Pat");
  });

  it("writes nothing for a refused write", async () => {
    const { appID, updatedDate } = await createApplication({ status: "Bound" });
    const before = (await trail("Application", appID)).length;
    const res = await call(PATCH, `/api/applications/${appID}`, {
      as: "agent",
      method: "PATCH",
      params: { appID },
      body: { updatedDate, answers: [{ sectionGroupID: "gl-operations", answers: [{ source: "operations_description", value: "Changed after binding" }] }] },
    });
    expect(res.status).toBe(409);
    expect(await trail("Application", appID)).toHaveLength(before);
  });

  it("cannot be changed or deleted", async () => {
    const entry = await db.auditLog.findFirstOrThrow();
    await expect(db.auditLog.update({ where: { id: entry.id }, data: { actorId: "someone-else" } })).rejects.toThrow();
    await expect(db.auditLog.delete({ where: { id: entry.id } })).rejects.toThrow();
    expect(await db.auditLog.findUniqueOrThrow({ where: { id: entry.id } })).toEqual(entry);
  });
});

describe("GET /api/audit", () => {
  it("answers an underwriter the entity's changes, newest first, with the author's name, in pages", async () => {
    const { appID, updatedDate } = await createApplication({});
    let based = updatedDate;
    for (const flag of [true, false, true]) {
      const res = await call(PATCH, `/api/applications/${appID}`, {
        as: "underwriter",
        method: "PATCH",
        params: { appID },
        body: { updatedDate: based, isFlaggedForManualReview: flag },
      });
      based = res.json.updatedDate;
    }
    const first = await call(AUDIT, `/api/audit?entityType=Application&entityID=${appID}&limit=2`, { as: "underwriter" });
    expect(first.status).toBe(200);
    const page = auditPageSchema.parse(first.json);
    expect(page.entries.map((e) => e.changes.isFlaggedForManualReview?.to)).toEqual([true, false]);
    expect(page.entries[0].actor).toEqual({ id: demoUserIds.underwriter, fullName: "Uma Underwriter" });
    const rest = auditPageSchema.parse(
      (await call(AUDIT, `/api/audit?entityType=Application&entityID=${appID}&limit=2&cursor=${page.nextCursor}`, { as: "underwriter" })).json,
    );
    expect(rest.entries[0].changes.isFlaggedForManualReview?.to).toBe(true);
  });

  it("records an event that changes no table with the request's id, address and browser, found by the user's id or email", async () => {
    const email = `event-${Date.now()}@example.com`;
    const user = await db.user.create({ data: { email, passwordHash: "x", firstName: "Eve", lastName: "Vent", roles: ["Agent"] } });
    const where = { requestId: "event-request", clientAddress: "198.51.100.7", userAgent: "Test browser/1.0" };
    await runInRequestContext({ actorId: user.id, ...where }, () =>
      recordAuditEvent({ entityType: "User", entityId: user.id, action: "sign-out", outcome: "succeeded", details: { method: "password" } }),
    );
    // An attempt with the email before the account existed is filed under the email.
    await runInRequestContext({ actorId: null, ...where }, () =>
      recordAuditEvent({ entityType: "User", entityId: email, action: "sign-in", outcome: "refused", details: { email } }),
    );
    for (const entityID of [user.id, email.toUpperCase()]) {
      const res = await call(AUDIT, `/api/audit?entityType=User&entityID=${encodeURIComponent(entityID)}`, { as: "underwriter" });
      const { entries } = auditPageSchema.parse(res.json);
      expect(entries.filter((e) => e.action !== "insert")).toEqual([
        expect.objectContaining({ action: "sign-in", outcome: "refused", actor: null, ...where, changes: {}, details: { email } }),
        expect.objectContaining({
          action: "sign-out",
          outcome: "succeeded",
          actor: { id: user.id, fullName: "Eve Vent" },
          ...where,
          details: { method: "password" },
        }),
      ]);
    }
  });

  it("is refused to agents (403), and answers 400 for an unknown entity type or a bad cursor", async () => {
    expect((await call(AUDIT, `/api/audit?entityType=Application&entityID=x`, { as: "agent" })).status).toBe(403);
    expect((await call(AUDIT, `/api/audit?entityType=AuditLog&entityID=x`, { as: "underwriter" })).status).toBe(400);
    expect((await call(AUDIT, `/api/audit?entityType=Application&entityID=x&cursor=nope`, { as: "underwriter" })).status).toBe(400);
  });
});
