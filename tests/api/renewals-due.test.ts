import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as RENEW } from "@/app/api/applications/[appID]/renewal/route";
import { GET } from "@/app/api/renewals-due/route";
import { addDays, utcToday } from "@/lib/questionnaire/dates";
import { renewalsDueStatuses } from "@/lib/domain/renewals";
import { renewalsDuePageSchema, type RenewalDue } from "@/lib/schemas/renewals-due";
import { db } from "@/server/db";
import { call, type DemoUser } from "../support/api-client";
import { createApplication, createPolicy } from "../support/factories";
import { expectCursorRefused, inKeyOrder, walkPages } from "../support/list-cursors";

const list = (as: DemoUser, query = "") => call(GET, `/api/renewals-due${query}`, { as });

/** Every row the user's list holds for the window, page by page. */
async function everyRow(as: DemoUser, within?: number): Promise<RenewalDue[]> {
  const rows: RenewalDue[] = [];
  let cursor: string | null = null;
  do {
    const res = await list(as, `?limit=100${within ? `&within=${within}` : ""}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const page = renewalsDuePageSchema.parse(res.json);
    rows.push(...page.renewals);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

/** A policy expiring `days` from today. */
async function expiringIn(days: number, options: Parameters<typeof createPolicy>[0] = {}) {
  const policy = await createPolicy(options);
  const expiration = addDays(utcToday(), days);
  await db.application.update({ where: { id: policy.appID }, data: { expirationDate: new Date(`${expiration}T00:00:00Z`) } });
  return { ...policy, expiration };
}

describe("GET /api/renewals-due", () => {
  it("lists the agency's policies in force expiring within the window, soonest first; an underwriter sees every agency's", async () => {
    const soon = await expiringIn(20);
    const later = await expiringIn(75);
    const other = await expiringIn(40, { agency: "beacon" });
    const tooLate = await expiringIn(91);
    const expired = await expiringIn(-1);
    const cancelled = await expiringIn(30, { status: "PolicyCancelled" });

    const agentRows = await everyRow("agent");
    const ids = agentRows.map((r) => r.appID);
    expect(ids).toEqual(expect.arrayContaining([soon.appID, later.appID]));
    for (const absent of [other, tooLate, expired, cancelled]) expect(ids).not.toContain(absent.appID);
    expect(agentRows.map((r) => r.expirationDate)).toEqual([...agentRows.map((r) => r.expirationDate)].sort());
    expect(new Set(ids).size).toBe(ids.length);
    expect(agentRows.find((r) => r.appID === soon.appID)).toEqual({
      appID: soon.appID,
      submissionID: soon.submissionId,
      insuredName: expect.stringMatching(/^Test Insured/),
      productName: "General Liability",
      isWholesale: false,
      policyNo: `POL-${soon.appID.slice(0, 13)}`,
      agencyName: "Acme Insurance Agency",
      status: "Bound",
      statusDisplayValue: "Bound",
      expirationDate: soon.expiration,
      daysToExpiration: 20,
      totalCost: 3650,
      renewal: null,
      canRenew: true,
    });

    const within30 = (await everyRow("agent", 30)).map((r) => r.appID);
    expect(within30).toContain(soon.appID);
    expect(within30).not.toContain(later.appID);

    const underwriterIds = (await everyRow("underwriter")).map((r) => r.appID);
    expect(underwriterIds).toEqual(expect.arrayContaining([soon.appID, later.appID, other.appID]));
    expect((await everyRow("agent2")).map((r) => r.appID)).not.toContain(soon.appID);
  });

  it("shows a renewal once started, and no longer offers one", async () => {
    const policy = await expiringIn(50);
    const renewed = await call(RENEW, `/api/applications/${policy.appID}/renewal`, { as: "agent", method: "POST", params: { appID: policy.appID } });
    expect(renewed.status).toBe(200);
    const row = (await everyRow("agent")).find((r) => r.appID === policy.appID);
    expect(row).toMatchObject({ canRenew: false, renewal: { appID: renewed.json.appID, status: "InProgress", statusDisplayValue: "In Progress" } });
  });

  it("pages without repeating or skipping a row", async () => {
    await expiringIn(5);
    await expiringIn(5);
    const whole = (await everyRow("underwriter")).map((r) => r.appID);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page = renewalsDuePageSchema.parse((await list("underwriter", `?limit=7${cursor ? `&cursor=${cursor}` : ""}`)).json);
      walked.push(...page.renewals.map((r) => r.appID));
      cursor = page.nextCursor;
    } while (cursor && walked.length < 200);
    expect(walked).toEqual(whole.slice(0, walked.length));
  });

  it("sorts latest first when asked, every page in that order", async () => {
    await expiringIn(3);
    await expiringIn(80);
    const rows: RenewalDue[] = [];
    let cursor: string | null = null;
    do {
      const page = renewalsDuePageSchema.parse((await list("underwriter", `?sort=-expiration&limit=5${cursor ? `&cursor=${cursor}` : ""}`)).json);
      rows.push(...page.renewals);
      cursor = page.nextCursor;
    } while (cursor && rows.length < 100);
    const days = rows.map((r) => r.expirationDate);
    expect(days).toEqual([...days].sort().reverse());
    expect(new Set(rows.map((r) => r.appID)).size).toBe(rows.length);
    expect((await list("agent", "?sort=policy")).status).toBe(400);
  });

  it("refuses a window it does not offer and a malformed cursor (400)", async () => {
    const res = await list("agent", "?within=45");
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain("Within must be one of 30, 60, 90 days.");
    expect((await list("agent", "?cursor=nope")).status).toBe(400);
  });

  it("refuses the cursor of one direction given with the other (400), and takes it with its own", async () => {
    await expiringIn(4);
    await expiringIn(5);
    const soonest = renewalsDuePageSchema.parse((await list("underwriter", "?limit=1")).json).nextCursor;
    const latest = renewalsDuePageSchema.parse((await list("underwriter", "?limit=1&sort=-expiration")).json).nextCursor;
    await expectCursorRefused(GET, `/api/renewals-due?sort=-expiration&cursor=${soonest}`, "underwriter");
    await expectCursorRefused(GET, `/api/renewals-due?cursor=${latest}`, "underwriter");
    expect((await list("underwriter", `?limit=1&cursor=${soonest}`)).status).toBe(200);
    expect((await list("underwriter", `?limit=1&sort=-expiration&cursor=${latest}`)).status).toBe(200);
  });
});

describe("GET /api/renewals-due: sorted by its columns", () => {
  /** Every row of the list in `sort`, three a page. */
  const walk = (sort: string, as: DemoUser = "underwriter") => walkPages<RenewalDue>(GET, `/api/renewals-due?within=30&limit=3&sort=${sort}`, "renewals", as);
  const ids = (rows: RenewalDue[]) => rows.map((r) => r.appID);
  const byId = (r: RenewalDue) => r.appID;

  it("sorts by insured, agency, premium and status, each way round, page after page, ties by id, as the rows read", async () => {
    const token = `Renews ${randomUUID().slice(0, 8)}`;
    const made = [
      await expiringIn(5, { agency: "beacon" }),
      await expiringIn(6),
      await expiringIn(7, { status: "CancellationRequested" }),
      await expiringIn(8, { agency: "beacon", status: "PolicyReinstated" }),
    ];
    // Names that differ by case only, a person's name where there is no company's, a premium twice and none.
    await db.submission.update({ where: { id: made[0].submissionId }, data: { companyName: `${token} alpha` } });
    await db.submission.update({ where: { id: made[1].submissionId }, data: { companyName: `${token} ALPHA` } });
    await db.submission.update({ where: { id: made[2].submissionId }, data: { companyName: null, firstName: token, lastName: "Zed" } });
    await db.application.update({ where: { id: made[0].appID }, data: { totalCostCents: 250_000 } });
    await db.application.update({ where: { id: made[1].appID }, data: { totalCostCents: 250_000 } });
    await db.application.update({ where: { id: made[2].appID }, data: { totalCostCents: null } });
    await db.application.update({ where: { id: made[3].appID }, data: { totalCostCents: 999_900 } });

    const rows = await walk("expiration");
    for (const m of made) expect(ids(rows)).toContain(m.appID);
    const insuredAToZ = inKeyOrder(rows, (r) => r.insuredName, byId);
    expect(ids(await walk("insured"))).toEqual(ids(insuredAToZ));
    expect(ids(await walk("-insured"))).toEqual(ids(insuredAToZ).toReversed());
    // The two names of one key go by id; a person's name sorts as it reads.
    const mine = insuredAToZ.filter((r) => r.insuredName.startsWith(token));
    expect(mine.map((r) => r.insuredName.slice(token.length + 1).toLowerCase())).toEqual(["alpha", "alpha", "zed"]);
    expect(ids(mine.slice(0, 2))).toEqual([made[0].appID, made[1].appID].toSorted());
    const agencyAToZ = inKeyOrder(rows, (r) => r.agencyName, byId);
    expect(ids(await walk("agency"))).toEqual(ids(agencyAToZ));
    expect(ids(await walk("-agency"))).toEqual(ids(agencyAToZ).toReversed());
    const lowestFirst = inKeyOrder(rows, (r) => Math.round((r.totalCost ?? 0) * 100), byId);
    expect(ids(await walk("-premium"))).toEqual(ids(lowestFirst).toReversed());
    expect(ids(await walk("premium"))).toEqual(ids(lowestFirst));
    expect(ids(lowestFirst).indexOf(made[2].appID)).toBeLessThan(ids(lowestFirst).indexOf(made[0].appID));
    const statusAToZ = inKeyOrder(rows, (r) => r.statusDisplayValue, byId);
    expect(ids(await walk("status"))).toEqual(ids(statusAToZ));
    expect(ids(await walk("-status"))).toEqual(ids(statusAToZ).toReversed());
  });

  it("sorts by the renewal as its badge reads, Not started where none was, and follows the renewal's status", async () => {
    const started = await expiringIn(10);
    await expiringIn(11);
    const renewal = await createApplication({ submissionId: started.submissionId, status: "InProgress" });
    await db.application.update({ where: { id: renewal.appID }, data: { renewedFromAppId: started.appID } });
    const renewalOf = (r: RenewalDue) => r.renewal?.statusDisplayValue ?? "Not started";
    const sortedByRenewal = async () => {
      const rows = await walk("expiration");
      const aToZ = inKeyOrder(rows, renewalOf, byId);
      expect(ids(await walk("renewal"))).toEqual(ids(aToZ));
      expect(ids(await walk("-renewal"))).toEqual(ids(aToZ).toReversed());
      return rows.find((r) => r.appID === started.appID)!;
    };
    expect(renewalOf(await sortedByRenewal())).toBe("In Progress");
    await db.application.update({ where: { id: renewal.appID }, data: { status: "ApprovalRequested" } });
    expect(renewalOf(await sortedByRenewal())).toBe("Approval Requested");
    const trail = await db.auditLog.findMany({ where: { entityId: started.appID }, select: { changes: true } });
    expect(trail.filter((row) => /SortKey/.test(JSON.stringify(row.changes)))).toEqual([]);
  });

  it("gives an agent only their agency's policies in every order", async () => {
    await expiringIn(9, { agency: "beacon" });
    const theirs = ids(await walk("expiration"));
    for (const sort of ["insured", "-agency", "-premium", "status", "renewal"]) {
      const rows = await walk(sort, "agent");
      expect(rows.every((r) => r.agencyName === "Acme Insurance Agency")).toBe(true);
      expect(ids(rows).toSorted()).toEqual(ids(await walk("expiration", "agent")).toSorted());
      expect(ids(rows).length).toBeLessThan(theirs.length);
    }
  });

  it("lists exactly the statuses renewalsDueStatuses names, as the database keeps them for the orders' indexes", async () => {
    const [column] = await db.$queryRaw<{ generation_expression: string }[]>`
      SELECT generation_expression FROM information_schema.columns WHERE table_name = 'Application' AND column_name = 'renewalsDueListed'`;
    const listed = [...column.generation_expression.matchAll(/'(\w+)'::"ApplicationStatus"/g)].map((m) => m[1]);
    expect(listed.toSorted()).toEqual([...renewalsDueStatuses].sort());
  });

  it("refuses a sort it does not have, naming those it has", async () => {
    const res = await list("agent", "?sort=policy");
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain(
      "Sort must be one of expiration, -expiration, insured, -insured, agency, -agency, premium, -premium, status, -status, renewal, -renewal.",
    );
  });
});
