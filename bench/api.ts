/**
 * `npm run bench:api` (after `npm run build`): the app's API beside a bare
 * `node:http` + `pg` server doing the same reads (bench/bare-server.ts), both
 * on the same PostgreSQL, driven by autocannon with 32 connections after a
 * warm-up. Prints req/s, p50 and p99 of each and the app's share of the bare
 * server's throughput. It asserts nothing. Three reads and one write: an
 * agent saving a section's answers (PATCH), each connection on its own
 * InProgress application (created here), sending the updatedDate of its last
 * answer as the app requires.
 *
 * PostgreSQL: BENCH_DATABASE_URL (its name must contain "test": it is wiped),
 * else a database marketplace_test_bench_api on the local server.
 */
import { randomUUID } from "node:crypto";
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import pg from "pg";
import { utcToday } from "@/lib/questionnaire/dates";
import type { Questionnaire } from "@/lib/schemas/product-definition";
import { sampleAnswerGroups } from "@/prisma/seed/sample-answers";
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

interface Write {
  /** Each connection's application and the updatedDate its next save is based on. */
  updatedDates: Map<string, string>;
  body: (updatedDate: string) => string;
  /** Reads the updatedDates afresh: saves cut off at the end of a run may have been made without their answer arriving. */
  refresh: () => Promise<void>;
}

/** Where two answers differ, as paths ("coverages.0.status") with both values; the bare server must answer what the app answers. */
function differences(a: unknown, b: unknown, path = ""): string[] {
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null)
    return Object.is(a, b) ? [] : [`${path || "(root)"} (app ${JSON.stringify(a)}, bare ${JSON.stringify(b)})`];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].flatMap((k) => differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path ? `${path}.${k}` : k));
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
const app = await startApp(APP_PORT, databaseUrl);
const bare = spawn("node", ["--import", "tsx", "bench/bare-server.ts", String(BARE_PORT)], {
  env: { ...process.env, DATABASE_URL: databaseUrl },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
try {
  await sleep(2000);
  const token = await apiToken(app.base, "agent@example.com");
  const bareBase = `http://127.0.0.1:${BARE_PORT}`;
  const cases = [
    ["GET /api/applications/{appID} (Bound)", `/api/applications/${stableId("application:sunrise-bound")}`],
    ["GET /api/submissions", "/api/submissions"],
    ["GET /api/submission/{id}", `/api/submission/${stableId("submission:sunrise-carpentry")}`],
  ] as const;
  for (const [name, path] of cases) {
    const [ours, theirs] = await Promise.all(
      [app.base, bareBase].map(async (base) => (await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()),
    );
    const diff = differences(ours, theirs);
    if (diff.length) console.log(`${name}: the bare server's answer differs from the app's at\n  ${diff.join("\n  ")}`);
  }
  const write = await writeFixture(databaseUrl);
  // One save on each server, on two applications alike: the answers differ only in which application and when.
  const [ours, theirs] = await Promise.all(
    [app.base, bareBase].map(async (base, i) => {
      const [appID, updatedDate] = [...write.updatedDates][i];
      const response = await fetch(`${base}/api/applications/${appID}`, {
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
  const diff = differences(ours, theirs);
  if (diff.length) console.log(`PATCH answers: the bare server's answer differs from the app's at\n  ${diff.join("\n  ")}`);
  // `-- --check` compares the answers and stops.
  if (!process.argv.includes("--check")) await measure(app.base, bareBase, token, cases, write);
} finally {
  if (bare.pid) process.kill(-bare.pid, "SIGTERM");
  app.stop();
}

async function measure(appBase: string, bareBase: string, token: string, cases: readonly (readonly [string, string])[], write: Write) {
  type Run = (base: string, seconds: number) => ReturnType<typeof load>;
  const runs: [string, Run][] = [
    ...cases.map(([name, path]): [string, Run] => [name, (base, seconds) => load(`${base}${path}`, token, seconds)]),
    ["PATCH /api/applications/{appID} (answers)", async (base, seconds) => (await write.refresh(), loadWrites(base, token, seconds, write))],
  ];
  const rows: Record<string, string>[] = [];
  for (const [name, run] of runs) {
    for (const base of [appBase, bareBase]) {
      const warm = await run(base, 3);
      if (warm.non2xx || warm.errors)
        console.log(
          `${name} on ${base}: ${warm.non2xx} answers other than 2xx (${JSON.stringify(warm.statusCodeStats)}) and ${warm.errors} errors in the warm-up`,
        );
    }
    const ours = await run(appBase, SECONDS);
    const theirs = await run(bareBase, SECONDS);
    const errors = ours.errors + theirs.errors + theirs.non2xx;
    rows.push({
      call: name,
      "app req/s": ours.requests.average.toFixed(0),
      "app p50 ms": String(ours.latency.p50),
      "app p99 ms": String(ours.latency.p99),
      "bare req/s": theirs.requests.average.toFixed(0),
      "bare p50 ms": String(theirs.latency.p50),
      "bare p99 ms": String(theirs.latency.p99),
      "app / bare": (ours.requests.average / theirs.requests.average).toFixed(2),
      "app non-2xx": String(ours.non2xx),
      errors: String(errors),
    });
  }
  console.log(
    `API reads and a write, PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s each after a 3 s warm-up (the app: next start; bare: node:http + pg)`,
  );
  console.table(rows);
}
