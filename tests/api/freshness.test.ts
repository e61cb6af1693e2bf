import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PATCH as PATCH_APPLICATION } from "@/app/api/applications/[appID]/route";
import { POST as RENEW } from "@/app/api/applications/[appID]/renewal/route";
import { DELETE as UNLINK_RENEWAL, PATCH as LINK_RENEWAL } from "@/app/api/applications/[appID]/renewal-link/route";
import { DELETE as UNLINK_SUBMISSION, PATCH as LINK_SUBMISSION } from "@/app/api/applications/[appID]/submission-link/route";
import { POST as CANCEL } from "@/app/api/cancellations/route";
import { PATCH as DECIDE_CANCELLATION } from "@/app/api/cancellations/[id]/route";
import { DELETE as DELETE_DOCUMENT, PATCH as DOCUMENT_VISIBILITY } from "@/app/api/documents/[documentID]/route";
import { PATCH as PRICE_ENDORSEMENT } from "@/app/api/endorsements/[id]/pricing/route";
import { PATCH as ENDORSEMENT_STATUS } from "@/app/api/endorsements/[id]/status/route";
import { DELETE as DELETE_NOTE, PUT as NOTE_VISIBILITY } from "@/app/api/notes/[noteID]/route";
import { POST as POST_NOTE } from "@/app/api/notes/route";
import { POST as REINSTATE } from "@/app/api/reinstatements/route";
import { PATCH as DECIDE_REINSTATEMENT } from "@/app/api/reinstatements/[id]/route";
import { PUT as PUT_SUBMISSION } from "@/app/api/submission/[submissionID]/route";
import { stableId } from "@/prisma/seed/stable-id";
import { db } from "@/server/db";
import { call, signInAs, type DemoUser } from "../support/api-client";
import { storeDocument } from "../support/documents";
import { createApplication, createCancellationRequest, createEndorsement, createPolicy, createReinstatementRequest } from "../support/factories";

const APPLICATION_CHANGED = "This application was changed by someone else since you loaded it. Reload it to see the changes.";
const POLICY_CHANGED = "This policy was changed by someone else since you loaded it. Reload it to see the changes.";
const REQUEST_CHANGED = "This request was changed by someone else since you loaded it. Reload it to see the changes.";
const SUBMISSION_CHANGED = "This submission was changed by someone else since you loaded it. Reload it to see the changes.";
const NOTE_CHANGED = "This note was changed by someone else since you loaded it. Reload it to see the changes.";
const DOCUMENT_CHANGED = "This document was changed by someone else since you loaded it. Reload it to see the changes.";

type Handler = Parameters<typeof call>[0];
type Caller = DemoUser | { token: string };

/** One write based on a record: how to call it, and how to read what it would change. */
interface Write {
  handler: Handler;
  url: string;
  method: string;
  params: Record<string, string>;
  as: Caller;
  /** The body without its updatedDate (undefined: no body). */
  body?: Record<string, unknown>;
  message: string;
  /** The record the 409 answers with, as it is stored now. */
  current: { key: "appID" | "id" | "submissionID"; value: string };
  /** Everything the write would change, read straight from the database. */
  state: () => Promise<unknown>;
  /** Moves the record on, as another user's write would: the updatedDate read before is stale after. */
  touch: () => Promise<string>;
}

const later = () => new Date(Date.now() + 60_000);

async function touchApplication(appID: string) {
  const row = await db.application.update({ where: { id: appID }, data: { updatedAt: later() }, select: { updatedAt: true } });
  return row.updatedAt.toISOString();
}

const applicationRow = (appID: string) => async () => ({
  app: await db.application.findUniqueOrThrow({ where: { id: appID } }),
  history: await db.applicationStatusHistory.count({ where: { applicationId: appID } }),
  renewals: await db.application.count({ where: { renewedFromAppId: appID } }),
  cancellations: await db.cancellation.count({ where: { applicationId: appID } }),
  reinstatements: await db.reinstatement.count({ where: { applicationId: appID } }),
});

const mga = async () => ({ token: (await signInAs(stableId("user:mga"))).bearer });

