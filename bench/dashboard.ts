/**
 * `npm run bench:dashboard`: how long GET /api/dashboard's service takes over
 * a book of 10k, 100k and 1M applications (BENCH_DASHBOARD_SIZES, default
 * 10000,100000,1000000; "existing" times the book already in the database,
 * without seeding) on PostgreSQL; the budget is 150 ms at 1M, for the
 * default 90 days and for the whole book (three years less a day). Each size
 * runs in a process of its own on a database wiped and written afresh
 * (bench/dashboard-fixtures.ts, each phase timed), so no connection carries
 * prepared statements over to the next size's new schema. Each case runs
 * warm-up rounds and BENCH_RUNS (default 30) timed calls, printed as median
 * and p95 in milliseconds beside two floors measured in the same run: a bare
 * `pg` round trip (SELECT 1), and the service's totals statement (its slice
 * of DashboardTally, or of DashboardEvent for a combination not counted
 * ahead) sent by a bare `pg` client. It asserts nothing.
 *
 * PostgreSQL: BENCH_DATABASE_URL (its name must contain "bench": it is
 * wiped), else a database dashboard_bench on the local server.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { addDays, utcToday } from "@/lib/questionnaire/dates";
import type { DashboardQuery } from "@/lib/schemas/dashboard";
import type { SessionUser } from "@/server/auth/session-user";
import { measureTotalsSql, type DashboardFilters } from "@/server/services/dashboard-tally";
import { benchDatabase } from "./bench-database";
import { readDashboardBook, seedDashboardBook, type DashboardBook } from "./dashboard-fixtures";
import { timeRuns } from "./timing";

const SIZES = (process.env.BENCH_DASHBOARD_SIZES ?? "10000,100000,1000000").split(",");
const WARMUP = 5;
const RUNS = Number(process.env.BENCH_RUNS || 30);
const BUDGET_MS = 150;

type Viewer = Pick<SessionUser, "role" | "agencyId">;

const time = (run: () => Promise<unknown>) => timeRuns(run, { warmup: WARMUP, runs: RUNS });

interface Case {
  name: string;
  viewer: Viewer;
  query: DashboardQuery;
}

function casesOf(book: DashboardBook): Case[] {
  const today = utcToday(book.now);
  const [year, month, day] = today.split("-").map(Number);
  // Three years less a day: the longest range the service accepts.
  const whole = { from: addDays(new Date(Date.UTC(year - 3, month - 1, day)).toISOString().slice(0, 10), 1), to: today };
  const underwriter: Viewer = { role: "Underwriter", agencyId: null };
  const agent: Viewer = { role: "Agent", agencyId: book.agencyId };
  return [
    { name: "underwriter, 90 days", viewer: underwriter, query: {} },
    { name: "underwriter, whole book", viewer: underwriter, query: whole },
    { name: "underwriter, whole book, one product", viewer: underwriter, query: { ...whole, productID: book.productId } },
    { name: `underwriter, whole book, one state (${book.state})`, viewer: underwriter, query: { ...whole, state: book.state } },
    { name: `underwriter, whole book, one product in ${book.state}`, viewer: underwriter, query: { ...whole, productID: book.productId, state: book.state } },
    { name: "agent (largest agency), 90 days", viewer: agent, query: {} },
    { name: "agent (largest agency), whole book", viewer: agent, query: whole },
    {
      name: `agent (largest agency), whole book, one product in ${book.state}`,
      viewer: agent,
      query: { ...whole, productID: book.productId, state: book.state },
    },
  ];
}

const ms = (value: number) => value.toFixed(1);

type Timing = { case: string; median: number; p95: number };

/** Seeds one size ("existing": the book already in the database, as it is) and times every case: run in a child process of its own. */
async function measureSize(size: string): Promise<{ applications: number; timings: Timing[] }> {
  const url = await benchDatabase("dashboard_bench");
  if (!/bench/i.test(new URL(url).pathname)) throw new Error('BENCH_DATABASE_URL must name a database containing "bench": it is wiped.');
  // The service reads through the app's own client, opened on first use from DATABASE_URL; a slow dashboard is
  // measured rather than cancelled at the app's statement timeout.
  process.env.DATABASE_URL = url;
  process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= "600000";
  const { dashboardRange, getDashboard } = await import("@/server/services/dashboard");

  let book: DashboardBook;
  if (size === "existing") {
    console.log("\n=== The book in the database ===");
    book = await readDashboardBook(url);
  } else {
    console.log(`\n=== ${Number(size).toLocaleString("en-US")} applications ===\nSeeding:`);
    book = await seedDashboardBook(url, Number(size), (p) =>
      console.log(`  ${p.phase.padEnd(40)} ${String(p.rows).padStart(10)} rows ${p.seconds.toFixed(1).padStart(8)} s`),
    );
    console.log(`Seeded in ${book.phases.reduce((sum, p) => sum + p.seconds, 0).toFixed(1)} s.`);
  }
  console.table(book.summary);
  const applications = Number(book.summary.applications);

  const bare = new pg.Client({ connectionString: url });
  await bare.connect();
  try {
    for (const table of ["DashboardEvent", "DashboardTally"]) {
      const { rows: size } = await bare.query<{ rows: string; table: string; index: string }>(`
        SELECT count(*) AS rows, pg_size_pretty(pg_table_size('"${table}"')) AS table, pg_size_pretty(pg_indexes_size('"${table}"')) AS index
        FROM "${table}"`);
      console.log(`${table}: ${Number(size[0].rows).toLocaleString("en-US")} rows, table ${size[0].table}, indexes ${size[0].index}`);
    }

    const roundTrip = await time(() => bare.query("SELECT 1"));
    const rows: Record<string, string>[] = [{ case: "bare pg: SELECT 1", "median ms": ms(roundTrip.median), "p95 ms": ms(roundTrip.p95) }];
    const timings: Timing[] = [];
    for (const [i, c] of casesOf(book).entries()) {
      const service = await time(() => getDashboard(c.viewer, c.query, book.now));
      const filters: DashboardFilters = { agency: c.viewer.agencyId, product: c.query.productID ?? null, carrier: null, state: c.query.state ?? null };
      const totals = measureTotalsSql(filters, dashboardRange(c.query, book.now));
      const floor = await time(() => bare.query({ name: `totals-${i}`, text: totals.text, values: totals.values }));
      rows.push({
        case: c.name,
        "median ms": ms(service.median),
        "p95 ms": ms(service.p95),
        "bare totals statement, median ms": ms(floor.median),
        "bare totals statement, p95 ms": ms(floor.p95),
      });
      timings.push({ case: c.name, ...service });
    }
    console.log(`getDashboard at ${applications.toLocaleString("en-US")} applications, ${RUNS} runs each after ${WARMUP} warm-up:`);
    console.table(rows);
    return { applications, timings };
  } finally {
    await bare.end();
  }
}

