import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { PATCH } from "@/app/api/applications/[appID]/route";
import { GET as BUSINESS_TYPES } from "@/app/api/business-types/route";
import { POST as POST_TRAITS } from "@/app/api/identities/route";
import { POST as NOTE } from "@/app/api/notes/route";
import { POST as POST_SUBMISSION } from "@/app/api/submission/route";
import { PUT } from "@/app/api/submission/[submissionID]/route";
import { GET as LIST } from "@/app/api/submissions/route";
import { stableId } from "@/prisma/seed/stable-id";
import { db } from "@/server/db";
import { call, credentialsOf, demoUserIds, send, type DemoUser } from "../support/api-client";
import { applicationState, createApplication } from "../support/factories";

// Inputs that once reached PostgreSQL and came back as 500s: each is now a clear 4xx that writes nothing.

const patch = (appID: string, as: DemoUser, body: unknown) => call(PATCH, `/api/applications/${appID}`, { as, method: "PATCH", body, params: { appID } });

const company = {
  insuredType: "company",
  companyName: "Hostile Input LLC",
  firstName: "Robin",
  lastName: "Tables",
  emailAddress: "robin@example.com",
  phoneNumber: "5125550188",
  entityType: "llc",
  dateBusinessStarted: "2015-04-01",
  yearsOfExp: 9,
  description: "Carpentry.",
  physicalAddress: { streetAddress: "500 W 2nd St", city: "Austin", state: "TX", zip: "78701" },
  isMailingSameAsPhysical: true,
  selectedIndustryIDs: [stableId("industry:construction")],
};
const coverages = [stableId("product:general_liability")];

async function expectApplicationUnchanged<R extends { status: number }>(appID: string, write: () => Promise<R>, status: number): Promise<R> {
  const before = await applicationState(appID);
  const res = await write();
  expect(res.status).toBe(status);
  const after = await applicationState(appID);
  expect(after.row).toEqual(before.row);
  expect(after.history).toHaveLength(before.history.length);
  return res;
}

describe("numbers too large to mean anything", () => {
  it("refuses a payroll of a trillion (422 on the question)", async () => {
    const { appID, updatedDate } = await createApplication({ answers: "complete" });
    const res = await expectApplicationUnchanged(
      appID,
      () => patch(appID, "agent", { updatedDate, answers: [{ sectionGroupID: "gl-payroll", answers: [{ source: "employee_payroll", value: 1e12 }] }] }),
      422,
    );
    expect(res.json.error.fields).toHaveProperty(["answers.gl-payroll.employee_payroll"]);
  });

  it("refuses a premium of a trillion (422 on the question)", async () => {
    const { appID, updatedDate } = await createApplication({ status: "ApprovalRequested" });
    await expectApplicationUnchanged(
      appID,
      () =>
        patch(appID, "underwriter", {
          updatedDate,
          answerType: "pricing",
          answers: [{ sectionGroupID: "premium", answers: [{ source: "base_premium", value: 1e12 }] }],
        }),
      422,
    );
  });

  it("refuses, without a 500, a premium the money columns cannot hold even below that bound", async () => {
    const { appID, updatedDate } = await createApplication({ status: "ApprovalRequested" });
    await expectApplicationUnchanged(
      appID,
      () =>
        patch(appID, "underwriter", {
          updatedDate,
          answerType: "pricing",
          answers: [{ sectionGroupID: "premium", answers: [{ source: "base_premium", value: 900_000_000_000 }] }],
        }),
      422,
    );
  });
});

describe("text PostgreSQL cannot store", () => {
  it("refuses a NUL byte in the insured's description (PUT) and street (POST)", async () => {
    const created = await call(POST_SUBMISSION, "/api/submission", { as: "agent", method: "POST", body: { companyInfo: company, coverages } });
    expect(created.status).toBe(201);
    const id = created.json.submissionID as string;
    const row = await db.submission.findUniqueOrThrow({ where: { id } });
    const put = await call(PUT, `/api/submission/${id}`, {
      as: "agent",
      method: "PUT",
      params: { submissionID: id },
      body: { updatedDate: row.updatedAt.toISOString(), companyInfo: { ...company, description: "Carpentry\u0000." } },
    });
    expect(put.status).toBe(422);
    expect(await db.submission.findUniqueOrThrow({ where: { id } })).toEqual(row);

    const count = await db.submission.count();
    const post = await call(POST_SUBMISSION, "/api/submission", {
      as: "agent",
      method: "POST",
      body: { companyInfo: { ...company, physicalAddress: { ...company.physicalAddress, streetAddress: "500 W\u0000 2nd St" } }, coverages },
    });
    expect(post.status).toBe(422);
    expect(await db.submission.count()).toBe(count);
  });

  it("refuses a NUL byte in a trait value", async () => {
    const res = await call(POST_TRAITS, "/api/identities", {
      as: "agent",
      method: "POST",
      body: { identityID: demoUserIds.agent, traits: [{ key: "hostile.trait", value: "a\u0000b" }] },
    });
    expect(res.status).toBe(422);
    expect(await db.userTrait.count({ where: { key: "hostile.trait" } })).toBe(0);
  });

  it.each([
    ["/api/submissions", LIST],
    ["/api/business-types", BUSINESS_TYPES],
  ] as const)("answers 400 to a NUL byte in the search of %s", async (path, handler) => {
    const res = await call(handler, `${path}?search=a%00b`, { as: "agent" });
    expect(res.status).toBe(400);
  });

  it("refuses half a surrogate pair in a text answer", async () => {
    const { appID, updatedDate } = await createApplication({});
    await expectApplicationUnchanged(
      appID,
      () =>
        patch(appID, "agent", {
          updatedDate,
          answers: [{ sectionGroupID: "gl-operations", answers: [{ source: "operations_description", value: "Framing and finish carpentry \ud800" }] }],
        }),
      422,
    );
  });
});

