import path from "node:path";
import { defineConfig } from "vitest/config";
import { TEST_WORKERS } from "./tests/support/test-workers";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // Marks modules as server-only for the Next bundler; in tests it is a no-op.
  "server-only": path.resolve(import.meta.dirname, "tests/support/server-only.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: ["lib/**/*.test.{ts,tsx}", "components/**/*.test.{ts,tsx}", "prisma/**/*.test.ts", "server/**/*.test.ts", "tests/architecture/**/*.test.ts"],
          // The files of a worker share its module cache and globals (a third of the time: 36 s → 11 s on 2 cores): a file
          // that fakes the clock or stubs a global puts it back when it ends.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          environment: "node",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/support/api-global-setup.ts"],
          setupFiles: ["tests/support/api-env.ts"],
          // Worker processes side by side, each on its own copy of the seeded database (tests/support/api-env.ts):
          // the embedded database allows a single opener, and files in one worker share its data.
          pool: "forks",
          maxWorkers: TEST_WORKERS,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
