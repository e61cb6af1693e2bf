import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as AGENCIES } from "@/app/api/agencies/route";
import { GET as QUEUE } from "@/app/api/work-queue/route";
import { PATCH } from "@/app/api/applications/[appID]/route";
import { statusId } from "@/lib/domain/statuses";
import { awaitingUnderwriterStatuses } from "@/lib/domain/work-queue";
import type { WorkQueueItem } from "@/lib/schemas/work-queue";
import { stableId } from "@/prisma/seed/stable-id";
import { db } from "@/server/db";
import { listWorkQueue } from "@/server/services/work-queue";
import { call } from "../support/api-client";
import { createApplication, newAgentOf } from "../support/factories";
import { inKeyOrder, walkPages } from "../support/list-cursors";

const longestWaiting = { key: "waiting", direction: "desc" } as const;

async function queue(query = "") {
  const res = await call(QUEUE, `/api/work-queue${query}`, { as: "underwriter" });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as { items: WorkQueueItem[]; nextCursor: string | null };
}

const wholeQueue = (query = "") => walkPages<WorkQueueItem>(QUEUE, `/api/work-queue?limit=7${query}`, "items", "underwriter");

describe("GET /api/work-queue", () => {
  it("lists every application waiting on an underwriter, oldest waiting first, page after page", async () => {
    const items = await wholeQueue();
    const expected = await db.application.findMany({
      where: {
        status: { in: ["ApprovalRequested", "PendingBind", "UnderwritingBindReview", "IncompleteBind", "Submitted", "Working", "RequestedInfo", "InMarket"] },
      },
      orderBy: [{ statusChangedAt: "asc" }, { id: "asc" }],
      select: { id: true },
    });
    expect(items.map((i) => i.appID)).toEqual(expected.map((a) => a.id));
    const bistro = items.find((i) => i.appID === stableId("application:bistro-approval"))!;
    expect(bistro).toMatchObject({
      status: "ApprovalRequested",
      statusDisplayValue: "Approval Requested",
      agencyName: expect.any(String),
      agentName: expect.any(String),
      isFlaggedForManualReview: false,
    });
  });

  it("sorts the latest arrivals first with sort=waiting, page after page: the longest waiting first turned round", async () => {
    const longestFirst = await wholeQueue();
    expect((await wholeQueue("&sort=-waiting")).map((i) => i.appID)).toEqual(longestFirst.map((i) => i.appID));
    expect((await wholeQueue("&sort=waiting")).map((i) => i.appID)).toEqual(longestFirst.map((i) => i.appID).toReversed());
  });

  it("sorts by insured A to Z with sort=insured, Z to A with sort=-insured, case aside, page after page, every application once", async () => {
    const waiting = await db.application.findMany({
      where: { status: { in: [...awaitingUnderwriterStatuses] } },
      select: { id: true, insuredName: true },
    });
    // Code-point order of the name without case, then id: what the index holds whatever the database's collation.
    const byKey = (a: { id: string; insuredName: string | null }, b: typeof a) => {
      const [x, y] = [(a.insuredName ?? "").toLowerCase(), (b.insuredName ?? "").toLowerCase()];
      return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    };
    const aToZ = waiting.toSorted(byKey).map((a) => a.id);
    expect((await wholeQueue("&sort=insured")).map((i) => i.appID)).toEqual(aToZ);
    expect((await wholeQueue("&sort=-insured")).map((i) => i.appID)).toEqual(aToZ.toReversed());
    const working = await wholeQueue("&sort=insured&status=Working");
    const workingIds = new Set(waiting.filter((a) => working.some((i) => i.appID === a.id)).map((a) => a.id));
    expect(working.length).toBeGreaterThan(0);
    expect(working.map((i) => i.appID)).toEqual(aToZ.filter((id) => workingIds.has(id)));
  });

  it("sorts by agency, agent, product and status as each reads (A to Z first) and flagged for manual review first, page after page, every application once", async () => {
    const flagged = await createApplication({ status: "ApprovalRequested" });
    await db.application.update({ where: { id: flagged.appID }, data: { isFlaggedForManualReview: true } });
    const everyone = (await wholeQueue()).map((i) => i.appID).sort();
    const columns: [string, (item: WorkQueueItem) => string | number][] = [
      ["agency", (i) => i.agencyName],
      ["agent", (i) => i.agentName],
      ["product", (i) => i.productName],
      ["status", (i) => i.statusDisplayValue],
      ["review", (i) => (i.isFlaggedForManualReview ? 1 : 0)],
    ];
    for (const [key, keyOf] of columns) {
      const aToZ = await wholeQueue(`&sort=${key}`);
      expect(aToZ.map((i) => i.appID).toSorted(), key).toEqual(everyone);
      expect(
        aToZ.map((i) => i.appID),
        key,
      ).toEqual(inKeyOrder(aToZ, keyOf, (i) => i.appID).map((i) => i.appID));
      expect(
        (await wholeQueue(`&sort=-${key}`)).map((i) => i.appID),
        key,
      ).toEqual(aToZ.map((i) => i.appID).toReversed());
    }
    expect((await queue("?sort=-review&limit=1")).items[0]).toMatchObject({ isFlaggedForManualReview: true });
    // One agency's, by product: the agency's index in that order.
    const acme = stableId("agency:acme");
    const ofAcme = await wholeQueue(`&sort=product&agencyID=${acme}`);
    expect(ofAcme.length).toBeGreaterThan(1);
    expect(ofAcme.every((i) => i.agencyID === acme)).toBe(true);
    expect(ofAcme.map((i) => i.appID)).toEqual(
      inKeyOrder(
        ofAcme,
        (i) => i.productName,
        (i) => i.appID,
      ).map((i) => i.appID),
    );
  });

  it("follows the agent's name: a submission given to another agent, an agent renamed, without recording the copies as changes", async () => {
    const app = await createApplication({ status: "ApprovalRequested" });
    const agent = await newAgentOf("acme");
    await db.user.update({ where: { id: agent.id }, data: { firstName: "  Aaaron", lastName: "Aardvark" } });
    await db.submission.update({ where: { id: app.submissionId }, data: { agentId: agent.id } });
    const first = async () => (await queue("?sort=agent&limit=1")).items[0];
    expect(await first()).toMatchObject({ appID: app.appID, agentName: "Aaaron Aardvark" });
    await db.user.update({ where: { id: agent.id }, data: { firstName: "Zed", lastName: "Zulu" } });
    expect((await first()).appID).not.toBe(app.appID);
    expect((await queue("?sort=-agent&limit=1")).items[0]).toMatchObject({ appID: app.appID, agentName: "Zed Zulu" });
    const trail = await db.auditLog.findMany({ where: { entityType: "Application", entityId: app.appID }, select: { changes: true } });
    expect(trail.filter((row) => /SortKey/.test(JSON.stringify(row.changes)))).toEqual([]);
  });

  it("puts names in order whatever their case, within a search", async () => {
    const prefix = `Casefold ${randomUUID().slice(0, 8)}`;
    for (const name of ["zeta", "Alpha", "beta", "Gamma"]) {
      const app = await createApplication({ status: "Submitted", answers: "complete" });
      await db.submission.update({ where: { id: app.submissionId }, data: { companyName: `${prefix} ${name}` } });
    }
    const names = async (sort: string) =>
      (await wholeQueue(`&sort=${sort}&search=${encodeURIComponent(prefix)}`)).map((i) => i.insuredName.slice(prefix.length + 1));
    expect(await names("insured")).toEqual(["Alpha", "beta", "Gamma", "zeta"]);
    expect(await names("-insured")).toEqual(["zeta", "Gamma", "beta", "Alpha"]);
  });

  it("finds and sorts an insured with no company name by the person's name, as the row shows it, and follows a rename", async () => {
    const token = `Person${randomUUID().slice(0, 8)}`;
    const person = await createApplication({ status: "Submitted", answers: "complete" });
    await db.submission.update({ where: { id: person.submissionId }, data: { companyName: null, firstName: "Zebulon", lastName: token } });
    const company = await createApplication({ status: "Submitted", answers: "complete" });
    await db.submission.update({ where: { id: company.submissionId }, data: { companyName: `Aardvark ${token}` } });
    const found = async (sort: string) => (await wholeQueue(`&search=${token}&sort=${sort}`)).map((i) => i.insuredName);
    expect(await found("insured")).toEqual([`Aardvark ${token}`, `Zebulon ${token}`]);
    expect(await found("-insured")).toEqual([`Zebulon ${token}`, `Aardvark ${token}`]);
    expect((await wholeQueue(`&search=${encodeURIComponent(`zebulon ${token}`)}`)).map((i) => i.appID)).toEqual([person.appID]);

    await db.submission.update({ where: { id: person.submissionId }, data: { firstName: "Abel" } });
    expect(await found("insured")).toEqual([`Abel ${token}`, `Aardvark ${token}`].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    await db.submission.update({ where: { id: person.submissionId }, data: { companyName: `Bay ${token}` } });
    expect(await found("insured")).toEqual([`Aardvark ${token}`, `Bay ${token}`]);
  });

  it("refuses a cursor of one order given with the other (400)", async () => {
    const byName = (await queue("?limit=1&sort=insured")).nextCursor!;
    const byWaiting = (await queue("?limit=1")).nextCursor!;
    // Also the same kind of place in another order: the same column the other way round, or another column.
    for (const query of [
      `?sort=waiting&cursor=${byName}`,
      `?sort=insured&cursor=${byWaiting}`,
      `?sort=-insured&cursor=${byName}`,
      `?sort=agency&cursor=${byName}`,
      `?sort=waiting&cursor=${byWaiting}`,
    ]) {
      const res = await call(QUEUE, `/api/work-queue${query}`, { as: "underwriter" });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.json)).toContain("Cursor is not valid; use the nextCursor of a previous page.");
    }
  });

  it("reads only the viewer's agency for a viewer who may not see every agency, in either order", async () => {
    const acme = stableId("agency:acme");
    const theirs = await createApplication({ agency: "beacon", status: "Submitted" });
    for (const sort of [longestWaiting, { key: "insured", direction: "asc" } as const]) {
      const mine = await listWorkQueue({ role: "Agent", agencyId: acme }, { sort, limit: 100 });
      expect(mine.items.length).toBeGreaterThan(0);
      expect(mine.items.every((i) => i.agencyID === acme)).toBe(true);
      expect(mine.items.some((i) => i.appID === theirs.appID)).toBe(false);
      expect((await listWorkQueue({ role: "Agent", agencyId: null }, { sort, limit: 100 })).items).toEqual([]);
    }
  });

  it("moves an application in when it waits on the underwriter and out when it no longer does, waiting from its latest change", async () => {
    const app = await createApplication({ status: "InProgress", answers: "complete" });
    expect((await wholeQueue()).some((i) => i.appID === app.appID)).toBe(false);
    const submitted = await call(PATCH, `/api/applications/${app.appID}`, {
      as: "agent",
      method: "PATCH",
      params: { appID: app.appID },
      body: { updatedDate: app.updatedDate, status: "ApprovalRequested" },
    });
    expect(submitted.status).toBe(200);
    const listed = (await wholeQueue()).find((i) => i.appID === app.appID)!;
    expect(listed.status).toBe("ApprovalRequested");
    expect(Date.now() - new Date(listed.waitingSince).getTime()).toBeLessThan(60_000);
    const all = await wholeQueue();
    expect(all.at(-1)!.appID).toBe(app.appID);
  });

  it("filters by status, product, agency and the manual-review flag, and searches the insured's name or an id", async () => {
    const flagged = await wholeQueue("&flagged=true");
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.every((i) => i.isFlaggedForManualReview)).toBe(true);
    const working = await wholeQueue("&status=Working");
    expect(working.length).toBeGreaterThan(0);
    expect(working.every((i) => i.status === "Working")).toBe(true);
    const product = stableId("product:excess_surplus_gl");
    expect((await wholeQueue(`&productID=${product}`)).every((i) => i.productID === product)).toBe(true);
    const beacon = stableId("agency:beacon");
    const theirs = await createApplication({ agency: "beacon", status: "Submitted", product: "excess_surplus_gl" });
    const byAgency = await wholeQueue(`&agencyID=${beacon}`);
    expect(byAgency.some((i) => i.appID === theirs.appID)).toBe(true);
    expect(byAgency.every((i) => i.agencyID === beacon)).toBe(true);
    const name = (await db.submission.findUniqueOrThrow({ where: { id: theirs.submissionId } })).companyName!;
    expect((await queue(`?search=${encodeURIComponent(name.toLowerCase())}`)).items.map((i) => i.appID)).toEqual([theirs.appID]);
    expect((await queue(`?search=${theirs.submissionId}`)).items.map((i) => i.appID)).toEqual([theirs.appID]);
  });

  it("refuses agents (403) and bad filters (400)", async () => {
    expect((await call(QUEUE, "/api/work-queue", { as: "agent" })).status).toBe(403);
    for (const query of [
      "?status=Bound",
      "?productID=nope",
      "?flagged=maybe",
      "?cursor=garbage",
      "?limit=0",
      "?sort=policy",
      "?sort=--waiting",
      "?sort=--insured",
    ]) {
      expect((await call(QUEUE, `/api/work-queue${query}`, { as: "underwriter" })).status).toBe(400);
    }
  });
});

