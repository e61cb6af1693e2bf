import { defineConfig, devices } from "@playwright/test";
import { e2eDocumentsDir, e2ePgliteDir, TEST_AUTH_SECRET, TEST_HANDOFF_SECRETS } from "./tests/support/test-database";

const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://localhost:${port}`;

// The browser journeys run against the production build (`next start`) on a
// database that scripts/test.ts has just reset and seeded.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
          ],
        },
      },
    },
  ],
  webServer: {
    command: `node node_modules/next/dist/bin/next start -p ${port}`,
    url: `${baseURL}/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      ...(process.env as Record<string, string>),
      PGLITE_DATA_DIR: e2ePgliteDir,
      DOCUMENT_STORAGE_DIR: e2eDocumentsDir,
      NEXTAUTH_SECRET: TEST_AUTH_SECRET,
      NEXTAUTH_URL: baseURL,
      NEXT_TELEMETRY_DISABLED: "1",
      ...TEST_HANDOFF_SECRETS,
    },
  },
});
