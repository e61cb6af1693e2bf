/**
 * The built app (`next build` first) started for a benchmark, as `npm run serve` serves it, on
 * a fresh embedded database and document folder, both temporary, seeded with
 * the demo data; signing in goes through next-auth's own endpoints. A second
 * server can join a first one: same database, document folder and secret, as
 * app servers behind one load balancer.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { prepareTestDatabase } from "@/tests/support/test-database";

export interface BenchApp {
  base: string;
  pid: number;
  /** The temporary folder of the database and document files. */
  work: string;
  stop: () => void;
}

/**
 * With `databaseUrl` (a PostgreSQL database whose name contains "test": it is
 * wiped), instead of a temporary embedded one. With `join`, nothing is wiped:
 * the server shares the joined one's database and files.
 */
export async function startApp(port: number, databaseUrl?: string, join?: BenchApp): Promise<BenchApp> {
  const work = join?.work ?? fs.mkdtempSync(path.join(os.tmpdir(), "bench-app-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DOCUMENT_STORAGE_DIR: path.join(work, "documents"),
    PGLITE_DATA_DIR: path.join(work, "pglite"),
    NEXT_TELEMETRY_DISABLED: "1",
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? randomBytes(32).toString("base64"),
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else {
    delete env.DATABASE_URL;
    // The embedded database is prepared below: a DATABASE_URL left in this process's environment prepared that one instead.
    delete process.env.DATABASE_URL;
  }
  Object.assign(process.env, env);
  if (!join) await prepareTestDatabase(path.join(work, "pglite"));
  const base = `http://127.0.0.1:${port}`;
  // BENCH_APP_LOG_DIR keeps each server's log lines (app-<port>.log), to find the cause of a failed request.
  const logDir = process.env.BENCH_APP_LOG_DIR;
  const log = logDir ? fs.openSync(path.join(logDir, `app-${port}.log`), "w") : "ignore";
  const server = spawn("node", ["scripts/serve.mjs"], {
    env: { ...env, PORT: String(port), NEXTAUTH_URL: base },
    stdio: ["ignore", log, log],
    detached: true,
  });
  const stop = () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    if (!join) fs.rmSync(work, { recursive: true, force: true });
  };
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/login`)).ok) return { base, pid: server.pid!, work, stop };
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  stop();
  throw new Error("the app did not start");
}

/** The session cookie of a demo user, signed in through next-auth's credentials endpoint. */
export async function sessionCookie(base: string, email: string, password = "demo"): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookies = csrf.headers.getSetCookie().map((c) => c.split(";")[0]);
  const signIn = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies.join("; "), origin: base },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.includes("session-token"));
  if (!session) throw new Error(`sign-in failed (${signIn.status})`);
  return session;
}

/** An API token for a demo user, as GET /api/auth/user hands it out. */
export async function apiToken(base: string, email: string): Promise<string> {
  const user = await fetch(`${base}/api/auth/user`, { headers: { cookie: await sessionCookie(base, email) } });
  return ((await user.json()) as { jwtToken: string }).jwtToken;
}
