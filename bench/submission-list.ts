/**
 * `npm run bench`: how long GET /api/submissions' and GET /api/work-queue's
 * services take with a small and a large book (BENCH_SIZES, default
 * 1000,20000; the search's budget is read at BENCH_SIZES=1000,100000).
 * Creates its own database (embedded PGlite in a temporary folder, or the
 * PostgreSQL of BENCH_DATABASE_URL, whose name must contain "bench"), seeds N
 * submissions with 1-3 applications each, and prints the median and p95 of
 * each list call in milliseconds, then the searches by name of both lists
 * side by side at each size, and the clearance of a submission (its possible
 * duplicates across agencies; the budget is read at BENCH_SIZES=1000,100000), the work queue's tabs' counts, and
 * the renewal notices' sweep and the 'Renewals due' list, and the agents' lists of cancellations and endorsements (a
 * cancellation and an endorsement of every bound policy; a small agency with three of each, the oldest of all), and the
 * Documents page's list (a document of every application) newest first and by file name. It asserts nothing.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { statusId, type ApplicationStatus } from "@/lib/domain/statuses";
import type { SubmissionListQuery } from "@/lib/schemas/submission-list";
import { createPrismaClient } from "@/server/db/client";
import type { DatabaseTarget } from "@/server/db/config";
import { closeEmbeddedDatabases } from "@/server/db/embedded";
import { applyMigrations } from "@/server/db/migrate";
import { openSqlRunner } from "@/server/db/sql-runner";
import { listSubmissions } from "@/server/services/submission-list";
import { getClearance } from "@/server/services/clearance";
import { listWorkQueue } from "@/server/services/work-queue";
import { countWaiting, listWaitingRequests } from "@/server/services/work-queue-requests";
import { noticeRenewalsDue } from "@/server/services/renewal-notices";
import { listRenewalsDue } from "@/server/services/renewals-due";
import { listCancellations } from "@/server/services/cancellations";
import { countEndorsementTabs, listEndorsements } from "@/server/services/endorsements";
import { listDocuments } from "@/server/services/documents";
import type { DocumentListQuery } from "@/lib/schemas/documents";
import { sortParam } from "@/lib/domain/list-sort";
import { decodeCursor, decodeListCursor } from "@/lib/schemas/list-query";
import type { RenewalsDueQuery } from "@/lib/schemas/renewals-due";
import type { WorkQueueQuery } from "@/lib/schemas/work-queue";
import { timeRuns } from "./timing";

const SIZES = (process.env.BENCH_SIZES ?? "1000,20000").split(",").map(Number);
const WARMUP = 10;
const RUNS = Number(process.env.BENCH_RUNS || 60);
const BATCH = 1_000;
const DAY_MS = 86_400_000;
// The day the renewal notices' sweep runs on: policies expiring in the 60 days after it come due.
const RENEWAL_DAY = "2026-06-01";

const statuses: ApplicationStatus[] = ["InProgress", "ApprovalRequested", "QuoteApproved", "PendingBind", "Bound", "Submitted", "Quoted", "Declined"];
const words = ["Granite", "Summit", "Harbor", "Maple", "Cedar", "Bluebird", "Pioneer", "Atlas", "Beacon", "Sunrise", "Coastal", "Redwood"];
const documentKinds = ["loss runs", "signed application", "prior policy", "inspection report"];
const kinds = ["Builders", "Roofing", "Bistro", "Carpentry", "Plumbing", "Hardware", "Logistics", "Dental", "Bakery", "Landscaping"];

function target(): { target: DatabaseTarget; cleanup: () => void } {
  const url = process.env.BENCH_DATABASE_URL?.trim();
  if (url) {
    if (!/bench/i.test(new URL(url).pathname)) throw new Error('BENCH_DATABASE_URL must name a database containing "bench": it is wiped.');
    return { target: { kind: "postgres", url }, cleanup: () => {} };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "submission-list-bench-"));
  return { target: { kind: "pglite", dataDir }, cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

async function migrate(t: DatabaseTarget) {
  const runner = await openSqlRunner(t);
  try {
    if (t.kind === "postgres") await runner.exec("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
    await applyMigrations(runner);
  } finally {
    await runner.close();
  }
  // PGlite learns the array types (the statuses' enum array of the work queue's search) when it opens: reopened after the migrations made them.
  await closeEmbeddedDatabases();
}

type Db = ReturnType<typeof createPrismaClient>;

async function seedCatalog(db: Db) {
  const industry = await db.industry.create({ data: { label: "Bench", identifier: "bench" } });
  const products = [];
  for (const [i, isWholesale] of [false, false, true].entries()) {
    products.push(
      await db.product.create({
        data: { industryId: industry.id, label: `Bench Product ${i + 1}`, identifier: `bench-${i + 1}`, isWholesale, icon: "shield" },
      }),
    );
  }
  const agency = await db.agency.create({ data: { name: "Bench Agency" } });
  const other = await db.agency.create({ data: { name: "Other Agency" } });
  const agent = await db.user.create({
    data: { email: "bench@example.com", passwordHash: "-", firstName: "Bench", lastName: "Agent", roles: ["Agent"], agencyId: agency.id },
  });
  const otherAgent = await db.user.create({
    data: { email: "other@example.com", passwordHash: "-", firstName: "Other", lastName: "Agent", roles: ["Agent"], agencyId: other.id },
  });
  return { products, agency, other, agent, otherAgent };
}

type Catalog = Awaited<ReturnType<typeof seedCatalog>>;

/** Adds submissions numbered from..to-1; every tenth belongs to another agency, so the filter has work to do. */
async function seedSubmissions(db: Db, catalog: Catalog, from: number, to: number, appIds: string[]) {
  const epoch = Date.UTC(2026, 0, 1);
  for (let start = from; start < to; start += BATCH) {
    const end = Math.min(to, start + BATCH);
    const submissions = [];
    const applications = [];
    for (let n = start; n < end; n++) {
      const id = randomUUID();
      const mine = n % 10 !== 0;
      // Every 50th submission shares its updatedAt with the one before, so ties in the order are exercised.
      const updatedAt = new Date(epoch + (n - (n % 50 === 1 ? 1 : 0)) * 60_000);
      submissions.push({
        id,
        agencyId: mine ? catalog.agency.id : catalog.other.id,
        agentId: mine ? catalog.agent.id : catalog.otherAgent.id,
        companyName: nameOf(n),
        // A tax id each, but every hundredth the one before's: clearance has equal ids to find among the rest.
        feinSsnNumber: String(100_000_000 + n - (n % 100 === 1 ? 1 : 0)),
        firstName: "Pat",
        lastName: `Owner ${n}`,
        createdAt: updatedAt,
        updatedAt,
      });
      for (let a = 0; a < 1 + (n % 3); a++) {
        const status = statuses[(n + a) % statuses.length];
        const appId = randomUUID();
        if (mine) appIds.push(appId);
        applications.push({
          id: appId,
          submissionId: id,
          productId: catalog.products[a].id,
          productVersion: 1,
          status,
          statusId: statusId(status),
          createdAt: new Date(updatedAt.getTime() + a),
          updatedAt,
          // Entered their status in another order than they were last changed, as a real book does.
          statusChangedAt: new Date(updatedAt.getTime() - ((n * 37 + a * 11) % 10_000) * 60_000),
          isFlaggedForManualReview: n % 17 === 0,
          // A policy's term ends on one of 730 days from the epoch, so a fixed share of the book comes due each day.
          ...(status === "Bound" && { expirationDate: new Date(epoch + ((n * 7 + a) % 730) * DAY_MS) }),
        });
      }
    }
    await db.submission.createMany({ data: submissions });
    await db.submissionAddress.createMany({
      data: submissions.map((sub, i) => ({
        submissionId: sub.id,
        kind: "physical" as const,
        streetAddress: `${(start + i) % 5000} ${words[(start + i) % words.length]} Street`,
        city: "Austin",
        state: "TX",
        zip: String(78_701 + ((start + i) % 40)),
      })),
    });
    await db.application.createMany({ data: applications });
    // A cancellation and an endorsement of every bound policy, made when it was last updated, in a few statuses; every
    // third endorsement bound.
    const policies = applications.filter((app) => app.status === "Bound");
    const owners = new Map(submissions.map((sub): [string, { agencyId: string; agentId: string }] => [sub.id, sub]));
    const owner = (app: (typeof policies)[number]) => owners.get(app.submissionId)!;
    await db.cancellation.createMany({
      data: policies.map((app, i) => ({
        applicationId: app.id,
        agencyId: owner(app).agencyId,
        status: (["CancellationRequested", "CancellationDenied", "PolicyCancelled"] as const)[i % 3],
        requestedById: owner(app).agentId,
        requestedDate: app.updatedAt,
        cancellationDate: new Date(app.statusChangedAt.toISOString().slice(0, 10)),
        createdAt: app.updatedAt,
      })),
    });
    await db.endorsement.createMany({
      data: policies.map((app, i) => ({
        applicationId: app.id,
        agencyId: owner(app).agencyId,
        effectiveDate: app.updatedAt,
        updatedById: owner(app).agentId,
        createdAt: app.updatedAt,
        boundDate: i % 3 === 0 ? app.statusChangedAt : null,
        // Priced in another order than they were made; every seventh not priced yet.
        ...(app.statusChangedAt.getTime() % 7 !== 0 && { totalPremiumCents: (app.statusChangedAt.getTime() / 60_000) % 250_000, stateTaxCents: 500 }),
      })),
    });
    // A document of every application, uploaded when it was created, named after its insured and classified by its kind.
    const insureds = new Map(submissions.map((sub) => [sub.id, sub.companyName]));
    await db.document.createMany({
      data: applications.map((app, i) => ({
        applicationId: app.id,
        agencyId: owners.get(app.submissionId)!.agencyId,
        filename: `${insureds.get(app.submissionId)} ${documentKinds[i % documentKinds.length]}.pdf`,
        classification: documentKinds[i % documentKinds.length].replaceAll(" ", "_"),
        mimeType: "application/pdf",
        sizeBytes: 1024,
        category: "upload_view_upload" as const,
        uploaderName: i % 2 ? "Bench Agent" : "Avery Agent",
        uploaderType: "Agent" as const,
        storageKey: randomUUID(),
        createdAt: app.createdAt,
      })),
    });
  }
}

