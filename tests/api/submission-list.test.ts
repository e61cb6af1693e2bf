import { randomUUID } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/submissions/route";
import { encodeCursor, encodeTextCursor } from "@/lib/schemas/list-query";
import { stableId } from "@/prisma/seed/stable-id";
import { db } from "@/server/db";
import { databaseTarget } from "@/server/db/config";
import { embeddedDatabase } from "@/server/db/embedded";
import { PrismaClient } from "@/server/generated/prisma/client";
import type { SubmissionListPage } from "@/lib/schemas/submission-list";
import { call, signInAs, type DemoUser } from "../support/api-client";

type As = DemoUser | { token: string };

async function list(query: string, as: As = "agent") {
  const res = await call(GET, `/api/submissions${query ? `?${query}` : ""}`, { as });
  return { status: res.status, page: res.json as SubmissionListPage, json: res.json };
}

/** Every page of the list, following nextCursor. */
async function allPages(query: string, as: As) {
  const pages: SubmissionListPage[] = [];
  let cursor: string | null = null;
  do {
    const res = await list([query, cursor ? `cursor=${cursor}` : ""].filter(Boolean).join("&"), as);
    expect(res.status).toBe(200);
    pages.push(res.page);
    cursor = res.page.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

const names = (page: SubmissionListPage) => page.submissions.map((s) => s.insuredName);
const acmeNames = [
  "Sunrise Carpentry LLC",
  "Bluebird Bistro Inc",
  "Granite Peak Builders Corp",
  "Harbor View Condominium Association",
  "Summit Roofing & Restoration LLC",
  "Coastal Demolition Co",
  "Maple Street Hardware LLC",
  "Sam Carter",
  "Pacific Plumbing Services Inc",
];

/** A fresh agency whose agent owns exactly `count` submissions, so page boundaries can be counted. */
async function agencyWithSubmissions(count: number) {
  const agency = await db.agency.create({ data: { name: `Paging Agency ${randomUUID().slice(0, 8)}` } });
  const agent = await db.user.create({
    data: { email: `paging-${randomUUID()}@example.com`, passwordHash: "-", firstName: "Page", lastName: "Agent", roles: ["Agent"], agencyId: agency.id },
  });
  const base = Date.UTC(2025, 5, 1);
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const id = randomUUID();
    ids.push(id);
    // Pairs share their updatedAt, so the id tie-break decides the order inside a pair.
    const updatedAt = new Date(base + Math.floor(n / 2) * 60_000);
    await db.submission.create({
      data: { id, agencyId: agency.id, agentId: agent.id, companyName: `Paging Insured ${String(n).padStart(2, "0")}`, updatedAt },
    });
    await db.application.create({
      data: { submissionId: id, productId: stableId("product:general_liability"), productVersion: 1, status: "InProgress", statusId: 0 },
    });
  }
  return { agency, token: (await signInAs(agent.id)).bearer, ids };
}

describe("GET /api/submissions: who sees what", () => {
  it("answers the agent their agency's submissions, newest first, with each coverage and its status", async () => {
    // Every page: other suites add submissions to the same agency.
    const page = { submissions: (await allPages("limit=100", "agent")).flatMap((p) => p.submissions), nextCursor: null };
    expect(names(page)).toEqual(expect.arrayContaining(acmeNames));
    expect(names(page)).not.toContain("Beacon Hill Bakery LLC");
    const agencies = await db.submission.findMany({ where: { id: { in: page.submissions.map((s) => s.submissionID) } }, select: { agencyId: true } });
    expect(new Set(agencies.map((a) => a.agencyId))).toEqual(new Set([stableId("agency:acme")]));

    const dates = page.submissions.map((s) => s.updatedDate);
    expect([...dates].sort().reverse()).toEqual(dates);

    const granite = page.submissions.find((s) => s.insuredName === "Granite Peak Builders Corp")!;
    expect(granite).toMatchObject({ submissionID: stableId("submission:granite-builders"), status: "Completed", agent: { fullName: "Avery Agent" } });
    expect(granite.coverages).toHaveLength(8);
    expect(granite.coverages.find((c) => c.appID === stableId("application:granite-gl-renewal-2"))).toMatchObject({
      productName: "General Liability",
      status: "InProgress",
      statusDisplayValue: "In Progress",
      isWholesale: false,
      renewedFromAppID: stableId("application:granite-gl-bound"),
    });
    const summit = page.submissions.find((s) => s.insuredName === "Summit Roofing & Restoration LLC")!;
    expect(summit.coverages.every((c) => c.isWholesale)).toBe(true);
  });

  it("answers another agency's agent only their own submissions", async () => {
    const { status, page } = await list("limit=100", "agent2");
    expect(status).toBe(200);
    expect(names(page)).toContain("Beacon Hill Bakery LLC");
    for (const name of acmeNames) expect(names(page)).not.toContain(name);
  });

  it("answers an underwriter every agency's submissions", async () => {
    const pages = await allPages("limit=100", "underwriter");
    const all = pages.flatMap(names);
    expect(all).toEqual(expect.arrayContaining([...acmeNames, "Beacon Hill Bakery LLC"]));
  });

  it("answers 401 without a session", async () => {
    const res = await call(GET, "/api/submissions");
    expect(res.status).toBe(401);
  });
});

describe("GET /api/submissions: search", () => {
  it("finds insured names by any part, ignoring case", async () => {
    expect(names((await list("search=granite%20PEAK")).page)).toEqual(["Granite Peak Builders Corp"]);
    // A word no other test gives its insureds (clearance.test.ts makes "… Roofing Company" in this agency).
    expect(names((await list("search=%20restoration%20")).page)).toEqual(["Summit Roofing & Restoration LLC"]);
    expect(names((await list("search=zzz-no-such-insured")).page)).toEqual([]);
  });

  it("finds a submission by one of its application ids, or by its own id", async () => {
    const byApp = await list(`search=${stableId("application:es-quoted").toUpperCase()}`);
    expect(names(byApp.page)).toEqual(["Summit Roofing & Restoration LLC"]);
    const bySubmission = await list(`search=${stableId("submission:sunrise-carpentry")}`);
    expect(names(bySubmission.page)).toEqual(["Sunrise Carpentry LLC"]);
  });

  it("never finds another agency's submission, by name or by id", async () => {
    expect(names((await list("search=Beacon%20Hill")).page)).toEqual([]);
    expect(names((await list(`search=${stableId("application:bakery-bound")}`)).page)).toEqual([]);
    expect(names((await list(`search=${stableId("application:bakery-bound")}`, "agent2")).page)).toEqual(["Beacon Hill Bakery LLC"]);
  });

  it("sameAgencyAs: the other submissions of that submission's agency, for any role that may see it; 404 otherwise", async () => {
    const sunrise = stableId("submission:sunrise-carpentry");
    const bakery = stableId("application:bakery-bound");
    // Other test files add submissions meanwhile: the seeded ones are checked by name.
    const others = await list(`sameAgencyAs=${sunrise}&limit=100`, "underwriter");
    expect(others.status).toBe(200);
    expect(names(others.page)).not.toContain("Sunrise Carpentry LLC");
    expect(names(others.page)).not.toContain("Beacon Hill Bakery LLC");
    expect(names((await list(`sameAgencyAs=${sunrise}&search=granite`, "underwriter")).page)).toEqual(["Granite Peak Builders Corp"]);
    expect(names((await list(`sameAgencyAs=${sunrise}&search=sunrise`, "underwriter")).page)).toEqual([]);
    expect(names((await list(`sameAgencyAs=${sunrise}&search=beacon`, "underwriter")).page)).toEqual([]);
    expect(names((await list("search=beacon", "underwriter")).page)).toEqual(["Beacon Hill Bakery LLC"]);
    expect(names((await list(`sameAgencyAs=${sunrise}&search=${bakery}`, "underwriter")).page)).toEqual([]);
    expect((await list(`sameAgencyAs=${sunrise}`, "agent2")).status).toBe(404);
    expect((await list("sameAgencyAs=not-an-id", "underwriter")).status).toBe(400);
  });

  it("treats a blank search as no search", async () => {
    const blank = await list("search=%20%20&limit=100");
    const none = await list("limit=100");
    expect(names(blank.page)).toEqual(names(none.page));
  });
});

describe("GET /api/submissions: pages", () => {
  let paging: Awaited<ReturnType<typeof agencyWithSubmissions>>;
  beforeAll(async () => {
    paging = await agencyWithSubmissions(25);
  });

  it("pages through every submission exactly once, in a stable order, with ties broken by id", async () => {
    const pages = await allPages("limit=10", { token: paging.token });
    expect(pages.map((p) => p.submissions.length)).toEqual([10, 10, 5]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    const ids = pages.flatMap((p) => p.submissions.map((s) => s.submissionID));
    expect(new Set(ids)).toEqual(new Set(paging.ids));
    expect(ids).toHaveLength(25);
    const rows = await db.submission.findMany({ where: { agencyId: paging.agency.id }, orderBy: [{ updatedAt: "desc" }, { id: "asc" }], select: { id: true } });
    expect(ids).toEqual(rows.map((r) => r.id));
  });

  it("answers no next cursor when the page ends exactly at the last submission, and one when a submission remains", async () => {
    const exact = await list("limit=25", { token: paging.token });
    expect(exact.page.submissions).toHaveLength(25);
    expect(exact.page.nextCursor).toBeNull();
    const oneShort = await list("limit=24", { token: paging.token });
    expect(oneShort.page.nextCursor).not.toBeNull();
    const rest = await list(`limit=24&cursor=${oneShort.page.nextCursor}`, { token: paging.token });
    expect(rest.page.submissions).toHaveLength(1);
    expect(rest.page.nextCursor).toBeNull();
    expect(rest.page.submissions[0].submissionID).toBe(exact.page.submissions[24].submissionID);
  });

  it("pages a search the same way", async () => {
    const pages = await allPages("search=paging%20insured%201&limit=4", { token: paging.token });
    expect(pages.map((p) => p.submissions.length)).toEqual([4, 4, 2]);
    const rows = await db.submission.findMany({
      where: { agencyId: paging.agency.id, companyName: { startsWith: "Paging Insured 1" } },
      orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
      select: { companyName: true },
    });
    expect(rows).toHaveLength(10);
    expect(pages.flatMap(names)).toEqual(rows.map((r) => r.companyName));
  });

  it("sorts least recently updated first with sort=updated, ties by id the other way round, paged as the default order is", async () => {
    const newest = (await allPages("limit=100", { token: paging.token })).flatMap((p) => p.submissions.map((s) => s.submissionID));
    const oldest = await allPages("sort=updated&limit=10", { token: paging.token });
    expect(oldest.map((p) => p.submissions.length)).toEqual([10, 10, 5]);
    expect(oldest.flatMap((p) => p.submissions.map((s) => s.submissionID))).toEqual(newest.toReversed());
    expect((await list("sort=-updated&limit=100", { token: paging.token })).page.submissions.map((s) => s.submissionID)).toEqual(newest);
  });

  it("sorts a search least recently updated first the same way", async () => {
    const newest = (await allPages("search=paging%20insured%201&limit=4", { token: paging.token })).flatMap(names);
    const oldest = await allPages("search=paging%20insured%201&sort=updated&limit=4", { token: paging.token });
    expect(oldest.map((p) => p.submissions.length)).toEqual([4, 4, 2]);
    expect(oldest.flatMap(names)).toEqual(newest.toReversed());
  });

  it("answers 20 by default and at most 100", async () => {
    expect((await list("", { token: paging.token })).page.submissions).toHaveLength(20);
    expect((await list("limit=100", { token: paging.token })).page.submissions).toHaveLength(25);
    expect((await list("limit=1", { token: paging.token })).page.submissions).toHaveLength(1);
  });

  it("answers an empty page to an agency without submissions", async () => {
    const empty = await agencyWithSubmissions(0);
    const res = await list("", { token: empty.token });
    expect(res.status).toBe(200);
    expect(res.page).toEqual({ submissions: [], nextCursor: null });
  });

  it("answers a cursor past the end with an empty page", async () => {
    const cursor = encodeCursor({ at: new Date(Date.UTC(2000, 0, 1)), id: randomUUID(), order: "-updated" });
    const res = await list(`cursor=${cursor}`, { token: paging.token });
    expect(res.status).toBe(200);
    expect(res.page).toEqual({ submissions: [], nextCursor: null });
  });
});

describe("GET /api/submissions: by insured", () => {
  let book: Awaited<ReturnType<typeof agencyWithSubmissions>>;
  // The names the list shows, in the order sort=insured gives them: without case, a person's name where no company's.
  const aToZ = ["Alpha Builders", "alpha builders", "beta Bakery", "Dana Cole", "Gamma Glass", "zeta Roofing"];
  let idsByName: Map<string, string>;
  beforeAll(async () => {
    book = await agencyWithSubmissions(0);
    const agentId = (await db.user.findFirstOrThrow({ where: { agencyId: book.agency.id } })).id;
    const made = [];
    for (const name of ["zeta Roofing", "Alpha Builders", "beta Bakery", "Gamma Glass", "alpha builders", "Dana Cole"]) {
      const insured = name === "Dana Cole" ? { firstName: "Dana", lastName: "Cole" } : { companyName: name };
      made.push(await db.submission.create({ data: { agencyId: book.agency.id, agentId, ...insured } }));
    }
    idsByName = new Map(made.map((m) => [m.companyName ?? `${m.firstName} ${m.lastName}`, m.id]));
    // Two names equal without case: their ties go by id, the same way as the names.
    const [first, second] = ["Alpha Builders", "alpha builders"].toSorted((a, b) => (idsByName.get(a)! < idsByName.get(b)! ? -1 : 1));
    aToZ.splice(0, 2, first, second);
  });

  it("sorts A to Z with sort=insured and Z to A with sort=-insured, case aside, page after page", async () => {
    const pages = await allPages("sort=insured&limit=2", { token: book.token });
    expect(pages.map((p) => p.submissions.length)).toEqual([2, 2, 2]);
    expect(pages.flatMap(names)).toEqual(aToZ);
    expect((await allPages("sort=-insured&limit=4", { token: book.token })).flatMap(names)).toEqual(aToZ.toReversed());
  });

  it("keeps the order in a search", async () => {
    expect((await allPages("sort=insured&search=a&limit=2", { token: book.token })).flatMap(names)).toEqual(
      aToZ.filter((n) => n !== "Dana Cole" && n.toLowerCase().includes("a")),
    );
    expect((await allPages("sort=-insured&search=builders&limit=1", { token: book.token })).flatMap(names)).toEqual(aToZ.slice(0, 2).toReversed());
  });

  it("sorts every agency's submissions for an underwriter, as the database orders the key", async () => {
    const shown = (await list("sort=insured&limit=100", "underwriter")).page.submissions.map((s) => s.submissionID);
    const rows = await db.submission.findMany({ orderBy: [{ insuredSortKey: "asc" }, { id: "asc" }], take: 100, select: { id: true, insuredSortKey: true } });
    expect(shown).toEqual(rows.map((r) => r.id));
    const keys = rows.map((r) => r.insuredSortKey!);
    expect(keys.every((k, i) => i === 0 || keys[i - 1] <= k)).toBe(true);
  });
});

describe("GET /api/submissions: malformed queries are 400", () => {
  it.each([
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=2.5", "limit"],
    ["limit=ten", "limit"],
    ["cursor=not-a-cursor", "cursor"],
    [`cursor=${btoa("2026-01-01T00:00:00.000Z|not-a-uuid")}`, "cursor"],
    [`search=${"x".repeat(101)}`, "search"],
    ["sort=name", "sort"],
    ["sort=--updated", "sort"],
    [`sort=insured&cursor=${encodeCursor({ at: new Date(), id: randomUUID(), order: "insured" })}`, "cursor"],
    [`sort=-updated&cursor=${encodeTextCursor({ text: "acme", id: randomUUID(), order: "-updated" })}`, "cursor"],
    // A place of the same kind in another order: the same column the other way round, or none named.
    [`sort=updated&cursor=${encodeCursor({ at: new Date(), id: randomUUID(), order: "-updated" })}`, "cursor"],
    [`sort=-insured&cursor=${encodeTextCursor({ text: "acme", id: randomUUID(), order: "insured" })}`, "cursor"],
    [`cursor=${encodeCursor({ at: new Date(), id: randomUUID() })}`, "cursor"],
  ])("%s", async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("bad_request");
    expect(Object.keys(res.json.error.fields)).toEqual([field]);
  });
});

function loggingClient() {
  const target = databaseTarget();
  const adapter = target.kind === "postgres" ? new PrismaPg({ connectionString: target.url }) : new PrismaPGlite(embeddedDatabase(target.dataDir));
  return new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
}

describe("GET /api/submissions: queries per page", () => {
  let logging: ReturnType<typeof loggingClient>;
  let book: Awaited<ReturnType<typeof agencyWithSubmissions>>;
  let statements = 0;
  beforeAll(async () => {
    book = await agencyWithSubmissions(30);
    logging = loggingClient();
    logging.$on("query", () => {
      statements++;
    });
  });
  afterAll(() => logging.$disconnect());

  async function countFor(limit: number, search?: string) {
    const { listSubmissions } = await import("@/server/services/submission-list");
    statements = 0;
    const page = await listSubmissions({ role: "Agent", agencyId: book.agency.id }, { limit, search, sort: { key: "updated", direction: "desc" } }, logging);
    return { statements, size: page.submissions.length, coverages: page.submissions.reduce((n, s) => n + s.coverages.length, 0) };
  }

  it("does not grow with the page size (no query per submission or per coverage)", async () => {
    const one = await countFor(1);
    const many = await countFor(30);
    expect(many).toMatchObject({ size: 30, coverages: 30 });
    expect(one.statements).toBeGreaterThan(0);
    expect(many.statements).toBe(one.statements);
    const byId = await countFor(30, book.ids[3]);
    expect(byId.size).toBe(1);
    expect(byId.statements).toBe(one.statements + 1);
  });
});
