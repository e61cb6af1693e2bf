import { describe, expect, it } from "vitest";
import { GET as AS_OF } from "@/app/api/applications/[appID]/as-of/route";
import { GET as LIST, POST as CREATE } from "@/app/api/endorsements/route";
import { GET as COUNTS } from "@/app/api/endorsements/counts/route";
import { GET as GET_ONE } from "@/app/api/endorsements/[id]/route";
import { PATCH as PRICE } from "@/app/api/endorsements/[id]/pricing/route";
import { PATCH as SET_STATUS } from "@/app/api/endorsements/[id]/status/route";
import { GET as HISTORY } from "@/app/api/endorsements/[id]/status-history/route";
import { apiEndorsementSchema, endorsementStatusHistorySchema, policyAsOfSchema } from "@/lib/schemas/endorsements";
import { stableId } from "@/prisma/seed/stable-id";
import { POLICY_COST_TOO_HIGH } from "@/lib/domain/costs";
import { db } from "@/server/db";
import { call, demoUserIds, type DemoUser } from "../support/api-client";
import { createCancellationRequest, createEndorsement, createPolicy, underwriterDecides } from "../support/factories";
import { expectCursorRefused, walkPages } from "../support/list-cursors";
import { holdRow, waitingOn, waitingStatements } from "../support/row-locks";

const ADDRESS = { streetAddress: "401 Congress Ave", aptSuite: null, city: "Austin", state: "TX", zip: "78701" };
const NEW_ADDRESS = { streetAddress: "1100 Congress Ave", aptSuite: "Suite 200", city: "Austin", state: "TX", zip: "78701" };

const create = (as: DemoUser, body: Record<string, unknown>) => call(CREATE, "/api/endorsements", { as, method: "POST", body });
const setStatus = (as: DemoUser, id: string, status: string, updatedDate: string) =>
  call(SET_STATUS, `/api/endorsements/${id}/status`, { as, method: "PATCH", params: { id }, body: { status, updatedDate } });
const price = (as: DemoUser, id: string, body: Record<string, unknown>) =>
  call(PRICE, `/api/endorsements/${id}/pricing`, { as, method: "PATCH", params: { id }, body });
const asOf = (as: DemoUser, appID: string, date: string) => call(AS_OF, `/api/applications/${appID}/as-of?date=${date}`, { as, params: { appID } });

/** The insured's address (effective 2026-03-01) and one answer (effective 2026-09-01): two endorsements. */
function addressAndAnswer(policy: { appID: string; submissionId: string }) {
  return {
    submissionID: policy.submissionId,
    appID: policy.appID,
    endorsements: [
      { effectiveDate: "2026-03-01", companyInfo: { physicalAddress: { value: NEW_ADDRESS, prevValue: ADDRESS } } },
      {
        effectiveDate: "2026-09-01",
        applicationAnswers: [{ sectionGroupID: "gl-coverage", answers: [{ source: "additional_insured_count", value: 3, prevValue: 0 }] }],
      },
    ],
  };
}

async function snapshot(appID: string) {
  const app = await db.application.findUniqueOrThrow({ where: { id: appID }, include: { submission: { include: { addresses: true, businessTypes: true } } } });
  const endorsements = await db.endorsement.findMany({ where: { applicationId: appID }, include: { statusHistory: true }, orderBy: { createdAt: "asc" } });
  return { app, endorsements };
}

