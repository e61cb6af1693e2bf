import { apiDocumentsDir, apiPgliteDir, TEST_AUTH_SECRET, TEST_HANDOFF_SECRETS } from "./test-database";

process.env.PGLITE_DATA_DIR = apiPgliteDir;
process.env.DOCUMENT_STORAGE_DIR = apiDocumentsDir;
process.env.NEXTAUTH_SECRET = TEST_AUTH_SECRET;
process.env.NEXTAUTH_URL ??= "http://localhost:3000";
// The status rules are tested as the tables say; the every-status override is tested on its own.
process.env.LAUNCHDARKLY_FLAG_FILE = "tests/support/flags.json";
Object.assign(process.env, TEST_HANDOFF_SECRETS);
