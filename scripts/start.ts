import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { demoAccounts, DEMO_PASSWORD, seedDatabase } from "../prisma/seed/index";
import { databaseTarget, describeTarget } from "../server/db/config";
import { createPrismaClient } from "../server/db/client";
import { closeEmbeddedDatabases } from "../server/db/embedded";
import { applyMigrations } from "../server/db/migrate";
import { openSqlRunner } from "../server/db/sql-runner";
import { prepareAppEnv } from "./app-env";

const dev = process.argv.includes("--dev");
const env = prepareAppEnv();
const nextBin = path.resolve("node_modules/next/dist/bin/next");
const SOURCE_DIRS = ["app", "components", "lib", "server", "prisma/schema.prisma", "proxy.ts", "next.config.mjs", "package-lock.json", "flags"];

function sourceFingerprint(): string {
  const hash = createHash("sha256");
  const walk = (p: string) => {
    if (!fs.existsSync(p) || p.includes("generated")) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name));
    else hash.update(`${p}:${stat.size}:${stat.mtimeMs}\n`);
  };
  SOURCE_DIRS.forEach(walk);
  return hash.digest("hex");
}

function buildIfNeeded() {
  const stamp = path.resolve(".next/source-fingerprint");
  const fingerprint = sourceFingerprint();
  if (fs.existsSync(".next/BUILD_ID") && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === fingerprint) return;
  console.log("Building the app (first start or changed sources)...");
  const result = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stamp, fingerprint);
}

async function prepareDatabase() {
  const target = databaseTarget(env);
  const runner = await openSqlRunner(target);
  try {
    const ran = await applyMigrations(runner);
    if (ran.length) console.log(`Migrated ${describeTarget(target)}: ${ran.join(", ")}`);
  } finally {
    await runner.close();
  }
  const db = createPrismaClient(target);
  try {
    if ((await db.user.count()) === 0) {
      console.log("Empty database: loading the demo data...");
      await seedDatabase(db);
    }
  } finally {
    await db.$disconnect();
    // The server is another process: release the embedded database first.
    await closeEmbeddedDatabases();
  }
  console.log(`Database: ${describeTarget(target)}`);
}

await prepareDatabase();
if (!dev) buildIfNeeded();
const server = spawn(process.execPath, ["scripts/serve.mjs", ...(dev ? ["--dev"] : [])], { stdio: "inherit", env });
console.log(`\nCoverage Marketplace on ${env.NEXTAUTH_URL}`);
console.log(`Demo accounts (password "${DEMO_PASSWORD}"):`);
for (const a of demoAccounts) console.log(`  ${a.email.padEnd(26)} ${a.roles[0]}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
