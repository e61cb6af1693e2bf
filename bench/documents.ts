/**
 * `npm run bench:documents`: upload and download throughput of a 20 MB file
 * through the built app (`next build` first), and the server's peak memory
 * while it receives the upload, beside a bare baseline: the same bytes
 * written to and read from a file on the same disk. Starts the app (`npm run serve`) on a
 * fresh embedded database and document folder, both temporary. It asserts
 * nothing.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { samplePdf } from "@/prisma/seed/sample-files";
import { stableId } from "@/prisma/seed/stable-id";
import { apiToken, startApp } from "./app-server";

const MB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_FILE_MB || 20) * MB;
const RUNS = Number(process.env.BENCH_RUNS || 5);
const PORT = Number(process.env.BENCH_PORT || 3300);

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

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "documents-bench-"));
  const file = Buffer.concat([samplePdf(["Benchmark upload"]), Buffer.alloc(SIZE - 1024, 0x20)]).subarray(0, SIZE);
  const app = await startApp(PORT);
  const base = app.base;
  try {
    const token = await apiToken(base, "agent@example.com");
    const appID = stableId("application:sunrise-gl-inprogress");
    await sleep(1000);
    const idle = treeRss(app.pid);

    const uploads: number[] = [];
    const downloads: number[] = [];
    let peak = idle;
    for (let i = 0; i < RUNS; i++) {
      const form = new FormData();
      for (const [k, v] of Object.entries({ appID, filename: `bench-${i}.pdf`, category: "upload_view_upload", uploaderType: "Agent" })) form.append(k, v);
      form.append("file", new Blob([new Uint8Array(file)]), `bench-${i}.pdf`);
      const sampler = setInterval(() => (peak = Math.max(peak, treeRss(app.pid))), 20);
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
    console.log(
      `  server memory: idle ${(idle / MB).toFixed(0)} MB, peak during uploads ${(peak / MB).toFixed(0)} MB (+${((peak - idle) / MB).toFixed(0)} MB)`,
    );
  } finally {
    app.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
