import { describe, expect, it, onTestFinished } from "vitest";
import { randomUUID } from "node:crypto";
import { GET as GET_APPLICATION, PATCH as PATCH_APPLICATION } from "@/app/api/applications/[appID]/route";
import { POST } from "@/app/api/applications/[appID]/renewal/route";
import { GET as GET_SUBMISSION } from "@/app/api/submission/[submissionID]/route";
import { flagNames, type Flags } from "@/lib/flags";
import type { AnswerGroup } from "@/lib/schemas/application";
import { apiApplicationSchema, applicationUpdateSchema } from "@/lib/schemas/application-answer";
import type { Questionnaire } from "@/lib/schemas/product-definition";
import { db } from "@/server/db";
import { call, demoUserIds, type DemoUser } from "../support/api-client";
import { RENEWAL_EXISTS_MESSAGE, RENEWAL_NOT_DUE_MESSAGE, RENEWAL_NOT_IN_FORCE_MESSAGE } from "@/lib/domain/renewals";
import { addDays, utcToday } from "@/lib/questionnaire/dates";
import { statusId } from "@/lib/domain/statuses";
import { stableId } from "@/prisma/seed/stable-id";
import { storeDocument } from "../support/documents";
import { holdRow, waitingOn } from "../support/row-locks";
import { applicationState, createApplication, createPolicy, updatedDate } from "../support/factories";

const renew = (appID: string, as?: DemoUser) => call(POST, `/api/applications/${appID}/renewal`, { as, method: "POST", params: { appID } });

/** Nothing about the application changed, and no renewal was created. */
async function expectUntouched(appID: string, before: Awaited<ReturnType<typeof applicationState>>) {
  const after = await applicationState(appID);
  expect(after.row).toEqual(before.row);
  expect(after.history).toHaveLength(before.history.length);
  expect(await db.application.count({ where: { renewedFromAppId: appID } })).toBe(0);
}

