import { spawnSync } from "node:child_process";
import { e2ePgliteDir, prepareTestDatabase } from "../tests/support/test-database";

// `npm run test:e2e [-- files]`: a freshly seeded database, then the browser journeys against the last build.
await prepareTestDatabase(e2ePgliteDir);
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
