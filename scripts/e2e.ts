import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { copyForWorkers, e2eDocumentsDir, e2ePgliteDir, prepareTestDatabase } from "../tests/support/test-database";
import { TEST_WORKERS } from "../tests/support/test-workers";

// `npm run test:e2e [-- files]`: a freshly seeded database and document folder, copied for each
// worker's server (playwright.config.ts), then the browser journeys against the last build.
fs.rmSync(e2eDocumentsDir, { recursive: true, force: true });
process.env.DOCUMENT_STORAGE_DIR = e2eDocumentsDir;
await copyForWorkers(await prepareTestDatabase(e2ePgliteDir, "e2e"), e2eDocumentsDir, TEST_WORKERS);
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
