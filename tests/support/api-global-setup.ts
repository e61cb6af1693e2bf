import fs from "node:fs";
import { apiDocumentsDir, apiPgliteDir, copyForWorkers, prepareTestDatabase } from "./test-database";
import { TEST_WORKERS } from "./test-workers";

/** One migrated, seeded database and document folder, then a copy of both for each worker (tests/support/api-env.ts picks its own). */
export default async function setup() {
  fs.rmSync(apiDocumentsDir, { recursive: true, force: true });
  process.env.DOCUMENT_STORAGE_DIR = apiDocumentsDir;
  await copyForWorkers(await prepareTestDatabase(apiPgliteDir, "api"), apiDocumentsDir, TEST_WORKERS);
}