async function mgaNote() {
  const { appID } = await createApplication({});
  const res = await call(POST_NOTE, "/api/notes", {
    as: await mga(),
    method: "POST",
    body: { entityType: "Application", entityID: appID, content: "Check the loss runs." },
  });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

async function touchNote(id: string) {
  return (await db.note.update({ where: { id }, data: { updatedAt: later() } })).updatedAt.toISOString();
}

async function touchDocument(id: string) {
  return (await db.document.update({ where: { id }, data: { updatedAt: later() } })).updatedAt.toISOString();
}

const writes: Record<string, () => Promise<Write>> = {
  "PATCH /api/applications/{appID}": async () => {
    const { appID } = await createApplication({ status: "Submitted" });
    return {
      handler: PATCH_APPLICATION,
      url: `/api/applications/${appID}`,
      method: "PATCH",
      params: { appID },
      as: "underwriter",
      body: { isFlaggedForManualReview: true },
      message: APPLICATION_CHANGED,
      current: { key: "appID", value: appID },
      state: applicationRow(appID),
      touch: () => touchApplication(appID),
    };
  },
  "POST /api/applications/{appID}/renewal": async () => {
    const { appID } = await createApplication({ product: "excess_surplus_gl", status: "Bound" });
    return {
      handler: RENEW,
      url: `/api/applications/${appID}/renewal`,
      method: "POST",
      params: { appID },
      as: "agent",
      message: APPLICATION_CHANGED,
      current: { key: "appID", value: appID },
      state: applicationRow(appID),
      touch: () => touchApplication(appID),
    };
  },
  "PATCH /api/applications/{appID}/renewal-link": async () => {
    const original = await createPolicy();
    const renewal = await createApplication({ submissionId: original.submissionId });
    return {
      handler: LINK_RENEWAL,
      url: `/api/applications/${renewal.appID}/renewal-link`,
      method: "PATCH",
      params: { appID: renewal.appID },
      as: "underwriter",
      body: { renewedFromAppID: original.appID },
      message: APPLICATION_CHANGED,
      current: { key: "appID", value: renewal.appID },
      state: applicationRow(renewal.appID),
      touch: () => touchApplication(renewal.appID),
    };
  },
  "DELETE /api/applications/{appID}/renewal-link": async () => {
    const original = await createPolicy();
    const renewal = await createApplication({ submissionId: original.submissionId });
    await db.application.update({ where: { id: renewal.appID }, data: { renewedFromAppId: original.appID } });
    return {
      handler: UNLINK_RENEWAL,
      url: `/api/applications/${renewal.appID}/renewal-link`,
      method: "DELETE",
      params: { appID: renewal.appID },
      as: "underwriter",
      body: {},
      message: APPLICATION_CHANGED,
      current: { key: "appID", value: renewal.appID },
      state: applicationRow(renewal.appID),
      touch: () => touchApplication(renewal.appID),
    };
  },
  "PATCH /api/applications/{appID}/submission-link": async () => {
    const original = await createPolicy();
    const renewal = await createApplication({});
    return {
      handler: LINK_SUBMISSION,
      url: `/api/applications/${renewal.appID}/submission-link`,
      method: "PATCH",
      params: { appID: renewal.appID },
      as: "underwriter",
      body: { submissionID: original.submissionId, renewedFromAppID: original.appID },
      message: APPLICATION_CHANGED,
      current: { key: "appID", value: renewal.appID },
      state: applicationRow(renewal.appID),
      touch: () => touchApplication(renewal.appID),
    };
  },
  "DELETE /api/applications/{appID}/submission-link": async () => {
    const original = await createPolicy();
    const renewal = await createApplication({});
    await db.application.update({ where: { id: renewal.appID }, data: { renewedFromAppId: original.appID } });
    return {
      handler: UNLINK_SUBMISSION,
      url: `/api/applications/${renewal.appID}/submission-link`,
      method: "DELETE",
      params: { appID: renewal.appID },
      as: "underwriter",
      body: {},
      message: APPLICATION_CHANGED,
      current: { key: "appID", value: renewal.appID },
      state: applicationRow(renewal.appID),
      touch: () => touchApplication(renewal.appID),
    };
  },
  "PUT /api/submission/{submissionID}": async () => {
    const { submissionId } = await createApplication({});
    return {
      handler: PUT_SUBMISSION,
      url: `/api/submission/${submissionId}`,
      method: "PUT",
      params: { submissionID: submissionId },
      as: "agent",
      body: {
        companyInfo: {
          insuredType: "company",
          companyName: "Cedar Ridge Carpentry LLC",
          firstName: "Jordan",
          lastName: "Reyes",
          emailAddress: "jordan@cedarridge.example.com",
          phoneNumber: "5125550188",
          entityType: "llc",
          dateBusinessStarted: "2015-04-01",
          yearsOfExp: 9,
          description: "Residential finish carpentry.",
          physicalAddress: { streetAddress: "500 W 2nd St", aptSuite: "", city: "Austin", state: "TX", zip: "78701" },
          isMailingSameAsPhysical: true,
          selectedIndustryIDs: [stableId("industry:construction")],
        },
      },
      message: SUBMISSION_CHANGED,
      current: { key: "submissionID", value: submissionId },
      state: async () => ({
        submission: await db.submission.findUniqueOrThrow({ where: { id: submissionId } }),
        addresses: await db.submissionAddress.findMany({ where: { submissionId }, orderBy: { kind: "asc" } }),
      }),
      touch: async () => (await db.submission.update({ where: { id: submissionId }, data: { updatedAt: later() } })).updatedAt.toISOString(),
    };
  },
  "POST /api/cancellations": async () => {
    const { appID } = await createPolicy();
    return {
      handler: CANCEL,
      url: "/api/cancellations",
      method: "POST",
      params: {},
      as: "agent",
      body: { appID, cancellationDate: "2026-07-02", reason: "Sold the business" },
      message: POLICY_CHANGED,
      current: { key: "appID", value: appID },
      state: applicationRow(appID),
      touch: () => touchApplication(appID),
    };
  },
  "PATCH /api/cancellations/{id}": async () => {
    const { appID, cancellation } = await createCancellationRequest();
    const id = cancellation.id;
    return {
      handler: DECIDE_CANCELLATION,
      url: `/api/cancellations/${id}`,
      method: "PATCH",
      params: { id },
      as: "underwriter",
      body: { status: "CancellationDenied" },
      message: REQUEST_CHANGED,
      current: { key: "id", value: id },
      state: async () => ({
        record: await db.cancellation.findUniqueOrThrow({ where: { id }, include: { statusHistory: true } }),
        policy: await applicationRow(appID)(),
      }),
      touch: async () => (await db.cancellation.update({ where: { id }, data: { updatedAt: later() } })).updatedAt.toISOString(),
    };
  },
  "POST /api/reinstatements": async () => {
    const { appID } = await createPolicy({ status: "PolicyCancelled" });
    return {
      handler: REINSTATE,
      url: "/api/reinstatements",
      method: "POST",
      params: {},
      as: "agent",
      body: { appID, reason: "Paid the premium" },
      message: POLICY_CHANGED,
      current: { key: "appID", value: appID },
      state: applicationRow(appID),
      touch: () => touchApplication(appID),
    };
  },
  "PATCH /api/reinstatements/{id}": async () => {
    const { appID, reinstatement } = await createReinstatementRequest();
    const id = reinstatement.id;
    return {
      handler: DECIDE_REINSTATEMENT,
      url: `/api/reinstatements/${id}`,
      method: "PATCH",
      params: { id },
      as: "underwriter",
      body: { status: "ReinstatementDenied" },
      message: REQUEST_CHANGED,
      current: { key: "id", value: id },
      state: async () => ({
        record: await db.reinstatement.findUniqueOrThrow({ where: { id }, include: { statusHistory: true } }),
        policy: await applicationRow(appID)(),
      }),
      touch: async () => (await db.reinstatement.update({ where: { id }, data: { updatedAt: later() } })).updatedAt.toISOString(),
    };
  },
  "PATCH /api/endorsements/{id}/status": async () => {
    const { endorsement } = await createEndorsement();
    const id = endorsement.id;
    return {
      handler: ENDORSEMENT_STATUS,
      url: `/api/endorsements/${id}/status`,
      method: "PATCH",
      params: { id },
      as: "underwriter",
      body: { status: "Declined" },
      message: REQUEST_CHANGED,
      current: { key: "id", value: id },
      state: () => db.endorsement.findUniqueOrThrow({ where: { id }, include: { statusHistory: true } }),
      touch: async () => (await db.endorsement.update({ where: { id }, data: { updatedAt: later() } })).updatedAt.toISOString(),
    };
  },
  "PATCH /api/endorsements/{id}/pricing": async () => {
    const { endorsement } = await createEndorsement();
    const id = endorsement.id;
    return {
      handler: PRICE_ENDORSEMENT,
      url: `/api/endorsements/${id}/pricing`,
      method: "PATCH",
      params: { id },
      as: "underwriter",
      body: { totalPremium: 100, stateTax: 5, underwriterFee: 25, totalCost: 130 },
      message: REQUEST_CHANGED,
      current: { key: "id", value: id },
      state: () => db.endorsement.findUniqueOrThrow({ where: { id } }),
      touch: async () => (await db.endorsement.update({ where: { id }, data: { updatedAt: later() } })).updatedAt.toISOString(),
    };
  },
  "PUT /api/notes/{noteID}": async () => {
    const id = await mgaNote();
    return {
      handler: NOTE_VISIBILITY,
      url: `/api/notes/${id}`,
      method: "PUT",
      params: { noteID: id },
      as: "underwriter",
      body: { isInternal: true },
      message: NOTE_CHANGED,
      current: { key: "id", value: id },
      state: () => db.note.findUniqueOrThrow({ where: { id } }),
      touch: () => touchNote(id),
    };
  },
  "DELETE /api/notes/{noteID}": async () => {
    const id = await mgaNote();
    return {
      handler: DELETE_NOTE,
      url: `/api/notes/${id}`,
      method: "DELETE",
      params: { noteID: id },
      as: "underwriter",
      body: {},
      message: NOTE_CHANGED,
      current: { key: "id", value: id },
      state: () => db.note.findUniqueOrThrow({ where: { id } }),
      touch: () => touchNote(id),
    };
  },
  "PATCH /api/documents/{documentID}": async () => {
    const { appID } = await createApplication({});
    const { id } = await storeDocument({ appID });
    return {
      handler: DOCUMENT_VISIBILITY,
      url: `/api/documents/${id}`,
      method: "PATCH",
      params: { documentID: id },
      as: "underwriter",
      body: { exclusiveToUnderwriter: true },
      message: DOCUMENT_CHANGED,
      current: { key: "id", value: id },
      state: () => db.document.findUniqueOrThrow({ where: { id } }),
      touch: () => touchDocument(id),
    };
  },
  "DELETE /api/documents/{documentID}": async () => {
    const { appID } = await createApplication({});
    const { id } = await storeDocument({ appID });
    await storeDocument({ appID, filename: "second.pdf" });
    return {
      handler: DELETE_DOCUMENT,
      url: `/api/documents/${id}`,
      method: "DELETE",
      params: { documentID: id },
      as: "agent",
      body: {},
      message: DOCUMENT_CHANGED,
      current: { key: "id", value: id },
      state: () => db.document.findUniqueOrThrow({ where: { id } }),
      touch: () => touchDocument(id),
    };
  },
};

const send = (write: Write, basedOn: { body?: string; ifMatch?: string }) =>
  call(write.handler, write.url, {
    as: write.as,
    method: write.method,
    params: write.params,
    body: basedOn.body !== undefined ? { ...write.body, updatedDate: basedOn.body } : write.body,
    headers: basedOn.ifMatch ? { "if-match": `"${basedOn.ifMatch}"` } : undefined,
  });

/** What the write was based on, read the way its screen reads it: the record's updatedDate as stored. */
async function basisOf(write: Write): Promise<string> {
  const state = (await write.state()) as Record<string, unknown>;
  const row = (state.app ?? state.submission ?? (state.record as unknown) ?? state) as { updatedAt: Date };
  return row.updatedAt.toISOString();
}

describe("a write based on a stale updatedDate (one freshness check for every record updated in place)", () => {
  describe.each(Object.keys(writes))("%s", (name) => {
    it.each(["body", "If-Match"] as const)("stale in the %s: 409 with the record as stored now, and nothing written", async (channel) => {
      const write = await writes[name]();
      const stale = await basisOf(write);
      const now = await write.touch();
      const before = await write.state();
      const res = await send(write, channel === "body" ? { body: stale } : { ifMatch: stale });
      expect(res.status, JSON.stringify(res.json)).toBe(409);
      expect(res.json.error).toMatchObject({ code: "conflict", message: write.message });
      expect(res.json.error.current).toMatchObject({ [write.current.key]: write.current.value, updatedDate: now });
      expect(await write.state()).toEqual(before);
    });

    it("based on the record as stored: the same write goes through, by If-Match alone", async () => {
      const write = await writes[name]();
      const res = await send(write, { ifMatch: await basisOf(write) });
      expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
    });
  });
});

describe("the compare-and-set", () => {
  it("lets one of two writes based on the same updatedDate through; the other is 409 with the first one's result", async () => {
    const { appID, updatedDate } = await createApplication({ status: "Submitted" });
    const flag = (value: boolean) =>
      call(PATCH_APPLICATION, `/api/applications/${appID}`, {
        as: "underwriter",
        method: "PATCH",
        params: { appID },
        body: { isFlaggedForManualReview: value, updatedDate },
      });
    const results = await Promise.all([flag(true), flag(false)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = results.find((r) => r.status === 200)!;
    const lost = results.find((r) => r.status === 409)!;
    expect(lost.json.error.current).toMatchObject({ appID, isFlaggedForManualReview: won.json.isFlaggedForManualReview, updatedDate: won.json.updatedDate });
    const row = await db.application.findUniqueOrThrow({ where: { id: appID } });
    expect(row.isFlaggedForManualReview).toBe(won.json.isFlaggedForManualReview);
  });

  it("takes the body's updatedDate over If-Match, and refuses one that is not a date-time (422)", async () => {
    const { appID, updatedDate } = await createApplication({ status: "Submitted" });
    const patch = (body: Record<string, unknown>, ifMatch: string) =>
      call(PATCH_APPLICATION, `/api/applications/${appID}`, { as: "underwriter", method: "PATCH", params: { appID }, body, headers: { "if-match": ifMatch } });
    expect((await patch({ isFlaggedForManualReview: true, updatedDate }, `"${new Date(0).toISOString()}"`)).status).toBe(200);
    expect((await patch({ isFlaggedForManualReview: false }, 'W/"not-a-date"')).status).toBe(422);
    expect((await patch({ isFlaggedForManualReview: false, updatedDate: randomUUID() }, "")).status).toBe(422);
  });
});