/** One insured submitted by both agencies: the same tax id, the name spelled two ways, one address. Answers the first. */
async function seedTwins(db: Db, catalog: Catalog, size: number): Promise<string> {
  const ids = [randomUUID(), randomUUID()];
  const spellings = [`Zephyrine Carpentry ${size}, L.L.C.`, `Zephyrine Carpentry ${size} Inc`];
  for (const [i, id] of ids.entries()) {
    await db.submission.create({
      data: {
        id,
        agencyId: i ? catalog.other.id : catalog.agency.id,
        agentId: i ? catalog.otherAgent.id : catalog.agent.id,
        companyName: spellings[i],
        feinSsnNumber: `98-7${String(size).padStart(6, "0")}`,
        addresses: { create: { kind: "physical", streetAddress: "77 Lamar Blvd", city: "Austin", state: "TX", zip: "78703" } },
      },
    });
  }
  return ids[0];
}

/**
 * A small agency's policies, the oldest in the book: three bound applications, each with a cancellation and an
 * endorsement. An agent's list of them is the one that walked every other agency's records before it found its own.
 */
async function seedSmallAgency(db: Db, catalog: Catalog) {
  const agency = await db.agency.create({ data: { name: "Small Agency" } });
  const agent = await db.user.create({
    data: { email: "small@example.com", passwordHash: "-", firstName: "Small", lastName: "Agent", roles: ["Agent"], agencyId: agency.id },
  });
  const long = new Date(Date.UTC(2020, 0, 1));
  const submission = await db.submission.create({
    data: { agencyId: agency.id, agentId: agent.id, companyName: "Small Agency Client", createdAt: long, updatedAt: long },
  });
  for (const product of catalog.products) {
    const app = await db.application.create({
      data: {
        submissionId: submission.id,
        productId: product.id,
        productVersion: 1,
        status: "Bound",
        statusId: statusId("Bound"),
        createdAt: long,
        updatedAt: long,
      },
    });
    await db.cancellation.create({ data: { applicationId: app.id, agencyId: agency.id, requestedById: agent.id, requestedDate: long, createdAt: long } });
    await db.endorsement.create({ data: { applicationId: app.id, agencyId: agency.id, effectiveDate: long, updatedById: agent.id, createdAt: long } });
  }
  return { id: agent.id, role: "Agent" as const, agencyId: agency.id };
}

