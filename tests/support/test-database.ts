import fs from "node:fs";
import path from "node:path";
import { seedDatabase } from "../../prisma/seed/index";
import { createPrismaClient } from "../../server/db/client";
import { databaseTarget, type DatabaseTarget } from "../../server/db/config";
import { closeEmbeddedDatabases } from "../../server/db/embedded";
import { applyMigrations } from "../../server/db/migrate";
import { openSqlRunner, type SqlRunner } from "../../server/db/sql-runner";

/**
 * A fresh, migrated and seeded database for a test run: the PostgreSQL of
 * DATABASE_URL (whose name must contain "test", so a real database is never
 * wiped), or a new embedded database in `pgliteDir`. A `suite` gets a
 * database of its own beside DATABASE_URL's (`<name>_<suite>`, created when
 * missing), so suites running side by side never reset each other's.
 */
export async function prepareTestDatabase(pgliteDir: string, suite?: string): Promise<DatabaseTarget> {
  const target = suiteDatabase(pgliteDir, suite);
  if (target.kind === "postgres") {
    const name = databaseName(target);
    if (!/test/i.test(name)) throw new Error(`Refusing to reset database "${name}": test databases must have "test" in their name.`);
    await onMaintenanceDatabase(target, async (runner) => {
      if ((await runner.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).length === 0) await runner.exec(`CREATE DATABASE "${name}"`);
    });
  } else {
    fs.rmSync(target.dataDir, { recursive: true, force: true });
  }
  const runner = await openSqlRunner(target);
  try {
    if (target.kind === "postgres") await runner.exec("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
    await applyMigrations(runner);
  } finally {
    await runner.close();
  }
  const db = createPrismaClient(target);
  try {
    await seedDatabase(db);
  } finally {
    await db.$disconnect();
    await closeEmbeddedDatabases();
  }
  return target;
}

/** The database `prepareTestDatabase(pgliteDir, suite)` prepares. */
export function suiteDatabase(pgliteDir: string, suite?: string): DatabaseTarget {
  const configured = databaseTarget({ ...process.env, PGLITE_DATA_DIR: pgliteDir });
  return suite && configured.kind === "postgres" ? withNameSuffix(configured, `_${suite}`) : configured;
}

/**
 * Copies of a prepared test database and its document folder, one per worker
 * process, so workers never see each other's writes: `CREATE DATABASE …
 * TEMPLATE` on a server (the template must have no open connections), a copy
 * of the folder when embedded. Worker n's documents go to `<documentsDir>-w<n>`.
 */
export async function copyForWorkers(template: DatabaseTarget, documentsDir: string, workers: number): Promise<void> {
  for (let worker = 1; worker <= workers; worker++) {
    const documents = `${documentsDir}-w${worker}`;
    fs.rmSync(documents, { recursive: true, force: true });
    if (fs.existsSync(documentsDir)) fs.cpSync(documentsDir, documents, { recursive: true });
    const copy = workerDatabase(template, worker);
    if (template.kind === "pglite" && copy.kind === "pglite") {
      fs.rmSync(copy.dataDir, { recursive: true, force: true });
      fs.cpSync(template.dataDir, copy.dataDir, { recursive: true });
    } else if (template.kind === "postgres" && copy.kind === "postgres") {
      await onMaintenanceDatabase(template, async (runner) => {
        await runner.exec(`DROP DATABASE IF EXISTS "${databaseName(copy)}" WITH (FORCE)`);
        // A closed pool's connections can still be leaving: the template must have none.
        await runner.exec(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${databaseName(template)}' AND pid <> pg_backend_pid()`);
        await runner.exec(`CREATE DATABASE "${databaseName(copy)}" TEMPLATE "${databaseName(template)}"`);
      });
    }
  }
}

/** Worker `worker`'s copy of `template` (workers count from 1, as Vitest's VITEST_POOL_ID does). */
export function workerDatabase(template: DatabaseTarget, worker: number): DatabaseTarget {
  return template.kind === "pglite" ? { kind: "pglite", dataDir: `${template.dataDir}-w${worker}` } : withNameSuffix(template, `_w${worker}`);
}

function withNameSuffix(target: { url: string }, suffix: string): DatabaseTarget {
  const url = new URL(target.url);
  url.pathname = `${url.pathname}${suffix}`;
  return { kind: "postgres", url: url.toString() };
}

const databaseName = (target: { url: string }) => decodeURIComponent(new URL(target.url).pathname.slice(1));

/** Runs `work` connected to the server's `postgres` database, where databases are created and dropped. */
async function onMaintenanceDatabase(target: { url: string }, work: (runner: SqlRunner) => Promise<void>) {
  const maintenance = new URL(target.url);
  maintenance.pathname = "/postgres";
  const runner = await openSqlRunner({ kind: "postgres", url: maintenance.toString() });
  try {
    await work(runner);
  } finally {
    await runner.close();
  }
}

export const apiPgliteDir = path.resolve(".data/pglite-test-api");
export const apiDocumentsDir = path.resolve(".data/documents-test-api");
export const e2ePgliteDir = path.resolve(process.env.E2E_PGLITE_DIR || ".data/pglite-test-e2e");
export const e2eDocumentsDir = path.resolve(process.env.E2E_DOCUMENTS_DIR || ".data/documents-test-e2e");
export const TEST_AUTH_SECRET = "test-secret-for-automated-tests-only-0123456789";
export const TEST_HANDOFF_SECRETS = {
  WHOLESALER_SUMMIT_HANDOFF_SECRET: "summit-test-handoff-secret-0123456789abcdef",
  WHOLESALER_HARBOR_HANDOFF_SECRET: "harbor-test-handoff-secret-0123456789abcdef",
};

/** The database and document folder of browser-test server `worker` (scripts/e2e.ts made them, playwright.config.ts serves them). */
export function e2eWorkerStorage(worker: number): Record<string, string> {
  const database = workerDatabase(suiteDatabase(e2ePgliteDir, "e2e"), worker);
  return {
    ...(database.kind === "postgres" ? { DATABASE_URL: database.url } : { PGLITE_DATA_DIR: database.dataDir }),
    DOCUMENT_STORAGE_DIR: `${e2eDocumentsDir}-w${worker}`,
  };
}

/** Where browser-test server `worker` listens: E2E_PORT (3100) for the first, the next ports for the others. */
export const e2eBaseURL = (worker: number) => `http://localhost:${Number(process.env.E2E_PORT || 3100) + worker - 1}`;