describe("GET /api/work-queue name search over a long queue", () => {
  const prefix = `Queuewalk ${randomUUID().slice(0, 8)}`;
  const submissionIds: string[] = [];
  // Older than every other waiting application, so these fill the oldest part of the queue.
  const oldest = new Date("2001-01-01T00:00:00Z").getTime();

  beforeAll(async () => {
    const rows = Array.from({ length: 1_100 }, (_, i) => ({ i, submissionId: randomUUID(), appId: randomUUID() }));
    const name = (i: number) => (i === 1_099 ? `${prefix} Rare Bakery` : i % 2 === 0 ? `${prefix} Dense ${i}` : `${prefix} Other ${i}`);
    await db.submission.createMany({
      data: rows.map(({ i, submissionId }) => ({ id: submissionId, agencyId: stableId("agency:acme"), agentId: stableId("user:agent"), companyName: name(i) })),
    });
    await db.application.createMany({
      data: rows.map(({ i, submissionId, appId }) => ({
        id: appId,
        submissionId,
        productId: stableId("product:general_liability"),
        productVersion: 1,
        status: "ApprovalRequested" as const,
        statusId: statusId("ApprovalRequested"),
        statusChangedAt: new Date(oldest + i * 60_000),
      })),
    });
    submissionIds.push(...rows.map((r) => r.submissionId));
  });
  afterAll(async () => {
    await db.submission.deleteMany({ where: { id: { in: submissionIds } } });
  });

  async function search(text: string, limit = 100, sort = "-waiting") {
    const items: WorkQueueItem[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: WorkQueueItem[]; nextCursor: string | null } = await queue(
        `?limit=${limit}&sort=${sort}&search=${encodeURIComponent(text)}${cursor ? `&cursor=${cursor}` : ""}`,
      );
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  }

  it("pages through a name common in the queue, oldest first, every match once", async () => {
    const found = await search(`${prefix.toLowerCase()} dense`);
    const expected = await db.application.findMany({
      where: { submission: { companyName: { startsWith: `${prefix} Dense` } } },
      orderBy: [{ statusChangedAt: "asc" }, { id: "asc" }],
      select: { id: true },
    });
    expect(found).toHaveLength(550);
    expect(found.map((i) => i.appID)).toEqual(expected.map((a) => a.id));
    const latestFirst = await search(`${prefix.toLowerCase()} dense`, 100, "waiting");
    expect(latestFirst.map((i) => i.appID)).toEqual(expected.map((a) => a.id).toReversed());
  });

  it("pages through a name common in the queue by insured, A to Z and Z to A, every match once", async () => {
    const dense = await db.application.findMany({
      where: { submission: { companyName: { startsWith: `${prefix} Dense` } } },
      select: { id: true, insuredName: true },
    });
    const aToZ = dense.toSorted((a, b) => (a.insuredName!.toLowerCase() < b.insuredName!.toLowerCase() ? -1 : 1)).map((a) => a.id);
    expect((await search(`${prefix.toLowerCase()} dense`, 100, "insured")).map((i) => i.appID)).toEqual(aToZ);
    expect((await search(`${prefix.toLowerCase()} dense`, 100, "-insured")).map((i) => i.appID)).toEqual(aToZ.toReversed());
    expect((await search("rare bakery", 25, "-insured")).map((i) => i.insuredName)).toEqual([`${prefix} Rare Bakery`]);
  });

  it("by any other column, pages through a name common in the queue in that order, every match once, and finds a rare one", async () => {
    const dense = await search(`${prefix.toLowerCase()} dense`, 100, "agent");
    expect(dense).toHaveLength(550);
    expect(dense.map((i) => i.appID)).toEqual(
      inKeyOrder(
        dense,
        (i) => i.agentName,
        (i) => i.appID,
      ).map((i) => i.appID),
    );
    for (const sort of ["-product", "-review", "status"]) {
      expect(
        (await search("rare bakery", 25, sort)).map((i) => i.insuredName),
        sort,
      ).toEqual([`${prefix} Rare Bakery`]);
    }
  });

  it("by insured, reads a block of names beginning with the text past the thousand read in order a page at a time", async () => {
    const text = `${prefix.toLowerCase()} other 9`;
    const block = await db.application.findMany({ where: { insuredSortKey: { startsWith: text } }, select: { id: true, insuredSortKey: true } });
    const aToZ = block
      .toSorted((a, b) => (a.insuredSortKey! < b.insuredSortKey! ? -1 : a.insuredSortKey! > b.insuredSortKey! ? 1 : a.id < b.id ? -1 : 1))
      .map((a) => a.id);
    expect(aToZ.length).toBeGreaterThan(50);
    expect((await search(text, 25, "insured")).map((i) => i.appID)).toEqual(aToZ);
    expect((await search(text, 25, "-insured")).map((i) => i.appID)).toEqual(aToZ.toReversed());
  });

  it("finds a name only the oldest of them has when the latest arrivals come first, past the thousand read in order", async () => {
    const oldestName = `${prefix} Dense 0`;
    const found = await search(oldestName, 25, "waiting");
    expect(found.map((i) => i.insuredName)).toEqual([oldestName]);
  });

  it("finds a name only the newest of a thousand waiting applications has, and nothing for a name none has", async () => {
    const rare = await search("rare bakery");
    expect(rare.map((i) => i.insuredName)).toEqual([`${prefix} Rare Bakery`]);
    expect(await search(`${prefix} Nowhere`)).toEqual([]);
  });

  it("takes % and _ as themselves, not as patterns", async () => {
    expect(await search(`${prefix}%Dense`)).toEqual([]);
    expect(await search(`${prefix} _ense 0`)).toEqual([]);
  });

  it("keeps each application's agency and sort key with its submission's, without recording either as a change", async () => {
    const app = await createApplication({ agency: "beacon", status: "Submitted" });
    await db.submission.update({ where: { id: app.submissionId }, data: { companyName: `${prefix} Ärger Bakery` } });
    const copy = await db.application.findUniqueOrThrow({ where: { id: app.appID }, select: { agencyId: true, insuredSortKey: true } });
    expect(copy).toEqual({ agencyId: stableId("agency:beacon"), insuredSortKey: `${prefix} ärger bakery`.toLowerCase() });
    const trail = await db.auditLog.findMany({ where: { entityType: "Application", entityId: app.appID } });
    expect(trail.length).toBeGreaterThan(0);
    expect(trail.every((row) => !/agencyId|insuredSortKey|insuredName/.test(JSON.stringify(row.changes)))).toBe(true);
  });

  it("follows a rename of the insured at once, without recording the copy as a change of the application", async () => {
    const [submissionId] = submissionIds;
    await db.submission.update({ where: { id: submissionId }, data: { companyName: `${prefix} Renamed Roofing` } });
    const renamed = await search("renamed roofing");
    expect(renamed.map((i) => i.submissionID)).toEqual([submissionId]);
    expect((await search(`${prefix} Dense 0`)).map((i) => i.insuredName)).not.toContain(`${prefix} Dense 0`);
    const trail = await db.auditLog.findMany({ where: { entityType: "Application", entityId: renamed[0].appID } });
    expect(trail.every((row) => !JSON.stringify(row.changes).includes("insuredName"))).toBe(true);
  });

  it("indexes the names, and the agencies, of exactly the statuses the queue holds; by status and name, every status (renewals too)", async () => {
    const [byStatus] = await db.$queryRaw<{ indexdef: string }[]>`SELECT indexdef FROM pg_indexes WHERE indexname = 'Application_status_insuredSortKey_id_idx'`;
    expect(byStatus.indexdef).not.toContain("WHERE");
    const names = [
      "Application_insuredName_idx",
      "Application_insuredSortKey_id_idx",
      "Application_agencyId_insuredSortKey_id_idx",
      "Application_agencyId_statusChangedAt_id_idx",
    ];
    const indexes = await db.$queryRaw<{ indexdef: string }[]>`SELECT indexdef FROM pg_indexes WHERE indexname = ANY(${names})`;
    expect(indexes).toHaveLength(names.length);
    for (const index of indexes) {
      const indexed = [...index.indexdef.matchAll(/'(\w+)'::"ApplicationStatus"/g)].map((m) => m[1]);
      expect(indexed.sort()).toEqual([...awaitingUnderwriterStatuses].sort());
    }
  });
});

describe("GET /api/agencies", () => {
  it("answers an agent their own agency and an underwriter every agency", async () => {
    const mine = await call(AGENCIES, "/api/agencies", { as: "agent" });
    expect(mine.json.agencies).toEqual([{ id: stableId("agency:acme"), name: "Acme Insurance Agency" }]);
    const all = await call(AGENCIES, "/api/agencies", { as: "underwriter" });
    expect(all.json.agencies.map((a: { id: string }) => a.id)).toEqual(expect.arrayContaining([stableId("agency:acme"), stableId("agency:beacon")]));
  });
});
