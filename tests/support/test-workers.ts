import os from "node:os";

/** Test worker processes that run side by side: one per core, at most 2 (the suites were measured with 2 on 2 cores); TEST_WORKERS overrides. */
export const TEST_WORKERS = Math.max(1, Math.min(2, Number(process.env.TEST_WORKERS) || os.availableParallelism()));