describe("POST /api/applications/{appID}/renewal", () => {
  it("moves a Bound wholesale application to RequestedRenewal and creates its renewal in the same submission", async () => {
    const original = await createApplication({ product: "excess_surplus_gl", status: "Bound" });
    const answers = [{ sectionGroupID: "es-operations", answers: [{ source: "roof_work", value: true }] }];
    await db.application.update({ where: { id: original.appID }, data: { answerGroups: answers, productVersion: 1 } });

    const res = await renew(original.appID, "agent");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ appID: expect.any(String), renewedFromAppID: original.appID });

    const { row, history } = await applicationState(original.appID);
    expect(row).toMatchObject({ status: "RequestedRenewal", statusId: null });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ fromStatus: "Bound", toStatus: "RequestedRenewal", changedById: demoUserIds.agent });

    const renewal = await db.application.findUniqueOrThrow({ where: { id: res.json.appID } });
    expect(renewal).toMatchObject({
      submissionId: original.submissionId,
      productId: row.productId,
      productVersion: row.productVersion,
      status: "Renewal",
      statusId: 14,
      renewedFromAppId: original.appID,
      answerGroups: answers,
      totalCostCents: null,
      policyNo: null,
    });

    const app = await call(GET_APPLICATION, `/api/applications/${original.appID}`, { as: "agent", params: { appID: original.appID } });
    expect(app.json.linkedCoverages.renewals.map((r: { appID: string }) => r.appID)).toEqual([res.json.appID]);
    const submission = await call(GET_SUBMISSION, `/api/submission/${original.submissionId}`, { as: "agent", params: { submissionID: original.submissionId } });
    expect(submission.json.coverages.find((c: { appID: string }) => c.appID === res.json.appID)).toMatchObject({
      status: "Renewal",
      renewedFromAppID: original.appID,
    });
  });

  it("lets an underwriter request the renewal too", async () => {
    const original = await createApplication({ product: "excess_surplus_gl", status: "Bound" });
    const res = await renew(original.appID, "underwriter");
    expect(res.status).toBe(200);
    expect((await applicationState(original.appID)).history[0]).toMatchObject({ changedById: demoUserIds.underwriter });
  });

  it("is 404 for another agency's agent, and changes nothing", async () => {
    const original = await createApplication({ product: "excess_surplus_gl", status: "Bound" });
    const before = await applicationState(original.appID);
    expect((await renew(original.appID, "agent2")).status).toBe(404);
    await expectUntouched(original.appID, before);
  });

  it("is 409 for a wholesale application that is not Bound, and for a second request", async () => {
    const pending = await createApplication({ product: "excess_surplus_gl", status: "PendingBind" });
    const before = await applicationState(pending.appID);
    const res = await renew(pending.appID, "agent");
    expect(res.status).toBe(409);
    expect(res.json.error.message).toMatch(/Pending Bind/);
    await expectUntouched(pending.appID, before);

    const bound = await createApplication({ product: "excess_surplus_gl", status: "Bound" });
    expect((await renew(bound.appID, "agent")).status).toBe(200);
    expect((await renew(bound.appID, "agent")).status).toBe(409);
    expect(await db.application.count({ where: { renewedFromAppId: bound.appID } })).toBe(1);
  });

  it("creates one renewal when two requests race", async () => {
    const bound = await createApplication({ product: "excess_surplus_gl", status: "Bound" });
    const results = await Promise.all([renew(bound.appID, "agent"), renew(bound.appID, "underwriter")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.application.count({ where: { renewedFromAppId: bound.appID } })).toBe(1);
  });

  it("is 400 for a malformed id and 401 without a session", async () => {
    expect((await renew("not-an-id", "agent")).status).toBe(400);
    const original = await createApplication({ product: "excess_surplus_gl", status: "Bound" });
    const before = await applicationState(original.appID);
    expect((await renew(original.appID)).status).toBe(401);
    await expectUntouched(original.appID, before);
  });

  it.each(["NotStarted", "Submitted", "PendingBind", "Renewal"] as const)(
    "needs a Bound policy even with the every-status override on (%s: 409, nothing written)",
    async (status) => {
      const { requestRenewal } = await import("@/server/services/renewals");
      const { loadSessionUser } = await import("@/server/auth/session-user");
      const allOn = Object.fromEntries(flagNames.map((n) => [n, true])) as Flags;
      const app = await createApplication({ product: "excess_surplus_gl", status });
      const before = await applicationState(app.appID);
      for (const id of [demoUserIds.underwriter, demoUserIds.agent]) {
        const user = (await loadSessionUser(id))!;
        await expect(requestRenewal(user, app.appID, allOn)).rejects.toMatchObject({ status: 409 });
      }
      await expectUntouched(app.appID, before);
    },
  );

  it("is refused (403) while the renewal flag is off", async () => {
    const { requestRenewal } = await import("@/server/services/renewals");
    const { loadSessionUser } = await import("@/server/auth/session-user");
    const flags = { ...Object.fromEntries(flagNames.map((n) => [n, true])), allowEveryStatus: false, renewalAction: false } as Flags;
    const original = await createApplication({ product: "excess_surplus_gl", status: "Bound" });
    const before = await applicationState(original.appID);
    const agent = (await loadSessionUser(demoUserIds.agent))!;
    await expect(requestRenewal(agent, original.appID, flags)).rejects.toMatchObject({ status: 403 });
    await expectUntouched(original.appID, before);
  });
});