describe("dates before year 1", () => {
  it("refuses year 0000 as the business start date", async () => {
    const count = await db.submission.count();
    const res = await call(POST_SUBMISSION, "/api/submission", {
      as: "agent",
      method: "POST",
      body: { companyInfo: { ...company, dateBusinessStarted: "0000-01-01" }, coverages },
    });
    expect(res.status).toBe(422);
    expect(res.json.error.fields).toHaveProperty(["companyInfo.dateBusinessStarted"]);
    expect(await db.submission.count()).toBe(count);
  });

  it("answers 400 to a list cursor in year 0000", async () => {
    const cursor = Buffer.from(`0000-01-01T00:00:00.000Z|${stableId("submission:sunrise-carpentry")}`).toString("base64url");
    const res = await call(LIST, `/api/submissions?cursor=${cursor}`, { as: "agent" });
    expect(res.status).toBe(400);
  });
});

describe("JSON bodies past their limit", () => {
  const MB = 1024 * 1024;

  /** A JSON body that never ends: an answer whose text goes on forever, counted as it is pulled. */
  function endlessJson(updatedDate: string) {
    const start = new TextEncoder().encode(`{"updatedDate":"${updatedDate}","answers":[{"sectionGroupID":"gl-payroll","answers":[{"source":"notes","value":"`);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(pulled++ === 0 ? start : new Uint8Array(16 * 1024).fill(0x61));
      },
    });
    return { body, pulled: () => pulled };
  }

  async function patchWith(appID: string, body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) {
    const req = new NextRequest(`http://localhost:3000/api/applications/${appID}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${(await credentialsOf("agent")).bearer}`, "content-type": "application/json", ...headers },
      body,
      ...(typeof body === "string" ? {} : { duplex: "half" }),
    } as ConstructorParameters<typeof NextRequest>[1]);
    return send(PATCH, req, { appID });
  }

  it("refuses an endless body as it arrives (413), having read little more than the limit, and changes nothing", async () => {
    const { appID, updatedDate } = await createApplication({});
    const endless = endlessJson(updatedDate);
    const res = await expectApplicationUnchanged(appID, () => patchWith(appID, endless.body, { "transfer-encoding": "chunked" }), 413);
    expect(res.json).toEqual({ error: { code: "payload_too_large", message: "The request body is larger than the limit of 1 MB." } });
    expect(endless.pulled() * 16 * 1024).toBeLessThan(MB + 64 * 1024);
  });

  it("refuses a body whose declared length is past the limit before reading it", async () => {
    const { appID, updatedDate } = await createApplication({});
    const endless = endlessJson(updatedDate);
    await expectApplicationUnchanged(appID, () => patchWith(appID, endless.body, { "content-length": String(MB + 1) }), 413);
    expect(endless.pulled()).toBeLessThanOrEqual(1);
  });

  it("holds a keyed body to the same limit: refused (413), and the key is not claimed", async () => {
    const { appID, updatedDate } = await createApplication({});
    const key = randomUUID();
    const endless = endlessJson(updatedDate);
    const req = new NextRequest("http://localhost:3000/api/notes", {
      method: "POST",
      headers: {
        authorization: `Bearer ${(await credentialsOf("agent")).bearer}`,
        "content-type": "application/json",
        "transfer-encoding": "chunked",
        "idempotency-key": key,
      },
      body: endless.body,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const res = await send(NOTE, req);
    expect(res.status).toBe(413);
    expect(endless.pulled() * 16 * 1024).toBeLessThan(MB + 64 * 1024);
    expect(await db.idempotentRequest.count({ where: { userId: demoUserIds.agent, key } })).toBe(0);
    expect(await db.note.count({ where: { entityId: appID } })).toBe(0);
  });

  it("takes a body just under the limit as before", async () => {
    const { appID, updatedDate } = await createApplication({});
    const padding = " ".repeat(MB - 200);
    const res = await patchWith(appID, `{"updatedDate":"${updatedDate}","answers":[]}${padding}`);
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });
});
