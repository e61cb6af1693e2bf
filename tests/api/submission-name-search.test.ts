import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/submissions/route";
import type { SubmissionListPage } from "@/lib/schemas/submission-list";
import { db } from "@/server/db";
import { NAME_PROBE_WINDOW } from "@/server/services/submission-name-search";
import { call, demoUserIds, signInAs, type DemoUser } from "../support/api-client";

type As = DemoUser | { token: string };

const BOOK = NAME_PROBE_WINDOW + 100;
// Unique to this run, so no other suite's submission matches.
const tag = randomUUID().slice(0, 8);

/** Every page of a search, following nextCursor. */
async function allPages(query: string, as: As): Promise<SubmissionListPage[]> {
  const pages: SubmissionListPage[] = [];
  let cursor: string | null = null;
  do {
    const res = await call(GET, `/api/submissions?${query}${cursor ? `&cursor=${cursor}` : ""}`, { as });
    expect(res.status).toBe(200);
    pages.push(res.json as SubmissionListPage);
    cursor = pages.at(-1)!.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

const ids = (pages: SubmissionListPage[]) => pages.flatMap((p) => p.submissions.map((s) => s.submissionID));

/**
 * An agency whose book is larger than the window a name search reads first,
 * newest first: a crowd of names among the newest, a sparse name on both sides
 * of the window, a needle only the oldest submission bears, and names with
 * LIKE's wildcards in them. Pairs share their updatedAt, so ties are broken by id.
 */
async function largeBook() {
  const agency = await db.agency.create({ data: { name: `Search Agency ${tag}` } });
  const agent = await db.user.create({
    data: { email: `search-${tag}@example.com`, passwordHash: "-", firstName: "Search", lastName: "Agent", roles: ["Agent"], agencyId: agency.id },
  });
  const base = Date.UTC(2025, 0, 1);
  const nameOf = (n: number) => {
    if (n === 0) return `Needle ${tag} Works`;
    if (n === 1) return `100% ${tag} Organic`;
    if (n === 2) return `${tag} a_b Supply`;
    if (n % 100 === 50) return `Sparse ${tag} ${n}`;
    return n % 3 === 0 ? `Crowd ${tag} ${n}` : `Bulk ${tag} ${n}`;
  };
  await db.submission.createMany({
    data: Array.from({ length: BOOK }, (_, n) => ({
      id: randomUUID(),
      agencyId: agency.id,
      agentId: agent.id,
      companyName: nameOf(n),
      updatedAt: new Date(base + Math.floor(n / 2) * 60_000),
    })),
  });
  return { agency, agentId: agent.id, token: (await signInAs(agent.id)).bearer };
}

/** The same search as the list orders it, straight from the table: what every page together must answer. */
async function expected(agencyId: string | undefined, contains: string, except?: string) {
  const rows = await db.submission.findMany({
    where: { companyName: { contains }, ...(agencyId && { agencyId }), ...(except && { id: { not: except } }) },
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

describe("GET /api/submissions: a name search in a book larger than its first window", () => {
  let book: Awaited<ReturnType<typeof largeBook>>;
  let otherNeedle: string;
  beforeAll(async () => {
    book = await largeBook();
    // The same needle in another agency's book.
    const other = await db.user.findUniqueOrThrow({ where: { id: demoUserIds.agent2 } });
    const needle = await db.submission.create({ data: { agencyId: other.agencyId!, agentId: other.id, companyName: `needle ${tag} works too` } });
    otherNeedle = needle.id;
  });

  it("finds a name only the oldest submission bears, past the newest ones", async () => {
    const pages = await allPages(`search=${encodeURIComponent(`NEEDLE ${tag}`)}`, { token: book.token });
    expect(ids(pages)).toEqual(await expected(book.agency.id, `Needle ${tag}`));
    expect(ids(pages)).toHaveLength(1);
  });

  it("pages a name common among the newest submissions in the list's order, each once", async () => {
    const pages = await allPages(`search=${encodeURIComponent(`crowd ${tag}`)}&limit=100`, { token: book.token });
    const want = await expected(book.agency.id, `Crowd ${tag}`);
    expect(want.length).toBeGreaterThan(300);
    expect(ids(pages)).toEqual(want);
    expect(pages.slice(0, -1).every((p) => p.submissions.length === 100)).toBe(true);
  });

  it("answers a rare name whose matches lie on both sides of the window, in one page or in several", async () => {
    const want = await expected(book.agency.id, `Sparse ${tag}`);
    const onePage = await allPages(`search=${encodeURIComponent(`sparse ${tag}`)}`, { token: book.token });
    expect(onePage.map((p) => p.submissions.length)).toEqual([11]);
    expect(ids(onePage)).toEqual(want);
    const smallPages = await allPages(`search=${encodeURIComponent(`sparse ${tag}`)}&limit=4`, { token: book.token });
    expect(smallPages.map((p) => p.submissions.length)).toEqual([4, 4, 3]);
    expect(ids(smallPages)).toEqual(want);
    // Ten of the eleven within the first window, a page of ten: the walk past the window fills the page.
    const walked = await allPages(`search=${encodeURIComponent(`sparse ${tag}`)}&limit=10`, { token: book.token });
    expect(walked.map((p) => p.submissions.length)).toEqual([10, 1]);
    expect(ids(walked)).toEqual(want);
    const walkedBack = await allPages(`search=${encodeURIComponent(`sparse ${tag}`)}&limit=10&sort=updated`, { token: book.token });
    expect(ids(walkedBack)).toEqual([...want].reverse());
  });

  it("keeps the insured order, A to Z or Z to A, for a name common in the window, one past it, and one only the oldest bears", async () => {
    const byName = async (contains: string) =>
      (await db.submission.findMany({ where: { companyName: { contains }, agencyId: book.agency.id }, select: { id: true, companyName: true } }))
        .toSorted((a, b) => (a.companyName!.toLowerCase() < b.companyName!.toLowerCase() ? -1 : 1))
        .map((r) => r.id);
    for (const [search, limit] of [
      [`crowd ${tag}`, 100],
      [`sparse ${tag}`, 4],
      [`needle ${tag}`, 20],
    ] as const) {
      const want = await byName(search.replace(/^./, (c) => c.toUpperCase()));
      expect(want.length, search).toBeGreaterThan(0);
      const query = `search=${encodeURIComponent(search)}&limit=${limit}`;
      expect(ids(await allPages(`${query}&sort=insured`, { token: book.token })), search).toEqual(want);
      expect(ids(await allPages(`${query}&sort=-insured`, { token: book.token })), search).toEqual(want.toReversed());
    }
  });

  it("in the insured order, reads a block of names beginning with the text past the first window a page at a time, merged with the names holding it further in", async () => {
    const named = (companyName: string) => ({ id: randomUUID(), agencyId: book.agency.id, agentId: book.agentId, companyName });
    // Past the window in name order: "Mole …" and "Zebra …" hold the text after their first word, the block begins with it.
    const block = Array.from({ length: 30 }, (_, n) => named(`Quarry ${tag} ${n}`));
    const before = named(`Mole Quarry ${tag}`);
    const after = named(`Zebra Quarry ${tag}`);
    await db.submission.createMany({ data: [...block, before, after] });
    const keyOf = (name: string) => name.toLowerCase();
    const blockInOrder = block.toSorted((a, b) => (keyOf(a.companyName) < keyOf(b.companyName) ? -1 : 1)).map((r) => r.id);
    const want = [before.id, ...blockInOrder, after.id];
    for (const limit of [20, 7]) {
      const query = `search=${encodeURIComponent(`quarry ${tag}`)}&limit=${limit}`;
      expect(ids(await allPages(`${query}&sort=insured`, { token: book.token })), `limit ${limit}`).toEqual(want);
      expect(ids(await allPages(`${query}&sort=-insured`, { token: book.token })), `limit ${limit}`).toEqual(want.toReversed());
    }
  });

  it("takes % and _ as themselves", async () => {
    const percent = await allPages(`search=${encodeURIComponent(`100% ${tag}`)}`, { token: book.token });
    expect(percent.flatMap((p) => p.submissions.map((s) => s.insuredName))).toEqual([`100% ${tag} Organic`]);
    const underscore = await allPages(`search=${encodeURIComponent(`${tag} a_b`)}`, { token: book.token });
    expect(underscore.flatMap((p) => p.submissions.map((s) => s.insuredName))).toEqual([`${tag} a_b Supply`]);
    expect(ids(await allPages(`search=${encodeURIComponent(`${tag} a%b`)}`, { token: book.token }))).toEqual([]);
  });

  it("never finds another agency's submission for an agent; finds it in every agency for an underwriter", async () => {
    const agent = await allPages(`search=${encodeURIComponent(`needle ${tag}`)}`, { token: book.token });
    expect(ids(agent)).not.toContain(otherNeedle);
    const underwriter = await allPages(`search=${encodeURIComponent(`needle ${tag}`)}`, "underwriter");
    expect(ids(underwriter)).toEqual(await expected(undefined, `eedle ${tag}`));
    expect(ids(underwriter)).toContain(otherNeedle);
    expect(ids(underwriter)).toHaveLength(2);
  });

  it("sameAgencyAs: the anchor is left out of the search itself, so every page stays full", async () => {
    const [anchor] = await expected(book.agency.id, `Sparse ${tag}`);
    const pages = await allPages(`sameAgencyAs=${anchor}&search=${encodeURIComponent(`sparse ${tag}`)}&limit=9`, "underwriter");
    expect(pages.map((p) => p.submissions.length)).toEqual([9, 1]);
    expect(ids(pages)).toEqual(await expected(book.agency.id, `Sparse ${tag}`, anchor));
  });
});
