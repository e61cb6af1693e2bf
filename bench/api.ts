/**
 * `npm run bench:api` (after `npm run build`): the app's API beside a bare
 * `node:http` + `pg` server doing the same reads (bench/bare-server.ts), both
 * on the same PostgreSQL, driven by autocannon with 32 connections after a
 * warm-up. Prints req/s, p50 and p99 of each and the app's share of the bare
 * server's throughput. It asserts nothing.
 *
 * PostgreSQL: BENCH_DATABASE_URL (its name must contain "test": it is wiped),
 * else a database marketplace_test_bench_api on the local server.
 */
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { stableId } from "@/prisma/seed/stable-id";
import { apiToken, startApp } from "./app-server";
import { benchDatabase } from "./bench-database";

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const APP_PORT = Number(process.env.BENCH_PORT || 3302);
const BARE_PORT = APP_PORT + 1;

function load(url: string, token: string, seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${token}` } });
}

const databaseUrl = await benchDatabase("marketplace_test_bench_api");
const app = await startApp(APP_PORT, databaseUrl);
const bare = spawn("node", ["--import", "tsx", "bench/bare-server.ts", String(BARE_PORT)], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ["ignore", "ignore", "inherit"], detached: true });
try {
  await sleep(2000);
  const token = await apiToken(app.base, "agent@example.com");
  const bareBase = `http://127.0.0.1:${BARE_PORT}`;
  const cases = [
    ["GET /api/applications/{appID} (Bound)", `/api/applications/${stableId("application:sunrise-bound")}`],
    ["GET /api/submissions", "/api/submissions"],
    ["GET /api/submission/{id}", `/api/submission/${stableId("submission:sunrise-carpentry")}`],
  ] as const;
  const rows: Record<string, string>[] = [];
  for (const [name, path] of cases) {
    for (const base of [app.base, bareBase]) {
      const check = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (check.status !== 200) throw new Error(`${name} on ${base} answered ${check.status}`);
      await load(`${base}${path}`, token, 3);
    }
    const ours = await load(`${app.base}${path}`, token, SECONDS);
    const theirs = await load(`${bareBase}${path}`, token, SECONDS);
    const errors = ours.errors + ours.non2xx + theirs.errors + theirs.non2xx;
    rows.push({
      call: name,
      "app req/s": ours.requests.average.toFixed(0),
      "app p50 ms": String(ours.latency.p50),
      "app p99 ms": String(ours.latency.p99),
      "bare req/s": theirs.requests.average.toFixed(0),
      "bare p50 ms": String(theirs.latency.p50),
      "bare p99 ms": String(theirs.latency.p99),
      "app / bare": (ours.requests.average / theirs.requests.average).toFixed(2),
      errors: String(errors),
    });
  }
  console.log(`API reads, PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s each after a 3 s warm-up (the app: next start; bare: node:http + pg)`);
  console.table(rows);
} finally {
  if (bare.pid) process.kill(-bare.pid, "SIGTERM");
  app.stop();
}
