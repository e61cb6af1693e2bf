import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET, PATCH } from "@/app/api/applications/[appID]/route";
import { GET as QUESTIONS } from "@/app/api/applications/[appID]/questions/route";
import { GET as SUBMISSION } from "@/app/api/submission/[submissionID]/route";
import { withUpdate } from "@/lib/api/application-writes";
import type { ApplicationStatus } from "@/lib/domain/statuses";
import { stableId } from "@/prisma/seed/stable-id";
import { db } from "@/server/db";
import { call, demoUserIds, type DemoUser } from "../support/api-client";
import { storeDocument } from "../support/documents";
import { applicationState, createApplication } from "../support/factories";

const url = (appID: string) => `/api/applications/${appID}`;
const patch = (appID: string, as: DemoUser, body: unknown) => call(PATCH, url(appID), { as, method: "PATCH", body, params: { appID } });

/** Nothing about the application changed: same row, no new history. */
async function expectUnchanged(appID: string, before: Awaited<ReturnType<typeof applicationState>>) {
  const after = await applicationState(appID);
  expect(after.row).toEqual(before.row);
  expect(after.history).toHaveLength(before.history.length);
}

describe("GET /api/applications/{appID}", () => {
  const seeded = stableId("application:sunrise-bound");

  it("answers the application to its agency's agent and to underwriters", async () => {
    for (const as of ["agent", "underwriter"] as const) {
      const res = await call(GET, url(seeded), { as, params: { appID: seeded } });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        appID: seeded,
        status: "Bound",
        statusDisplayValue: "Bound",
        statusID: 2,
        productName: "Commercial Auto",
        product: { name: "Commercial Auto", isWholesale: false, version: 1 },
        policyNo: expect.stringMatching(/^POL-/),
        linkedCoverages: { renewals: [], renewedFrom: null },
      });
      expect(res.json.sectionGroups.length).toBeGreaterThan(0);
      expect(res.json.carriers.options.length).toBeGreaterThan(0);
      expect(typeof res.json.totalCost).toBe("number");
    }
  });

  it("is 404 for another agency's agent, 401 without a session, 400 for a malformed id", async () => {
    expect((await call(GET, url(seeded), { as: "agent2", params: { appID: seeded } })).status).toBe(404);
    expect((await call(GET, url(seeded), { params: { appID: seeded } })).status).toBe(401);
    expect((await call(GET, url("nope"), { as: "agent", params: { appID: "nope" } })).status).toBe(400);
    expect((await call(GET, url(randomUUID()), { as: "underwriter", params: { appID: randomUUID() } })).status).toBe(404);
  });

  it("never shows an agent the documents hidden from agents, nor internal notes", async () => {
    const { appID, submissionId } = await createApplication({ agentDocument: true });
    await storeDocument({ appID, filename: "uw-only.pdf", uploaderType: "Underwriter", exclusiveToUnderwriter: true });
    await db.note.create({
      data: {
        submissionId,
        applicationId: appID,
        entityType: "Application",
        entityId: appID,
        category: "PreBindApplication",
        content: "internal only",
        isInternal: true,
        authorId: demoUserIds.underwriter,
      },
    });
    const agent = await call(GET, url(appID), { as: "agent", params: { appID } });
    expect(agent.json.documents.map((d: { filename: string }) => d.filename)).toEqual(["signed-app-packet.pdf"]);
    expect(agent.json.notes).toEqual([]);
    const uw = await call(GET, url(appID), { as: "underwriter", params: { appID } });
    expect(uw.json.documents.map((d: { filename: string }) => d.filename).sort()).toEqual(["signed-app-packet.pdf", "uw-only.pdf"]);
    expect(uw.json.notes).toHaveLength(1);
  });

  it("links renewals both ways", async () => {
    const original = stableId("application:granite-gl-bound");
    const res = await call(GET, url(original), { as: "agent", params: { appID: original } });
    expect(res.json.linkedCoverages.renewals).toHaveLength(5);
    const renewal = stableId("application:granite-gl-renewal-1");
    const back = await call(GET, url(renewal), { as: "agent", params: { appID: renewal } });
    expect(back.json.renewedFromAppID).toBe(original);
    expect(back.json.linkedCoverages.renewedFrom).toMatchObject({ appID: original, status: "Bound" });
  });
});

