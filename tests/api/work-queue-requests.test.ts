import { describe, expect, it } from "vitest";
import { GET as COUNTS } from "@/app/api/work-queue/counts/route";
import { GET as REQUESTS } from "@/app/api/work-queue/requests/route";
import { PATCH as DECIDE_CANCELLATION } from "@/app/api/cancellations/[id]/route";
import { COUNT_CAP } from "@/lib/domain/counts";
import { awaitingUnderwriterStatuses, type RequestKind } from "@/lib/domain/work-queue";
import type { WaitingRequest, WorkQueueCounts } from "@/lib/schemas/work-queue";
import { db } from "@/server/db";
import { call } from "../support/api-client";
import { expectCursorRefused, inKeyOrder, walkPages } from "../support/list-cursors";
import { createApplication, createCancellationRequest, createEndorsement, createPolicy, createReinstatementRequest } from "../support/factories";

async function page(kind: RequestKind | string, query = "") {
  const res = await call(REQUESTS, `/api/work-queue/requests?kind=${kind}${query}`, { as: "underwriter" });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as { items: WaitingRequest[]; nextCursor: string | null };
}

/** Every page of one kind, `limit` at a time. */
const whole = (kind: RequestKind, query = "", limit = 3) =>
  walkPages<WaitingRequest>(REQUESTS, `/api/work-queue/requests?kind=${kind}&limit=${limit}${query}`, "items", "underwriter");

async function counts() {
  const res = await call(COUNTS, "/api/work-queue/counts", { as: "underwriter" });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as WorkQueueCounts;
}

/** A renewal application (status Renewal) of a fresh policy whose renewal was requested. */
async function createRenewal() {
  const expiring = await createPolicy({ status: "RequestedRenewal" });
  const renewal = await createApplication({ submissionId: expiring.submissionId, status: "Renewal" });
  await db.application.update({ where: { id: renewal.appID }, data: { renewedFromAppId: expiring.appID } });
  const { policyNo } = await db.application.findUniqueOrThrow({ where: { id: expiring.appID }, select: { policyNo: true } });
  return { expiring, renewal, policyNo: policyNo! };
}

