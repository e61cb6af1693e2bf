import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as DASHBOARD } from "@/app/api/dashboard/route";
import { GET as EXPORT } from "@/app/api/dashboard/export/route";
import { endorsementStatusLabel } from "@/lib/domain/endorsements";
import type { Dashboard } from "@/lib/schemas/dashboard";
import { stableId } from "@/prisma/seed/stable-id";
import { db } from "@/server/db";
import { call, signInAs, type DemoUser } from "../support/api-client";
import { agencyOf, createApplication } from "../support/factories";

/**
 * A book no other test writes to: an agency of its own, its events dated in
 * early 2024, each day and hour chosen so every figure can be worked out by
 * hand (below, beside each assertion).
 */
const GL = stableId("product:general_liability");
const CE = stableId("product:contractors_equipment");
const SUMMIT = stableId("carrier:Summit Mutual");
const HARBOR = stableId("carrier:Harbor Specialty");
const underwriter = stableId("user:underwriter");

type Step = [status: string, at: string, reason?: string];

let agency: string;
let ledgerAgent: { token: string };
const apps: Record<string, string> = {};
const submissions: Record<string, string> = {};

async function submission(key: string, state: string) {
  const id = randomUUID();
  submissions[key] = id;
  await db.submission.create({
    data: {
      id,
      agencyId: agency,
      agentId: stableId("user:agent"),
      companyName: `Ledger ${key}`,
      addresses: { create: { kind: "physical", streetAddress: "1 Main St", city: "Town", state, zip: "78701" } },
    },
  });
}

/** An application whose status history is these steps, at these instants (UTC). */
async function application(key: string, sub: string, product: string, carrier: string, cents: number, steps: Step[]) {
  const id = randomUUID();
  apps[key] = id;
  const last = steps.at(-1)![0];
  await db.application.create({
    data: {
      id,
      submissionId: submissions[sub],
      productId: product,
      productVersion: 1,
      status: last as "Bound",
      selectedCarrierId: carrier,
      totalCostCents: cents,
    },
  });
  let from = "InProgress";
  for (const [to, at, reason] of steps) {
    await db.applicationStatusHistory.create({
      data: {
        applicationId: id,
        fromStatus: from as "InProgress",
        toStatus: to as "Bound",
        changedById: underwriter,
        reason: reason ?? null,
        createdAt: new Date(at),
      },
    });
    from = to;
  }
}

beforeAll(async () => {
  agency = randomUUID();
  await db.agency.create({ data: { id: agency, name: `Ledger Agency ${agency.slice(0, 6)}` } });
  const agentId = randomUUID();
  await db.user.create({
    data: { id: agentId, email: `${agentId}@ledger.example.com`, passwordHash: "-", firstName: "Lee", lastName: "Ledger", roles: ["Agent"], agencyId: agency },
  });
  ledgerAgent = { token: (await signInAs(agentId)).bearer };

  await submission("S1", "TX");
  await submission("S2", "CA");
  await submission("S3", "CA");
  await submission("S4", "TX");
  await submission("S5", "TX");
  // Quote 10 h after submit, bind 48 h after quote.
  await application("A1", "S1", GL, SUMMIT, 100_000, [
    ["ApprovalRequested", "2024-01-10T00:00:00Z"],
    ["QuoteApproved", "2024-01-10T10:00:00Z"],
    ["Bound", "2024-01-12T10:00:00Z"],
  ]);
  // The submission's second application: no second submission received. Quote 48 h, bind 23 days (552 h).
  await application("A2", "S1", CE, HARBOR, 50_000, [
    ["ApprovalRequested", "2024-01-11T00:00:00Z"],
    ["QuoteApproved", "2024-01-13T00:00:00Z"],
    ["Bound", "2024-02-05T00:00:00Z"],
  ]);
  // Quote after 84 h, counted in the 72 h bucket (to the day above three days); not taken up.
  await application("A3", "S2", GL, SUMMIT, 70_000, [
    ["ApprovalRequested", "2024-02-01T00:00:00Z"],
    ["QuoteApproved", "2024-02-04T12:00:00Z"],
    ["NTU", "2024-02-20T00:00:00Z"],
  ]);
  await application("A4", "S3", GL, SUMMIT, 0, [
    ["ApprovalRequested", "2024-03-01T00:00:00Z"],
    ["UnderwritingDeclined", "2024-03-02T00:00:00Z", "Outside appetite"],
  ]);
  // Quote 24 h, still open.
  await application("A5", "S4", GL, SUMMIT, 80_000, [
    ["ApprovalRequested", "2024-03-05T00:00:00Z"],
    ["QuoteApproved", "2024-03-06T00:00:00Z"],
  ]);
  // Submitted before the range, quoted in it after 49 h.
  await application("A6", "S5", GL, SUMMIT, 90_000, [
    ["ApprovalRequested", "2023-12-31T00:00:00Z"],
    ["QuoteApproved", "2024-01-02T01:00:00Z"],
  ]);
  const agencyId = await agencyOf(apps.A1);
  await db.cancellation.create({
    data: {
      applicationId: apps.A1,
      agencyId,
      requestedById: stableId("user:agent"),
      reason: "Insured sold the business",
      createdAt: new Date("2024-02-15T00:00:00Z"),
    },
  });
  await db.endorsement.create({
    data: {
      applicationId: apps.A1,
      agencyId,
      effectiveDate: new Date("2024-03-10"),
      updatedById: stableId("user:agent"),
      createdAt: new Date("2024-03-10T00:00:00Z"),
    },
  });
});

