/**
 * `npm run bench:load` (after `npm run build`): the app under a realistic mix
 * on PostgreSQL, as issue 15 §4 asks. Each of BENCH_CONNECTIONS virtual users
 * (100) works on an insured of its own for BENCH_SECONDS (60): list
 * submissions, open its submission, read its application, save an answer.
 * First against one app server, then against two on the same database with
 * the requests alternating between them (after checking that sessions,
 * sign-in throttling and document files are shared). Prints the count, 503s,
 * other errors, p50 and p99 of each call per server, then checks the database
 * for exactly the accepted saves. Exits 1 with a FAIL line on any error.
 *
 * --servers=1 or --servers=2 runs one of the two. --restart-postgres restarts
 * the PostgreSQL cluster halfway (pg_ctlcluster, as root; two servers unless
 * --servers says otherwise): then 503 is allowed while PostgreSQL is down,
 * and nothing but success after it is back.
 *
 * PostgreSQL: BENCH_DATABASE_URL (its name must contain "test": it is wiped),
 * else marketplace_test_bench_load on the local server. Ports BENCH_PORT
 * (3310) and the next one.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { apiToken, startApp, type BenchApp } from "./app-server";
import { benchDatabase } from "./bench-database";
import { runLoad, summarize, type LoadResult, type Workspace } from "./load-driver";
import { checkSharedState } from "./load-shared-state";
import { checkWrites, createWorkspaces, databaseNow } from "./load-fixtures";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 100);
const SECONDS = Number(process.env.BENCH_SECONDS || 60);
const WARM_UP_SECONDS = 5;
const PORT = Number(process.env.BENCH_PORT || 3310);
const args = process.argv.slice(2);
const restartPostgres = args.includes("--restart-postgres");
const only = args.find((a) => a.startsWith("--servers="))?.split("=")[1];
const serverCounts = only ? [Number(only)] : restartPostgres ? [2] : [1, 2];

interface Outage {
  from: number;
  to: number;
}

const failures: string[] = [];
const fail = (line: string) => {
  failures.push(line);
  console.log(`FAIL: ${line}`);
};

async function restartCluster(elapsed: () => number, outage: Outage) {
  await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 2));
  outage.from = elapsed();
  await promisify(execFile)("pg_ctlcluster", ["--skip-systemctl-redirect", "15", "main", "restart"]);
  outage.to = elapsed();
}

/** Without a restart, anything but 2xx fails the run; with one, 503 is allowed until PostgreSQL is back, and nothing else is. */
function judge(name: string, result: LoadResult, outage: Outage | null) {
  const failed = result.samples.filter((s) => s.status < 200 || s.status >= 300);
  if (!outage) {
    if (failed.length) fail(`${name}: ${failed.length} of ${result.samples.length} requests did not succeed (${statusCounts(failed)})`);
    return;
  }
  console.log(`PostgreSQL restarted from ${(outage.from / 1000).toFixed(1)} s to ${(outage.to / 1000).toFixed(1)} s of the run.`);
  const during = failed.filter((s) => s.status === 503 && s.startedAt <= outage.to);
  const after = failed.filter((s) => s.startedAt > outage.to);
  const other = failed.filter((s) => s.status !== 503 && s.startedAt <= outage.to);
  const lastFailure = Math.max(0, ...failed.map((s) => s.startedAt + s.ms));
  console.log(
    `During the outage: ${during.length} answered 503, ${other.length} otherwise (${statusCounts(other)}); after it: ${after.length} failed (${statusCounts(after)}). Last failure ended at ${(lastFailure / 1000).toFixed(1)} s.`,
  );
  if (other.length) fail(`${name}: ${other.length} requests during the outage failed with something other than 503 (${statusCounts(other)})`);
  if (after.length) fail(`${name}: ${after.length} requests failed after PostgreSQL was back (${statusCounts(after)})`);
}

function statusCounts(samples: { status: number; error?: string }[]): string {
  const counts = new Map<string, number>();
  for (const s of samples) {
    const key = s.status === 0 ? `no answer (${s.error})` : String(s.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([status, n]) => `${n} × ${status}`).join(", ") || "none";
}

async function measure(name: string, apps: BenchApp[], databaseUrl: string, token: string, workspaces: Workspace[]) {
  const bases = apps.map((a) => a.base);
  await runLoad({ bases, token, workspaces, seconds: WARM_UP_SECONDS, label: `${name} warm-up` });
  const since = await databaseNow(databaseUrl);
  const outage: Outage | null = restartPostgres ? { from: NaN, to: NaN } : null;
  const result = await runLoad({
    bases,
    token,
    workspaces,
    seconds: SECONDS,
    label: name,
    during: outage ? (elapsed) => restartCluster(elapsed, outage) : undefined,
  });
  console.log(
    `\n${name}: ${CONNECTIONS} connections for ${SECONDS} s after a ${WARM_UP_SECONDS} s warm-up, ${result.samples.length} requests, ${Math.round(result.samples.length / result.seconds)} req/s${restartPostgres ? ", PostgreSQL restarted halfway" : ""}`,
  );
  console.table(
    summarize(
      result,
      bases.map((b) => new URL(b).port),
    ),
  );
  judge(name, result, outage);
  const writes = await checkWrites(databaseUrl, result.saves, since);
  console.log(
    `Saves: ${writes.accepted} accepted, each exactly once in the audit trail and the last one stored: ${writes.problems.length ? "NO" : "yes"}; ${writes.refused} refused, ${writes.unanswered} unanswered, none of them stored twice.`,
  );
  for (const problem of writes.problems.slice(0, 10)) fail(`${name}: ${problem}`);
  if (writes.problems.length > 10) fail(`${name}: ${writes.problems.length - 10} more write problems`);
  if (!writes.accepted) fail(`${name}: no save was accepted`);
}

const databaseUrl = await benchDatabase("marketplace_test_bench_load");
console.log(
  `PostgreSQL: ${new URL(databaseUrl).pathname.slice(1)} at ${new URL(databaseUrl).host} (wiped and seeded); the app: npm run serve, DATABASE_POOL_SIZE ${process.env.DATABASE_POOL_SIZE || 10} per server`,
);
const apps: BenchApp[] = [await startApp(PORT, databaseUrl)];
try {
  const workspaces = await createWorkspaces(databaseUrl, CONNECTIONS);
  const token = await apiToken(apps[0].base, "agent@example.com");
  if (serverCounts.includes(1)) await measure("One app server", apps.slice(0, 1), databaseUrl, token, workspaces);
  if (serverCounts.includes(2)) {
    apps.push(await startApp(PORT + 1, databaseUrl, apps[0]));
    const shared = await checkSharedState(apps[0].base, apps[1].base, token, workspaces[0].appID);
    console.log("\nShared between the two app servers:");
    console.table(shared.map((c) => ({ what: c.what, shared: c.ok ? "yes" : "NO", how: c.detail })));
    for (const c of shared.filter((c) => !c.ok)) fail(`${c.what} is not shared between app servers: ${c.detail}`);
    await measure("Two app servers", apps, databaseUrl, token, workspaces);
  }
} finally {
  for (const app of apps.reverse()) app.stop();
}
const passed = restartPostgres ? "only 503s while PostgreSQL restarted, none after, no other error" : "no errors, no 5xx";
console.log(failures.length ? `\nFAIL: ${failures.length} problem(s), listed above.` : `\nPASS: ${passed}; every accepted save stored exactly once.`);
process.exit(failures.length ? 1 : 0);