describe("GET /api/work-queue/requests", () => {
  it("lists the cancellations waiting on an underwriter, oldest first, page after page, each opening the policy's summary", async () => {
    const first = await createCancellationRequest();
    const second = await createCancellationRequest({ agency: "beacon" });
    const items = await whole("cancellation");
    const expected = await db.cancellation.findMany({
      where: { status: "CancellationRequested" },
      orderBy: [{ updatedAt: "asc" }, { id: "asc" }],
      select: { id: true },
    });
    expect(items.map((i) => i.id)).toEqual(expected.map((c) => c.id));
    const row = items.find((i) => i.id === first.cancellation.id)!;
    expect(row).toMatchObject({
      kind: "cancellation",
      appID: first.appID,
      status: "CancellationRequested",
      statusDisplayValue: "Cancellation Requested",
      agencyName: expect.any(String),
      agentName: expect.any(String),
      href: `/coverage/${first.appID}/summary`,
    });
    expect(row.policyNo).toMatch(/^POL-/);
    // Every agency's requests: the queue is the underwriters'.
    expect(items.some((i) => i.id === second.cancellation.id)).toBe(true);
  });

  it("lets a cancellation go once it is decided", async () => {
    const request = await createCancellationRequest();
    const before = await counts();
    expect((await whole("cancellation", "", 50)).some((i) => i.id === request.cancellation.id)).toBe(true);
    const decided = await call(DECIDE_CANCELLATION, `/api/cancellations/${request.cancellation.id}`, {
      as: "underwriter",
      method: "PATCH",
      params: { id: request.cancellation.id },
      body: { status: "CancellationDenied", updatedDate: request.cancellation.updatedAt.toISOString() },
    });
    expect(decided.status, JSON.stringify(decided.json)).toBe(200);
    expect((await whole("cancellation", "", 50)).some((i) => i.id === request.cancellation.id)).toBe(false);
    expect((await counts()).cancellation).toBe(before.cancellation - 1);
  });

  it("lists endorsements to approve and to bind, each opening its tab of the history searched by its policy number", async () => {
    const toApprove = await createEndorsement({ status: "ApprovalRequested" });
    const toBind = await createEndorsement({ status: "BindRequested", priced: true });
    const bound = await createEndorsement({ status: "Bound", priced: true });
    const items = await whole("endorsement", "", 50);
    const approve = items.find((i) => i.id === toApprove.endorsement.id)!;
    expect(approve).toMatchObject({ kind: "endorsement", appID: toApprove.appID, status: "ApprovalRequested", statusDisplayValue: "Requested" });
    expect(approve.href).toBe(`/endorsement-history?status=ApprovalRequested&search=${encodeURIComponent(approve.policyNo!)}`);
    expect(items.find((i) => i.id === toBind.endorsement.id)?.status).toBe("BindRequested");
    expect(items.some((i) => i.id === bound.endorsement.id)).toBe(false);
  });

  it("lists reinstatements to decide, and renewals to work with the expiring policy's number", async () => {
    const reinstatement = await createReinstatementRequest();
    const reinstatements = await whole("reinstatement", "", 50);
    expect(reinstatements.find((i) => i.id === reinstatement.reinstatement.id)).toMatchObject({
      kind: "reinstatement",
      appID: reinstatement.appID,
      statusDisplayValue: "Reinstatement Requested",
      href: `/coverage/${reinstatement.appID}/summary`,
    });

    const { renewal, policyNo } = await createRenewal();
    const found = await page("renewal", `&search=${encodeURIComponent(policyNo)}`);
    expect(found.items).toEqual([
      expect.objectContaining({ kind: "renewal", id: renewal.appID, policyNo, href: `/submission/${renewal.submissionId}/coverage/${renewal.appID}` }),
    ]);
  });

  it("finds a request by its insured's name or its policy number, whatever the case", async () => {
    const request = await createCancellationRequest();
    const app = await db.application.findUniqueOrThrow({ where: { id: request.appID }, select: { insuredName: true, policyNo: true } });
    for (const search of [app.insuredName!.toUpperCase(), app.policyNo!.toLowerCase()]) {
      const found = await page("cancellation", `&search=${encodeURIComponent(search)}`);
      expect(found.items.map((i) => i.id)).toEqual([request.cancellation.id]);
    }
    expect((await page("cancellation", "&search=no-such-insured-anywhere")).items).toEqual([]);
    expect((await page("cancellation", `&search=${encodeURIComponent("%")}`)).items).toEqual([]);
    expect((await page("cancellation", `&search=${encodeURIComponent("_")}`)).items).toEqual([]);
  });

  it.each(["cancellation", "reinstatement", "endorsement", "renewal"] as const)(
    "sorts the %s tab the latest arrivals first with sort=waiting, page after page: the longest waiting first turned round",
    async (kind) => {
      const create = {
        cancellation: createCancellationRequest,
        reinstatement: createReinstatementRequest,
        endorsement: createEndorsement,
        renewal: createRenewal,
      }[kind];
      await create();
      await create();
      const longestFirst = (await whole(kind)).map((i) => i.id);
      expect(longestFirst.length).toBeGreaterThan(1);
      expect((await whole(kind, "&sort=-waiting")).map((i) => i.id)).toEqual(longestFirst);
      expect((await whole(kind, "&sort=waiting")).map((i) => i.id)).toEqual(longestFirst.toReversed());
    },
  );

  it.each(["cancellation", "reinstatement", "endorsement", "renewal"] as const)(
    "sorts the %s tab by insured, A to Z with sort=insured and Z to A with sort=-insured, page after page, as its insureds are renamed",
    async (kind) => {
      // Endorsements wait in two statuses, each read in the order on its own: one of them to bind.
      const made = await Promise.all(
        [0, 1, 2].map(async (i) => {
          if (kind === "cancellation") return (await createCancellationRequest()).submissionId;
          if (kind === "reinstatement") return (await createReinstatementRequest()).submissionId;
          if (kind === "endorsement")
            return (await createEndorsement({ status: i === 1 ? "BindRequested" : "ApprovalRequested", priced: i === 1 })).submissionId;
          return (await createRenewal()).expiring.submissionId;
        }),
      );
      const token = `Queued ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const rename = (i: number, name: string) => db.submission.update({ where: { id: made[i] }, data: { companyName: `${token} ${name}` } });
      for (const [i, name] of ["bravo", "Alpha", "charlie"].entries()) await rename(i, name);
      const names = async (sort: string) =>
        (await whole(kind, `&search=${encodeURIComponent(token)}&sort=${sort}`, 2)).map((item) => item.insuredName.slice(token.length + 1));
      expect(await names("insured")).toEqual(["Alpha", "bravo", "charlie"]);
      expect(await names("-insured")).toEqual(["charlie", "bravo", "Alpha"]);
      await rename(2, "aardvark");
      expect(await names("insured")).toEqual(["aardvark", "Alpha", "bravo"]);
    },
  );

  it.each(["cancellation", "reinstatement", "endorsement", "renewal"] as const)(
    "sorts the %s tab by policy number, product, agency, agent and status as each reads, A to Z unless turned round, page after page",
    async (kind) => {
      const create = {
        cancellation: () => createCancellationRequest({ agency: "beacon" }),
        reinstatement: () => createReinstatementRequest({ agency: "beacon" }),
        endorsement: () => createEndorsement({ agency: "beacon", status: "BindRequested", priced: true }),
        renewal: createRenewal,
      }[kind];
      await create();
      await create();
      const everyone = (await whole(kind)).map((i) => i.id).sort();
      const columns: [string, (item: WaitingRequest) => string][] = [
        ["policy", (i) => i.policyNo ?? ""],
        ["product", (i) => i.productName],
        ["agency", (i) => i.agencyName],
        ["agent", (i) => i.agentName],
        ["status", (i) => i.statusDisplayValue],
      ];
      for (const [key, keyOf] of columns) {
        const aToZ = await whole(kind, `&sort=${key}`);
        expect(aToZ.map((i) => i.id).toSorted(), key).toEqual(everyone);
        expect(
          aToZ.map((i) => i.id),
          key,
        ).toEqual(inKeyOrder(aToZ, keyOf, (i) => i.id).map((i) => i.id));
        expect(
          (await whole(kind, `&sort=-${key}`)).map((i) => i.id),
          key,
        ).toEqual(aToZ.map((i) => i.id).toReversed());
      }
    },
  );

  it("refuses a kind it does not know, with the reason, and a sort it does not know", async () => {
    const res = await call(REQUESTS, "/api/work-queue/requests?kind=quotes", { as: "underwriter" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain("kind must be endorsement, cancellation, reinstatement or renewal.");
    const sorted = await call(REQUESTS, "/api/work-queue/requests?kind=cancellation&sort=review", { as: "underwriter" });
    expect(sorted.status).toBe(400);
    expect(JSON.stringify(sorted.json)).toContain(
      "Sort must be one of waiting, -waiting, insured, -insured, policy, -policy, product, -product, agency, -agency, agent, -agent, status, -status.",
    );
  });

  it("refuses a cursor of another order (400): another kind of place, another column, or the same column the other way round", async () => {
    await createCancellationRequest();
    await createCancellationRequest();
    const byName = (await page("cancellation", "&limit=1&sort=insured")).nextCursor;
    const byWaiting = (await page("cancellation", "&limit=1")).nextCursor;
    expect(byName && byWaiting).toBeTruthy();
    for (const query of [
      `sort=-waiting&cursor=${byName}`,
      `sort=insured&cursor=${byWaiting}`,
      `sort=-insured&cursor=${byName}`,
      `sort=policy&cursor=${byName}`,
      `sort=waiting&cursor=${byWaiting}`,
    ]) {
      await expectCursorRefused(REQUESTS, `/api/work-queue/requests?kind=cancellation&${query}`, "underwriter");
    }
    expect((await page("cancellation", `&limit=1&sort=insured&cursor=${byName}`)).items).toHaveLength(1);
  });
});

describe("GET /api/work-queue/counts", () => {
  it("counts what waits in each tab, as the lists hold it", async () => {
    await createCancellationRequest();
    await createRenewal();
    const counted = await counts();
    const [newBusiness, endorsement, cancellation, reinstatement, renewal] = await Promise.all([
      db.application.count({ where: { status: { in: [...awaitingUnderwriterStatuses] } } }),
      db.endorsement.count({ where: { status: { in: ["ApprovalRequested", "BindRequested"] } } }),
      db.cancellation.count({ where: { status: "CancellationRequested" } }),
      db.reinstatement.count({ where: { status: "ReinstatementRequested" } }),
      db.application.count({ where: { status: "Renewal" } }),
    ]);
    const capped = (n: number) => Math.min(n, COUNT_CAP);
    expect(counted).toEqual({
      newBusiness: capped(newBusiness),
      endorsement: capped(endorsement),
      cancellation: capped(cancellation),
      reinstatement: capped(reinstatement),
      renewal: capped(renewal),
    });
    expect(counted.cancellation).toBeGreaterThan(0);
    expect(counted.renewal).toBeGreaterThan(0);
    expect((await whole("renewal", "", 100)).length).toBe(renewal);
  });
});
