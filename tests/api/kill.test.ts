import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseTarget } from "@/server/db/config";
import { db } from "@/server/db";

/**
 * A write interrupted by a killed server leaves no partial state. The renewal
 * request is a multi-row write (the original's status, its history row, the
 * renewal application); the server process is killed with SIGKILL while the
 * transaction is open, after its first row was written.
 */
const onServer = databaseTarget().kind === "postgres";
// With the embedded database, the child processes work on a copy of their own (one opener per folder).
const dataDir = onServer ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "kill-test-"));
const childEnv = { ...process.env, ...(dataDir && { PGLITE_DATA_DIR: dataDir }) };
const script = ["--conditions=react-server", "tests/support/killable-writer.ts"];

function run(...args: string[]): string {
  const result = spawnSync("npx", ["tsx", ...script, ...args], { env: childEnv, encoding: "utf8", timeout: 120_000 });
  if (result.status !== 0) throw new Error(`killable-writer ${args.join(" ")} failed: ${result.stderr}`);
  return result.stdout.trim().split("\n").at(-1)!;
}

async function untilPaused(appID: string, printed: () => string) {
  for (let i = 0; i < 300; i++) {
    if (printed().includes("writing")) {
      if (!onServer) {
        // Nothing to ask the embedded database from outside: give the write time to reach the pause.
        await new Promise((r) => setTimeout(r, 3000));
        return;
      }
      const sleeping = await db.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event = 'PgSleep' AND datname = current_database()`,
      );
      if (sleeping[0].n > 0) return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The write for ${appID} never reached the pause.`);
}

describe("a server killed in the middle of a write", () => {
  it("leaves no partial state: the renewal request is all or nothing", async () => {
    const { appID } = JSON.parse(run("prepare", ...(onServer ? [] : ["--fresh"]))) as { appID: string };
    const before = JSON.parse(run("inspect", appID));
    expect(before).toEqual({ status: "Bound", history: 0, renewals: 0 });

    const writer = spawn("npx", ["tsx", ...script, "write", appID], { env: childEnv, detached: true });
    let out = "";
    writer.stdout.on("data", (chunk) => (out += chunk));
    await untilPaused(appID, () => out);
    process.kill(-writer.pid!, "SIGKILL");
    await new Promise((r) => writer.once("exit", r));
    expect(out).not.toContain("committed");

    if (onServer) {
      // The orphaned backend would notice its client is gone only after the pause; end it now.
      await db.$executeRawUnsafe(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE wait_event = 'PgSleep' AND datname = current_database()`);
      await db.$executeRawUnsafe(`DROP TRIGGER "kill_test_pause_${appID.slice(0, 8)}" ON "ApplicationStatusHistory"`);
    }
    expect(JSON.parse(run("inspect", appID))).toEqual(before);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);
});
