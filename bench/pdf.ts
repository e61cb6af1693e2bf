/**
 * `npm run bench:pdf`: how long server/documents/pdf-render.ts takes to draw a 40-question application
 * summary (BENCH_RUNS times, default 30, after a warm-up), the file's size and the longest the event loop
 * went without a turn while it drew, beside a bare baseline: the same lines written by pdfkit alone with
 * its built-in Helvetica and no layout. It asserts nothing.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import PDFDocument from "pdfkit";
import type { DocumentSection, GeneratedDocumentContent } from "@/lib/domain/generated-document-content";
import { renderPdf } from "@/server/documents/pdf-render";
import { sampleApplicationSummary } from "@/tests/support/sample-document-content";

const RUNS = Number(process.env.BENCH_RUNS || 30);
const WARMUP = 3;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The content as plain lines, one doc.text each: no columns, rules, headers or page numbers. */
function lines(content: GeneratedDocumentContent): string[] {
  const section = (s: DocumentSection): string[] => {
    switch (s.kind) {
      case "fields":
        return s.fields.map((field) => `${field.label}: ${field.value}`);
      case "table":
        return [s.columns, ...s.rows].map((row) => row.join(" | "));
      case "paragraphs":
        return s.paragraphs;
      case "signatures":
        return s.signers.map((signer) => `${signer}: ____________  Date: ________`);
    }
  };
  return [
    content.title,
    content.productName,
    ...content.references.map((reference) => `${reference.label}: ${reference.value}`),
    ...content.sections.flatMap((s) => [s.heading, ...section(s)]),
    content.notice ?? "",
  ];
}

function barePdf(content: GeneratedDocumentContent): Promise<Buffer> {
  const doc = new PDFDocument({ size: "LETTER", margin: 54 });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  for (const line of lines(content)) doc.text(line);
  doc.end();
  return done;
}

/** Times each run and the longest stretch the event loop went without a turn over all of them. */
async function measure(render: () => Promise<Buffer>) {
  for (let i = 0; i < WARMUP; i++) await render();
  const times: number[] = [];
  let bytes = 0;
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    bytes = (await render()).length;
    times.push(performance.now() - started);
    // Lets the monitor's timer record the run's last stretch before the next one starts.
    await sleep(5);
  }
  loop.disable();
  return { times, bytes, longestBlock: loop.max / 1e6 };
}

function report(name: string, result: Awaited<ReturnType<typeof measure>>) {
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(8);
  console.log(
    `  ${name.padEnd(32)} median ${ms(percentile(result.times, 50))}   p95 ${ms(percentile(result.times, 95))}   ` +
      `${(result.bytes / 1024).toFixed(1).padStart(5)} kB   longest event-loop block ${ms(result.longestBlock)}`,
  );
}

const content = sampleApplicationSummary();
const app = await measure(() => renderPdf(content));
const bare = await measure(() => barePdf(content));
console.log(`PDF documents, 40-question application summary, ${RUNS} runs after ${WARMUP} warm-up renders`);
report("renderPdf (DejaVu, layout)", app);
report("bare pdfkit (Helvetica, lines)", bare);
