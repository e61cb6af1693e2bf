import { describe, expect, it } from "vitest";
import { GET as AGENCIES } from "@/app/api/agencies/route";
import { GET as QUEUE } from "@/app/api/work-queue/route";
import { PATCH } from "@/app/api/applications/[appID]/route";
import type { WorkQueueItem } from "@/lib/schemas/work-queue";
import { stableId } from "@/prisma/seed/stable-id";
import { db } from "@/server/db";
import { call } from "../support/api-client";
import { createApplication } from "../support/factories";

async function queue(query = "") {
  const res = await call(QUEUE, `/api/work-queue${query}`, { as: "underwriter" });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as { items: WorkQueueItem[]; nextCursor: string | null };
}

async function wholeQueue(query = "") {
  const items: WorkQueueItem[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: WorkQueueItem[]; nextCursor: string | null } = await queue(`?limit=7${query}${cursor ? `&cursor=${cursor}` : ""}`);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe("GET /api/work-queue", () => {
  it("lists every application waiting on an underwriter, oldest waiting first, page after page", async () => {
    const items = await wholeQueue();
    const expected = await db.application.findMany({
      where: { status: { in: ["ApprovalRequested", "PendingBind", "UnderwritingBindReview", "IncompleteBind", "Submitted", "Working", "RequestedInfo", "InMarket"] } },
      orderBy: [{ statusChangedAt: "asc" }, { id: "asc" }],
      select: { id: true },
    });
    expect(items.map((i) => i.appID)).toEqual(expected.map((a) => a.id));
    const bistro = items.find((i) => i.appID === stableId("application:bistro-approval"))!;
    expect(bistro).toMatchObject({ status: "ApprovalRequested", statusDisplayValue: "Approval Requested", agencyName: expect.any(String), agentName: expect.any(String), isFlaggedForManualReview: false });
  });

  it("moves an application in when it waits on the underwriter and out when it no longer does, waiting from its latest change", async () => {
    const app = await createApplication({ status: "InProgress", answers: "complete" });
    expect((await wholeQueue()).some((i) => i.appID === app.appID)).toBe(false);
    const submitted = await call(PATCH, `/api/applications/${app.appID}`, { as: "agent", method: "PATCH", params: { appID: app.appID }, body: { updatedDate: app.updatedDate, status: "ApprovalRequested" } });
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
    for (const query of ["?status=Bound", "?productID=nope", "?flagged=maybe", "?cursor=garbage", "?limit=0"]) {
      expect((await call(QUEUE, `/api/work-queue${query}`, { as: "underwriter" })).status).toBe(400);
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
