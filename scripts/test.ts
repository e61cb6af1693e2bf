import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * `npm test`: type-check, lint, formatting, unit tests, API tests, the production build and
 * the browser journeys, in that order. Ends with one line "N passed, N failed"
 * counting every test and every check.
 */
const reports = path.resolve("test-results");
fs.mkdirSync(reports, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
let passed = 0;
let failed = 0;

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  const ok = result.status === 0;
  console.log(`=== ${label}: ${ok ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
  return ok;
}

/** A check without its own test count: one pass or one failure. */
function check(label: string, command: string, args: string[]): boolean {
  const ok = run(label, command, args);
  if (ok) passed++;
  else failed++;
  return ok;
}

function vitest(project: string) {
  const out = path.join(reports, `vitest-${project}.json`);
  fs.rmSync(out, { force: true });
  const ok = run(`${project} tests`, "npx", ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile=${out}`]);
  if (!fs.existsSync(out)) {
    failed++;
    return;
  }
  const report = JSON.parse(fs.readFileSync(out, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (ok || report.numFailedTests ? 0 : 1);
}

function e2e() {
  const out = path.join(reports, "playwright.json");
  fs.rmSync(out, { force: true });
  const ok = run("browser tests", "npx", ["tsx", "scripts/e2e.ts"]);
  if (!fs.existsSync(out)) {
    failed++;
    return;
  }
  const { stats } = JSON.parse(fs.readFileSync(out, "utf8"));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected + (ok || stats.unexpected ? 0 : 1);
}

check("type-check", "npx", ["tsc", "--noEmit"]);
check("lint", "npx", ["eslint", ".", "--max-warnings=0"]);
check("format", "npx", ["prettier", "--check", "."]);
vitest("unit");
vitest("api");
if (check("production build", "npx", ["next", "build"])) e2e();
else failed++;

const summary = `${passed} passed, ${failed} failed`;
fs.writeFileSync(path.join(reports, "summary.txt"), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(failed ? 1 : 0);
