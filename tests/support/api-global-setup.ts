import fs from "node:fs";
import { apiDocumentsDir, apiPgliteDir, prepareTestDatabase } from "./test-database";

export default async function setup() {
  fs.rmSync(apiDocumentsDir, { recursive: true, force: true });
  process.env.DOCUMENT_STORAGE_DIR = apiDocumentsDir;
  await prepareTestDatabase(apiPgliteDir);
}
