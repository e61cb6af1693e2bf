/**
 * The book of business of `npm run bench:dashboard`, written straight into
 * PostgreSQL by set-based SQL (INSERT … SELECT over generate_series): the
 * demo catalog (prisma/seed), 200 agencies with an agent each, and N
 * applications over the last three years, 1–3 per submission, in ~50 states,
 * with the status histories, cancellations and endorsements of realistic
 * paths. The database is wiped and migrated first.
 *
 * The row triggers (audit trail, webhooks, clearance keys, the dashboard's
 * counts) are skipped for the bulk load by session_replication_role =
 * replica, which also skips the foreign key checks: the columns the
 * BEFORE triggers would fill are written by the inserts themselves, and
 * the dashboard's counts by one dashboard_rebuild() at the end.
 */
import pg from "pg";
import { statusIds } from "@/lib/domain/statuses";
import { awaitingUnderwriterStatuses } from "@/lib/domain/work-queue";
import { seedDatabase } from "@/prisma/seed/index";
import { createPrismaClient } from "@/server/db/client";
import { applyMigrations } from "@/server/db/migrate";
import { openSqlRunner } from "@/server/db/sql-runner";

const AGENCIES = 200;
/** Applications per submission: 1 for half, 2 for 30%, 3 for 20% (1.7 on average). */
const MEAN_APPLICATIONS = 1.7;
/** Waiting on an underwriter on purpose, status changed within 14 days; the newest applications add ~0.5% more of themselves. */
const WAITING_SHARE = 0.016;

// Capitals of the states, most populous first: the draws favour the front, as a real book does.
const states: [string, string][] = [
  ["CA", "Sacramento"],
  ["TX", "Austin"],
  ["FL", "Tallahassee"],
  ["NY", "Albany"],
  ["PA", "Harrisburg"],
  ["IL", "Springfield"],
  ["OH", "Columbus"],
  ["GA", "Atlanta"],
  ["NC", "Raleigh"],
  ["MI", "Lansing"],
  ["NJ", "Trenton"],
  ["VA", "Richmond"],
  ["WA", "Olympia"],
  ["AZ", "Phoenix"],
  ["TN", "Nashville"],
  ["MA", "Boston"],
  ["IN", "Indianapolis"],
  ["MD", "Annapolis"],
  ["MO", "Jefferson City"],
  ["WI", "Madison"],
  ["CO", "Denver"],
  ["MN", "Saint Paul"],
  ["SC", "Columbia"],
  ["AL", "Montgomery"],
  ["LA", "Baton Rouge"],
  ["KY", "Frankfort"],
  ["OR", "Salem"],
  ["OK", "Oklahoma City"],
  ["CT", "Hartford"],
  ["UT", "Salt Lake City"],
  ["IA", "Des Moines"],
  ["NV", "Carson City"],
  ["AR", "Little Rock"],
  ["MS", "Jackson"],
  ["KS", "Topeka"],
  ["NM", "Santa Fe"],
  ["NE", "Lincoln"],
  ["ID", "Boise"],
  ["WV", "Charleston"],
  ["HI", "Honolulu"],
  ["NH", "Concord"],
  ["ME", "Augusta"],
  ["MT", "Helena"],
  ["RI", "Providence"],
  ["DE", "Dover"],
  ["SD", "Pierre"],
  ["ND", "Bismarck"],
  ["AK", "Juneau"],
  ["VT", "Montpelier"],
  ["WY", "Cheyenne"],
];
const words = ["Granite", "Summit", "Harbor", "Maple", "Cedar", "Bluebird", "Pioneer", "Atlas", "Beacon", "Sunrise", "Coastal", "Redwood"];
const kinds = ["Builders", "Roofing", "Bistro", "Carpentry", "Plumbing", "Hardware", "Logistics", "Dental", "Bakery", "Landscaping"];
const suffixes = ["LLC", "Inc.", "Co.", "L.L.C.", "Corp."];
const agencyWords = [...words, "Keystone", "Liberty", "Meridian", "Northstar", "Evergreen", "Frontier", "Heritage", "Lakeside"];
const agencyKinds = ["Insurance Agency", "Risk Partners", "Insurance Group", "Brokerage", "Insurance Services"];
const declineReasons = [
  "Class of business outside appetite",
  "Loss history",
  "Insufficient years in business",
  "Building construction or protection class",
  "Prior carrier non-renewal",
  "Incomplete information after request",
];
const cancellationReasons = [
  "Insured sold the business",
  "Non-payment of premium",
  "Replaced by another carrier",
  "Business closed",
  "Coverage no longer needed",
];

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `ARRAY[${values.map(text).join(", ")}]`;

