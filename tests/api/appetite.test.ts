import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as APPETITE } from "@/app/api/appetite/route";
import { GET, PATCH } from "@/app/api/applications/[appID]/route";
import { GET as SUBMISSION } from "@/app/api/submission/[submissionID]/route";
import { GET as QUEUE } from "@/app/api/work-queue/route";
import type { ApiAppetite } from "@/lib/schemas/appetite";
import type { ApiApplication } from "@/lib/schemas/application-answer";
import type { WorkQueueItem } from "@/lib/schemas/work-queue";
import { stableId } from "@/prisma/seed/stable-id";
import { db } from "@/server/db";
import { call, demoUserIds, type DemoUser } from "../support/api-client";
import { applicationState, createApplication, updatedDate } from "../support/factories";

const GL = stableId("product:general_liability");
const ES = stableId("product:excess_surplus_gl");
const carrier = (name: string) => stableId(`carrier:${name}`);

const ask = (query: string, as: DemoUser | null = "agent") => call(APPETITE, `/api/appetite?${query}`, as ? { as } : {});
const read = async (appID: string, as: DemoUser = "underwriter") => {
  const res = await call(GET, `/api/applications/${appID}`, { as, params: { appID } });
  expect(res.status).toBe(200);
  return res.json as ApiApplication;
};
const patch = async (appID: string, as: DemoUser, body: Record<string, unknown>) =>
  call(PATCH, `/api/applications/${appID}`, { as, method: "PATCH", params: { appID }, body: { updatedDate: await updatedDate(appID), ...body } });

const ROOFING_FL = [
  "Summit Mutual does not write roofing (NAICS 238160) in any state.",
  "Keystone Indemnity does not write roofing (NAICS 238160) in any state.",
  "Pioneer Casualty does not write roofing (NAICS 238160) in Florida.",
];
const ROOFING_TX = "Pioneer Casualty refers roofing (NAICS 238160) in Texas to its underwriters (hail).";

/** General Liability for a roofer: out in Florida, a referral in Texas (prisma/fixtures/appetite.ts). */
const roofer = (state: "FL" | "TX", status: "InProgress" | "ApprovalRequested" = "InProgress") =>
  createApplication({ state, businessTypes: ["Roofing Contractors"], status, answers: "complete" });