const QUARTER = "from=2024-01-01&to=2024-03-31";

async function dashboard(query: string, as: DemoUser | { token: string } = "underwriter"): Promise<Dashboard> {
  const res = await call(DASHBOARD, `/api/dashboard?${query}`, { as });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as Dashboard;
}

const ledger = (query = QUARTER) => dashboard(`${query}&agencyID=${agency}`);

describe("the dashboard's figures", () => {
  it("counts the funnel of the range: received, submitted, quoted, bound, declined, not taken up, and the ratios", async () => {
    const d = await ledger();
    expect(d.range).toEqual({ from: "2024-01-01", to: "2024-03-31" });
    // Received: S1 (A1), S2, S3, S4; S5 was submitted in 2023. Submitted: A1–A5. Quoted: A1, A2, A3, A5, A6. Bound: A1, A2.
    expect(d.funnel).toEqual({
      submissionsReceived: 4,
      applicationsSubmitted: 5,
      quoted: 5,
      bound: 2,
      declined: 1,
      notTakenUp: 1,
      quoteToBindRatio: 0.4,
      submitToQuoteRatio: 1,
    });
  });

  it("gives the median and 90th percentile of the time to quote and to bind, nearest rank, in hours", async () => {
    const d = await ledger();
    // To quote: 10, 24, 48, 49, 72 → median the 3rd (48), 90th percentile the 5th (72).
    expect(d.timeToQuote).toEqual({ count: 5, medianHours: 48, p90Hours: 72 });
    // To bind: 48, 552 → median the 1st, 90th percentile the 2nd.
    expect(d.timeToBind).toEqual({ count: 2, medianHours: 48, p90Hours: 552 });
    expect(d.timeToQuoteByMonth).toEqual([
      // January: 10, 48, 49.
      { month: "2024-01", label: "Jan 2024", count: 3, medianHours: 48, p90Hours: 49 },
      { month: "2024-02", label: "Feb 2024", count: 1, medianHours: 72, p90Hours: 72 },
      { month: "2024-03", label: "Mar 2024", count: 1, medianHours: 24, p90Hours: 24 },
    ]);
  });

  it("sums the premium bound by month, product, state, carrier and agency", async () => {
    const d = await ledger();
    const [gl, ce] = await Promise.all([GL, CE].map((id) => db.product.findUniqueOrThrow({ where: { id } })));
    expect(d.premiumBound.totalCents).toBe(150_000);
    expect(d.premiumBound.policies).toBe(2);
    expect(d.premiumBound.byMonth).toEqual([
      { key: "2024-01", label: "Jan 2024", premiumCents: 100_000, policies: 1 },
      { key: "2024-02", label: "Feb 2024", premiumCents: 50_000, policies: 1 },
      { key: "2024-03", label: "Mar 2024", premiumCents: 0, policies: 0 },
    ]);
    expect(d.premiumBound.byProduct).toEqual([
      { key: GL, label: gl.label, premiumCents: 100_000, policies: 1 },
      { key: CE, label: ce.label, premiumCents: 50_000, policies: 1 },
    ]);
    expect(d.premiumBound.byState).toEqual([{ key: "TX", label: "TX", premiumCents: 150_000, policies: 2 }]);
    expect(d.premiumBound.byCarrier).toEqual([
      { key: SUMMIT, label: "Summit Mutual", premiumCents: 100_000, policies: 1 },
      { key: HARBOR, label: "Harbor Specialty", premiumCents: 50_000, policies: 1 },
    ]);
    expect(d.premiumBound.byAgency).toEqual([{ key: agency, label: expect.stringMatching(/^Ledger Agency/), premiumCents: 150_000, policies: 2 }]);
  });

  it("counts declines and cancellations by reason and endorsements by status", async () => {
    const d = await ledger();
    expect(d.declinesByReason).toEqual([{ key: "Outside appetite", label: "Outside appetite", count: 1 }]);
    expect(d.cancellationsByReason).toEqual([{ key: "Insured sold the business", label: "Insured sold the business", count: 1 }]);
    expect(d.endorsementsByStatus).toEqual([{ key: "ApprovalRequested", label: endorsementStatusLabel("ApprovalRequested"), count: 1 }]);
  });

  it("reads a range of part months from the daily counts and whole months from the monthly ones alike", async () => {
    // 11 Jan – 4 Feb: submitted A2, A3; quoted A2 (13 Jan), A3 (4 Feb); bound A1 (12 Jan) only.
    const d = await ledger("from=2024-01-11&to=2024-02-04");
    expect(d.funnel).toMatchObject({ submissionsReceived: 1, applicationsSubmitted: 2, quoted: 2, bound: 1 });
    expect(d.premiumBound.totalCents).toBe(100_000);
    expect(d.timeToQuote).toEqual({ count: 2, medianHours: 48, p90Hours: 72 });
    expect(d.premiumBound.byMonth.map((m) => m.key)).toEqual(["2024-01", "2024-02"]);
  });

  it("narrows every figure to a state, a product or a carrier", async () => {
    const ca = await ledger(`${QUARTER}&state=CA`);
    // S2 (A3: quoted, not taken up) and S3 (A4: declined).
    expect(ca.funnel).toMatchObject({ submissionsReceived: 2, applicationsSubmitted: 2, quoted: 1, bound: 0, declined: 1, notTakenUp: 1 });
    expect(ca.timeToQuote).toEqual({ count: 1, medianHours: 72, p90Hours: 72 });
    expect(ca.premiumBound.byState).toEqual([]);
    const ce = await ledger(`${QUARTER}&productID=${CE}`);
    // A2 alone; its submission was received with A1, a general liability application.
    expect(ce.funnel).toMatchObject({ submissionsReceived: 0, applicationsSubmitted: 1, quoted: 1, bound: 1 });
    expect(ce.premiumBound.byProduct).toEqual([expect.objectContaining({ key: CE, premiumCents: 50_000 })]);
    const harbor = await ledger(`${QUARTER}&carrierID=${HARBOR}`);
    expect(harbor.premiumBound.totalCents).toBe(50_000);
    expect(harbor.premiumBound.byCarrier).toEqual([expect.objectContaining({ key: HARBOR, label: "Harbor Specialty" })]);
  });

  it("follows a change of total cost, carrier, state, endorsement status or cancellation reason into the figures, and agrees with a recount from the histories", async () => {
    await db.application.update({ where: { id: apps.A2 }, data: { totalCostCents: 60_000 } });
    await db.application.update({ where: { id: apps.A3 }, data: { selectedCarrierId: HARBOR } });
    await db.submissionAddress.updateMany({ where: { submissionId: submissions.S3, kind: "physical" }, data: { state: "NV" } });
    await db.endorsement.updateMany({ where: { applicationId: apps.A1 }, data: { status: "EndorsementApproved" } });
    await db.cancellation.updateMany({ where: { applicationId: apps.A1 }, data: { reason: "Moved out of state" } });
    const before = await ledger();
    expect(before.endorsementsByStatus).toEqual([{ key: "EndorsementApproved", label: endorsementStatusLabel("EndorsementApproved"), count: 1 }]);
    expect(before.cancellationsByReason).toEqual([{ key: "Moved out of state", label: "Moved out of state", count: 1 }]);
    expect(before.premiumBound.totalCents).toBe(160_000);
    expect((await ledger(`${QUARTER}&state=CA`)).funnel).toMatchObject({ submissionsReceived: 1, declined: 0 });
    expect((await ledger(`${QUARTER}&carrierID=${HARBOR}`)).funnel).toMatchObject({ applicationsSubmitted: 2, quoted: 2, notTakenUp: 1 });
    await db.$executeRaw`SELECT "dashboard_rebuild"()`;
    expect(await ledger()).toEqual(before);
    await db.application.update({ where: { id: apps.A2 }, data: { totalCostCents: 50_000 } });
    await db.application.update({ where: { id: apps.A3 }, data: { selectedCarrierId: SUMMIT } });
    await db.submissionAddress.updateMany({ where: { submissionId: submissions.S3, kind: "physical" }, data: { state: "CA" } });
    await db.endorsement.updateMany({ where: { applicationId: apps.A1 }, data: { status: "ApprovalRequested" } });
    await db.cancellation.updateMany({ where: { applicationId: apps.A1 }, data: { reason: "Insured sold the business" } });
  });

  it("takes a deleted submission's events out of the figures", async () => {
    await submission("S6", "TX");
    await application("A7", "S6", GL, SUMMIT, 5_000, [
      ["ApprovalRequested", "2024-03-20T00:00:00Z"],
      ["QuoteApproved", "2024-03-20T05:00:00Z"],
      ["Bound", "2024-03-21T05:00:00Z"],
    ]);
    expect((await ledger()).premiumBound.totalCents).toBe(155_000);
    await db.submission.delete({ where: { id: submissions.S6 } });
    const after = await ledger();
    expect(after.premiumBound.totalCents).toBe(150_000);
    expect(after.funnel).toMatchObject({ submissionsReceived: 4, applicationsSubmitted: 5, quoted: 5, bound: 2 });
  });

  it("counts a submit as its status history is written, on the day it is written", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const scope = `from=${today}&to=${today}&agencyID=${stableId("agency:beacon")}`;
    const start = await dashboard(scope);
    const app = await createApplication({ agency: "beacon", status: "InProgress", priced: true });
    await db.applicationStatusHistory.create({ data: { applicationId: app.appID, fromStatus: "InProgress", toStatus: "ApprovalRequested" } });
    const after = await dashboard(scope);
    expect(after.funnel.applicationsSubmitted).toBe(start.funnel.applicationsSubmitted + 1);
    expect(after.funnel.submissionsReceived).toBe(start.funnel.submissionsReceived + 1);
  });

  it("counts writers side by side, each counting the same day's rows, without losing one or waiting on each other for ever", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const scope = `from=${today}&to=${today}`;
    const start = await dashboard(scope);
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createApplication({ agency: i % 2 ? "acme" : "beacon", status: "QuoteApproved", priced: true })),
    );
    await Promise.all(
      made.map((app) =>
        db.$transaction(async (tx) => {
          await tx.applicationStatusHistory.create({ data: { applicationId: app.appID, fromStatus: "InProgress", toStatus: "ApprovalRequested" } });
          await tx.applicationStatusHistory.create({ data: { applicationId: app.appID, fromStatus: "ApprovalRequested", toStatus: "QuoteApproved" } });
          await tx.applicationStatusHistory.create({ data: { applicationId: app.appID, fromStatus: "QuoteApproved", toStatus: "Bound" } });
        }),
      ),
    );
    const after = await dashboard(scope);
    expect(after.funnel.applicationsSubmitted - start.funnel.applicationsSubmitted).toBe(8);
    expect(after.funnel.bound - start.funnel.bound).toBe(8);
    expect(after.premiumBound.totalCents - start.premiumBound.totalCents).toBe(8 * 250_000);
  });
});

