import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { e2eDocumentsDir, e2ePgliteDir, prepareTestDatabase } from "../tests/support/test-database";

// `npm run test:e2e [-- files]`: a freshly seeded database and document folder, then the browser journeys against the last build.
fs.rmSync(e2eDocumentsDir, { recursive: true, force: true });
process.env.DOCUMENT_STORAGE_DIR = e2eDocumentsDir;
await prepareTestDatabase(e2ePgliteDir);
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
