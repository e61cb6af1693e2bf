import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * `npm test`: type-check, lint, formatting, unit tests, API tests, the production build and
 * the browser journeys. The type-check first; then two lanes side by side: the build and then
 * the journeys in one, every other stage one after another in the other. Each stage's output is printed when it
 * ends; then the wall time of each stage and, last, one line "N passed, N failed" counting
 * every test and every check.
 */
const reports = path.resolve("test-results");
fs.mkdirSync(reports, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const started = Date.now();
const times: string[] = [];
let passed = 0;
let failed = 0;

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/**
 * Runs one stage. Its output is held back and printed in one piece when it ends, so lanes
 * running side by side do not interleave, except the long last stage's (`live`), which is
 * printed as it comes so a long run shows its progress.
 */
function run(label: string, command: string, args: string[], live = false, extraEnv: Record<string, string> = {}): Promise<boolean> {
  const stageStarted = Date.now();
  if (live) process.stdout.write(`\n=== ${label} ===\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...env, ...extraEnv }, stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    const take = (chunk: Buffer) => (live ? process.stdout.write(chunk) : output.push(chunk));
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("close", (code) => {
      const ok = code === 0;
      const verdict = `${ok ? "ok" : "FAILED"} in ${seconds(stageStarted)}`;
      const held = live ? "" : `\n=== ${label} ===\n${Buffer.concat(output).toString()}`;
      process.stdout.write(`${held}=== ${label}: ${verdict} ===\n`);
      times.push(`${label}: ${verdict}`);
      resolve(ok);
    });
  });
}

/** A check without its own test count: one pass or one failure. */
async function check(label: string, command: string, args: string[], extraEnv?: Record<string, string>): Promise<boolean> {
  const ok = await run(label, command, args, false, extraEnv);
  if (ok) passed++;
  else failed++;
  return ok;
}

/** Adds a stage's counted tests from its report; a stage that failed without failing a test counts as one failure. */
function count<Report>(ok: boolean, report: string, tally: (report: Report) => { passed: number; failed: number }) {
  if (!fs.existsSync(report)) {
    failed++;
    return;
  }
  const counted = tally(JSON.parse(fs.readFileSync(report, "utf8")) as Report);
  passed += counted.passed;
  failed += counted.failed + (ok || counted.failed ? 0 : 1);
}

async function vitest(project: string) {
  const out = path.join(reports, `vitest-${project}.json`);
  fs.rmSync(out, { force: true });
  const ok = await run(`${project} tests`, "npx", ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile=${out}`]);
  count(ok, out, (r: { numPassedTests: number; numFailedTests: number }) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
}

async function e2e() {
  const out = path.join(reports, "playwright.json");
  fs.rmSync(out, { force: true });
  const ok = await run("browser tests", "npx", ["tsx", "scripts/e2e.ts"], true);
  count(ok, out, ({ stats }: { stats: { expected: number; flaky: number; unexpected: number } }) => ({
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
  }));
}

async function buildAndJourneys(floorBuilt: Promise<boolean>) {
  if (await check("production build", "npx", ["next", "build"], { BUILD_TYPES_CHECKED: "1" })) {
    await floorBuilt;
    await e2e();
  } else failed++;
}

async function checksAndSuites(floorBuilt: Promise<boolean>) {
  await floorBuilt;
  await check("lint", "npx", ["eslint", ".", "--max-warnings=0"]);
  await check("format", "npx", ["prettier", "--check", "."]);
  await vitest("unit");
  await vitest("api");
}

// The type-check comes first, alone: it reads the routes' types from .next/types, which the build clears and writes
// again. The build then leaves its own check of the same files out (next.config.mjs).
await check("type-check", "npm", ["run", "--silent", "typecheck"]);
// The bare Next.js page the page-weight journeys weigh as their floor (bench/bare-next) is built first in the lane beside
// the app's build, rather than by a journey worker. Not a check: a failed build fails the page-weight journeys, which try again.
const floorBuilt = run("floor build (bench/bare-next)", "node", ["node_modules/next/dist/bin/next", "build", "bench/bare-next"]);
await Promise.all([buildAndJourneys(floorBuilt), checksAndSuites(floorBuilt)]);

const summary = `${passed} passed, ${failed} failed`;
fs.writeFileSync(path.join(reports, "summary.txt"), `${summary}\n`);
console.log(`\n=== wall time per stage ===\n${times.join("\n")}\ntotal: ${seconds(started)}\n\n${summary}`);
process.exit(failed ? 1 : 0);
