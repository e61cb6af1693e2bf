import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, type BrowserContext } from "@playwright/test";
import { stableId } from "../../prisma/seed/stable-id";

/*
 * The page budget (docs/decisions/2026-11-23-page-weight.md): every page's JavaScript at most the
 * floor + 45 kB, the median page at most the floor + 36 kB (30 kB until TanStack Query, 13.3 kB
 * on every page, came back as the design card's data layer). The floor is a bare Next.js page
 * (bench/bare-next: one layout, one page, no dependency) built with the app's Next.js and React,
 * served as the app serves its build files and weighed the same way in the same run.
 */
export const OVER_FLOOR_PER_PAGE = 45_000;
export const OVER_FLOOR_MEDIAN = 36_000;

export interface WeighedPage {
  name: string;
  path: string;
  /** Demo account the page is opened as; none for public pages. */
  as?: string;
}

const sunrise = stableId("submission:sunrise-carpentry");
const bistro = stableId("submission:bluebird-bistro");
const bound = stableId("application:sunrise-bound");
const step = (app: string, name: string) => `/submission/${bistro}/coverage/${stableId(`application:${app}`)}/${name}`;

/**
 * Every page the budget holds, as its users open it: the lists as both roles see them (an
 * underwriter's navigation links to other pages, whose code Next.js preloads with their prefetch).
 */
export const weighedPages: readonly WeighedPage[] = [
  { name: "/login", path: "/login" },
  { name: "/coverages", path: "/coverages", as: "agent@example.com" },
  { name: "/app-central", path: "/app-central", as: "agent@example.com" },
  { name: "Submission page", path: `/app-central?submissionID=${sunrise}`, as: "agent@example.com" },
  { name: "questionnaire section", path: `/coverage/${stableId("application:sunrise-gl-inprogress")}/details/gl-operations`, as: "agent@example.com" },
  { name: "/company-info", path: `/company-info?submissionID=${sunrise}`, as: "agent@example.com" },
  { name: "/business-type", path: `/business-type?submissionID=${stableId("submission:sunrise-carpentry")}`, as: "agent@example.com" },
  { name: "/documents", path: "/documents", as: "agent@example.com" },
  { name: "/documents (underwriter)", path: "/documents", as: "underwriter@example.com" },
  { name: "/endorsement-history", path: "/endorsement-history", as: "agent@example.com" },
  { name: "/endorsement-history (underwriter)", path: "/endorsement-history", as: "underwriter@example.com" },
  { name: "/cancellations", path: "/cancellations", as: "agent@example.com" },
  { name: "/cancellations (underwriter)", path: "/cancellations", as: "underwriter@example.com" },
  { name: "/reinstatements", path: "/reinstatements", as: "agent@example.com" },
  { name: "/reinstatements (underwriter)", path: "/reinstatements", as: "underwriter@example.com" },
  { name: "/renewals-due", path: "/renewals-due", as: "agent@example.com" },
  { name: "/renewals-due (underwriter)", path: "/renewals-due", as: "underwriter@example.com" },
  { name: "work queue", path: "/submission", as: "underwriter@example.com" },
  { name: "policy summary", path: `/coverage/${bound}/summary`, as: "agent@example.com" },
  { name: "endorsement: insured changes", path: `/coverage/${bound}/endorsement/details/company-info`, as: "agent@example.com" },
  { name: "endorsement: review", path: `/coverage/${bound}/endorsement/review`, as: "agent@example.com" },
  { name: "Review App", path: step("bistro-approval", "review"), as: "underwriter@example.com" },
  { name: "Carrier & Pricing", path: step("bistro-approval", "pricing"), as: "underwriter@example.com" },
  { name: "Bind", path: step("bistro-pendingbind", "bind"), as: "underwriter@example.com" },
  { name: "Review Quotes", path: `/coverage/${bound}/review-quote`, as: "agent@example.com" },
  { name: "View & Upload", path: `/coverage/${bound}/documents`, as: "agent@example.com" },
  { name: "/settings/integrations", path: "/settings/integrations", as: "agent@example.com" },
  { name: "/settings/integrations (underwriter)", path: "/settings/integrations", as: "underwriter@example.com" },
  { name: "/dashboard", path: "/dashboard", as: "agent@example.com" },
  { name: "/dashboard (underwriter)", path: "/dashboard", as: "underwriter@example.com" },
];