describe("a wholesale renewal (status Renewal) is worked by the underwriter", () => {
  const write = (appID: string, as: DemoUser, body: Record<string, unknown>) =>
    call(PATCH_APPLICATION, `/api/applications/${appID}`, { as, method: "PATCH", params: { appID }, body });
  const step = async (appID: string, as: DemoUser, body: Record<string, unknown>) => {
    const res = await write(appID, as, { ...body, updatedDate: await updatedDate(appID) });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res;
  };
  async function renewalOfPolicy() {
    const policy = await createPolicy({ product: "excess_surplus_gl" });
    const res = await renew(policy.appID, "agent");
    expect(res.status).toBe(200);
    return { policy, renewalID: res.json.appID as string };
  }

  it("through the underwriter's steps to Bound: into the working statuses, priced, quoted, bound on the agent's request", async () => {
    const { policy, renewalID } = await renewalOfPolicy();
    const renewal = apiApplicationSchema.parse((await call(GET_APPLICATION, "/", { as: "underwriter", params: { appID: renewalID } })).json);
    // The policy's answers come over with the section statuses they give.
    expect(renewal).toMatchObject({ status: "Renewal", renewedFromAppID: policy.appID });
    expect(renewal.sectionGroups.map((g) => g.status)).toEqual(renewal.sectionGroups.map(() => "Completed"));

    await step(renewalID, "underwriter", { status: "Working" });
    await step(renewalID, "underwriter", {
      answerType: "pricing",
      selectedCarrierID: stableId("carrier:Harbor Specialty"),
      answers: [
        { sectionGroupID: "premium", answers: [{ source: "base_premium", value: 4000 }] },
        { sectionGroupID: "taxes_fees", answers: [{ source: "surplus_lines_tax", value: 120 }] },
      ],
    });
    await storeDocument({ appID: renewalID, filename: "renewal-quote.pdf", uploaderType: "Underwriter", category: "upload_finalize_quote" });
    await step(renewalID, "underwriter", { status: "Quoted" });
    await storeDocument({ appID: renewalID, filename: "signed-app-packet.pdf" });
    await step(renewalID, "agent", { status: "PendingBind" });
    await step(renewalID, "underwriter", { status: "Bound", policyNo: `REN-${renewalID.slice(0, 8)}`, effectiveDate: "2027-01-01" });

    const { row, history } = await applicationState(renewalID);
    expect(row).toMatchObject({ status: "Bound", totalCostCents: 412_000, renewedFromAppId: policy.appID });
    expect(history.map((h) => h.toStatus)).toEqual(["Working", "Quoted", "PendingBind", "Bound"]);
    expect((await applicationState(policy.appID)).row.status).toBe("RequestedRenewal");
  });

  it("declined or not taken up by the underwriter, as a submission", async () => {
    for (const status of ["Declined", "NTU"] as const) {
      const { renewalID } = await renewalOfPolicy();
      await step(renewalID, "underwriter", { status });
      expect((await applicationState(renewalID)).row.status).toBe(status);
    }
  });

  it("keeps the agent's part as it was: no status change or decline of a renewal nobody has worked (nothing written)", async () => {
    const { renewalID } = await renewalOfPolicy();
    const before = await applicationState(renewalID);
    const basedOn = await updatedDate(renewalID);
    expect((await write(renewalID, "agent", { updatedDate: basedOn, status: "Working" })).status).toBe(403);
    for (const status of ["Declined", "NTU", "Submitted"]) expect((await write(renewalID, "agent", { updatedDate: basedOn, status })).status).toBe(409);
    expect((await write(renewalID, "agent2", { updatedDate: basedOn, status: "Declined" })).status).toBe(404);
    expect(await applicationState(renewalID)).toEqual(before);
  });
});

/** A marketplace policy of the agent's agency, expiring `days` from today. */
async function policyExpiringIn(days: number, status?: "Bound" | "PolicyCancelled") {
  const policy = await createPolicy({ status });
  const expiration = addDays(utcToday(), days);
  await db.application.update({
    where: { id: policy.appID },
    data: { effectiveDate: new Date(`${addDays(expiration, -365)}T00:00:00Z`), expirationDate: new Date(`${expiration}T00:00:00Z`), productVersion: 1 },
  });
  return { ...policy, expiration, updatedDate: await updatedDate(policy.appID) };
}