const nameOf = (n: number) => `${words[n % words.length]} ${kinds[(n * 7) % kinds.length]} ${n}`;

const time = (run: () => Promise<unknown>) => timeRuns(run, { warmup: WARMUP, runs: RUNS });

const { target: t, cleanup } = target();
try {
  await migrate(t);
  const db = createPrismaClient(t);
  try {
    const catalog = await seedCatalog(db);
    const agent = { role: "Agent" as const, agencyId: catalog.agency.id };
    const underwriter = { role: "Underwriter" as const, agencyId: null };
    const smallAgent = await seedSmallAgency(db, catalog);
    const appIds: string[] = [];
    let seeded = 0;
    const rows: Record<string, string>[] = [];
    const searches = new Map<string, Record<string, string>>();
    const record = (size: number, name: string, { median, p95 }: { median: number; p95: number }) => {
      rows.push({ submissions: String(size), case: name, "median ms": median.toFixed(2), "p95 ms": p95.toFixed(2) });
      if (!name.includes("search name")) return;
      const row = searches.get(name) ?? searches.set(name, { case: name }).get(name)!;
      row[`${size} submissions, median (p95) ms`] = `${median.toFixed(2)} (${p95.toFixed(2)})`;
    };
    for (const size of SIZES) {
      await seedSubmissions(db, catalog, seeded, size, appIds);
      seeded = size;
      await db.$executeRawUnsafe('ANALYZE "Submission"');
      await db.$executeRawUnsafe('ANALYZE "Application"');
      const mine = await db.submission.count({ where: { agencyId: catalog.agency.id } });
      // A cursor nine tenths of the way down the agent's list.
      const deep = await db.submission.findFirstOrThrow({
        where: { agencyId: catalog.agency.id },
        orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
        skip: Math.floor(mine * 0.9),
        select: { id: true, updatedAt: true },
      });
      const cursor = { at: deep.updatedAt, id: deep.id };
      const deepByName = await db.submission.findFirstOrThrow({
        where: { agencyId: catalog.agency.id },
        orderBy: [{ insuredSortKey: "asc" }, { id: "asc" }],
        skip: Math.floor(mine * 0.9),
        select: { id: true, insuredSortKey: true },
      });
      const nameCursor = { text: deepByName.insuredSortKey ?? "", id: deepByName.id };
      const newest = { key: "updated", direction: "desc" } as const;
      const oldest = { key: "updated", direction: "asc" } as const;
      const aToZ = { key: "insured", direction: "asc" } as const;
      const cases: [string, typeof agent | typeof underwriter, Omit<SubmissionListQuery, "sort">, SubmissionListQuery["sort"]?][] = [
        ["first page", agent, {}],
        ["deep page (90%)", agent, { cursor }],
        ["first page, oldest first", agent, {}, oldest],
        ["search name, common", agent, { search: "granite" }],
        ["search name, common, deep", agent, { search: "granite", cursor }],
        ["search name, common, oldest first", agent, { search: "granite" }, oldest],
        ["search name, 1 in 60", agent, { search: nameOf(size - 7).replace(/ \d+$/, "") }],
        ["search name, one match", agent, { search: nameOf(size - 7) }],
        ["search application ID", agent, { search: appIds[Math.floor(appIds.length / 2)] }],
        ["underwriter first page", underwriter, {}],
        ["underwriter first page, oldest first", underwriter, {}, oldest],
        ["first page by insured", agent, {}, aToZ],
        ["first page by insured, Z to A", agent, {}, { key: "insured", direction: "desc" }],
        ["deep page by insured (90%)", agent, { cursor: nameCursor }, aToZ],
        ["underwriter first page by insured", underwriter, {}, aToZ],
        ["search name by insured, common", agent, { search: "granite" }, aToZ],
        ["search name by insured, 1 in 60", agent, { search: nameOf(size - 7).replace(/ \d+$/, "") }, aToZ],
        ["search name by insured, one match", agent, { search: nameOf(size - 7) }, aToZ],
      ];
      for (const [name, viewer, query, sort = newest] of cases) {
        record(size, name, await time(() => listSubmissions(viewer, { ...query, sort }, db)));
      }
      const longestWaiting = { key: "waiting", direction: "desc" } as const;
      const queueDeep = (await listWorkQueue(underwriter, { limit: 100, sort: longestWaiting }, db)).nextCursor;
      const byInsured = { key: "insured", direction: "asc" } as const;
      const insuredDeep = (await listWorkQueue(underwriter, { limit: 100, sort: byInsured }, db)).nextCursor;
      const queueCases: [string, Omit<WorkQueueQuery, "sort">, WorkQueueQuery["sort"]?][] = [
        ["work queue, first page", {}],
        ["work queue, first page, latest first", {}, { key: "waiting", direction: "asc" }],
        ["work queue, second page of 100", { cursor: queueDeep ? decodeCursor(queueDeep)! : undefined }],
        ["work queue, one agency", { agencyID: catalog.other.id }],
        ["work queue, one status", { status: "PendingBind" }],
        ["work queue, flagged", { flagged: true }],
        ["work queue, search name, none waiting", { search: "granite" }],
        ["work queue, search name, common", { search: "summit" }],
        ["work queue, search name, common, next page", { search: "summit", cursor: queueDeep ? decodeCursor(queueDeep)! : undefined }],
        ["work queue by insured, first page", {}, byInsured],
        ["work queue by insured, Z to A", {}, { key: "insured", direction: "desc" }],
        ["work queue by insured, second page of 100", { cursor: insuredDeep ? decodeListCursor(insuredDeep)! : undefined }, byInsured],
        ["work queue by insured, one status", { status: "PendingBind" }, byInsured],
        ["work queue by insured, one agency", { agencyID: catalog.other.id }, byInsured],
        ["work queue by insured, search name, common", { search: "summit" }, byInsured],
        // The other columns' orders (migration queue_column_orders).
        ...(["agency", "agent", "product", "status"] as const).map((key): (typeof queueCases)[number] => [
          `work queue by ${key}`,
          {},
          { key, direction: "asc" },
        ]),
        ["work queue by product, one agency", { agencyID: catalog.other.id }, { key: "product", direction: "asc" }],
        ["work queue by agent, one status", { status: "PendingBind" }, { key: "agent", direction: "asc" }],
        ["work queue, flagged first", {}, { key: "review", direction: "desc" }],
      ];
      for (const [name, query, sort = longestWaiting] of queueCases) {
        record(size, name, await time(() => listWorkQueue(underwriter, { ...query, sort }, db)));
      }
      // Every tab's count, each stopping at COUNT_CAP: the same work at any size once a tab holds that many.
      record(size, "work queue, the tabs' counts", await time(() => countWaiting(underwriter, db)));
      // The request tabs: every bound policy's cancellation and endorsement wait on an underwriter.
      for (const kind of ["endorsement", "cancellation"] as const) {
        for (const [order, sort] of [
          ["longest waiting", longestWaiting],
          ["by insured", byInsured],
          ...(["policy", "product", "agency", "agent", "status"] as const).map((key) => [`by ${key}`, { key, direction: "asc" }] as const),
        ] as const) {
          record(size, `work queue, ${kind} tab, ${order}`, await time(() => listWaitingRequests(underwriter, { kind, sort }, db)));
        }
      }
      // The renewal notices' sweep once every policy coming due has been told: what each run of it reads at any size.
      while ((await noticeRenewalsDue(db, RENEWAL_DAY)) > 0);
      record(size, "renewal notices, a sweep with all told", await time(() => noticeRenewalsDue(db, RENEWAL_DAY)));
      // 'Renewals due': the policies expiring within 90 days of that day, a page, soonest first; and a page further on; and
      // a first page in each of its other orders, whose indexes hold every policy in force and read the window from them.
      const soonestFirst = { key: "expiration", direction: "asc" } as const;
      const renewals = (viewer: typeof agent | typeof underwriter, cursor?: string, sort: RenewalsDueQuery["sort"] = soonestFirst) =>
        listRenewalsDue(
          viewer,
          { within: 90, sort, limit: 20, cursor: cursor ? decodeListCursor(cursor)! : undefined },
          { renewalAction: true },
          db,
          RENEWAL_DAY,
        );
      const renewalsNext = (await renewals(underwriter)).nextCursor ?? undefined;
      record(size, "renewals due, an underwriter, first page", await time(() => renewals(underwriter)));
      record(size, "renewals due, an underwriter, next page", await time(() => renewals(underwriter, renewalsNext)));
      record(size, "renewals due, an agent, first page", await time(() => renewals(agent)));
      for (const sort of [
        { key: "insured", direction: "asc" },
        { key: "agency", direction: "asc" },
        { key: "premium", direction: "desc" },
        { key: "status", direction: "asc" },
      ] as const) {
        const order = sortParam(sort);
        record(size, `renewals due, an underwriter, first page by ${order}`, await time(() => renewals(underwriter, undefined, sort)));
        record(size, `renewals due, an agent, first page by ${order}`, await time(() => renewals(agent, undefined, sort)));
      }
      // An agent's cancellations and endorsements: the bench agency's many, and the small agency's three, oldest of all.
      for (const table of ["Cancellation", "Endorsement"]) await db.$executeRawUnsafe(`ANALYZE "${table}"`);
      const requested = { key: "requested", direction: "desc" } as const;
      const created = { key: "created", direction: "desc" } as const;
      const recordsAgent = { ...agent, id: catalog.agent.id };
      const underwriterWithId = { ...underwriter, id: catalog.agent.id };
      record(size, "cancellations, an agent, first page", await time(() => listCancellations(recordsAgent, { sort: requested }, db)));
      record(size, "cancellations, a small agency's agent", await time(() => listCancellations(smallAgent, { sort: requested }, db)));
      record(size, "endorsements, an agent, first page", await time(() => listEndorsements(recordsAgent, { sort: created }, db)));
      record(size, "endorsements, a small agency's agent", await time(() => listEndorsements(smallAgent, { sort: created }, db)));
      const byCost = { key: "cost", direction: "desc" } as const;
      record(size, "endorsements by cost, an agent, first page", await time(() => listEndorsements(recordsAgent, { sort: byCost }, db)));
      record(
        size,
        "endorsements by cost, an agent, one tab",
        await time(() => listEndorsements(recordsAgent, { sort: byCost, status: "ApprovalRequested" }, db)),
      );
      record(
        size,
        "endorsements by cost, an underwriter, one tab",
        await time(() => listEndorsements(underwriterWithId, { sort: byCost, status: "ApprovalRequested" }, db)),
      );
      record(size, "endorsements by cost, a small agency's agent", await time(() => listEndorsements(smallAgent, { sort: byCost }, db)));
      const recordsByInsured = { key: "insured", direction: "asc" } as const;
      record(size, "cancellations by insured, an agent", await time(() => listCancellations(recordsAgent, { sort: recordsByInsured }, db)));
      record(size, "cancellations by insured, an underwriter", await time(() => listCancellations(underwriterWithId, { sort: recordsByInsured }, db)));
      record(size, "cancellations by insured, a small agency's agent", await time(() => listCancellations(smallAgent, { sort: recordsByInsured }, db)));
      record(
        size,
        "endorsements by insured, an agent, one tab",
        await time(() => listEndorsements(recordsAgent, { sort: recordsByInsured, status: "ApprovalRequested" }, db)),
      );
      record(size, "endorsements by insured, an underwriter", await time(() => listEndorsements(underwriterWithId, { sort: recordsByInsured }, db)));
      record(size, "endorsements, a small agency's tab counts", await time(() => countEndorsementTabs(smallAgent, {}, db)));
      // The other columns' orders (migration column_orders): an agent's and every agency's.
      for (const [key, direction] of [
        ["status", "asc"],
        ["cancellation", "desc"],
      ] as const) {
        record(size, `cancellations by ${key}, an agent`, await time(() => listCancellations(recordsAgent, { sort: { key, direction } }, db)));
        record(size, `cancellations by ${key}, an underwriter`, await time(() => listCancellations(underwriterWithId, { sort: { key, direction } }, db)));
      }
      const highestReturn = { key: "return", direction: "desc" } as const;
      record(size, "cancellations by return premium, an agent", await time(() => listCancellations(recordsAgent, { sort: highestReturn }, db)));
      record(size, "cancellations by return premium, an underwriter", await time(() => listCancellations(underwriterWithId, { sort: highestReturn }, db)));
      const byDueTo = { key: "dueTo", direction: "asc" } as const;
      record(size, "cancellations by due to, an underwriter", await time(() => listCancellations(underwriterWithId, { sort: byDueTo }, db)));
      for (const [key, direction] of [
        ["product", "asc"],
        ["policy", "asc"],
        ["bound", "desc"],
        ["updatedBy", "asc"],
      ] as const) {
        const sort = { key, direction };
        record(size, `endorsements by ${key}, an agent, one tab`, await time(() => listEndorsements(recordsAgent, { sort, status: "ApprovalRequested" }, db)));
        record(size, `endorsements by ${key}, an underwriter`, await time(() => listEndorsements(underwriterWithId, { sort }, db)));
      }
      // The Documents page: an agent's and every agency's, newest first and by file name, and a page further on by name.
      await db.$executeRawUnsafe('ANALYZE "Document"');
      const uploaded = { key: "uploaded", direction: "desc" } as const;
      const byFile = { key: "file", direction: "asc" } as const;
      const documentsDeep = (await listDocuments(recordsAgent, { sort: byFile, limit: 100 }, db)).nextCursor;
      const documentCases: [string, typeof recordsAgent | typeof underwriterWithId, Omit<DocumentListQuery, "sort">, DocumentListQuery["sort"]][] = [
        ["documents, an agent, newest first", recordsAgent, {}, uploaded],
        ["documents, an agent, by file name", recordsAgent, {}, byFile],
        ["documents, an agent, by file name, Z to A", recordsAgent, {}, { key: "file", direction: "desc" }],
        ["documents, an agent, by file name, after 100", recordsAgent, { cursor: documentsDeep ? decodeListCursor(documentsDeep)! : undefined }, byFile],
        ["documents, an underwriter, by file name", underwriterWithId, {}, byFile],
        ...(["product", "uploader", "classification"] as const).flatMap((key): typeof documentCases => [
          [`documents, an agent, by ${key}`, recordsAgent, {}, { key, direction: "asc" }],
          [`documents, an underwriter, by ${key}`, underwriterWithId, {}, { key, direction: "asc" }],
        ]),
      ];
      for (const [name, viewer, query, sort] of documentCases) record(size, name, await time(() => listDocuments(viewer, { ...query, sort }, db)));
      // Clearance of one insured submitted twice (the same tax id, the name spelled two ways at one address), and of a
      // name hundreds of others resemble ("Granite Roofing 1234" among every "Granite Roofing <n>").
      const twins = await seedTwins(db, catalog, size);
      const clearanceViewer = { ...underwriter, id: catalog.agent.id };
      record(size, "clearance, an insured submitted twice", await time(() => getClearance(clearanceViewer, twins, db)));
      const common = await db.submission.findFirstOrThrow({ where: { companyName: nameOf(size - 7) }, select: { id: true } });
      record(size, "clearance, a name hundreds resemble", await time(() => getClearance(clearanceViewer, common.id, db)));
    }
    console.log(`Submission list (${t.kind === "pglite" ? "embedded PGlite" : "PostgreSQL"}, page size 20, ${RUNS} runs each)`);
    console.table(rows);
    console.log("Search by name: App Central's list (an agent) and the work queue (an underwriter), at each size");
    console.table([...searches.values()]);
  } finally {
    await db.$disconnect();
    await closeEmbeddedDatabases();
  }
} finally {
  cleanup();
}