describe("GET /api/applications/{appID}/questions", () => {
  it("answers the questionnaire of the application's product version", async () => {
    const { appID } = await createApplication({});
    const res = await call(QUESTIONS, `${url(appID)}/questions`, { as: "agent", params: { appID } });
    expect(res.status).toBe(200);
    expect(res.json.version).toBe(1);
    expect(res.json.sectionGroups.map((g: { id: string }) => g.id)).toEqual(["gl-operations", "gl-payroll", "gl-coverage"]);
    expect(res.json.sectionGroups[0].status).toBe("NotStarted");
    expect((await call(QUESTIONS, `${url(appID)}/questions`, { as: "agent2", params: { appID } })).status).toBe(404);
  });
});

describe("PATCH /api/applications/{appID}", () => {
  const opsAnswers = [{ sectionGroupID: "gl-operations", answers: [{ source: "operations_description", value: "Framing and finish carpentry" }] }];

  it("refuses a write without the updatedDate it is based on (422) and a stale one (409 with the current state)", async () => {
    const { appID, updatedDate } = await createApplication({});
    const before = await applicationState(appID);
    const missing = await patch(appID, "agent", { answers: opsAnswers });
    expect(missing.status).toBe(422);
    const stale = await patch(appID, "agent", { updatedDate: new Date(Date.parse(updatedDate) - 1000).toISOString(), answers: opsAnswers });
    expect(stale.status).toBe(409);
    expect(stale.json.error.current).toMatchObject({ appID, status: "InProgress", updatedDate });
    await expectUnchanged(appID, before);
  });

  it("accepts the updatedDate as If-Match", async () => {
    const { appID, updatedDate } = await createApplication({});
    const res = await call(PATCH, url(appID), {
      as: "underwriter",
      method: "PATCH",
      body: { isFlaggedForManualReview: true },
      params: { appID },
      headers: { "if-match": `"${updatedDate}"` },
    });
    expect(res.status).toBe(200);
    expect(res.json.isFlaggedForManualReview).toBe(true);
  });

  it("saves an agent's answers, sets the group's status from the engine and moves NotStarted to InProgress with a history row", async () => {
    const { appID, updatedDate } = await createApplication({ status: "NotStarted" });
    const res = await patch(appID, "agent", { updatedDate, answers: opsAnswers });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("InProgress");
    // Required answers of the group are still missing.
    expect(res.json.sectionGroups).toEqual([
      { id: "gl-operations", status: "InProgress" },
      { id: "gl-payroll", status: "NotStarted" },
      { id: "gl-coverage", status: "NotStarted" },
    ]);
    expect(Date.parse(res.json.updatedDate)).toBeGreaterThan(Date.parse(updatedDate));
    const { row, history } = await applicationState(appID);
    expect(row.answerGroups).toEqual(opsAnswers);
    expect(row.statusId).toBe(0);
    expect(row.priceIndicationReady).toBe(true);
    expect(history).toMatchObject([{ fromStatus: "NotStarted", toStatus: "InProgress", changedById: demoUserIds.agent }]);
  });

  it.each([
    ["general_liability", "ApprovalRequested", 1],
    ["excess_surplus_gl", "Submitted", null],
  ] as const)("submits the last section of %s to %s once every group is complete", async (product, to, id) => {
    const { appID, updatedDate } = await createApplication({ product, answers: "complete" });
    const res = await patch(appID, "agent", { updatedDate, status: to });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe(to);
    const { row, history } = await applicationState(appID);
    expect(row.statusId).toBe(id);
    expect(history.at(-1)).toMatchObject({ fromStatus: "InProgress", toStatus: to });
  });

  it("reverts an edited ApprovalRequested app to InProgress", async () => {
    const { appID, updatedDate } = await createApplication({ status: "ApprovalRequested" });
    const res = await patch(appID, "agent", { updatedDate, answers: opsAnswers });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("InProgress");
  });

  it("refuses answers on a read-only app (409 naming the status), with nothing written", async () => {
    const { appID, updatedDate } = await createApplication({ status: "Bound" });
    const before = await applicationState(appID);
    const res = await patch(appID, "agent", { updatedDate, answers: opsAnswers });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toContain("Bound");
    await expectUnchanged(appID, before);
  });

  it("refuses answers for a section group the product does not have (422)", async () => {
    const { appID, updatedDate } = await createApplication({});
    const before = await applicationState(appID);
    const res = await patch(appID, "agent", { updatedDate, answers: [{ sectionGroupID: "nope", answers: [] }] });
    expect(res.status).toBe(422);
    await expectUnchanged(appID, before);
  });

  it.each([
    ["pricing", { answerType: "pricing", answers: [{ sectionGroupID: "premium", answers: [{ source: "base_premium", value: 100 }] }] }],
    ["the carrier", { answerType: "pricing", selectedCarrierID: stableId("carrier:Summit Mutual") }],
    ["the manual-review flag", { isFlaggedForManualReview: true }],
    ["the policy number", { policyNo: "POL-1" }],
    ["an underwriter-only status", { status: "QuoteApproved" }],
    ["a marketplace decline", { status: "UnderwritingDeclined" }],
  ])("refuses an agent writing %s (403), with nothing written", async (_what, body) => {
    const { appID, updatedDate } = await createApplication({ status: "ApprovalRequested" });
    const before = await applicationState(appID);
    const res = await patch(appID, "agent", { updatedDate, ...body });
    expect(res.status).toBe(403);
    await expectUnchanged(appID, before);
  });

  it("is 404 for another agency's agent, with nothing written", async () => {
    const { appID, updatedDate } = await createApplication({});
    const before = await applicationState(appID);
    const res = await patch(appID, "agent2", { updatedDate, answers: opsAnswers });
    expect(res.status).toBe(404);
    await expectUnchanged(appID, before);
  });

  it("refuses unknown fields and bad values (422)", async () => {
    const { appID, updatedDate } = await createApplication({});
    expect((await patch(appID, "agent", { updatedDate, status: "Nope" })).status).toBe(422);
    expect((await patch(appID, "agent", { updatedDate, totalCost: 1 })).status).toBe(422);
    expect((await patch(appID, "agent", { updatedDate, answers: "x" })).status).toBe(422);
  });

  it("lets an underwriter approve a quote, and refuses it from the wrong status naming it (409)", async () => {
    const { appID, updatedDate } = await createApplication({ status: "ApprovalRequested", priced: true, quoteDocument: true });
    const ok = await patch(appID, "underwriter", { updatedDate, status: "QuoteApproved" });
    expect(ok.status).toBe(200);
    expect((await applicationState(appID)).row.statusId).toBe(15);

    const other = await createApplication({ status: "InProgress", product: "excess_surplus_gl" });
    const before = await applicationState(other.appID);
    const refused = await patch(other.appID, "underwriter", {
      updatedDate: other.updatedDate,
      status: "Bound",
      policyNo: "POL-9",
      effectiveDate: "2026-12-01",
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toContain("In Progress");
    await expectUnchanged(other.appID, before);
  });

  it("lets an agent request bind only with a persisted uploaded document", async () => {
    const without = await createApplication({ status: "QuoteApproved" });
    const refused = await patch(without.appID, "agent", { updatedDate: without.updatedDate, status: "PendingBind" });
    expect(refused.status).toBe(422);
    expect(refused.json.error.message).toBe("Please upload at least one document containing a signed App Packet");
    expect((await applicationState(without.appID)).row.status).toBe("QuoteApproved");

    const withDoc = await createApplication({ status: "Quoted", product: "excess_surplus_gl", agentDocument: true });
    const ok = await patch(withDoc.appID, "agent", { updatedDate: withDoc.updatedDate, status: "PendingBind" });
    expect(ok.status).toBe(200);
    expect(ok.json.status).toBe("PendingBind");
  });

  it("binds with a policy number and a term only", async () => {
    const { appID, updatedDate } = await createApplication({ status: "PendingBind", agentDocument: true, priced: true });
    const refused = await patch(appID, "underwriter", { updatedDate, status: "Bound" });
    expect(refused.status).toBe(422);
    expect((await patch(appID, "underwriter", { updatedDate, status: "Bound", policyNo: "POL-2026-0001" })).status).toBe(422);
    const ok = await patch(appID, "underwriter", { updatedDate, status: "Bound", policyNo: "POL-2026-0001", effectiveDate: "2026-12-01" });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ status: "Bound", policyNo: "POL-2026-0001" });
    const { history } = await applicationState(appID);
    expect(history.at(-1)).toMatchObject({ fromStatus: "PendingBind", toStatus: "Bound", changedById: demoUserIds.underwriter });
  });

  it("lets an underwriter decline a marketplace app and an agent decline a wholesale one", async () => {
    const market = await createApplication({ status: "QuoteApproved" });
    expect(
      (await patch(market.appID, "underwriter", { updatedDate: market.updatedDate, status: "UnderwritingDeclined", reason: "Outside appetite" })).status,
    ).toBe(200);
    expect((await applicationState(market.appID)).history.at(-1)).toMatchObject({ toStatus: "UnderwritingDeclined", reason: "Outside appetite" });

    const wholesale = await createApplication({ status: "Submitted", product: "excess_surplus_gl" });
    const res = await patch(wholesale.appID, "agent", { updatedDate: wholesale.updatedDate, status: "NTU" });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("NTU");
  });

  it("records the agent's acknowledgement of a decline, which the submission's coverages then carry", async () => {
    const app = await createApplication({ status: "UnderwritingDeclined" });
    const coverage = async () => {
      const res = await call(SUBMISSION, `/api/submission/${app.submissionId}`, { as: "agent", params: { submissionID: app.submissionId } });
      return res.json.coverages.find((c: { appID: string }) => c.appID === app.appID);
    };
    expect(await coverage()).toMatchObject({ status: "UnderwritingDeclined", isDeclineAcknowledged: false });
    expect((await patch(app.appID, "agent", { updatedDate: app.updatedDate, isDeclineAcknowledged: true })).status).toBe(200);
    expect(await coverage()).toMatchObject({ status: "UnderwritingDeclined", isDeclineAcknowledged: true });
  });

  it("applies the underwriter's manual status table", async () => {
    const { appID, updatedDate } = await createApplication({ status: "PendingBind" });
    const res = await patch(appID, "underwriter", { updatedDate, status: "ApprovalRequested" });
    expect(res.status).toBe(200);
    const again = await patch(appID, "underwriter", { updatedDate: res.json.updatedDate, status: "PendingBind" });
    expect(again.status).toBe(409);
  });

  it("stores pricing and the carrier, and computes the total itself", async () => {
    const { appID, updatedDate } = await createApplication({ status: "ApprovalRequested" });
    const res = await patch(appID, "underwriter", {
      updatedDate,
      answerType: "pricing",
      selectedCarrierID: stableId("carrier:Summit Mutual"),
      answers: [
        {
          sectionGroupID: "premium",
          answers: [
            { source: "base_premium", value: 1200 },
            { source: "terrorism_premium", value: "50.50" },
          ],
        },
        {
          sectionGroupID: "taxes_fees",
          answers: [
            { source: "state_tax", value: 36 },
            { source: "underwriter_fee", value: 150 },
          ],
        },
        { sectionGroupID: "total", answers: [{ source: "total_cost", value: 1 }] },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.json.totalCost).toBe(1436.5);
    expect(res.json.selectedCarrierID).toBe(stableId("carrier:Summit Mutual"));
    expect(res.json.pricing.groups.find((g: { id: string }) => g.id === "total").answers).toEqual([{ source: "total_cost", value: 1436.5 }]);
    expect((await applicationState(appID)).row.totalCostCents).toBe(143650);
  });

  it("validates pricing answers like any question (422 per question, nothing written)", async () => {
    const { appID, updatedDate } = await createApplication({ status: "ApprovalRequested" });
    const before = await applicationState(appID);
    const res = await patch(appID, "underwriter", {
      updatedDate,
      answerType: "pricing",
      answers: [{ sectionGroupID: "premium", answers: [{ source: "base_premium", value: "a lot" }] }],
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.error.fields)).toEqual(["answers.premium.base_premium"]);
    await expectUnchanged(appID, before);
  });

  it.each([
    ["left out", { sectionGroupID: "premium", answers: [{ source: "terrorism_premium", value: 0 }] }],
    ["sent as null", { sectionGroupID: "premium", answers: [{ source: "base_premium", value: null }] }],
  ])("refuses pricing whose required base premium is %s (422 on the question, nothing written): the total would be stored without it", async (_how, group) => {
    const { appID, updatedDate } = await createApplication({ status: "ApprovalRequested" });
    const before = await applicationState(appID);
    const res = await patch(appID, "underwriter", {
      updatedDate,
      answerType: "pricing",
      selectedCarrierID: stableId("carrier:Summit Mutual"),
      answers: [group],
    });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe("Answer every required price before saving.");
    expect(res.json.error.fields).toEqual({ "answers.premium.base_premium": ["Answer is required"] });
    await expectUnchanged(appID, before);
  });

  it("refuses wholesale pricing until its required surplus lines tax is answered, in whichever group it is sent", async () => {
    const { appID, updatedDate } = await createApplication({ status: "Working", product: "excess_surplus_gl" });
    const premiumOnly = [{ sectionGroupID: "premium", answers: [{ source: "base_premium", value: 2400 }] }];
    const refused = await patch(appID, "underwriter", { updatedDate, answerType: "pricing", answers: premiumOnly });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.json.error.fields)).toEqual(["answers.taxes_fees.surplus_lines_tax"]);
    const taxed = [...premiumOnly, { sectionGroupID: "taxes_fees", answers: [{ source: "surplus_lines_tax", value: 120 }] }];
    const saved = await patch(appID, "underwriter", { updatedDate, answerType: "pricing", answers: taxed });
    expect(saved.json).toMatchObject({ totalCost: 2520 });
  });

  it("refuses pricing whose total would pass $20,000,000 on the price that drove it and on the total (422, nothing written); $20,000,000 is saved", async () => {
    const { appID, updatedDate } = await createApplication({ status: "ApprovalRequested" });
    const before = await applicationState(appID);
    const prices = (basePremium: number) => [
      { sectionGroupID: "premium", answers: [{ source: "base_premium", value: basePremium }] },
      { sectionGroupID: "taxes_fees", answers: [{ source: "state_tax", value: 1_000 }] },
    ];
    const res = await patch(appID, "underwriter", { updatedDate, answerType: "pricing", answers: prices(25_000_000) });
    expect(res.status).toBe(422);
    const message = "These prices take the total cost past $20,000,000.";
    expect(res.json.error).toMatchObject({ message, fields: { "answers.premium.base_premium": [message], "answers.total.total_cost": [message] } });
    expect(Object.keys(res.json.error.fields)).toEqual(["answers.premium.base_premium", "answers.total.total_cost"]);
    await expectUnchanged(appID, before);

    const atTheBound = await patch(appID, "underwriter", { updatedDate, answerType: "pricing", answers: prices(19_999_000) });
    expect(atTheBound.status).toBe(200);
    expect(atTheBound.json.totalCost).toBe(20_000_000);
  });

  it("refuses a carrier the product does not offer (422)", async () => {
    const { appID, updatedDate } = await createApplication({ status: "ApprovalRequested" });
    const res = await patch(appID, "underwriter", { updatedDate, answerType: "pricing", selectedCarrierID: stableId("carrier:Harbor Specialty") });
    expect(res.status).toBe(422);
  });

  it("answers each kind of write with the application as it then reads", async () => {
    const { appID, updatedDate } = await createApplication({ status: "ApprovalRequested" });
    const pricing = {
      answerType: "pricing",
      selectedCarrierID: stableId("carrier:Summit Mutual"),
      answers: [{ sectionGroupID: "premium", answers: [{ source: "base_premium", value: 900 }] }],
    };
    const writes: [DemoUser, Record<string, unknown>][] = [
      ["underwriter", pricing],
      ["underwriter", { isFlaggedForManualReview: true }],
      ["agent", { priceIndicationSeen: true }],
      // The first returns the application to InProgress with a history row; the second changes answers only.
      ["agent", { answers: opsAnswers }],
      ["agent", { answers: [{ sectionGroupID: "gl-operations", answers: [] }] }],
    ];
    let basedOn = updatedDate;
    for (const [as, body] of writes) {
      const before = (await call(GET, url(appID), { as, params: { appID } })).json;
      const res = await patch(appID, as, { updatedDate: basedOn, ...body });
      expect(res.status, JSON.stringify(body)).toBe(200);
      const read = (await call(GET, url(appID), { as, params: { appID } })).json;
      // What a screen shows once it has put the answer in place is what it will read next, but for what the write
      // itself sent (the answers, each carrier's prices) and what the answers price (the price indication).
      const shown = withUpdate(before, res.json);
      expect(shown, JSON.stringify(body)).toEqual({
        ...read,
        answerGroups: shown.answerGroups,
        carriers: { ...read.carriers, options: shown.carriers.options },
        priceIndication: shown.priceIndication,
        priceIndicationReady: shown.priceIndicationReady,
      });
      expect(res.json, JSON.stringify(body)).toEqual({
        appID,
        status: read.status,
        statusID: read.statusID,
        notes: read.notes,
        isFlaggedForManualReview: read.isFlaggedForManualReview,
        cancellationID: read.cancellationID,
        cancellationDate: read.cancellationDate,
        pricing: read.pricing,
        selectedCarrierID: read.carriers.selectedCarrierID,
        totalCost: read.totalCost,
        policyNo: read.policyNo,
        sectionGroups: read.sectionGroups.map((g: { id: string; status: string }) => ({ id: g.id, status: g.status })),
        priceIndicationSeen: read.priceIndicationSeen,
        questionsToReview: read.questionsToReview,
        updatedDate: read.updatedDate,
      });
      basedOn = res.json.updatedDate;
    }
  });

  it("lets two writers based on the same state end with one 200 and one 409", async () => {
    const { appID, updatedDate } = await createApplication({ status: "ApprovalRequested" });
    const results = await Promise.all([
      patch(appID, "agent", { updatedDate, answers: opsAnswers }),
      patch(appID, "underwriter", { updatedDate, isFlaggedForManualReview: true }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe("an agent's answers on an application past InProgress", () => {
  const payroll = (value: number) => [{ sectionGroupID: "gl-payroll", answers: [{ source: "employee_payroll", value }] }];

  it.each([
    ["QuoteApproved", "QuoteApproved"],
    ["ApprovalRequested", "ApprovalRequested"],
    ["QuoteApproved", "PendingBind"],
    ["PendingBind", "PendingBind"],
  ] as const)("are refused on a %s application when the write asks to make it %s (409, nothing written)", async (from, status) => {
    const { appID, updatedDate } = await createApplication({ status: from, answers: "complete", agentDocument: true });
    const before = await applicationState(appID);
    const res = await patch(appID, "agent", { updatedDate, status, answers: payroll(99_000_000) });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toContain("In Progress");
    await expectUnchanged(appID, before);
  });

  it("cannot clear required answers of a submitted application while keeping it submitted", async () => {
    const { appID, updatedDate } = await createApplication({ status: "ApprovalRequested", answers: "complete" });
    const before = await applicationState(appID);
    const res = await patch(appID, "agent", { updatedDate, status: "ApprovalRequested", answers: [{ sectionGroupID: "gl-payroll", answers: [] }] });
    expect(res.status).toBe(409);
    await expectUnchanged(appID, before);
  });

  it("revert a quoted application to InProgress, dropping nothing of the answers, when sent without a status", async () => {
    const { appID, updatedDate } = await createApplication({ status: "QuoteApproved", answers: "complete" });
    const res = await patch(appID, "agent", { updatedDate, answers: payroll(99_000_000) });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("InProgress");
    const { row, history } = await applicationState(appID);
    expect(row.status).toBe("InProgress");
    expect(history.at(-1)).toMatchObject({ fromStatus: "QuoteApproved", toStatus: "InProgress", changedById: demoUserIds.agent });
  });
});

describe("the every-status flag", () => {
  it("lets an underwriter set any status of the family before bind, not Pending Bind without a quote, and still refuses agents", async () => {
    const { updateApplication } = await import("@/server/services/application-updates");
    const { loadSessionUser } = await import("@/server/auth/session-user");
    const { flagNames } = await import("@/lib/flags");
    const allOn = Object.fromEntries(flagNames.map((n) => [n, true])) as Record<(typeof flagNames)[number], boolean>;
    const { appID, updatedDate } = await createApplication({ status: "InProgress" });
    const underwriter = (await loadSessionUser(demoUserIds.underwriter))!;
    await expect(updateApplication(underwriter, appID, { updatedDate, answerType: "general", status: "PendingBind" }, async () => allOn)).rejects.toMatchObject(
      { status: 409, message: "Cannot proceed to bind while the application is In Progress." },
    );
    const res = await updateApplication(underwriter, appID, { updatedDate, answerType: "general", status: "UnderwritingBindReview" }, async () => allOn);
    expect(res.status).toBe("UnderwritingBindReview");
    const agent = (await loadSessionUser(demoUserIds.agent))!;
    await expect(
      updateApplication(agent, appID, { updatedDate: res.updatedDate, answerType: "general", status: "Bound" }, async () => allOn),
    ).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe("every kind of status change: the allowed role succeeds, the other is refused with nothing written", () => {
  type Row = [
    kind: string,
    product: string,
    from: ApplicationStatus,
    to: ApplicationStatus,
    allowed: DemoUser,
    refused: DemoUser,
    refusedStatus: number,
    extra?: Record<string, unknown>,
  ];
  it.each<Row>([
    // For an underwriter the same targets are status-selector choices, which the table does not offer from these statuses.
    ["sectionSave", "general_liability", "NotStarted", "InProgress", "agent", "underwriter", 409],
    ["submit (marketplace)", "general_liability", "InProgress", "ApprovalRequested", "agent", "underwriter", 409],
    ["submit (wholesale)", "excess_surplus_gl", "InProgress", "Submitted", "agent", "underwriter", 409],
    ["manualStatus (marketplace)", "general_liability", "PendingBind", "QuoteApproved", "underwriter", "agent", 403],
    ["manualStatus (wholesale)", "excess_surplus_gl", "Working", "InMarket", "underwriter", "agent", 403],
    ["decline (marketplace)", "general_liability", "PendingBind", "UnderwritingDeclined", "underwriter", "agent", 403],
    ["decline (wholesale, agent row)", "excess_surplus_gl", "Quoted", "Declined", "agent", "agent2", 404],
    ["notTakenUp (wholesale)", "excess_surplus_gl", "InMarket", "NTU", "underwriter", "agent", 409],
    ["approveQuote (marketplace)", "general_liability", "ApprovalRequested", "QuoteApproved", "underwriter", "agent", 403],
    ["approveQuote (wholesale)", "excess_surplus_gl", "RequestedInfo", "Quoted", "underwriter", "agent", 403],
    ["requestBind", "general_liability", "QuoteApproved", "PendingBind", "agent", "agent2", 404],
    ["proceedToBind", "excess_surplus_gl", "Quoted", "PendingBind", "underwriter", "agent2", 404],
    ["bind", "excess_surplus_gl", "PendingBind", "Bound", "underwriter", "agent", 403, { policyNo: "POL-77", effectiveDate: "2026-12-01" }],
  ])("%s: %s %s → %s", async (_kind, product, from, to, allowed, refused, refusedStatus, extra = {}) => {
    const refusedApp = await createApplication({ product, status: from, agentDocument: true, quoteDocument: true, priced: true });
    const before = await applicationState(refusedApp.appID);
    const no = await patch(refusedApp.appID, refused, { updatedDate: refusedApp.updatedDate, status: to, ...(refused === "agent" ? {} : extra) });
    expect(no.status).toBe(refusedStatus);
    await expectUnchanged(refusedApp.appID, before);

    const app = await createApplication({ product, status: from, agentDocument: true, quoteDocument: true, priced: true });
    const yes = await patch(app.appID, allowed, { updatedDate: app.updatedDate, status: to, ...extra });
    expect(yes.status).toBe(200);
    const { row, history } = await applicationState(app.appID);
    expect(row.status).toBe(to);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ fromStatus: from, toStatus: to, changedById: demoUserIds[allowed] });
  });

  it("refuses a renewal request through PATCH (422): only the renewal endpoint creates the renewal", async () => {
    const app = await createApplication({ product: "excess_surplus_gl", status: "Bound" });
    const before = await applicationState(app.appID);
    const res = await patch(app.appID, "agent", { updatedDate: app.updatedDate, status: "RequestedRenewal" });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toContain("/renewal");
    await expectUnchanged(app.appID, before);
  });
});