describe("POST /api/applications/{appID}/renewal of a marketplace policy", () => {
  it("starts the next term's application on the same submission, pre-filled and linked both ways; the policy stays in force with its cost", async () => {
    const policy = await policyExpiringIn(45);
    const before = await applicationState(policy.appID);
    const coverage = async () =>
      (
        await call(GET_SUBMISSION, `/api/submission/${policy.submissionId}`, { as: "agent", params: { submissionID: policy.submissionId } })
      ).json.coverages.find((c: { appID: string }) => c.appID === policy.appID);
    // Its row and its summary offer Renew while it is due and not renewed.
    expect(await coverage()).toMatchObject({ expirationDate: policy.expiration, renewalDue: true, renewalAppIDs: [] });
    const read = async () => (await call(GET_APPLICATION, `/api/applications/${policy.appID}`, { as: "agent", params: { appID: policy.appID } })).json;
    expect((await read()).renewalDue).toBe(true);
    const res = await renew(policy.appID, "agent");
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({ appID: expect.any(String), renewedFromAppID: policy.appID });

    const renewal = await db.application.findUniqueOrThrow({ where: { id: res.json.appID }, include: { product: true } });
    expect(renewal).toMatchObject({
      submissionId: policy.submissionId,
      productId: before.row.productId,
      productVersion: renewal.product.currentVersion,
      status: "InProgress",
      renewedFromAppId: policy.appID,
      sectionGroupStatuses: before.row.sectionGroupStatuses,
      totalCostCents: null,
      policyNo: null,
      effectiveDate: null,
      // The same questionnaire version as the policy's: nothing to review.
      reviewQuestionKeys: [],
    });
    // Every answer carried over; the requested effective date is the day the policy expires.
    const answersOf = (groups: unknown) =>
      Object.fromEntries((groups as { answers: { source: string; value: unknown }[] }[]).flatMap((g) => g.answers.map((a) => [a.source, a.value])));
    expect(answersOf(renewal.answerGroups)).toEqual({ ...answersOf(before.row.answerGroups), effective_date: policy.expiration });

    // The policy is unchanged but for the Renewals due view's key of its Renewal column, which the database keeps.
    expect((await applicationState(policy.appID)).row).toEqual({ ...before.row, renewalSortKey: "in progress" });
    const app = await call(GET_APPLICATION, `/api/applications/${policy.appID}`, { as: "agent", params: { appID: policy.appID } });
    expect(app.json).toMatchObject({ status: "Bound", totalCost: 3650 });
    expect(app.json.linkedCoverages.renewals).toEqual([expect.objectContaining({ appID: res.json.appID, status: "InProgress" })]);
    expect(await coverage()).toMatchObject({ expirationDate: policy.expiration, renewalDue: false, renewalAppIDs: [res.json.appID] });
    expect((await read()).renewalDue).toBe(false);
    const next = await call(GET_APPLICATION, `/api/applications/${res.json.appID}`, { as: "agent", params: { appID: res.json.appID } });
    expect(next.json).toMatchObject({
      renewedFromAppID: policy.appID,
      linkedCoverages: { renewedFrom: expect.objectContaining({ appID: policy.appID, status: "Bound" }) },
    });
  });

  it("is offered from 90 days before expiration, while in force, once: 409 with the reason otherwise, nothing written", async () => {
    for (const [days, status, message] of [
      [91, "Bound", RENEWAL_NOT_DUE_MESSAGE],
      [-1, "Bound", RENEWAL_NOT_DUE_MESSAGE],
      [30, "PolicyCancelled", RENEWAL_NOT_IN_FORCE_MESSAGE],
    ] as const) {
      const policy = await policyExpiringIn(days, status);
      const before = await applicationState(policy.appID);
      const res = await renew(policy.appID, "agent");
      expect(res.status, `${days} days, ${status}`).toBe(409);
      expect(res.json.error.message).toBe(message);
      await expectUntouched(policy.appID, before);
      // Nor does its row offer it.
      const submission = await call(GET_SUBMISSION, `/api/submission/${policy.submissionId}`, { as: "agent", params: { submissionID: policy.submissionId } });
      expect(submission.json.coverages.find((c: { appID: string }) => c.appID === policy.appID).renewalDue, `${days} days, ${status}`).toBe(false);
      const app = await call(GET_APPLICATION, `/api/applications/${policy.appID}`, { as: "agent", params: { appID: policy.appID } });
      expect(app.json.renewalDue, `${days} days, ${status}`).toBe(false);
    }
    const due = await policyExpiringIn(90);
    expect((await renew(due.appID, "agent")).status).toBe(200);
    const again = await renew(due.appID, "underwriter");
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(RENEWAL_EXISTS_MESSAGE);
  });

  it("judges the policy as it stands once locked: a cancellation committed while the renewal waits for its row is 409, no renewal made", async () => {
    const policy = await policyExpiringIn(45);
    // The cancellation's transaction has moved the policy and commits once the renewal, which read it as Bound, waits for its row.
    const cancellation = await holdRow("Application", policy.appID, (tx) =>
      tx.application.update({ where: { id: policy.appID }, data: { status: "PolicyCancelled", statusId: statusId("PolicyCancelled") } }),
    );
    const renewal = renew(policy.appID, "agent");
    await waitingOn("Application");
    await cancellation.release();
    const res = await renewal;
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(RENEWAL_NOT_IN_FORCE_MESSAGE);
    expect(await db.application.count({ where: { renewedFromAppId: policy.appID } })).toBe(0);
  });

  it("makes one renewal when two requests race, and none for another agency's agent (404)", async () => {
    const policy = await policyExpiringIn(10);
    const before = await applicationState(policy.appID);
    expect((await renew(policy.appID, "agent2")).status).toBe(404);
    await expectUntouched(policy.appID, before);
    const results = await Promise.all([renew(policy.appID, "agent"), renew(policy.appID, "underwriter")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.application.count({ where: { renewedFromAppId: policy.appID } })).toBe(1);
  });
});

/**
 * General Liability's questionnaire as a product of its own at version 1, whose current version 2 rewords one
 * question and asks one more: a policy answered on version 1 renews onto version 2.
 */
async function productOnNewerVersion() {
  const gl = await db.product.findUniqueOrThrow({ where: { identifier: "general_liability" }, include: { versions: { where: { version: 1 } } } });
  const [first] = gl.versions;
  const current = structuredClone(first.questionnaire) as unknown as Questionnaire;
  const operations = current.sectionGroups[0].sections[0].questions.find((q) => q.questionKey === "operations_description")!;
  operations.label = "Describe the insured's operations in full";
  current.sectionGroups[2].sections[1].questions.push({
    id: "q-safety-program",
    questionKey: "safety_program",
    type: "boolean",
    label: "Does the insured run a written safety program?",
  });
  const id = randomUUID();
  const definition = { pricing: first.pricing ?? [], ...(first.rating ? { rating: first.rating } : {}) };
  await db.product.create({
    data: {
      id,
      industryId: gl.industryId,
      label: "General Liability (next version)",
      identifier: `general_liability_${id.slice(0, 8)}`,
      currentVersion: 2,
      versions: {
        create: [
          { version: 1, questionnaire: first.questionnaire ?? {}, ...definition },
          { version: 2, questionnaire: current as never, ...definition },
        ],
      },
    },
  });
  return id;
}

describe("a renewal onto a newer version of the product's questionnaire", () => {
  it("marks the questions that version asks otherwise or newly, each until its section is saved", async () => {
    const policy = await policyExpiringIn(45);
    const productId = await productOnNewerVersion();
    // The product is this test's own: gone afterwards with its applications, so the catalog lists what it did.
    onTestFinished(async () => {
      await db.submission.delete({ where: { id: policy.submissionId } });
      await db.product.delete({ where: { id: productId } });
    });
    await db.application.update({ where: { id: policy.appID }, data: { productId } });
    const res = await renew(policy.appID, "agent");
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const renewalID = res.json.appID as string;

    const read = async () =>
      apiApplicationSchema.parse((await call(GET_APPLICATION, `/api/applications/${renewalID}`, { as: "agent", params: { appID: renewalID } })).json);
    const renewal = await read();
    expect(renewal.product.version).toBe(2);
    expect(renewal.questionsToReview).toEqual(["operations_description", "safety_program"]);

    // Saving the operations section reviews its question; the new one, elsewhere, stays marked.
    const operations = renewal.answerGroups.find((g: AnswerGroup) => g.sectionGroupID === "gl-operations")!;
    const saved = await call(PATCH_APPLICATION, `/api/applications/${renewalID}`, {
      as: "agent",
      method: "PATCH",
      params: { appID: renewalID },
      body: { answers: [operations], updatedDate: renewal.updatedDate },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(applicationUpdateSchema.parse(saved.json).questionsToReview).toEqual(["safety_program"]);
    expect((await read()).questionsToReview).toEqual(["safety_program"]);

    // A save of another section leaves the marks as they are.
    const payroll = renewal.answerGroups.find((g: AnswerGroup) => g.sectionGroupID === "gl-payroll")!;
    const again = await call(PATCH_APPLICATION, `/api/applications/${renewalID}`, {
      as: "agent",
      method: "PATCH",
      params: { appID: renewalID },
      body: { answers: [payroll], updatedDate: saved.json.updatedDate },
    });
    expect(again.json.questionsToReview).toEqual(["safety_program"]);
  });
});

describe("where a policy stands by the calendar", () => {
  const readBoth = async (appID: string, submissionID: string) => {
    const app = await call(GET_APPLICATION, `/api/applications/${appID}`, { as: "agent", params: { appID } });
    const submission = await call(GET_SUBMISSION, `/api/submission/${submissionID}`, { as: "agent", params: { submissionID } });
    const coverage = submission.json.coverages.find((c: { appID: string }) => c.appID === appID);
    return { status: app.json.status, standing: app.json.standing, coverage: { status: coverage.status, standing: coverage.standing } };
  };

  it("an expired policy reads Expired beside its status from the day after its term; its renewal not bound by then reads Lapsed", async () => {
    const policy = await policyExpiringIn(5);
    const renewal = (await renew(policy.appID, "agent")).json.appID as string;
    expect(await readBoth(policy.appID, policy.submissionId)).toEqual({ status: "Bound", standing: null, coverage: { status: "Bound", standing: null } });
    expect((await readBoth(renewal, policy.submissionId)).standing).toBeNull();

    await db.application.update({ where: { id: policy.appID }, data: { expirationDate: new Date(`${utcToday()}T00:00:00Z`) } });
    expect((await readBoth(policy.appID, policy.submissionId)).standing).toBeNull();

    await db.application.update({ where: { id: policy.appID }, data: { expirationDate: new Date(`${addDays(utcToday(), -1)}T00:00:00Z`) } });
    expect(await readBoth(policy.appID, policy.submissionId)).toEqual({
      status: "Bound",
      standing: "Expired",
      coverage: { status: "Bound", standing: "Expired" },
    });
    expect(await readBoth(renewal, policy.submissionId)).toEqual({
      status: "InProgress",
      standing: "Lapsed",
      coverage: { status: "InProgress", standing: "Lapsed" },
    });

    // Bound after all, its own term running: no longer lapsed.
    await db.application.update({
      where: { id: renewal },
      data: { status: "Bound", expirationDate: new Date(`${addDays(utcToday(), 300)}T00:00:00Z`) },
    });
    expect((await readBoth(renewal, policy.submissionId)).standing).toBeNull();
  });
});