describe("the counts kept ahead", () => {
  it("count two applications of one submission written side by side once each, the submission received once", async () => {
    await submission("S7", "OK");
    const ids = await Promise.all(
      ["A8", "A9"].map(async (key) => {
        const id = randomUUID();
        apps[key] = id;
        await db.application.create({
          data: { id, submissionId: submissions.S7, productId: GL, productVersion: 1, status: "Bound", selectedCarrierId: SUMMIT, totalCostCents: 1_000 },
        });
        return id;
      }),
    );
    const submit = (tx: Pick<typeof db, "applicationStatusHistory">, applicationId: string) =>
      tx.applicationStatusHistory.create({
        data: { applicationId, fromStatus: "InProgress", toStatus: "ApprovalRequested", createdAt: new Date("2024-04-02T00:00:00Z") },
      });
    // The first submit stays open until the second is seen waiting on it: each was written before the other committed.
    let wrote!: () => void;
    let release!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const first = db.$transaction(async (tx) => {
      await submit(tx, ids[0]);
      wrote();
      await released;
    });
    await written;
    const second = db.$transaction((tx) => submit(tx, ids[1]));
    for (;;) {
      const [{ waiting }] = await db.$queryRaw<{ waiting: number }[]>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      if (waiting > 0) break;
    }
    release();
    await Promise.all([first, second]);
    expect((await ledger("from=2024-04-01&to=2024-04-30")).funnel).toMatchObject({ submissionsReceived: 1, applicationsSubmitted: 2 });
    await db.$transaction(async (tx) => {
      for (const applicationId of ids)
        for (const [fromStatus, toStatus] of [
          ["ApprovalRequested", "QuoteApproved"],
          ["QuoteApproved", "Bound"],
        ] as const)
          await tx.applicationStatusHistory.create({ data: { applicationId, fromStatus, toStatus, createdAt: new Date("2024-04-02T00:00:00Z") } });
    });
    const april = await ledger("from=2024-04-01&to=2024-04-30");
    expect(april.funnel).toMatchObject({ submissionsReceived: 1, applicationsSubmitted: 2, quoted: 2, bound: 2 });
    expect(april.premiumBound.totalCents).toBe(2_000);
    await db.submission.delete({ where: { id: submissions.S7 } });
    expect((await ledger("from=2024-04-01&to=2024-04-30")).funnel).toMatchObject({ submissionsReceived: 0, applicationsSubmitted: 0, bound: 0 });
  });

  it("read a pair of filters from the events alike: an agency's general liability in Texas", async () => {
    // TX: S1, S4, S5; general liability: A1 (S1, received with it), A5 (S4), A6 (S5, submitted in 2023).
    const d = await ledger(`${QUARTER}&state=TX&productID=${GL}`);
    expect(d.funnel).toMatchObject({ submissionsReceived: 2, applicationsSubmitted: 2, quoted: 3, bound: 1, declined: 0 });
    // To quote: A1 10 h, A5 24 h, A6 49 h.
    expect(d.timeToQuote).toEqual({ count: 3, medianHours: 24, p90Hours: 49 });
    expect(d.premiumBound.byCarrier).toEqual([expect.objectContaining({ key: SUMMIT, premiumCents: 100_000, policies: 1 })]);
  });

  it("equal the events they count, at each grain and for each combination", async () => {
    const [{ differences }] = await db.$queryRaw<{ differences: bigint }[]>`
      WITH counted AS (
        SELECT e."measure", GROUPING(e."agencyId", e."productId", e."carrierId", e."state") AS cuboid, g.grain,
               coalesce(e."agencyId", '') AS agency, coalesce(e."productId", '') AS product, coalesce(e."carrierId", '') AS carrier,
               coalesce(e."state", '') AS state, g.period, e."detail", count(*)::int8 AS n, sum(e."cents")::int8 AS cents
        FROM "DashboardEvent" e CROSS JOIN LATERAL (VALUES ('d', e."day"), ('m', date_trunc('month', e."day")::date)) AS g(grain, period)
        GROUP BY e."measure", g.grain, g.period, e."detail",
                 GROUPING SETS ((), (e."agencyId"), (e."productId"), (e."carrierId"), (e."state"), (e."productId", e."carrierId"))
      ), kept AS (
        SELECT "measure", "cuboid", "grain", "agencyId", "productId", "carrierId", "state", "period", "detail", "n", "cents"
        FROM "DashboardTally" WHERE "n" <> 0 OR "cents" <> 0
      )
      SELECT count(*) AS differences FROM ((SELECT * FROM counted EXCEPT ALL SELECT * FROM kept) UNION ALL (SELECT * FROM kept EXCEPT ALL SELECT * FROM counted)) x`;
    expect(Number(differences)).toBe(0);
  });
});

