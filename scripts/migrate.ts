import { databaseTarget, describeTarget } from "../server/db/config";
import { closeEmbeddedDatabases } from "../server/db/embedded";
import { applyMigrations } from "../server/db/migrate";
import { openSqlRunner } from "../server/db/sql-runner";

const target = databaseTarget();
const runner = await openSqlRunner(target);
try {
  const ran = await applyMigrations(runner);
  console.log(ran.length ? `Applied ${ran.length} migration(s) to ${describeTarget(target)}: ${ran.join(", ")}` : `${describeTarget(target)} is up to date.`);
} finally {
  await runner.close();
  await closeEmbeddedDatabases();
}