export interface ScriptWeight {
  total: number;
  scripts: { url: string; bytes: number }[];
  /** Largest Contentful Paint of that visit, in milliseconds. */
  lcp: number;
  /** Total Blocking Time of that visit until it settled: each main-thread task's time beyond 50 ms, summed. */
  tbt: number;
}

// The last candidate Chromium reported for the page so far.
const largestContentfulPaint = () =>
  new Promise<number>((resolve) => {
    new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({ type: "largest-contentful-paint", buffered: true });
    setTimeout(() => resolve(0), 1000);
  });

// Long tasks are watched from the document's start, before any script of the page runs.
const watchLongTasks = () => {
  const blocking = { ms: 0 };
  (window as unknown as { __blocking?: typeof blocking }).__blocking = blocking;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) blocking.ms += Math.max(0, task.duration - 50);
  }).observe({ type: "longtask" });
};

/**
 * Opens `url` in a new page of `context` with the cache off and counts the
 * bytes of every script response Chromium receives until the page has
 * settled: what a first visit downloads, as encoded on the wire (the build's
 * Brotli copies, server/brotli-assets.mjs), headers included.
 */
export async function weighScripts(context: BrowserContext, url: string): Promise<ScriptWeight> {
  const page = await context.newPage();
  try {
    await page.addInitScript(watchLongTasks);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const scripts = new Map<string, { url: string; bytes: number }>();
    const downloading = new Set<string>();
    cdp.on("Network.responseReceived", (e) => {
      if (e.type !== "Script") return;
      scripts.set(e.requestId, { url: e.response.url, bytes: 0 });
      downloading.add(e.requestId);
    });
    cdp.on("Network.loadingFinished", (e) => {
      const script = scripts.get(e.requestId);
      if (script) script.bytes = e.encodedDataLength;
      downloading.delete(e.requestId);
    });
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    // Parts that load after the page shows (the notes panel) wait for its data: the page is done when nothing says "Loading…" and no script arrives for a second.
    await expect(page.getByRole("status").filter({ hasText: /…$/ })).toHaveCount(0, { timeout: 15_000 });
    for (let seen = -1; seen !== scripts.size || downloading.size > 0;) {
      seen = scripts.size;
      await page.waitForTimeout(1000);
    }
    const list = [...scripts.values()].sort((a, b) => b.bytes - a.bytes);
    const tbt = await page.evaluate(() => (window as unknown as { __blocking?: { ms: number } }).__blocking?.ms ?? 0);
    return { total: list.reduce((sum, s) => sum + s.bytes, 0), scripts: list, lcp: await page.evaluate(largestContentfulPaint), tbt };
  } finally {
    await page.close();
  }
}

/**
 * A first visit warms the server (each route's first request loads its code) and settles what
 * it changes (the first visit of a priced application opens its price indication), then the
 * page is weighed: the figures are of a warm server, in the test and the benchmark alike.
 */
export async function weighWarm(context: BrowserContext, url: string): Promise<ScriptWeight> {
  await warmUp(context, url);
  return weighScripts(context, url);
}

/** The first visit of `weighWarm`, on its own: its route's code loaded on the server, what the visit changes settled. */
export async function warmUp(context: BrowserContext, url: string): Promise<void> {
  const warm = await context.newPage();
  await warm.goto(url);
  await warm.waitForLoadState("networkidle");
  await warm.close();
}

const BARE_NEXT = "bench/bare-next";
const nextBin = "node_modules/next/dist/bin/next";

/**
 * Builds the bare Next.js app (again when the installed Next.js is newer than its build) and
 * serves it on `port` as `next start` does; the caller stops it.
 */
export async function startBareNext(port: number): Promise<{ base: string; stop: () => void }> {
  const built = `${BARE_NEXT}/.next/BUILD_ID`;
  if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < fs.statSync("node_modules/next/package.json").mtimeMs)
    execFileSync("node", [nextBin, "build", BARE_NEXT], { stdio: "ignore", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  const server = spawn("node", [nextBin, "start", "-p", String(port), BARE_NEXT], { stdio: "ignore", detached: true });
  const base = `http://127.0.0.1:${port}`;
  for (let up = false; !up; await sleep(200))
    up = await fetch(base).then(
      (r) => r.ok,
      () => false,
    );
  return { base, stop: () => process.kill(-server.pid!, "SIGTERM") };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The median of some weights. */
export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One line per script, largest first, for a failure message or a benchmark's detail. */
export const describeScripts = (weight: ScriptWeight) => weight.scripts.map((s) => `  ${kB(s.bytes).padStart(9)}  ${new URL(s.url).pathname}`).join("\n");
