import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium";
import { e2eBaseURL, e2eWorkerStorage, TEST_AUTH_SECRET, TEST_HANDOFF_SECRETS } from "./tests/support/test-database";
import { TEST_WORKERS } from "./tests/support/test-workers";

const workers = Array.from({ length: TEST_WORKERS }, (_, i) => i + 1);

// The browser journeys run against the production build, served as `npm run serve`
// serves it (scripts/serve.mjs), on a database that scripts/e2e.ts has just reset and seeded.
// Spec files run side by side, one worker each; every worker has its own server on its own
// copy of the database (tests/e2e/support.ts points each worker's pages at its server).
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: TEST_WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: e2eBaseURL(1),
    // A failed test keeps its trace: the DOM at each step, without the screencast, whose frames cost the
    // browser, its compositor and the test worker about a quarter of the journeys' time.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true },
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: workers.map((worker) => ({
    command: "node scripts/serve.mjs",
    url: `${e2eBaseURL(worker)}/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: {
      ...(process.env as Record<string, string>),
      ...e2eWorkerStorage(worker),
      NEXTAUTH_SECRET: TEST_AUTH_SECRET,
      PORT: new URL(e2eBaseURL(worker)).port,
      // The configured public address; tests/e2e/own-address.spec.ts uses the app at another one.
      NEXTAUTH_URL: e2eBaseURL(worker),
      NEXT_TELEMETRY_DISABLED: "1",
      // The journeys' request clients keep connections open between calls, as a proxy does: a connection the server
      // closed after Node's 5 s idle while a request was being sent on it was reset (ECONNRESET) on a busy machine.
      KEEP_ALIVE_TIMEOUT: "65000",
      ...TEST_HANDOFF_SECRETS,
    },
  })),
});