export interface SeedPhase {
  phase: string;
  rows: number;
  seconds: number;
}

export interface DashboardBook {
  /** The moment the book was written up to: the dashboard's "today". */
  now: Date;
  phases: SeedPhase[];
  /** What the book holds, for a reader to judge it. */
  summary: Record<string, string | number>;
  /** The agency, product and state with the most applications: the filtered cases read their slices. */
  agencyId: string;
  productId: string;
  state: string;
}

/**
 * Wipes the database of `url` (its name must contain "bench"), migrates it, seeds the catalog and writes a book of
 * `applications`, telling `onPhase` of each phase as it ends (a million applications take a while).
 */
export async function seedDashboardBook(url: string, applications: number, onPhase: (phase: SeedPhase) => void = () => {}): Promise<DashboardBook> {
  if (!/bench/i.test(new URL(url).pathname)) throw new Error('The dashboard bench wipes its database: its name must contain "bench".');
  const phases: SeedPhase[] = [];
  const timed = async (phase: string, work: () => Promise<number>) => {
    const started = performance.now();
    const rows = await work();
    phases.push({ phase, rows, seconds: Number(((performance.now() - started) / 1000).toFixed(1)) });
    onPhase(phases[phases.length - 1]);
  };

  await timed("schema: wipe and migrate", async () => {
    const runner = await openSqlRunner({ kind: "postgres", url });
    try {
      await runner.exec("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
      return (await applyMigrations(runner)).length;
    } finally {
      await runner.close();
    }
  });
  await timed("catalog and demo data (seedDatabase)", async () => {
    const prisma = createPrismaClient({ kind: "postgres", url });
    try {
      await seedDatabase(prisma);
      return prisma.product.count();
    } finally {
      await prisma.$disconnect();
    }
  });

  const now = new Date();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = async (sql: string) => (await client.query(sql)).rowCount ?? 0;
  try {
    // Local buffers must be sized before the session's first temporary table.
    await client.query("SET temp_buffers = '512MB'; SET work_mem = '256MB'; SET maintenance_work_mem = '512MB'; SET synchronous_commit = off");
    await client.query("SELECT setseed(0.42)");
    await client.query("SET session_replication_role = replica");
    await timed("plan: temporary tables", () => plan(run, now, applications));
    await timed("agencies and agents", () => insertAgencies(run, now));
    await timed("submissions", () => insertSubmissions(run));
    await timed("physical addresses", () => insertAddresses(run));
    await timed("applications", () => insertApplications(run, now));
    await timed("status histories", () => insertHistories(run));
    await timed("cancellations", () => insertCancellations(run, now));
    await timed("endorsements", () => insertEndorsements(run, now));
    await client.query("SET session_replication_role = origin");
    await timed("dashboard_rebuild()", async () => {
      await client.query(`SELECT "dashboard_rebuild"()`);
      return Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM "DashboardEvent"`)).rows[0].n);
    });
    // Settles the bulk load now, so autovacuum does not run beside the timings.
    await timed("VACUUM ANALYZE", async () => {
      await client.query("VACUUM ANALYZE");
      return 0;
    });
  } finally {
    await client.end();
  }
  return readDashboardBook(url, { now, phases });
}

/**
 * The book already in the database of `url`: what it holds, its largest agency, product and state, and its
 * "today" (by default the last status change it records, for a book written earlier).
 */
export async function readDashboardBook(url: string, seeding?: { now: Date; phases: SeedPhase[] }): Promise<DashboardBook> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: top } = await client.query<{ agency: string; product: string; state: string; last: string }>(`
      SELECT (SELECT s."agencyId" FROM "Application" a JOIN "Submission" s ON s."id" = a."submissionId" GROUP BY 1 ORDER BY count(*) DESC LIMIT 1) AS agency,
             (SELECT "productId" FROM "Application" GROUP BY 1 ORDER BY count(*) DESC LIMIT 1) AS product,
             (SELECT "state" FROM "SubmissionAddress" WHERE "kind" = 'physical' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1) AS state,
             (SELECT max("createdAt") FROM "ApplicationStatusHistory")::text AS last`);
    return {
      // Timestamps are stored in UTC without a zone.
      now: seeding?.now ?? new Date(`${top[0].last.replace(" ", "T")}Z`),
      phases: seeding?.phases ?? [],
      summary: await summarize(client),
      agencyId: top[0].agency,
      productId: top[0].product,
      state: top[0].state,
    };
  } finally {
    await client.end();
  }
}

type Run = (sql: string) => Promise<number>;
const at = (now: Date) => `'${now.toISOString()}'::timestamp`;

/**
 * Temporary tables that decide the whole book: the agencies; the submissions
 * (agency, state, number of applications, creation); each application's
 * product and the moments it reached each status (null: never; after now:
 * not yet), and its path, the statuses it went through in order.
 */
async function plan(run: Run, now: Date, applications: number): Promise<number> {
  const NOW = at(now);
  const bindWaits = "('PendingBind', 'UnderwritingBindReview', 'IncompleteBind')";
  await run(`
    CREATE TEMP TABLE bench_agency AS
    SELECT i, gen_random_uuid()::text AS id, gen_random_uuid()::text AS agent_id,
           (${textArray(agencyWords)})[1 + i % ${agencyWords.length}] || ' ' || (${textArray(agencyKinds)})[1 + i / ${agencyWords.length} % ${agencyKinds.length}]
             || CASE WHEN i >= ${agencyWords.length * agencyKinds.length} THEN ' ' || i ELSE '' END AS name
    FROM generate_series(0, ${AGENCIES - 1}) i`);
  await run(`
    CREATE TEMP TABLE bench_product AS
    SELECT (row_number() OVER (ORDER BY p."sortOrder", p."identifier") - 1)::int AS i, p."id", p."isWholesale" AS wholesale, p."currentVersion" AS version,
           array_agg(pc."carrierId" ORDER BY pc."factorBps", pc."carrierId") AS carriers
    FROM "Product" p JOIN "ProductCarrier" pc ON pc."productId" = p."id"
    GROUP BY p."id"`);
  // Skewed draws (a uniform number squared) make a few agencies, states and products large and most small.
  await run(`
    CREATE TEMP TABLE bench_sub AS
    SELECT * FROM (
      SELECT *, sum(k) OVER (ORDER BY n) - k AS first_app FROM (
        SELECT n, gen_random_uuid()::text AS id,
               floor(${AGENCIES} * random() ^ 2)::int AS agency_i,
               floor(${states.length} * random() ^ 2)::int AS state_i,
               floor((SELECT count(*) FROM bench_product) * random() ^ 1.5)::int AS product_i,
               CASE WHEN r < 0.5 THEN 1 WHEN r < 0.8 THEN 2 ELSE 3 END AS k,
               ${NOW} - interval '30 minutes' - interval '1095 days' * random() AS created_at,
               (${textArray(words)})[1 + floor(random() * ${words.length})::int] || ' ' || (${textArray(kinds)})[1 + floor(random() * ${kinds.length})::int]
                 || ' ' || n || ' ' || (${textArray(suffixes)})[1 + floor(random() * ${suffixes.length})::int] AS company,
               lpad(floor(random() * 100)::text, 2, '0') || '-' || lpad(floor(random() * 10000000)::text, 7, '0') AS fein,
               (100 + floor(random() * 9800)::int) || ' ' || (${textArray(words)})[1 + floor(random() * ${words.length})::int]
                 || (ARRAY[' Street', ' Avenue', ' Road', ' Boulevard', ' Drive'])[1 + floor(random() * 5)::int] AS street,
               lpad(floor(random() * 99999)::text, 5, '0') AS zip
        FROM (SELECT n, random() AS r FROM generate_series(0, ${Math.ceil(applications / (MEAN_APPLICATIONS - 0.2)) + 10}) n) draws
      ) s
    ) s
    WHERE first_app < ${applications}`);
  // Raw draws first: a volatile function in a subquery's output keeps the subquery whole, so each draw is made once per row.
  await run(`
    CREATE TEMP TABLE bench_draw AS
    SELECT d.*, p."id" AS product_id, p.wholesale, p.version, p.carriers FROM (
      SELECT gen_random_uuid()::text AS id, s.first_app + j AS n, s.id AS sub_id, s.agency_i, (s.product_i + j * 5) % (SELECT count(*) FROM bench_product) AS product_i,
             s.created_at + interval '9 minutes' * j AS created_at,
             random() AS u_wait, random() AS u_submit, random() AS u_fate, random() AS u_bind, random() AS u_lapse,
             random() AS u_cancel, random() AS u_endorse,
             random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5, random() AS r6, random() AS r7, random() AS r8
      FROM bench_sub s CROSS JOIN generate_series(0, s.k - 1) j
      WHERE s.first_app + j < ${applications}
    ) d JOIN bench_product p ON p.i = d.product_i`);
  // The regular path: submitted (88%) within 3 days; of those 70% quoted after 1–200 hours, 20% declined, 5% referred,
  // 5% withdrawn; of the quoted 45% bound after 1–60 days (through PendingBind), the rest not taken up or archived after 30 days.
  // The waiting few instead stopped, within the last 14 days, in a status the underwriter acts on; their earlier steps lead there.
  await run(`
    CREATE TEMP TABLE bench_step AS
    SELECT d.*,
           CASE WHEN d.wholesale THEN 'Submitted' ELSE 'ApprovalRequested' END AS submit_status,
           CASE WHEN d.wholesale THEN 'Quoted' ELSE 'QuoteApproved' END AS quote_status,
           CASE WHEN d.wholesale THEN 'Declined' ELSE 'UnderwritingDeclined' END AS decline_status,
           round((50000 + 2450000 * d.r7 ^ 3) / 100)::int * 100 AS premium,
           d.carriers[1 + floor(d.r8 * cardinality(d.carriers))::int] AS carrier_id
    FROM (
      SELECT d.*, d.u_wait < ${WAITING_SHARE} AS waiting,
             CASE WHEN d.u_wait >= ${WAITING_SHARE} THEN NULL
                  WHEN NOT d.wholesale THEN CASE WHEN d.r2 < 0.55 THEN 'ApprovalRequested' WHEN d.r2 < 0.8 THEN 'PendingBind' WHEN d.r2 < 0.92 THEN 'UnderwritingBindReview' ELSE 'IncompleteBind' END
                  ELSE CASE WHEN d.r2 < 0.3 THEN 'Submitted' WHEN d.r2 < 0.6 THEN 'Working' WHEN d.r2 < 0.8 THEN 'RequestedInfo' WHEN d.r2 < 0.9 THEN 'InMarket' ELSE 'PendingBind' END
             END AS wait_status,
             ${NOW} - interval '14 days' * d.r1 AS wait_at
      FROM bench_draw d
    ) d`);
  await run(`
    CREATE TEMP TABLE bench_timeline AS
    SELECT t.*,
           CASE WHEN t.waiting OR t.quote_at IS NULL OR t.u_bind >= 0.45 THEN NULL ELSE t.quote_at + interval '1 day' * (1 + 59 * t.r4 ^ 2) END AS bound_at
    FROM (
      SELECT s.*,
             CASE WHEN s.waiting THEN CASE WHEN s.wait_status IN ${bindWaits} THEN s.submit_at + interval '1 hour' * (1 + 199 * s.r5 ^ 2) END
                  WHEN s.submit_at IS NOT NULL AND s.u_fate < 0.7 THEN s.submit_at + interval '1 hour' * (1 + 199 * s.r2 ^ 2) END AS quote_at
      FROM (
        SELECT s.*,
               CASE WHEN s.waiting THEN
                      CASE WHEN s.wait_status IN ('ApprovalRequested', 'Submitted') THEN s.wait_at
                           WHEN s.wait_status IN ('Working', 'RequestedInfo', 'InMarket') THEN s.wait_at - interval '1 hour' * (2 + 70 * s.r3)
                           ELSE s.wait_at - interval '1 hour' * (2 + 46 * s.r3) - interval '1 day' * (1 + 13 * s.r4) - interval '1 hour' * (1 + 199 * s.r5 ^ 2) END
                    WHEN s.u_submit < 0.88 THEN s.created_at + interval '1 hour' * (0.25 + 72 * s.r1 ^ 2) END AS submit_at
        FROM bench_step s
      ) s
    ) t`);
  return run(`
    CREATE TEMP TABLE bench_path AS
    SELECT t.*, path.statuses, path.ats
    FROM (
      SELECT t.*,
             CASE WHEN t.waiting THEN t.submit_at - interval '1 hour' * (0.25 + 72 * t.r6 ^ 2) ELSE t.created_at END AS started_at,
             CASE WHEN t.wholesale AND t.quote_at IS NOT NULL THEN t.submit_at + (t.quote_at - t.submit_at) * 0.25
                  WHEN t.wait_status = 'Working' THEN t.wait_at
                  WHEN t.wait_status IN ('RequestedInfo', 'InMarket') THEN t.submit_at + (t.wait_at - t.submit_at) * 0.5 END AS work_at,
             CASE WHEN t.wait_status IN ('RequestedInfo', 'InMarket', 'UnderwritingBindReview', 'IncompleteBind') THEN t.wait_at END AS extra_at,
             CASE WHEN t.bound_at IS NOT NULL THEN greatest(t.quote_at + interval '30 minutes', t.bound_at - interval '1 hour' * (1 + 47 * t.r5))
                  WHEN t.wait_status = 'PendingBind' THEN t.wait_at
                  WHEN t.wait_status IN ('UnderwritingBindReview', 'IncompleteBind') THEN t.quote_at + interval '1 day' * (1 + 13 * t.r4) END AS pending_at,
             CASE WHEN NOT t.waiting AND t.submit_at IS NOT NULL AND t.u_fate >= 0.7 AND t.u_fate < 0.9 THEN t.submit_at + interval '1 hour' * (2 + 238 * t.r2 ^ 2) END AS declined_at,
             (${textArray(declineReasons)})[1 + floor(${declineReasons.length} * t.r3 ^ 1.3)::int] AS decline_reason,
             CASE WHEN NOT t.waiting AND t.submit_at IS NOT NULL AND t.u_fate >= 0.9 AND t.u_fate < 0.95 THEN t.submit_at + interval '1 hour' * (4 + 100 * t.r2) END AS referred_at,
             CASE WHEN NOT t.waiting AND t.submit_at IS NOT NULL AND t.u_fate >= 0.95 THEN t.submit_at + interval '1 day' * (1 + 13 * t.r2)
                  WHEN NOT t.waiting AND t.quote_at IS NOT NULL AND t.bound_at IS NULL AND t.u_lapse < 0.35 THEN t.quote_at + interval '1 day' * (1 + 29 * t.r4)
                  WHEN NOT t.waiting AND t.quote_at IS NOT NULL AND t.bound_at IS NULL AND t.wholesale THEN t.quote_at + interval '30 days' END AS ntu_at,
             CASE WHEN NOT t.waiting AND t.quote_at IS NOT NULL AND t.bound_at IS NULL AND t.u_lapse >= 0.35 AND NOT t.wholesale THEN t.quote_at + interval '30 days' END AS archived_at,
             CASE WHEN t.bound_at IS NOT NULL AND t.u_cancel < 0.05 THEN t.bound_at + interval '1 day' * (5 + 325 * t.r6) END AS cancel_at,
             CASE WHEN t.r3 < 0.75 THEN 'PolicyCancelled' WHEN t.r3 < 0.9 THEN 'CancellationDenied' END AS cancel_outcome,
             (${textArray(cancellationReasons)})[1 + floor(${cancellationReasons.length} * t.r1 ^ 1.5)::int] AS cancel_reason,
             CASE WHEN t.bound_at IS NOT NULL AND t.u_endorse < 0.1 THEN t.bound_at + interval '1 day' * (5 + 295 * t.r1) END AS endorse_at
      FROM bench_timeline t
    ) t
    CROSS JOIN LATERAL (
      SELECT array_agg(v.status ORDER BY v.at) AS statuses, array_agg(v.at ORDER BY v.at) AS ats
      FROM (VALUES
        ('InProgress', t.started_at),
        (t.submit_status, t.submit_at),
        ('Working', t.work_at),
        (t.quote_status, t.quote_at),
        ('PendingBind', t.pending_at),
        (t.wait_status, t.extra_at),
        ('Bound', t.bound_at),
        (t.decline_status, t.declined_at),
        ('ReferredToProgram', t.referred_at),
        ('NTU', t.ntu_at),
        ('QuoteArchived', t.archived_at),
        ('CancellationRequested', t.cancel_at),
        (t.cancel_outcome, t.cancel_at + interval '1 day' * (1 + 4 * t.r7))
      ) v(status, at)
      WHERE v.at <= ${NOW} AND v.status IS NOT NULL
    ) path`);
}

async function insertAgencies(run: Run, now: Date): Promise<number> {
  const created = `${at(now)} - interval '4 years'`;
  const agencies = await run(`INSERT INTO "Agency" ("id", "name", "createdAt") SELECT id, name, ${created} FROM bench_agency`);
  const agents = await run(`
    INSERT INTO "User" ("id", "email", "passwordHash", "firstName", "lastName", "roles", "agencyId", "createdAt", "updatedAt")
    SELECT agent_id, 'agent' || i || '@dashboard-bench.example.com', '-', 'Agent', 'No. ' || i, ARRAY['Agent'], id, ${created}, ${created}
    FROM bench_agency`);
  return agencies + agents;
}

async function insertSubmissions(run: Run): Promise<number> {
  return run(`
    INSERT INTO "Submission" ("id", "agencyId", "agentId", "status", "insuredType", "infoStatus", "isFormCompleted", "companyName",
                              "firstName", "lastName", "emailAddress", "phoneNumber", "entityType", "feinSsnNumber",
                              "clearanceName", "clearanceTaxId", "createdAt", "updatedAt")
    SELECT s.id, a.id, a.agent_id, CASE WHEN p.bound THEN 'Completed' ELSE 'InProgress' END::"SubmissionStatus", 'company', 'Completed', true, s.company,
           'Pat', 'Owner ' || s.n, 'owner' || s.n || '@insured.example.com', '512555' || lpad((s.n % 10000)::text, 4, '0'), 'LLC', s.fein,
           "clearance_name"(s.company), "clearance_tax_id"(s.fein), s.created_at, coalesce(p.updated_at, s.created_at)
    FROM bench_sub s
    JOIN bench_agency a ON a.i = s.agency_i
    LEFT JOIN (
      SELECT sub_id, bool_or('Bound' = ANY(statuses)) AS bound, max(ats[cardinality(ats)]) AS updated_at FROM bench_path GROUP BY sub_id
    ) p ON p.sub_id = s.id`);
}

async function insertAddresses(run: Run): Promise<number> {
  const codes = textArray(states.map(([code]) => code));
  const cities = textArray(states.map(([, city]) => city));
  return run(`
    INSERT INTO "SubmissionAddress" ("id", "submissionId", "kind", "streetAddress", "city", "state", "zip", "clearanceAddress")
    SELECT gen_random_uuid()::text, s.id, 'physical', s.street, (${cities})[1 + s.state_i], (${codes})[1 + s.state_i], s.zip, "clearance_address"(s.street, s.zip)
    FROM bench_sub s`);
}

async function insertApplications(run: Run, now: Date): Promise<number> {
  const NOW = at(now);
  return run(`
    INSERT INTO "Application" ("id", "submissionId", "productId", "productVersion", "status", "statusId", "selectedCarrierId",
                               "totalCostCents", "basePremiumCents", "totalPremiumCents", "effectiveDate", "expirationDate", "policyNo",
                               "quoteValidUntil", "statusChangedAt", "completionPercentage", "insuredName", "appetiteDecision", "createdAt", "updatedAt")
    SELECT p.id, p.sub_id, p.product_id, p.version, p.status::"ApplicationStatus", ('${JSON.stringify(statusIds)}'::jsonb ->> p.status)::int,
           CASE WHEN quoted THEN p.carrier_id END,
           CASE WHEN quoted THEN p.premium END, CASE WHEN quoted THEN p.premium * 9 / 10 END, CASE WHEN quoted THEN p.premium END,
           CASE WHEN bound THEN p.bound_at::date END, CASE WHEN bound THEN p.bound_at::date + interval '1 year' END,
           CASE WHEN bound THEN 'BNCH-' || lpad(p.n::text, 8, '0') END,
           CASE WHEN quoted THEN p.quote_at::date + 30 END,
           p.ats[cardinality(p.ats)], CASE WHEN submitted THEN 100 ELSE 20 + floor(p.r8 * 70)::int END, s."companyName",
           CASE WHEN submitted THEN 'in'::"AppetiteVerdict" END, p.started_at, p.ats[cardinality(p.ats)]
    FROM (
      SELECT p.*, p.statuses[cardinality(p.statuses)] AS status,
             p.submit_at <= ${NOW} AS submitted, p.quote_at <= ${NOW} AS quoted, p.bound_at <= ${NOW} AS bound
      FROM bench_path p
    ) p
    JOIN "Submission" s ON s.id = p.sub_id`);
}

async function insertHistories(run: Run): Promise<number> {
  return run(`
    INSERT INTO "ApplicationStatusHistory" ("id", "applicationId", "fromStatus", "toStatus", "reason", "createdAt")
    SELECT gen_random_uuid()::text, p.id, coalesce(p.statuses[h.i - 1], 'NotStarted')::"ApplicationStatus", h.status::"ApplicationStatus",
           CASE WHEN h.status IN ('UnderwritingDeclined', 'Declined') THEN p.decline_reason END, h.at
    FROM bench_path p CROSS JOIN LATERAL unnest(p.statuses, p.ats) WITH ORDINALITY h(status, at, i)`);
}

async function insertCancellations(run: Run, now: Date): Promise<number> {
  const NOW = at(now);
  return run(`
    INSERT INTO "Cancellation" ("id", "applicationId", "agencyId", "status", "requestedById", "requestedDate", "cancellationDate", "reason", "createdAt", "updatedAt")
    SELECT gen_random_uuid()::text, p.id, a.id,
           (CASE WHEN 'PolicyCancelled' = ANY(p.statuses) THEN 'PolicyCancelled' WHEN 'CancellationDenied' = ANY(p.statuses) THEN 'CancellationDenied'
                 ELSE 'CancellationRequested' END)::"CancellationStatus",
           a.agent_id, p.cancel_at, p.cancel_at::date + 14, p.cancel_reason, p.cancel_at, p.ats[cardinality(p.ats)]
    FROM bench_path p JOIN bench_agency a ON a.i = p.agency_i
    WHERE p.cancel_at <= ${NOW}`);
}

async function insertEndorsements(run: Run, now: Date): Promise<number> {
  const NOW = at(now);
  return run(`
    INSERT INTO "Endorsement" ("id", "applicationId", "agencyId", "status", "effectiveDate", "totalPremiumCents", "boundDate", "updatedById", "createdAt", "updatedAt")
    SELECT gen_random_uuid()::text, p.id, a.id, e.status::"EndorsementStatus", p.endorse_at::date + 7,
           CASE WHEN e.status = 'Bound' THEN round(p.premium * (0.05 + 0.2 * p.r5))::int END,
           CASE WHEN e.status = 'Bound' THEN p.endorse_at + interval '2 days' END,
           a.agent_id, p.endorse_at, p.endorse_at + interval '2 days'
    FROM bench_path p
    JOIN bench_agency a ON a.i = p.agency_i
    CROSS JOIN LATERAL (SELECT CASE WHEN p.r4 < 0.5 THEN 'Bound' WHEN p.r4 < 0.6 THEN 'ApprovalRequested' WHEN p.r4 < 0.7 THEN 'EndorsementApproved'
                                    WHEN p.r4 < 0.75 THEN 'BindRequested' WHEN p.r4 < 0.82 THEN 'InProgress' WHEN p.r4 < 0.9 THEN 'Declined'
                                    WHEN p.r4 < 0.96 THEN 'Archived' ELSE 'Cancelled' END AS status) e
    WHERE p.endorse_at <= ${NOW} AND p.endorse_at < coalesce(p.cancel_at, 'infinity')`);
}

/** The book in figures: how many of each, and the shares the fixture aims at. */
async function summarize(client: pg.Client): Promise<Record<string, string | number>> {
  const { rows } = await client.query<Record<string, string>>(
    `
    SELECT (SELECT count(*) FROM "Submission") AS submissions,
           count(*) AS applications,
           count(*) FILTER (WHERE "status" NOT IN ('NotStarted', 'InProgress')) AS submitted,
           (SELECT count(DISTINCT "applicationId") FROM "ApplicationStatusHistory" WHERE "toStatus" IN ('QuoteApproved', 'Quoted')) AS quoted,
           (SELECT count(DISTINCT "applicationId") FROM "ApplicationStatusHistory" WHERE "toStatus" = 'Bound') AS bound,
           (SELECT count(DISTINCT "applicationId") FROM "ApplicationStatusHistory" WHERE "toStatus" IN ('UnderwritingDeclined', 'Declined')) AS declined,
           count(*) FILTER (WHERE "status" = ANY($1::"ApplicationStatus"[])) AS waiting,
           (SELECT count(*) FROM "ApplicationStatusHistory") AS histories,
           (SELECT count(*) FROM "Cancellation") AS cancellations,
           (SELECT count(*) FROM "Endorsement") AS endorsements,
           (SELECT count(DISTINCT "state") FROM "SubmissionAddress") AS states
    FROM "Application"`,
    [[...awaitingUnderwriterStatuses]],
  );
  const r = Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
  const share = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;
  return {
    submissions: r.submissions,
    applications: r.applications,
    "submitted (of applications)": share(r.submitted, r.applications),
    "quoted (of submitted)": share(r.quoted, r.submitted),
    "bound (of quoted)": share(r.bound, r.quoted),
    "declined (of submitted)": share(r.declined, r.submitted),
    "waiting on an underwriter": share(r.waiting, r.applications),
    "status history rows": r.histories,
    "cancellations (of bound)": `${r.cancellations} (${share(r.cancellations, r.bound)})`,
    "endorsements (of bound)": `${r.endorsements} (${share(r.endorsements, r.bound)})`,
    states: r.states,
  };
}