describe("who sees which figures", () => {
  it("gives an agent their own agency's figures, the same as an underwriter's for that agency, and no agency table", async () => {
    const own = await dashboard(QUARTER, ledgerAgent);
    const uw = await ledger();
    expect(own.filters.agencyID).toBe(agency);
    expect(own.premiumBound.byAgency).toBeNull();
    expect({ ...own, premiumBound: { ...own.premiumBound, byAgency: uw.premiumBound.byAgency } }).toEqual(uw);
  });

  it.each<[DemoUser, string]>([
    ["agent", "acme"],
    ["agent2", "beacon"],
  ])("scopes %s to %s, queue included, and answers 404 for another agency", async (user, key) => {
    const mine = await dashboard("", user);
    expect(mine.filters.agencyID).toBe(stableId(`agency:${key}`));
    const uw = await dashboard(`agencyID=${stableId(`agency:${key}`)}`);
    expect(mine.funnel).toEqual(uw.funnel);
    expect(mine.premiumBound.totalCents).toBe(uw.premiumBound.totalCents);
    expect(mine.queueAging).toEqual(uw.queueAging);
    const res = await call(DASHBOARD, `/api/dashboard?agencyID=${agency}`, { as: user });
    expect(res.status).toBe(404);
    const csv = await call(EXPORT, `/api/dashboard/export?table=funnel&agencyID=${agency}`, { as: user });
    expect(csv.status).toBe(404);
  });

  it("gives an underwriter every agency: the whole book is at least each agency's", async () => {
    const all = await dashboard("");
    expect(all.filters.agencyID).toBeNull();
    const parts = await Promise.all(["acme", "beacon"].map((key) => dashboard(`agencyID=${stableId(`agency:${key}`)}`)));
    expect(all.premiumBound.totalCents).toBeGreaterThanOrEqual(parts.reduce((sum, d) => sum + d.premiumBound.totalCents, 0));
    expect(all.premiumBound.byAgency).not.toBeNull();
  });

  it("counts an agency's waiting applications in the queue aging, and lists the oldest with their insured", async () => {
    const app = await createApplication({ agency: "acme", status: "ApprovalRequested" });
    await db.application.update({ where: { id: app.appID }, data: { statusChangedAt: new Date(Date.now() - 4 * 86_400_000) } });
    const d = await dashboard("", "agent");
    expect(d.queueAging.buckets.map((b) => b.key)).toEqual(["underOneDay", "oneToThreeDays", "threeToSevenDays", "overSevenDays"]);
    expect(d.queueAging.buckets.find((b) => b.key === "threeToSevenDays")!.count).toBeGreaterThanOrEqual(1);
    const listed = d.queueAging.oldest.find((row) => row.appID === app.appID);
    if (listed) expect(listed).toMatchObject({ statusDisplayValue: "Approval Requested", insuredName: expect.stringMatching(/^Test Insured/) });
    expect(d.queueAging.oldest.length).toBeLessThanOrEqual(10);
  });
});

