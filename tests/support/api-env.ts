import { apiDocumentsDir, apiPgliteDir, suiteDatabase, TEST_AUTH_SECRET, TEST_HANDOFF_SECRETS, workerDatabase } from "./test-database";

// Each worker process works on its own copy of the seeded database and its own document folder
// (tests/support/api-global-setup.ts made them); this runs before every file, so only the first time counts.
if (!process.env.API_TEST_WORKER) {
  const worker = Number(process.env.VITEST_POOL_ID) || 1;
  const database = workerDatabase(suiteDatabase(apiPgliteDir, "api"), worker);
  if (database.kind === "postgres") process.env.DATABASE_URL = database.url;
  else process.env.PGLITE_DATA_DIR = database.dataDir;
  process.env.DOCUMENT_STORAGE_DIR = `${apiDocumentsDir}-w${worker}`;
  process.env.API_TEST_WORKER = String(worker);
}
process.env.NEXTAUTH_SECRET = TEST_AUTH_SECRET;
process.env.NEXTAUTH_URL ??= "http://localhost:3000";
// The status rules are tested as the tables say; the every-status override is tested on its own.
process.env.LAUNCHDARKLY_FLAG_FILE = "tests/support/flags.json";
Object.assign(process.env, TEST_HANDOFF_SECRETS);
