import fs from "node:fs";
import path from "node:path";
import { seedDatabase } from "../../prisma/seed/index";
import { createPrismaClient } from "../../server/db/client";
import { databaseTarget, type DatabaseTarget } from "../../server/db/config";
import { closeEmbeddedDatabases } from "../../server/db/embedded";
import { applyMigrations } from "../../server/db/migrate";
import { openSqlRunner } from "../../server/db/sql-runner";

/**
 * A fresh, migrated and seeded database for a test run: the PostgreSQL of
 * DATABASE_URL (whose name must contain "test", so a real database is never
 * wiped), or a new embedded database in `pgliteDir`.
 */
export async function prepareTestDatabase(pgliteDir: string): Promise<DatabaseTarget> {
  const target = databaseTarget({ ...process.env, PGLITE_DATA_DIR: pgliteDir });
  if (target.kind === "postgres") {
    const name = new URL(target.url).pathname.slice(1);
    if (!/test/i.test(name)) throw new Error(`Refusing to reset database "${name}": test databases must have "test" in their name.`);
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

export const apiPgliteDir = path.resolve(".data/pglite-test-api");
export const apiDocumentsDir = path.resolve(".data/documents-test-api");
export const e2ePgliteDir = path.resolve(process.env.E2E_PGLITE_DIR || ".data/pglite-test-e2e");
export const e2eDocumentsDir = path.resolve(process.env.E2E_DOCUMENTS_DIR || ".data/documents-test-e2e");
export const TEST_AUTH_SECRET = "test-secret-for-automated-tests-only-0123456789";
export const TEST_HANDOFF_SECRETS = {
  WHOLESALER_SUMMIT_HANDOFF_SECRET: "summit-test-handoff-secret-0123456789abcdef",
  WHOLESALER_HARBOR_HANDOFF_SECRET: "harbor-test-handoff-secret-0123456789abcdef",
};