describe("drafting and submitting", () => {
  it("an agent endorses a Bound policy: one endorsement per effective date, each change with its previous value, a history row each", async () => {
    const policy = await createPolicy();
    const res = await create("agent", addressAndAnswer(policy));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const [address, answer] = res.json.endorsements.map((e: unknown) => apiEndorsementSchema.parse(e));
    expect(address).toMatchObject({
      appID: policy.appID,
      status: "ApprovalRequested",
      effectiveDate: "2026-03-01",
      policyEffectiveDate: "2026-01-01",
      policyExpirationDate: "2027-01-01",
      updatedByUsername: "Avery Agent",
      pricing: { totalPremium: null, stateTax: null, underwriterFee: null, totalCost: null },
      companyInfo: { physicalAddress: { label: "Physical Address", value: NEW_ADDRESS, prevValue: ADDRESS, effectiveDate: "2026-03-01" } },
    });
    expect(answer.applicationAnswer).toEqual([
      {
        sectionGroupID: "gl-coverage",
        sectionGroupLabel: "Coverage and history",
        questions: [expect.objectContaining({ source: "additional_insured_count", type: "number", value: 3, prevValue: 0, effectiveDate: "2026-09-01" })],
      },
    ]);
    const history = await call(HISTORY, "/", { as: "agent", params: { id: answer.id } });
    expect(endorsementStatusHistorySchema.parse(history.json)).toEqual([
      expect.objectContaining({ status: "ApprovalRequested", updatedByUsername: "Avery Agent" }),
    ]);
    // Each carries the policy's agency, which an agent's history is read by.
    const stored = await db.endorsement.findMany({ where: { applicationId: policy.appID }, select: { agencyId: true } });
    expect(stored.map((e) => e.agencyId)).toEqual([stableId("agency:acme"), stableId("agency:acme")]);
    // Submitting changes nothing of the policy yet.
    const app = await db.application.findUniqueOrThrow({ where: { id: policy.appID }, include: { submission: { include: { addresses: true } } } });
    expect(app.submission.addresses[0]).toMatchObject({ streetAddress: "401 Congress Ave" });
  });

  it("refuses with nothing written: another agency 404, a policy not Bound 409, a date outside the term 422, a stale previous value 409", async () => {
    const policy = await createPolicy();
    const before = await snapshot(policy.appID);
    expect((await create("agent2", addressAndAnswer(policy))).status).toBe(404);
    const outside = addressAndAnswer(policy);
    outside.endorsements[1].effectiveDate = "2027-01-02";
    const refused = await create("agent", outside);
    expect(refused.status).toBe(422);
    expect(refused.json.error.fields["endorsements.1.effectiveDate"][0]).toBe(
      "The effective date must fall within the policy term (01/01/2026 to 01/01/2027).",
    );
    const stale = addressAndAnswer(policy);
    stale.endorsements[1].applicationAnswers![0].answers[0].prevValue = 2;
    const conflict = await create("agent", stale);
    expect(conflict.status).toBe(409);
    expect(conflict.json.error.stale).toEqual(["answers.gl-coverage.additional_insured_count"]);
    expect(await snapshot(policy.appID)).toEqual(before);
    const cancelled = await createPolicy({ status: "PolicyCancelled" });
    const notBound = await create("agent", addressAndAnswer(cancelled));
    expect(notBound.status).toBe(409);
    expect(notBound.json.error.message).toBe("Cannot endorse the policy while the policy is Cancelled.");
  });

  it("validates new values with the application's own rules: the insured form's messages, the question engine's, visible questions only", async () => {
    const policy = await createPolicy();
    const before = await snapshot(policy.appID);
    const body = (set: Record<string, unknown>) => ({
      submissionID: policy.submissionId,
      appID: policy.appID,
      endorsements: [{ effectiveDate: "2026-06-01", ...set }],
    });
    const phone = await create("agent", body({ companyInfo: { phoneNumber: { value: "512555", prevValue: null } } }));
    expect(phone.status).toBe(422);
    expect(phone.json.error.fields["endorsements.0.companyInfo.phoneNumber"]).toEqual(["Phone number must be 10 digits."]);
    const name = await create("agent", body({ companyInfo: { companyName: { value: "", prevValue: before.app.submission.companyName } } }));
    expect(name.json.error.fields["endorsements.0.companyInfo.companyName"]).toEqual(["Please enter missing info."]);
    // A change that makes another field needed: a mailing address of its own, with none given.
    const mailing = await create("agent", body({ companyInfo: { isMailingSameAsPhysical: { value: false, prevValue: true } } }));
    expect(mailing.status).toBe(422);
    expect(Object.keys(mailing.json.error.fields).some((field) => field.startsWith("endorsements.0.companyInfo.mailingAddress"))).toBe(true);
    const tooMany = await create(
      "agent",
      body({ applicationAnswers: [{ sectionGroupID: "gl-coverage", answers: [{ source: "additional_insured_count", value: 30, prevValue: 0 }] }] }),
    );
    expect(tooMany.status).toBe(422);
    expect(Object.keys(tooMany.json.error.fields)).toEqual(["endorsements.0.answers.gl-coverage.additional_insured_count"]);
    const calculated = await create(
      "agent",
      body({ applicationAnswers: [{ sectionGroupID: "gl-payroll", answers: [{ source: "total_payroll", value: 1, prevValue: null }] }] }),
    );
    expect(calculated.status).toBe(422);
    const unknown = await create(
      "agent",
      body({ applicationAnswers: [{ sectionGroupID: "gl-operations", answers: [{ source: "no_such_question", value: 1, prevValue: null }] }] }),
    );
    expect(unknown.status).toBe(422);
    const twice = await create("agent", {
      ...body({ companyInfo: { dba: { value: "A", prevValue: null } } }),
      endorsements: [
        { effectiveDate: "2026-06-01", companyInfo: { dba: { value: "A", prevValue: null } } },
        { effectiveDate: "2026-07-01", companyInfo: { dba: { value: "B", prevValue: null } } },
      ],
    });
    expect(twice.status).toBe(422);
    expect((await create("agent", body({}))).status).toBe(422);
    expect(await snapshot(policy.appID)).toEqual(before);
  });

  it("refuses a change to a question the product does not mark endorsable: 422 naming it, nothing written", async () => {
    const policy = await createPolicy();
    const before = await snapshot(policy.appID);
    const res = await create("agent", {
      submissionID: policy.submissionId,
      appID: policy.appID,
      endorsements: [
        {
          effectiveDate: "2026-06-01",
          applicationAnswers: [
            {
              sectionGroupID: "gl-operations",
              answers: [
                { source: "operations_description", value: "Framing and finish carpentry for custom homes", prevValue: "Demo answer for this question" },
                { source: "project_type", value: "new_construction", prevValue: "remodel_repair" },
              ],
            },
          ],
        },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.json.error.fields).toEqual({ "endorsements.0.answers.gl-operations.project_type": ["This question cannot be changed by endorsement."] });
    expect(await snapshot(policy.appID)).toEqual(before);
  });

  it("is refused (403) while the endorsement flag is off, with nothing written", async () => {
    const { createEndorsements } = await import("@/server/services/endorsements");
    const { loadSessionUser } = await import("@/server/auth/session-user");
    const { endorsementCreateSchema } = await import("@/lib/schemas/endorsements");
    const policy = await createPolicy();
    const agent = (await loadSessionUser(demoUserIds.agent))!;
    const body = endorsementCreateSchema.parse(addressAndAnswer(policy));
    await expect(createEndorsements(agent, body, { endorsementAction: false })).rejects.toMatchObject({ status: 403 });
    expect(await db.endorsement.count({ where: { applicationId: policy.appID } })).toBe(0);
  });

  it("endorsing is the agent's: an underwriter is refused (403), nothing created, yet submits the Modify of a Bind Requested endorsement", async () => {
    const policy = await createPolicy();
    const refused = await create("underwriter", addressAndAnswer(policy));
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe("Only an agent may endorse a policy.");
    expect(await db.endorsement.count({ where: { applicationId: policy.appID } })).toBe(0);

    const requested = await createEndorsement({ status: "BindRequested", priced: true });
    const modified = await create("underwriter", {
      submissionID: requested.submissionId,
      appID: requested.appID,
      modifiesEndorsementID: requested.endorsement.id,
      endorsements: [{ effectiveDate: "2026-06-01", companyInfo: { phoneNumber: { value: "5125550177", prevValue: null } } }],
    });
    expect(modified.status, JSON.stringify(modified.json)).toBe(201);
    expect(modified.json.endorsements).toEqual([expect.objectContaining({ status: "ApprovalRequested", updatedByUsername: "Uma Underwriter" })]);
    expect((await db.endorsement.findUniqueOrThrow({ where: { id: requested.endorsement.id } })).status).toBe("Archived");
  });

  it("a modified endorsement is archived when its new version is submitted", async () => {
    const { endorsement, appID, submissionId } = await createEndorsement({ status: "EndorsementApproved", priced: true });
    const res = await create("agent", {
      submissionID: submissionId,
      appID,
      modifiesEndorsementID: endorsement.id,
      endorsements: [{ effectiveDate: "2026-06-01", companyInfo: { phoneNumber: { value: "5125550177", prevValue: null } } }],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const old = await db.endorsement.findUniqueOrThrow({ where: { id: endorsement.id }, include: { statusHistory: { orderBy: { createdAt: "asc" } } } });
    expect(old.status).toBe("Archived");
    expect(old.statusHistory.map((h) => h.status)).toEqual(["EndorsementApproved", "Archived"]);
    // An underwriter may not modify an approved endorsement: nothing is created.
    const approved = await createEndorsement({ status: "EndorsementApproved", priced: true });
    const refused = await create("underwriter", {
      submissionID: approved.submissionId,
      appID: approved.appID,
      modifiesEndorsementID: approved.endorsement.id,
      endorsements: [{ effectiveDate: "2026-06-01", companyInfo: { phoneNumber: { value: "5125550177", prevValue: null } } }],
    });
    expect(refused.status).toBe(409);
    expect(await db.endorsement.count({ where: { applicationId: approved.appID } })).toBe(1);
  });
});

// Spec 3 §4: the whole actions table. Anything not listed is refused: 403 when the role never takes that action, 409 otherwise.
const allowed: Record<string, Record<string, string[]>> = {
  underwriter: {
    ApprovalRequested: ["Declined", "EndorsementApproved"],
    EndorsementApproved: ["Declined", "Bound", "Archived"],
    BindRequested: ["Declined", "Bound"],
  },
  agent: { ApprovalRequested: ["Archived"], EndorsementApproved: ["Archived", "BindRequested"], BindRequested: [] },
};
const everTaken: Record<string, string[]> = { underwriter: ["Declined", "EndorsementApproved", "Bound", "Archived"], agent: ["Archived", "BindRequested"] };
const statuses = ["ApprovalRequested", "EndorsementApproved", "BindRequested", "Bound", "Declined", "Archived"] as const;
const targets = ["EndorsementApproved", "BindRequested", "Bound", "Declined", "Archived"];
const cases = (["underwriter", "agent"] as const).flatMap((role) =>
  statuses.flatMap((from) =>
    targets.map((to) => {
      const expected = allowed[role][from]?.includes(to) ? 200 : everTaken[role].includes(to) ? 409 : 403;
      return { role, from, to, expected };
    }),
  ),
);

describe("the actions table", () => {
  it.each(cases)("$role: $from → $to answers $expected", async ({ role, from, to, expected }) => {
    const { endorsement } = await createEndorsement({ status: from, priced: true });
    const res = await setStatus(role, endorsement.id, to, endorsement.updatedAt.toISOString());
    expect(res.status, JSON.stringify(res.json)).toBe(expected);
    const history = await db.endorsementStatusHistory.findMany({ where: { endorsementId: endorsement.id }, orderBy: { createdAt: "asc" } });
    const row = await db.endorsement.findUniqueOrThrow({ where: { id: endorsement.id } });
    if (expected === 200) {
      expect(res.json.status).toBe(to);
      expect(row.status).toBe(to);
      expect(history.map((h) => h.status)).toEqual([from, to]);
      expect(history[1].changedById).toBe(demoUserIds[role]);
    } else {
      expect(row.status).toBe(from);
      expect(history).toHaveLength(1);
    }
  });

  it("refuses a stale status change, approval without a price, and approval of a policy no longer Bound", async () => {
    const { endorsement } = await createEndorsement({ priced: true });
    expect((await setStatus("underwriter", endorsement.id, "EndorsementApproved", "2020-01-01T00:00:00.000Z")).status).toBe(409);
    const unpriced = await createEndorsement();
    const noPrice = await setStatus("underwriter", unpriced.endorsement.id, "EndorsementApproved", unpriced.endorsement.updatedAt.toISOString());
    expect(noPrice.status).toBe(409);
    expect(noPrice.json.error.message).toBe("Price the endorsement first.");
    const cancelled = await createEndorsement({ priced: true });
    await db.application.update({ where: { id: cancelled.appID }, data: { status: "PolicyCancelled" } });
    expect((await setStatus("underwriter", cancelled.endorsement.id, "EndorsementApproved", cancelled.endorsement.updatedAt.toISOString())).status).toBe(409);
    for (const e of [endorsement, unpriced.endorsement, cancelled.endorsement])
      expect((await db.endorsement.findUniqueOrThrow({ where: { id: e.id } })).status).toBe("ApprovalRequested");
  });
});

describe("pricing", () => {
  it("the server computes the total; a total that disagrees is refused; agents see none of the parts until set", async () => {
    const { endorsement } = await createEndorsement();
    const agentView = await call(GET_ONE, "/", { as: "agent", params: { id: endorsement.id } });
    expect(agentView.json.pricing).toEqual({ totalPremium: null, stateTax: null, underwriterFee: null, totalCost: null });
    const updatedDate = endorsement.updatedAt.toISOString();
    const wrong = await price("underwriter", endorsement.id, { totalPremium: 120.5, stateTax: 6, underwriterFee: 25, totalCost: 150, updatedDate });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.fields.totalCost[0]).toBe("Total cost must equal total premium + state tax + underwriter fee (151.50).");
    const ok = await price("underwriter", endorsement.id, { totalPremium: 120.5, stateTax: 6, underwriterFee: 25, totalCost: 151.5, updatedDate });
    expect(ok.status).toBe(200);
    expect(ok.json.pricing).toEqual({ totalPremium: 120.5, stateTax: 6, underwriterFee: 25, totalCost: 151.5 });
    expect(
      (await price("agent", endorsement.id, { totalPremium: 1, stateTax: 0, underwriterFee: 0, totalCost: 1, updatedDate: ok.json.updatedDate })).status,
    ).toBe(403);
    expect((await price("underwriter", endorsement.id, { totalPremium: 1, stateTax: 0, underwriterFee: 0, totalCost: 1, updatedDate })).status).toBe(409);
    const negative = await price("underwriter", endorsement.id, {
      totalPremium: 1,
      stateTax: -1,
      underwriterFee: 0,
      totalCost: 0,
      updatedDate: ok.json.updatedDate,
    });
    expect(negative.status).toBe(422);
  });

  it.each(["Bound", "Declined", "Archived"] as const)("a %s endorsement's price cannot change", async (status) => {
    const { endorsement } = await createEndorsement({ status, priced: true });
    const res = await price("underwriter", endorsement.id, {
      totalPremium: 1,
      stateTax: 0,
      underwriterFee: 0,
      totalCost: 1,
      updatedDate: endorsement.updatedAt.toISOString(),
    });
    expect(res.status).toBe(409);
    expect((await db.endorsement.findUniqueOrThrow({ where: { id: endorsement.id } })).totalPremiumCents).toBe(10_000);
  });
});

/** Until a connection of this database waits for a lock: a write has reached a row a held transaction changed. */
async function untilWaitingForLock() {
  for (let tries = 0; tries < 400; tries++) {
    const [{ waiting }] = await db.$queryRaw<{ waiting: number }[]>`
      SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    if (waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("Nothing waited for the held transaction.");
}

describe("binding and reading the policy as of a date", () => {
  async function bindAll(ids: string[]) {
    for (const id of ids) {
      const row = await db.endorsement.findUniqueOrThrow({ where: { id } });
      const priced = await price("underwriter", id, {
        totalPremium: 100,
        stateTax: 5,
        underwriterFee: 25,
        totalCost: 130,
        updatedDate: row.updatedAt.toISOString(),
      });
      const approved = await setStatus("underwriter", id, "EndorsementApproved", priced.json.updatedDate);
      const requested = await setStatus("agent", id, "BindRequested", approved.json.updatedDate);
      const bound = await setStatus("underwriter", id, "Bound", requested.json.updatedDate);
      expect(bound.status, JSON.stringify(bound.json)).toBe(200);
      expect(bound.json.boundDate).not.toBeNull();
    }
  }

  it("a policy whose cancellation was denied is in force as it was: the agent endorses it and the underwriter binds the endorsement", async () => {
    const policy = await createCancellationRequest();
    expect((await underwriterDecides(policy.cancellation, "CancellationDenied")).status).toBe(200);
    const created = await create("agent", addressAndAnswer(policy));
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    await bindAll(created.json.endorsements.map((e: { id: string }) => e.id));
    const app = await db.application.findUniqueOrThrow({ where: { id: policy.appID }, include: { submission: { include: { addresses: true } } } });
    expect(app.submission.addresses.find((a) => a.kind === "physical")).toMatchObject({ streetAddress: NEW_ADDRESS.streetAddress });
    // The denial stays on the policy's row; binding an endorsement changes no status.
    expect(app.status).toBe("CancellationDenied");
  });

  it("binding applies the changes and the cost; the as-of reading returns the policy before and after each effective date", async () => {
    const policy = await createPolicy();
    const created = await create("agent", addressAndAnswer(policy));
    await bindAll(created.json.endorsements.map((e: { id: string }) => e.id));
    const app = await db.application.findUniqueOrThrow({ where: { id: policy.appID }, include: { submission: { include: { addresses: true } } } });
    expect(app.submission.addresses[0]).toMatchObject({ streetAddress: "1100 Congress Ave", aptSuite: "Suite 200" });
    const coverage = (app.answerGroups as { sectionGroupID: string; answers: { source: string; value: unknown }[] }[]).find(
      (g) => g.sectionGroupID === "gl-coverage",
    )!;
    expect(coverage.answers.find((a) => a.source === "additional_insured_count")?.value).toBe(3);
    expect(app.totalCostCents).toBe(365_000 + 2 * 13_000);

    const read = async (date: string) => policyAsOfSchema.parse((await asOf("agent", policy.appID, date)).json);
    const insureds = (state: Awaited<ReturnType<typeof read>>) =>
      state.answerGroups.find((g) => g.sectionGroupID === "gl-coverage")?.answers.find((a) => a.source === "additional_insured_count")?.value;
    const start = await read("2026-01-01");
    expect(start.companyInfo.physicalAddress).toEqual(ADDRESS);
    expect(insureds(start)).toBe(0);
    expect(start.totalCost).toBe(3650);
    const spring = await read("2026-03-01");
    expect(spring.companyInfo.physicalAddress).toEqual(NEW_ADDRESS);
    expect(insureds(spring)).toBe(0);
    expect(spring.totalCost).toBe(3780);
    const autumn = await read("2026-09-01");
    expect(insureds(autumn)).toBe(3);
    expect(autumn.totalCost).toBe(3910);
    expect((await asOf("agent", policy.appID, "2027-02-01")).status).toBe(422);
    expect((await asOf("agent2", policy.appID, "2026-06-01")).status).toBe(404);
  });

  it("another policy of the same submission reads the insured as endorsed on its sibling from that endorsement's date, its own answers and cost untouched", async () => {
    const policy = await createPolicy();
    const sibling = await createPolicy({ submissionId: policy.submissionId });
    const created = await create("agent", addressAndAnswer(policy));
    await bindAll(created.json.endorsements.map((e: { id: string }) => e.id));
    const read = async (date: string) => policyAsOfSchema.parse((await asOf("agent", sibling.appID, date)).json);
    const insureds = (state: Awaited<ReturnType<typeof read>>) =>
      state.answerGroups.find((g) => g.sectionGroupID === "gl-coverage")?.answers.find((a) => a.source === "additional_insured_count")?.value;
    const start = await read("2026-01-01");
    expect(start.companyInfo.physicalAddress).toEqual(ADDRESS);
    expect(start.totalCost).toBe(3650);
    const autumn = await read("2026-09-01");
    expect(autumn.companyInfo.physicalAddress).toEqual(NEW_ADDRESS);
    expect(insureds(autumn)).toBe(insureds(start));
    expect(autumn.totalCost).toBe(3650);
  });

  it("refuses to bind out of effective-date order, or when the policy changed since the request; nothing is written", async () => {
    const policy = await createPolicy();
    const created = await create("agent", addressAndAnswer(policy));
    const [spring, autumn] = created.json.endorsements.map((e: { id: string }) => e.id);
    await bindAll([autumn]);
    const row = await db.endorsement.findUniqueOrThrow({ where: { id: spring } });
    const priced = await price("underwriter", spring, {
      totalPremium: 100,
      stateTax: 5,
      underwriterFee: 25,
      totalCost: 130,
      updatedDate: row.updatedAt.toISOString(),
    });
    const approved = await setStatus("underwriter", spring, "EndorsementApproved", priced.json.updatedDate);
    const before = await snapshot(policy.appID);
    const outOfOrder = await setStatus("underwriter", spring, "Bound", approved.json.updatedDate);
    expect(outOfOrder.status).toBe(409);
    expect(outOfOrder.json.error.message).toBe("An endorsement effective 2026-09-01 is already bound: endorsements bind in effective-date order.");
    expect(await snapshot(policy.appID)).toEqual(before);

    const other = await createEndorsement({ status: "EndorsementApproved", priced: true });
    await db.submission.update({ where: { id: other.submissionId }, data: { phoneNumber: "5125550100" } });
    const stale = await setStatus("underwriter", other.endorsement.id, "Bound", other.endorsement.updatedAt.toISOString());
    expect(stale.status).toBe(409);
    expect(stale.json.error.stale).toEqual(["companyInfo.phoneNumber"]);
    expect((await db.submission.findUniqueOrThrow({ where: { id: other.submissionId } })).phoneNumber).toBe("5125550100");
  });

  it("refuses to bind an endorsement that would take the policy's cost past what a cost may be (409), changing nothing", async () => {
    const { endorsement, appID } = await createEndorsement({ status: "EndorsementApproved", priced: true });
    await db.endorsement.update({ where: { id: endorsement.id }, data: { totalPremiumCents: 1_000_000_000, stateTaxCents: 0, underwriterFeeCents: 0 } });
    await db.application.update({ where: { id: appID }, data: { totalCostCents: 1_500_000_000 } });
    const before = await snapshot(appID);
    const basedOn = (await db.endorsement.findUniqueOrThrow({ where: { id: endorsement.id } })).updatedAt.toISOString();
    const res = await setStatus("underwriter", endorsement.id, "Bound", basedOn);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(POLICY_COST_TOO_HIGH);
    expect(await snapshot(appID)).toEqual(before);
    expect((await db.endorsement.findUniqueOrThrow({ where: { id: endorsement.id } })).status).toBe("EndorsementApproved");
  });

  it("a cancellation committing while the bind is under way: the bind waits for it, then refuses (409) naming the status, changing nothing", async () => {
    const { endorsement, appID } = await createEndorsement({ status: "EndorsementApproved", priced: true });
    const before = await snapshot(appID);
    let commit = () => {};
    let held = () => {};
    const holding = new Promise<void>((resolve) => (held = resolve));
    // An agent's cancellation request as its transaction moves the policy, held open until the bind, which read the policy
    // as Bound, waits for its row.
    const cancellation = db.$transaction(
      async (tx) => {
        await tx.application.update({ where: { id: appID }, data: { status: "CancellationRequested" } });
        held();
        await new Promise<void>((resolve) => (commit = resolve));
      },
      { timeout: 20_000 },
    );
    await holding;
    const bind = setStatus("underwriter", endorsement.id, "Bound", endorsement.updatedAt.toISOString());
    await untilWaitingForLock();
    commit();
    await cancellation;
    const res = await bind;
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe("Cannot bind an endorsement while the policy is Cancellation Requested.");
    const after = await snapshot(appID);
    expect(after.app.submission).toEqual(before.app.submission);
    expect(after.app.totalCostCents).toBe(before.app.totalCostCents);
    expect(after.endorsements).toEqual(before.endorsements);
  });

  // The DBA, and the company's name, which the database copies onto every policy of the submission as it is written.
  it.each(["dba", "companyName"] as const)(
    "binds on two policies sharing an insured at once (%s): the second waits for the first, then is refused as stale; the insured keeps the first's change",
    async (field) => {
      const policy = await createPolicy();
      const sibling = await createPolicy({ submissionId: policy.submissionId });
      const prevValue = (await db.submission.findUniqueOrThrow({ where: { id: policy.submissionId } }))[field];
      const approvedChange = async (target: { appID: string; submissionId: string }, value: string) => {
        const created = await create("agent", {
          submissionID: target.submissionId,
          appID: target.appID,
          endorsements: [{ effectiveDate: "2026-06-01", companyInfo: { [field]: { value, prevValue } } }],
        });
        expect(created.status, JSON.stringify(created.json)).toBe(201);
        const [{ id, updatedDate }] = created.json.endorsements;
        const priced = await price("underwriter", id, { totalPremium: 100, stateTax: 5, underwriterFee: 25, totalCost: 130, updatedDate });
        const approved = await setStatus("underwriter", id, "EndorsementApproved", priced.json.updatedDate);
        return { id: id as string, updatedDate: approved.json.updatedDate as string };
      };
      const alpha = await approvedChange(policy, "Alpha");
      const beta = await approvedChange(sibling, "Beta");
      // Both binds are under way while the insured is held, Alpha's first.
      const held = await holdRow("Submission", policy.submissionId);
      const first = setStatus("underwriter", alpha.id, "Bound", alpha.updatedDate);
      await waitingOn("Submission");
      const second = setStatus("underwriter", beta.id, "Bound", beta.updatedDate);
      await waitingStatements(2);
      await held.release();
      const [won, lost] = [await first, await second];
      expect(won.status, JSON.stringify(won.json)).toBe(200);
      expect(lost.status).toBe(409);
      expect(lost.json.error).toMatchObject({
        message: "The policy has changed since this endorsement was requested: decline it and request a new one.",
        stale: [`companyInfo.${field}`],
      });
      expect((await db.submission.findUniqueOrThrow({ where: { id: policy.submissionId } }))[field]).toBe("Alpha");
      expect((await db.endorsement.findUniqueOrThrow({ where: { id: beta.id } })).status).toBe("EndorsementApproved");
      expect((await db.application.findUniqueOrThrow({ where: { id: sibling.appID } })).totalCostCents).toBe(365_000);
    },
  );

  it("two underwriters binding the same endorsement at once: one wins, the other is refused, the change applies once", async () => {
    const { endorsement, appID } = await createEndorsement({ status: "EndorsementApproved", priced: true });
    const basedOn = endorsement.updatedAt.toISOString();
    const results = await Promise.all([setStatus("underwriter", endorsement.id, "Bound", basedOn), setStatus("underwriter", endorsement.id, "Bound", basedOn)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await db.application.findUniqueOrThrow({ where: { id: appID } })).totalCostCents).toBe(365_000 + 13_000);
    expect(await db.endorsementStatusHistory.count({ where: { endorsementId: endorsement.id, status: "Bound" } })).toBe(1);
  });
});

describe("lists", () => {
  it("one status at a time for the history tabs; agents see only their agency's", async () => {
    const mine = await createEndorsement({ status: "Declined" });
    const theirs = await createEndorsement({ agency: "beacon", status: "Declined" });
    const ids = async (as: DemoUser) => {
      const res = await call(LIST, "/api/endorsements?status=Declined&limit=100", { as });
      expect(res.status).toBe(200);
      return res.json.endorsements.map((e: { id: string; status: string }) => {
        expect(e.status).toBe("Declined");
        return e.id;
      });
    };
    const agentIds = await ids("agent");
    expect(agentIds).toContain(mine.endorsement.id);
    expect(agentIds).not.toContain(theirs.endorsement.id);
    expect(await ids("underwriter")).toEqual(expect.arrayContaining([mine.endorsement.id, theirs.endorsement.id]));
    const bySubmission = await call(LIST, `/api/endorsements?submissionID=${mine.submissionId}`, { as: "agent" });
    expect(bySubmission.json.endorsements.map((e: { id: string }) => e.id)).toEqual([mine.endorsement.id]);
    expect((await call(LIST, "/api/endorsements?status=Nope", { as: "agent" })).status).toBe(400);
    expect((await call(LIST, "/api/endorsements?sort=effective", { as: "agent" })).status).toBe(400);
  });

  it("sorts a tab newest first by default and oldest first with sort=created, page after page, ties the other way round", async () => {
    await createEndorsement({ status: "Archived" });
    await createEndorsement({ status: "Archived" });
    // Two created at the same moment: the tie goes by id.
    const tied = await Promise.all([createEndorsement({ status: "Archived" }), createEndorsement({ status: "Archived" })]);
    const at = new Date();
    await db.endorsement.updateMany({ where: { id: { in: tied.map((t) => t.endorsement.id) } }, data: { createdAt: at } });
    const all = async (sort: string) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await call(LIST, `/api/endorsements?status=Archived&limit=2${sort}${cursor ? `&cursor=${cursor}` : ""}`, { as: "underwriter" });
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        ids.push(...res.json.endorsements.map((e: { id: string }) => e.id));
        cursor = res.json.nextCursor;
      } while (cursor);
      return ids;
    };
    const newest = await all("");
    const expected = await db.endorsement.findMany({ where: { status: "Archived" }, orderBy: [{ createdAt: "desc" }, { id: "asc" }], select: { id: true } });
    expect(newest).toEqual(expected.map((e) => e.id));
    expect(await all("&sort=-created")).toEqual(newest);
    expect(await all("&sort=created")).toEqual(newest.toReversed());
  });

  it("sorts by cost, highest first with sort=-cost, lowest first with sort=cost, page after page: premium, tax and fee together, unpriced as nothing, ties by id", async () => {
    const unpriced = await createEndorsement({ status: "Declined" });
    const { appID } = unpriced;
    const priced = async (totalPremiumCents: number, stateTaxCents: number | null, underwriterFeeCents: number | null) =>
      (
        await db.endorsement.create({
          data: {
            applicationId: appID,
            agencyId: unpriced.endorsement.agencyId,
            status: "Declined",
            effectiveDate: new Date("2026-06-01T00:00:00Z"),
            totalPremiumCents,
            stateTaxCents,
            underwriterFeeCents,
            updatedById: unpriced.endorsement.updatedById,
          },
        })
      ).id;
    const largest = await priced(1_000_000_000, 1_000_000_000, 1_000_000_000);
    const tied = [await priced(125_000, 5_000, 2_500), await priced(132_000, null, 500)].sort();
    const returned = await priced(-40_000, 0, 0);
    const walk = async (sort: string) =>
      (
        await walkPages<{ id: string; pricing: { totalCost: number | null } }>(
          LIST,
          `/api/endorsements?applicationID=${appID}&limit=2&sort=${sort}`,
          "endorsements",
          "agent",
        )
      ).map((e) => ({ id: e.id, totalCost: e.pricing.totalCost }));
    const highestFirst = await walk("-cost");
    expect(highestFirst.map((e) => e.id)).toEqual([largest, ...tied.toReversed(), unpriced.endorsement.id, returned]);
    expect(highestFirst.map((e) => e.totalCost)).toEqual([30_000_000, 1_325, 1_325, null, -400]);
    expect((await walk("cost")).map((e) => e.id)).toEqual(highestFirst.map((e) => e.id).toReversed());

    const byCost = await call(LIST, `/api/endorsements?applicationID=${appID}&limit=2&sort=-cost`, { as: "agent" });
    const byCreation = await call(LIST, `/api/endorsements?applicationID=${appID}&limit=2`, { as: "agent" });
    for (const [sort, cursor] of [
      ["-created", byCost.json.nextCursor],
      ["-cost", byCreation.json.nextCursor],
      // The same kind of place in another order: the same column the other way round, or another time.
      ["cost", byCost.json.nextCursor],
      ["created", byCreation.json.nextCursor],
      ["-bound", byCreation.json.nextCursor],
    ]) {
      await expectCursorRefused(LIST, `/api/endorsements?applicationID=${appID}&sort=${sort}&cursor=${cursor}`, "agent");
    }
  });

  it("sorts a tab by insured, A to Z with sort=insured, Z to A with sort=-insured, page after page; a renamed insured's endorsements move with it", async () => {
    const token = `Endorsed ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const made = [
      await createEndorsement({ status: "Declined" }),
      await createEndorsement({ status: "Declined" }),
      await createEndorsement({ status: "Declined" }),
    ];
    const rename = (i: number, name: string) => db.submission.update({ where: { id: made[i].submissionId }, data: { companyName: `${token} ${name}` } });
    for (const [i, name] of ["Mango", "apple", "cherry"].entries()) await rename(i, name);
    const ids = made.map((m) => m.endorsement.id);
    const walk = async (sort: string) =>
      (
        await walkPages<{ id: string }>(
          LIST,
          `/api/endorsements?status=Declined&search=${encodeURIComponent(token)}&limit=2&sort=${sort}`,
          "endorsements",
          "underwriter",
        )
      ).map((e) => e.id);
    expect(await walk("insured")).toEqual([ids[1], ids[2], ids[0]]);
    expect(await walk("-insured")).toEqual([ids[0], ids[2], ids[1]]);
    await rename(0, "Apricot");
    expect(await walk("insured")).toEqual([ids[1], ids[0], ids[2]]);
    const byName = await call(LIST, `/api/endorsements?status=Declined&search=${encodeURIComponent(token)}&limit=1&sort=insured`, { as: "underwriter" });
    expect((await call(LIST, `/api/endorsements?sort=-cost&cursor=${byName.json.nextCursor}`, { as: "underwriter" })).status).toBe(400);
  });
});

describe("sorting the endorsement history by its other columns", () => {
  it("sorts by product, policy number and who updated it (A to Z first) and by bound date (latest first), page after page; each follows a rename", async () => {
    const made = [
      await createEndorsement({ status: "Declined", product: "general_liability" }),
      await createEndorsement({ status: "Declined", product: "commercial_auto" }),
      await createEndorsement({ status: "Declined", product: "professional_liability" }),
    ];
    const ids = made.map((m) => m.endorsement.id);
    const token = `Columns ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const stamp = token.slice(8).toUpperCase();
    const people = [];
    for (const [i, [firstName, lastName]] of [
      ["Zed", "Zulu"],
      ["amy", "Able"],
      ["Mel", "Mid"],
    ].entries()) {
      const person = await db.user.create({ data: { email: `${stamp}-${i}@example.com`, passwordHash: "x", firstName, lastName, roles: ["Underwriter"] } });
      people.push(person);
      await db.submission.update({ where: { id: made[i].submissionId }, data: { companyName: `${token} insured` } });
      await db.application.update({ where: { id: made[i].appID }, data: { policyNo: `${stamp}-${["c", "a", "B"][i]}` } });
      await db.endorsement.update({
        where: { id: ids[i] },
        data: { updatedById: person.id, boundDate: [new Date("2026-06-03T10:00:00Z"), null, new Date("2026-06-05T10:00:00Z")][i] },
      });
    }
    const walk = async (sort: string, as: DemoUser = "underwriter") =>
      (
        await walkPages<{ id: string }>(LIST, `/api/endorsements?status=Declined&search=${encodeURIComponent(token)}&limit=2&sort=${sort}`, "endorsements", as)
      ).map((e) => e.id);

    // Commercial Auto, General Liability, Professional Liability (E&O).
    expect(await walk("product")).toEqual([ids[1], ids[0], ids[2]]);
    expect(await walk("-product", "agent")).toEqual([ids[2], ids[0], ids[1]]);
    // Without case: -a, -B, -c.
    expect(await walk("policy", "agent")).toEqual([ids[1], ids[2], ids[0]]);
    expect(await walk("-policy")).toEqual([ids[0], ids[2], ids[1]]);
    // amy Able, Mel Mid, Zed Zulu.
    expect(await walk("updatedBy")).toEqual([ids[1], ids[2], ids[0]]);
    // Bound 06-05, 06-03, then the one not bound.
    expect(await walk("-bound", "agent")).toEqual([ids[2], ids[0], ids[1]]);
    expect(await walk("bound")).toEqual([ids[1], ids[0], ids[2]]);

    await db.application.update({ where: { id: made[0].appID }, data: { policyNo: `${stamp}-0` } });
    expect(await walk("policy")).toEqual([ids[0], ids[1], ids[2]]);
    await db.user.update({ where: { id: people[0].id }, data: { firstName: "Aaron" } });
    expect(await walk("updatedBy")).toEqual([ids[0], ids[1], ids[2]]);
    // This worker's database is its own: the product's name is put back before the next test.
    const professional = { identifier: "professional_liability" };
    const { label } = await db.product.findUniqueOrThrow({ where: professional });
    try {
      await db.product.update({ where: professional, data: { label: "Accountants' Liability" } });
      expect(await walk("product")).toEqual([ids[2], ids[1], ids[0]]);
    } finally {
      await db.product.update({ where: professional, data: { label } });
    }
    const trail = await db.auditLog.findMany({ where: { entityId: { in: ids } }, select: { changes: true } });
    expect(trail.filter((row) => /SortKey/.test(JSON.stringify(row.changes)))).toEqual([]);

    const byProduct = await call(LIST, `/api/endorsements?status=Declined&search=${encodeURIComponent(token)}&limit=1&sort=product`, { as: "underwriter" });
    for (const sort of ["-bound", "policy", "-product"])
      await expectCursorRefused(LIST, `/api/endorsements?sort=${sort}&cursor=${byProduct.json.nextCursor}`, "underwriter");
  });
});

describe("the history tabs' counts", () => {
  const tabStatuses = ["ApprovalRequested", "EndorsementApproved", "BindRequested", "Bound", "Declined", "Archived"] as const;

  async function counts(as: DemoUser, query = "") {
    const res = await call(COUNTS, `/api/endorsements/counts${query}`, { as });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json as Record<(typeof tabStatuses)[number], number>;
  }

  async function expected(agencyId?: string) {
    const entries = await Promise.all(
      tabStatuses.map(async (status) => [
        status,
        await db.endorsement.count({ where: { status, ...(agencyId && { application: { submission: { agencyId } } }) } }),
      ]),
    );
    return Object.fromEntries(entries);
  }

  it("count each tab's endorsements as its list holds them: every agency's for an underwriter, the agent's own agency's for an agent", async () => {
    await createEndorsement({ status: "Archived" });
    await createEndorsement({ agency: "beacon", status: "Archived" });
    expect(await counts("underwriter")).toEqual(await expected());
    expect(await counts("agent")).toEqual(await expected(stableId("agency:acme")));
  });

  it("count what the search finds, as the tab's list does", async () => {
    const found = await createEndorsement({ status: "BindRequested", priced: true });
    const { policyNo } = await db.application.findUniqueOrThrow({ where: { id: found.appID }, select: { policyNo: true } });
    expect(await counts("underwriter", `?search=${encodeURIComponent(policyNo!)}`)).toEqual({
      ApprovalRequested: 0,
      EndorsementApproved: 0,
      BindRequested: 1,
      Bound: 0,
      Declined: 0,
      Archived: 0,
    });
  });
});