describe("GET /api/appetite", () => {
  it("answers in: every carrier writes carpentry in Texas", async () => {
    const res = await ask(`productID=${GL}&state=tx&classCodes=238350`);
    expect(res.status).toBe(200);
    const answer = res.json as ApiAppetite;
    expect(answer).toMatchObject({ productID: GL, state: "TX", classCodes: ["238350"], decision: "in", reasons: [] });
    expect(answer.carriers).toEqual([
      { carrierID: carrier("Keystone Indemnity"), name: "Keystone Indemnity", decision: "in", reasons: [] },
      { carrierID: carrier("Pioneer Casualty"), name: "Pioneer Casualty", decision: "in", reasons: [] },
      { carrierID: carrier("Summit Mutual"), name: "Summit Mutual", decision: "in", reasons: [] },
    ]);
    expect(answer.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("answers a referral when the best carrier refers: roofing in Texas", async () => {
    const answer = (await ask(`productID=${GL}&state=TX&classCodes=238160`)).json as ApiAppetite;
    expect(answer.decision).toBe("refer");
    expect(answer.reasons).toEqual([ROOFING_TX]);
    expect(answer.carriers.map((c) => [c.name, c.decision])).toEqual([
      ["Keystone Indemnity", "out"],
      ["Pioneer Casualty", "refer"],
      ["Summit Mutual", "out"],
    ]);
  });

  it("answers out with every carrier's reason when all decline: roofing in Florida, asked by NAICS and ISO CGL code", async () => {
    const answer = (await ask(`productID=${GL}&state=FL&classCodes=238160,98678`, "underwriter")).json as ApiAppetite;
    expect(answer.decision).toBe("out");
    expect([...answer.reasons].sort()).toEqual([...ROOFING_FL].sort());
    expect(answer.carriers.every((c) => c.decision === "out" && c.reasons.length === 1)).toBe(true);
  });

  it("reads an ISO CGL rule, and a rule's window on the day asked", async () => {
    const gc = (await ask(`productID=${GL}&state=TX&classCodes=91583`)).json as ApiAppetite;
    expect(gc.decision).toBe("in");
    expect(gc.carriers.find((c) => c.name === "Keystone Indemnity")).toMatchObject({
      decision: "refer",
      reasons: ["Keystone Indemnity refers residential general contractors (ISO CGL 91583) to its underwriters."],
    });
    const harbor = async (date: string) =>
      ((await ask(`productID=${ES}&state=LA&classCodes=238990&date=${date}`)).json as ApiAppetite).carriers.find((c) => c.name === "Harbor Specialty")!;
    expect((await harbor("2026-07-01")).decision).toBe("out");
    expect((await harbor("2026-12-01")).decision).toBe("in");
  });

  it.each([
    ["an unknown product", `productID=${randomUUID()}&state=TX&classCodes=238160`, ["productID"]],
    ["a product id that is no id", `productID=general_liability&state=TX`, ["productID"]],
    ["an unknown state", `productID=${GL}&state=ZZ&classCodes=238160`, ["state"]],
    ["a state by name", `productID=${GL}&state=Texas&classCodes=238160`, ["state"]],
    ["no US state (DC)", `productID=${GL}&state=DC`, ["state"]],
    ["a class code no business type has", `productID=${GL}&state=TX&classCodes=238160,999999`, ["classCodes"]],
    ["all three", `productID=${randomUUID()}&state=ZZ&classCodes=12`, ["classCodes", "productID", "state"]],
  ])("refuses %s: 422 naming the field", async (_name, query, fields) => {
    const res = await ask(query);
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.error.fields).sort()).toEqual(fields);
  });

  it("refuses a question without a state or with a malformed day: 400", async () => {
    expect((await ask(`productID=${GL}&classCodes=238160`)).status).toBe(400);
    expect((await ask(`productID=${GL}&state=TX&date=27/11/2026`)).status).toBe(400);
  });

  it("answers nobody signed out: 401", async () => {
    expect((await ask(`productID=${GL}&state=TX&classCodes=238160`, null)).status).toBe(401);
  });
});

describe("an application's appetite", () => {
  it("is answered with the application and on the submission's coverages", async () => {
    const app = await roofer("FL");
    const answer = await read(app.appID, "agent");
    expect(answer.appetite).toMatchObject({ decision: "out", decisionAtSubmit: null, override: null });
    expect([...answer.appetite.reasons].sort()).toEqual([...ROOFING_FL].sort());
    const sub = await call(SUBMISSION, `/api/submission/${app.submissionId}`, { as: "agent", params: { submissionID: app.submissionId } });
    expect(sub.json.coverages[0].appetite).toEqual({ decision: "out", reasons: answer.appetite.reasons, overridden: false });
  });

  it("refuses the agent's submit of an out-of-appetite coverage (422, nothing written) until an underwriter overrides it", async () => {
    const app = await roofer("FL");
    const { reasons } = (await read(app.appID)).appetite;
    const before = await applicationState(app.appID);
    const refused = await patch(app.appID, "agent", { status: "ApprovalRequested" });
    expect(refused.status).toBe(422);
    expect(refused.json.error.message).toBe(`No carrier writes this risk: ${reasons[0]}`);
    expect(await applicationState(app.appID)).toEqual(before);

    const byAgent = await patch(app.appID, "agent", { appetiteOverride: true });
    expect(byAgent.status).toBe(403);
    expect(byAgent.json.error.message).toBe("Only an underwriter may override the appetite.");

    expect((await patch(app.appID, "underwriter", { appetiteOverride: true })).status).toBe(200);
    const overridden = await read(app.appID, "agent");
    expect(overridden.appetite).toMatchObject({ decision: "out", override: { byUserID: demoUserIds.underwriter, at: expect.any(String) } });

    const submitted = await patch(app.appID, "agent", { status: "ApprovalRequested" });
    expect(submitted.status).toBe(200);
    const { row } = await applicationState(app.appID);
    expect(row).toMatchObject({ status: "ApprovalRequested", appetiteDecision: "out", appetiteOverriddenById: demoUserIds.underwriter });
    expect((await read(app.appID)).appetite.decisionAtSubmit).toBe("out");
  });

  it("lets an underwriter take an override back, which blocks the submit again", async () => {
    const app = await roofer("FL");
    expect((await patch(app.appID, "underwriter", { appetiteOverride: true })).status).toBe(200);
    expect((await patch(app.appID, "underwriter", { appetiteOverride: false })).status).toBe(200);
    expect((await read(app.appID)).appetite.override).toBeNull();
    expect((await patch(app.appID, "agent", { status: "ApprovalRequested" })).status).toBe(422);
  });

  it("keeps the decision at submit of a referral and of a coverage in appetite", async () => {
    const referral = await roofer("TX");
    expect((await patch(referral.appID, "agent", { status: "ApprovalRequested" })).status).toBe(200);
    expect((await applicationState(referral.appID)).row.appetiteDecision).toBe("refer");
    const carpentry = await createApplication({ state: "FL", businessTypes: ["Carpentry"], answers: "complete" });
    expect((await patch(carpentry.appID, "agent", { status: "ApprovalRequested" })).status).toBe(200);
    expect((await applicationState(carpentry.appID)).row.appetiteDecision).toBe("in");
  });
});

describe("Carrier & Pricing and the appetite", () => {
  const price = (appID: string, name: string, extra: Record<string, unknown> = {}) =>
    patch(appID, "underwriter", { answerType: "pricing", selectedCarrierID: carrier(name), ...extra });

  it("offers the carriers that write or refer the risk, referrals marked with their reason", async () => {
    const app = await roofer("TX", "ApprovalRequested");
    const options = (await read(app.appID)).carriers.options;
    expect(options.map((o) => [o.name, o.appetite, o.appetiteReasons])).toEqual([["Pioneer Casualty", "refer", [ROOFING_TX]]]);
    const carpentry = await createApplication({ status: "ApprovalRequested", answers: "complete", businessTypes: ["Carpentry"] });
    expect((await read(carpentry.appID)).carriers.options.map((o) => o.appetite)).toEqual(["in", "in", "in"]);
  });

  it("refuses a carrier that declines the risk (422 on selectedCarrierID), takes one that refers it", async () => {
    const app = await roofer("TX", "ApprovalRequested");
    const refused = await price(app.appID, "Summit Mutual");
    expect(refused.status).toBe(422);
    expect(refused.json.error.fields.selectedCarrierID).toEqual([
      "Summit Mutual does not write this risk: Summit Mutual does not write roofing (NAICS 238160) in any state.",
    ]);
    expect((await applicationState(app.appID)).row.selectedCarrierId).toBeNull();
    const taken = await price(app.appID, "Pioneer Casualty");
    expect(taken.status).toBe(200);
    expect(taken.json.selectedCarrierID).toBe(carrier("Pioneer Casualty"));
  });

  it("offers and takes every carrier once the appetite is overridden, marked out", async () => {
    const app = await roofer("FL", "ApprovalRequested");
    expect((await read(app.appID)).carriers.options).toEqual([]);
    expect((await price(app.appID, "Keystone Indemnity")).status).toBe(422);
    expect((await price(app.appID, "Keystone Indemnity", { appetiteOverride: true })).status).toBe(200);
    const options = (await read(app.appID)).carriers.options;
    expect(options).toHaveLength(3);
    expect(options.every((o) => o.appetite === "out" && o.appetiteReasons.length === 1)).toBe(true);
  });
});

describe("the work queue's appetite filter", () => {
  const queue = async (query: string) => {
    const res = await call(QUEUE, `/api/work-queue?${query}`, { as: "underwriter" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return (res.json as { items: WorkQueueItem[] }).items;
  };

  it("keeps the applications submitted with the appetite asked for, by id or by name", async () => {
    const name = `Appetite Filter ${randomUUID().slice(0, 8)}`;
    const referral = await roofer("TX");
    const out = await roofer("FL");
    await patch(out.appID, "underwriter", { appetiteOverride: true });
    for (const app of [referral, out]) {
      expect((await patch(app.appID, "agent", { status: "ApprovalRequested" })).status).toBe(200);
      await db.submission.update({ where: { id: app.submissionId }, data: { companyName: name } });
    }
    const ids = (items: WorkQueueItem[]) => items.map((i) => i.appID);
    expect(ids(await queue(`appetite=refer&search=${referral.appID}`))).toEqual([referral.appID]);
    expect(ids(await queue(`appetite=in&search=${referral.appID}`))).toEqual([]);
    expect(ids(await queue(`appetite=out&search=${encodeURIComponent(name)}`))).toEqual([out.appID]);
    expect(ids(await queue(`appetite=refer&search=${encodeURIComponent(name)}`))).toEqual([referral.appID]);
    expect((await queue(`search=${encodeURIComponent(name)}`)).map((i) => i.appetite).sort()).toEqual(["out", "refer"]);
    // The demo applications waiting on an underwriter were submitted in appetite.
    expect((await queue("appetite=in")).length).toBeGreaterThan(0);
  });

  it("refuses an appetite it does not know: 400", async () => {
    expect((await call(QUEUE, "/api/work-queue?appetite=maybe", { as: "underwriter" })).status).toBe(400);
  });
});
