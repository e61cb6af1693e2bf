/**
 * A server process for the kill test, run as a child: `prepare` makes a Bound
 * wholesale application (and, with --fresh, a new embedded database first)
 * whose renewal history insert pauses inside the transaction; `write` runs the
 * real renewal request on it; `inspect` prints what the database holds.
 * Uses the database of the environment (DATABASE_URL or PGLITE_DATA_DIR).
 */
import { flagNames, type Flags } from "@/lib/flags";
import { loadSessionUser } from "@/server/auth/session-user";
import { db } from "@/server/db";
import { closeEmbeddedDatabases } from "@/server/db/embedded";
import { requestRenewal } from "@/server/services/renewals";
import { demoUserIds } from "./api-client";
import { createApplication } from "./factories";
import { apiPgliteDir, prepareTestDatabase } from "./test-database";

const [command, arg] = process.argv.slice(2);

async function prepare(fresh: boolean) {
  if (fresh) await prepareTestDatabase(process.env.PGLITE_DATA_DIR ?? apiPgliteDir);
  const { appID } = await createApplication({ product: "excess_surplus_gl", status: "Bound" });
  // Stands in for a slow disk or a busy database: the process is mid-transaction when it is killed.
  await db.$executeRawUnsafe(
    `CREATE OR REPLACE FUNCTION kill_test_pause() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(60); RETURN NEW; END $$`,
  );
  await db.$executeRawUnsafe(
    `CREATE TRIGGER "kill_test_pause_${appID.slice(0, 8)}" BEFORE INSERT ON "ApplicationStatusHistory" FOR EACH ROW WHEN (NEW."applicationId" = '${appID}') EXECUTE FUNCTION kill_test_pause()`,
  );
  console.log(JSON.stringify({ appID }));
}

async function write(appID: string) {
  const user = (await loadSessionUser(demoUserIds.agent))!;
  const flags = Object.fromEntries(flagNames.map((n) => [n, true])) as Flags;
  console.log("writing");
  await requestRenewal(user, appID, flags);
  console.log("committed");
}

async function inspect(appID: string) {
  const app = await db.application.findUniqueOrThrow({ where: { id: appID }, select: { status: true } });
  const history = await db.applicationStatusHistory.count({ where: { applicationId: appID } });
  const renewals = await db.application.count({ where: { renewedFromAppId: appID } });
  console.log(JSON.stringify({ status: app.status, history, renewals }));
}

try {
  if (command === "prepare") await prepare(arg === "--fresh");
  else if (command === "write") await write(arg);
  else if (command === "inspect") await inspect(arg);
  else throw new Error(`Unknown command ${command}`);
} finally {
  await db.$disconnect();
  await closeEmbeddedDatabases();
}