function runChild(size: string): ReturnType<typeof measureSize> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, BENCH_DASHBOARD_SIZE: size },
      execArgv: ["--import", "tsx", "--conditions=react-server"],
    });
    let measured: Awaited<ReturnType<typeof measureSize>> | null = null;
    child.on("message", (message) => (measured = message as typeof measured));
    child.on("error", reject);
    child.on("exit", (code) => (measured ? resolve(measured) : reject(new Error(`the run of size ${size} exited with ${code}`))));
  });
}

const own = process.env.BENCH_DASHBOARD_SIZE;
if (own) {
  const measured = await measureSize(own);
  // The IPC channel would keep the process alive: once the parent has the timings, this size is done.
  process.send!(measured, () => process.exit(0));
} else {
  const results = new Map<string, Record<string, string>>();
  for (const size of SIZES) {
    const { applications, timings } = await runChild(size);
    for (const t of timings) {
      const row = results.get(t.case) ?? results.set(t.case, { case: t.case }).get(t.case)!;
      row[`${size === "existing" ? applications : size} apps, median (p95) ms`] = `${ms(t.median)} (${ms(t.p95)})`;
    }
  }
  console.log(`\ngetDashboard on PostgreSQL at each size (budget: under ${BUDGET_MS} ms at 1,000,000 applications):`);
  console.table([...results.values()]);
}
