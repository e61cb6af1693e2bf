/**
 * `npm run bench:documents`: upload and download throughput of a 20 MB file
 * through the built app (`next build` first), and the server's peak memory
 * while it receives the upload, beside a bare baseline: the same bytes
 * written to and read from a file on the same disk. Starts `next start` on a
 * fresh embedded database and document folder, both temporary. It asserts
 * nothing.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { samplePdf } from "@/prisma/seed/sample-files";
import { stableId } from "@/prisma/seed/stable-id";
import { prepareTestDatabase } from "@/tests/support/test-database";

const MB = 1024 * 1024;
const SIZE = 20 * MB;
const RUNS = Number(process.env.BENCH_RUNS || 5);
const PORT = Number(process.env.BENCH_PORT || 3300);
const base = `http://127.0.0.1:${PORT}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Resident memory of a process and its children, in bytes (Linux). */
function treeRss(pid: number): number {
  let total = 0;
  const children = (() => {
    try {
      return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  })();
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
  return total + children.reduce((sum, child) => sum + treeRss(child), 0);
}

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/login`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error("the app did not start");
}

/** Signs in through next-auth's own endpoints and returns an API token. */
async function apiToken(): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookies = csrf.headers.getSetCookie().map((c) => c.split(";")[0]);
  const signIn = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies.join("; "), origin: base },
    body: new URLSearchParams({ csrfToken, email: "agent@example.com", password: "demo", json: "true" }),
  });
  const session = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).find((c) => c.includes("session-token"));
  if (!session) throw new Error(`sign-in failed (${signIn.status})`);
  const user = await fetch(`${base}/api/auth/user`, { headers: { cookie: session } });
  return ((await user.json()) as { token: string }).token;
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "documents-bench-"));
  const documentsDir = path.join(work, "documents");
  const env: NodeJS.ProcessEnv = { ...process.env, DOCUMENT_STORAGE_DIR: documentsDir, PGLITE_DATA_DIR: path.join(work, "pglite"), NEXT_TELEMETRY_DISABLED: "1" };
  delete env.DATABASE_URL;
  Object.assign(process.env, env);
  await prepareTestDatabase(path.join(work, "pglite"));

  const file = Buffer.concat([samplePdf(["Benchmark upload"]), Buffer.alloc(SIZE - 1024, 0x20)]).subarray(0, SIZE);
  let server: ChildProcess | undefined;
  try {
    server = spawn("node", ["node_modules/next/dist/bin/next", "start", "-p", String(PORT)], { env: { ...env, NEXTAUTH_URL: base }, stdio: "ignore", detached: true });
    await waitForServer();
    const token = await apiToken();
    const appID = stableId("application:sunrise-gl-inprogress");
    await sleep(1000);
    const idle = treeRss(server.pid!);

    const uploads: number[] = [];
    const downloads: number[] = [];
    let peak = idle;
    for (let i = 0; i < RUNS; i++) {
      const form = new FormData();
      for (const [k, v] of Object.entries({ appID, filename: `bench-${i}.pdf`, category: "upload_view_upload", uploaderType: "Agent" })) form.append(k, v);
      form.append("file", new Blob([new Uint8Array(file)]), `bench-${i}.pdf`);
      const sampler = setInterval(() => (peak = Math.max(peak, treeRss(server!.pid!))), 20);
      const started = performance.now();
      const res = await fetch(`${base}/api/documents`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
      const doc = (await res.json()) as { url: string; error?: unknown };
      uploads.push(performance.now() - started);
      clearInterval(sampler);
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(doc)}`);

      const t = performance.now();
      const download = await fetch(`${base}${doc.url}`, { headers: { authorization: `Bearer ${token}` } });
      const bytes = Buffer.from(await download.arrayBuffer());
      downloads.push(performance.now() - t);
      if (!bytes.equals(file)) throw new Error("downloaded bytes differ from the upload");
    }

    const baselineWrites: number[] = [];
    const baselineReads: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const target = path.join(work, `baseline-${i}`);
      let t = performance.now();
      fs.writeFileSync(target, file, { flush: true });
      baselineWrites.push(performance.now() - t);
      t = performance.now();
      fs.readFileSync(target);
      baselineReads.push(performance.now() - t);
    }

    const rate = (ms: number) => (SIZE / MB / (ms / 1000)).toFixed(1);
    console.log(`Documents, ${SIZE / MB} MB file, median of ${RUNS} runs, embedded PGlite, local disk storage`);
    console.log(`  upload through the app    ${rate(median(uploads))} MB/s   (bare file write ${rate(median(baselineWrites))} MB/s)`);
    console.log(`  download through the app  ${rate(median(downloads))} MB/s   (bare file read ${rate(median(baselineReads))} MB/s)`);
    console.log(`  server memory: idle ${(idle / MB).toFixed(0)} MB, peak during uploads ${(peak / MB).toFixed(0)} MB (+${((peak - idle) / MB).toFixed(0)} MB)`);
  } finally {
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