describe("bad questions", () => {
  it.each([
    ["from=2024-02-30", "from", "from must be a date, YYYY-MM-DD."],
    ["to=yesterday", "to", "to must be a date, YYYY-MM-DD."],
    ["from=2024-03-01&to=2024-02-01", "from", "from must be on or before to."],
    ["from=2021-01-01&to=2024-01-01", "to", "The range may span at most 3 years."],
  ])("answers 422 naming the field for %s", async (query, field, message) => {
    const res = await call(DASHBOARD, `/api/dashboard?${query}`, { as: "underwriter" });
    expect(res.status).toBe(422);
    expect(res.json.error.fields).toEqual({ [field]: [message] });
  });

  it("takes three years less a day, and a 29 February start", async () => {
    expect((await call(DASHBOARD, "/api/dashboard?from=2021-01-01&to=2023-12-31", { as: "underwriter" })).status).toBe(200);
    expect((await call(DASHBOARD, "/api/dashboard?from=2024-02-29&to=2027-02-27", { as: "underwriter" })).status).toBe(200);
    expect((await call(DASHBOARD, "/api/dashboard?from=2024-02-29&to=2027-02-28", { as: "underwriter" })).status).toBe(422);
  });

  it("answers a range at the calendar's end promptly: 422 past 9998-12-31, the figures before it", async () => {
    const started = Date.now();
    for (const route of [DASHBOARD, EXPORT]) {
      const res = await call(route, `/api/dashboard${route === EXPORT ? "/export?table=premiumByMonth&" : "?"}from=9996-12-31&to=9999-12-30`, {
        as: "underwriter",
      });
      expect(res.status).toBe(422);
      expect(res.json.error.fields).toEqual({ to: ["to must be on or before 9998-12-31."] });
    }
    const near = await call(DASHBOARD, "/api/dashboard?from=9997-06-01&to=9997-06-02", { as: "underwriter" });
    expect(near.status).toBe(200);
    expect((near.json as Dashboard).premiumBound.byMonth.map((row) => row.key)).toEqual(["9997-06"]);
    const last = await call(DASHBOARD, "/api/dashboard?from=9998-11-15&to=9998-12-31", { as: "underwriter" });
    expect((last.json as Dashboard).timeToQuoteByMonth.map((row) => row.month)).toEqual(["9998-11", "9998-12"]);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("answers 400 for a filter that is no id or state code, and for an unknown table", async () => {
    for (const query of ["productID=general", "state=Texas", "state=XX", "state=DC", "carrierID=1", "agencyID=x"]) {
      expect((await call(DASHBOARD, `/api/dashboard?${query}`, { as: "underwriter" })).status).toBe(400);
    }
    expect((await call(EXPORT, "/api/dashboard/export?table=everything", { as: "underwriter" })).status).toBe(400);
  });

  it("refuses a signed-out caller", async () => {
    expect((await call(DASHBOARD, "/api/dashboard")).status).toBe(401);
  });
});

describe("CSV export", () => {
  const exported = async (table: string, query = `${QUARTER}&agencyID=${agency}`, as: DemoUser | { token: string } = "underwriter") => {
    const res = await call(EXPORT, `/api/dashboard/export?table=${table}&${query}`, { as });
    expect(res.status).toBe(200);
    return { res, text: res.bytes.toString("utf8") };
  };

  it("downloads a table as RFC 4180 CSV named for it and its range", async () => {
    const { res, text } = await exported("premiumByCarrier");
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain('filename="dashboard-premiumByCarrier-2024-01-01-to-2024-03-31.csv"');
    expect(text).toBe("Carrier,Policies bound,Premium bound (USD)\r\nSummit Mutual,1,1000.00\r\nHarbor Specialty,1,500.00\r\n");
    expect(parse((await exported("funnel")).text)).toContainEqual(["Quote-to-bind ratio", "40.0%"]);
  });

  it("quotes commas and quotes, and neutralises a cell a spreadsheet would run as a formula", async () => {
    await submission("S7", "TX");
    const reasons = ['=HYPERLINK("http://evil.example","Click")', "+1+1", "-2+3", "@SUM(A1)", 'Said "no", twice'];
    for (const [i, reason] of reasons.entries()) {
      await application(`D${i}`, "S7", GL, SUMMIT, 0, [
        ["ApprovalRequested", "2023-06-01T00:00:00Z"],
        ["UnderwritingDeclined", `2023-06-0${i + 2}T00:00:00Z`, reason],
      ]);
    }
    const { text } = await exported("declinesByReason", `from=2023-06-01&to=2023-06-30&agencyID=${agency}`);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain("'+1+1,1\r\n");
    expect(text).toContain("'-2+3,1\r\n");
    expect(text).toContain("'@SUM(A1),1\r\n");
    expect(text).toContain('"Said ""no"", twice",1\r\n');
    const cells = parse(text) as string[][];
    expect(cells.slice(1).every(([label]) => !/^[=+\-@]/.test(label))).toBe(true);
  });

  it("keeps the by-agency table from an agent, and scopes an agent's tables to their agency", async () => {
    expect((await call(EXPORT, "/api/dashboard/export?table=premiumByAgency", { as: "agent" })).status).toBe(404);
    const { text } = await exported("premiumByCarrier", QUARTER, ledgerAgent);
    expect(text).toBe("Carrier,Policies bound,Premium bound (USD)\r\nSummit Mutual,1,1000.00\r\nHarbor Specialty,1,500.00\r\n");
  });
});
