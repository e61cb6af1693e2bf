/**
 * `npm run bench:api` (after `npm run build`): the app's API beside two floors
 * doing the same work (bench/bare-api.ts): a bare `node:http` + `pg` server
 * (bench/bare-server.ts) and a bare Next.js app whose route handlers call the
 * same functions (bench/bare-next-api, built here and served by `next start`),
 * all three on the same PostgreSQL, driven by autocannon with 32 connections
 * after a warm-up. Three reads and one write: an agent saving a section's
 * answers (PATCH), each connection on its own InProgress application (created
 * here), sending the updatedDate of its last answer as the app requires.
 *
 * Each call is measured in rounds (BENCH_ROUNDS or `-- --rounds=N`, default
 * 3), the three servers one after another in a rotating order. Prints req/s
 * and p99 of each server, the app's ratios to each floor and the budgets of
 * docs/decisions/2026-11-24-api-performance.md beside them: the median of the
 * rounds, with their spread. First it prints what each read weighs on the
 * wire as it is, gzipped and as Brotli. It asserts nothing.
 *
 * PostgreSQL: BENCH_DATABASE_URL (its name must contain "test": it is wiped),
 * else a database marketplace_test_bench_api on the local server.
 */
import { randomUUID } from "node:crypto";
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import pg from "pg";
import { utcToday } from "@/lib/questionnaire/dates";
import type { Questionnaire } from "@/lib/schemas/product-definition";
import { sampleAnswerGroups } from "@/prisma/seed/sample-answers";
import { stableId } from "@/prisma/seed/stable-id";
import { budgetRows, FLOORS, latencyRow, SERVER_NAMES, SERVERS, throughputRow, type Measured, type Round, type Server } from "./api-report";
import { apiToken, startApp } from "./app-server";
import { benchDatabase } from "./bench-database";

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const APP_PORT = Number(process.env.BENCH_PORT || 3302);
const BARE_PORT = APP_PORT + 1;
const BARE_NEXT_PORT = APP_PORT + 2;
const ROUNDS = Number(process.argv.find((a) => a.startsWith("--rounds="))?.slice("--rounds=".length) || process.env.BENCH_ROUNDS || 3);

