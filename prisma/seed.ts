import { databaseTarget, describeTarget } from "../server/db/config";
import { createPrismaClient } from "../server/db/client";
import { closeEmbeddedDatabases } from "../server/db/embedded";
import { applyMigrations } from "../server/db/migrate";
import { openSqlRunner } from "../server/db/sql-runner";
import { DEMO_PASSWORD, demoAccounts, seedDatabase } from "./seed/index";

// Demo data only: the password of every demo account is "demo".
const target = databaseTarget();
const runner = await openSqlRunner(target);
try {
  await applyMigrations(runner);
} finally {
  await runner.close();
}
const db = createPrismaClient(target);
try {
  const started = Date.now();
  await seedDatabase(db);
  console.log(`Seeded ${describeTarget(target)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  console.log(`Demo accounts (password "${DEMO_PASSWORD}"): ${demoAccounts.map((a) => `${a.email} (${a.roles[0]})`).join(", ")}`);
} finally {
  await db.$disconnect();
  await closeEmbeddedDatabases();
}