function load(url: string, token: string, seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${token}` } });
}

interface Write {
  /** Each connection's application and the updatedDate its next save is based on. */
  updatedDates: Map<string, string>;
  body: (updatedDate: string) => string;
  /** Reads the updatedDates afresh: saves cut off at the end of a run may have been made without their answer arriving. */
  refresh: () => Promise<void>;
}

/** Where two answers differ, as paths ("coverages.0.status") with both values; each floor must answer what the app answers. */
function differences(a: unknown, b: unknown, at = ""): string[] {
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null)
    return Object.is(a, b) ? [] : [`${at || "(root)"} (app ${JSON.stringify(a)}, floor ${JSON.stringify(b)})`];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].flatMap((k) => differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], at ? `${at}.${k}` : k));
}

/** InProgress General Liability applications of the agent's agency, two per connection, with the first section's answers to save again and again. */
async function writeFixture(databaseUrl: string): Promise<Write> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const productId = stableId("product:general_liability");
    const { rows } = await client.query(`SELECT questionnaire FROM "ProductVersion" WHERE "productId" = $1 AND version = 1`, [productId]);
    const answers = sampleAnswerGroups(rows[0].questionnaire as Questionnaire, utcToday(), 1);
    const updatedDates = new Map<string, string>();
    // Twice as many as connections: autocannon may set up a connection's next save before the answer to its last one is handled.
    for (let i = 0; i < 2 * CONNECTIONS; i++) {
      const submissionId = randomUUID();
      const appID = randomUUID();
      await client.query(
        `INSERT INTO "Submission" (id, "agencyId", "agentId", "companyName", "firstName", "lastName", "yearsOfExp", "updatedAt") VALUES ($1, $2, $3, $4, 'Bench', 'Insured', 10, now())`,
        [submissionId, stableId("agency:acme"), stableId("user:agent"), `Bench Insured ${i + 1}`],
      );
      await client.query(
        `INSERT INTO "SubmissionAddress" (id, "submissionId", kind, "streetAddress", city, state, zip) VALUES ($1, $2, 'physical', '401 Congress Ave', 'Austin', 'TX', '78701')`,
        [randomUUID(), submissionId],
      );
      const app = await client.query(
        `INSERT INTO "Application" (id, "submissionId", "productId", "productVersion", status, "statusId", "updatedAt") VALUES ($1, $2, $3, 1, 'InProgress', 100, now())
         RETURNING to_char("updatedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedDate"`,
        [appID, submissionId, productId],
      );
      updatedDates.set(appID, app.rows[0].updatedDate);
    }
    const refresh = async () => {
      // Saves still being served when the previous run stopped finish first.
      await sleep(5000);
      const reader = new pg.Client({ connectionString: databaseUrl });
      await reader.connect();
      const { rows: current } = await reader.query(
        `SELECT id, to_char("updatedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedDate" FROM "Application" WHERE id = ANY($1::text[])`,
        [[...updatedDates.keys()]],
      );
      for (const r of current) updatedDates.set(r.id, r.updatedDate);
      await reader.end();
    };
    return { updatedDates, refresh, body: (updatedDate) => JSON.stringify({ updatedDate, answerType: "general", answers }) };
  } finally {
    await client.end();
  }
}

/**
 * The write under load: every save takes an application no other save is
 * working on and bases itself on the answer to the previous save of it, so
 * no answer is a conflict the bench made itself.
 */
function loadWrites(base: string, token: string, seconds: number, write: Write) {
  const free = [...write.updatedDates.keys()];
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    requests: [
      {
        method: "PATCH",
        setupRequest: (req, context: { appID?: string }) => {
          const appID = free.shift()!;
          context.appID = appID;
          return { ...req, path: `/api/applications/${appID}`, body: write.body(write.updatedDates.get(appID)!) };
        },
        onResponse: (status, body, context: { appID?: string }) => {
          if (status === 200) write.updatedDates.set(context.appID!, (JSON.parse(body) as { updatedDate: string }).updatedDate);
          free.push(context.appID!);
        },
      },
    ],
  });
}

const databaseUrl = await benchDatabase("marketplace_test_bench_api");
const nextBin = "node_modules/next/dist/bin/next";
execFileSync("node", [nextBin, "build", "bench/bare-next-api"], { stdio: "ignore", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
const app = await startApp(APP_PORT, databaseUrl);
// Both floors share the app's database and secret (startApp put them in this process's environment).
const floorEnv = { ...process.env, DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: "1" };
const bare = spawn("node", ["--import", "tsx", "bench/bare-server.ts", String(BARE_PORT)], {
  env: floorEnv,
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
// Next.js logs each request the load generator cuts off at the end of a run: kept where the app's log is (BENCH_APP_LOG_DIR), if anywhere.
const bareNextLog = process.env.BENCH_APP_LOG_DIR ? fs.openSync(path.join(process.env.BENCH_APP_LOG_DIR, "bare-next.log"), "w") : "ignore";
const bareNext = spawn("node", [nextBin, "start", "-p", String(BARE_NEXT_PORT), "bench/bare-next-api"], {
  env: floorEnv,
  stdio: ["ignore", bareNextLog, bareNextLog],
  detached: true,
});
try {
  const servers: Record<Server, string> = { app: app.base, bare: `http://127.0.0.1:${BARE_PORT}`, bareNext: `http://127.0.0.1:${BARE_NEXT_PORT}` };
  await whenUp(servers.bare);
  await whenUp(servers.bareNext);
  const token = await apiToken(app.base, "agent@example.com");
  const cases = [
    ["GET /api/applications/{appID} (Bound)", `/api/applications/${stableId("application:sunrise-bound")}`],
    ["GET /api/submissions", "/api/submissions"],
    ["GET /api/submission/{id}", `/api/submission/${stableId("submission:sunrise-carpentry")}`],
  ] as const;
  for (const [name, route] of cases) {
    const [ours, ...floors] = await Promise.all(
      SERVERS.map(async (server) => (await fetch(`${servers[server]}${route}`, { headers: { authorization: `Bearer ${token}` } })).json()),
    );
    reportDifferences(name, ours, floors);
  }
  await printSizes(app.base, token, [
    ...cases,
    ["GET /api/submissions?limit=100", "/api/submissions?limit=100"],
    ["GET /api/openapi.json", "/api/openapi.json"],
  ]);
  const write = await writeFixture(databaseUrl);
  // One save on each server, on applications alike: the answers differ only in which application and when.
  const [ours, ...floors] = await Promise.all(
    SERVERS.map(async (server, i) => {
      const [appID, updatedDate] = [...write.updatedDates][i];
      const response = await fetch(`${servers[server]}/api/applications/${appID}`, {
        method: "PATCH",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: write.body(updatedDate),
      });
      const answer = (await response.json()) as Record<string, unknown>;
      delete answer.appID;
      delete answer.updatedDate;
      return answer;
    }),
  );
  reportDifferences("PATCH answers", ours, floors);
  // `-- --check` compares the answers and stops.
  if (!process.argv.includes("--check")) await measure(servers, token, cases, write);
} finally {
  for (const floor of [bare, bareNext]) if (floor.pid) process.kill(-floor.pid, "SIGTERM");
  app.stop();
}

/** The bytes of one answer on the wire, as sent for the given Accept-Encoding. */
function wireBytes(url: string, token: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { authorization: `Bearer ${token}`, "accept-encoding": acceptEncoding } }, (res) => {
        let bytes = 0;
        res.on("data", (part: Buffer) => (bytes += part.length));
        res.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

/** What each read weighs on the wire from the app, as it is, gzipped and as Brotli (server/http/compress.mjs). */
async function printSizes(base: string, token: string, reads: readonly (readonly [string, string])[]) {
  const rows = [];
  for (const [name, route] of reads) {
    const [plain, gzip, brotli] = await Promise.all(["identity", "gzip", "br"].map((encoding) => wireBytes(`${base}${route}`, token, encoding)));
    rows.push({ read: name, "kB as is": (plain / 1000).toFixed(1), "kB gzip": (gzip / 1000).toFixed(1), "kB Brotli": (brotli / 1000).toFixed(1) });
  }
  console.log("Answers on the wire (the load below asks for none compressed):");
  console.table(rows);
}

async function whenUp(base: string) {
  for (let i = 0; i < 120; i++, await sleep(500)) {
    const up = await fetch(`${base}/api/submissions`).then(
      () => true,
      () => false,
    );
    if (up) return;
  }
  throw new Error(`${base} did not start`);
}

/** Each floor's answer must be the app's. */
function reportDifferences(name: string, ours: unknown, floors: unknown[]) {
  floors.forEach((theirs, i) => {
    const diff = differences(ours, theirs);
    if (diff.length) console.log(`${name}: the ${SERVER_NAMES[FLOORS[i]]}'s answer differs from the app's at\n  ${diff.join("\n  ")}`);
  });
}

async function measure(servers: Record<Server, string>, token: string, cases: readonly (readonly [string, string])[], write: Write) {
  type Run = (base: string, seconds: number) => ReturnType<typeof load>;
  const runs: [string, Run][] = [
    ...cases.map(([name, route]): [string, Run] => [name, (base, seconds) => load(`${base}${route}`, token, seconds)]),
    ["PATCH /api/applications/{appID} (answers)", async (base, seconds) => (await write.refresh(), loadWrites(base, token, seconds, write))],
  ];
  const measured: Measured[] = [];
  for (const [name, run] of runs) {
    for (const server of SERVERS) {
      const warm = await run(servers[server], 3);
      if (warm.non2xx || warm.errors)
        console.log(
          `${name} on ${SERVER_NAMES[server]}: ${warm.non2xx} answers other than 2xx (${JSON.stringify(warm.statusCodeStats)}) and ${warm.errors} errors in the warm-up`,
        );
    }
    const rounds: Round[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      // A rotating order, so no server is always the one measured after another's load.
      const order = SERVERS.map((_, i) => SERVERS[(i + r) % SERVERS.length]);
      const round = {} as Round;
      for (const server of order) round[server] = await run(servers[server], SECONDS);
      rounds.push(round);
    }
    measured.push({ call: name, rounds });
  }
  console.log(
    `API reads and a write, PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per server after a 3 s warm-up, ${ROUNDS} rounds: median (min–max) of the rounds ` +
      "(app: npm run serve; bare server: node:http + pg; bare Next: route handlers of bench/bare-next-api on next start, the same work)",
  );
  console.table(measured.map(throughputRow));
  console.table(measured.map(latencyRow));
  console.log("Budgets (docs/decisions/2026-11-24-api-performance.md), judged on the median of the rounds:");
  console.table(measured.flatMap(budgetRows));
}
