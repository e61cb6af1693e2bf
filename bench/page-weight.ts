/**
 * `npm run bench:pages` (after `npm run build`): JavaScript on the wire per
 * page, as Chromium receives it from `next start` on a fresh database, beside a
 * bare Next.js app of one page (bench/bare-next, built here and served as the
 * app serves its files), the app's barest page (/dev) and the budget of 140 kB, which
 * tests/e2e/page-weight.spec.ts asserts. `-- --scripts` lists each page's
 * scripts too. Largest Contentful Paint of each visit is printed beside.
 * Each page is opened once before it is weighed, so the figures are of a warm
 * server and match the browser test's. It prints figures and asserts nothing.
 */
import { execFileSync, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium } from "@playwright/test";
import { stableId } from "@/prisma/seed/stable-id";
import { budgetedPages, describeScripts, PAGE_WEIGHT_BUDGET, weighScripts, type WeighedPage } from "@/tests/support/page-weight";
import { sessionCookie, startApp } from "./app-server";

const PORT = Number(process.env.BENCH_PORT || 3301);
const BARE_PORT = PORT + 1;
const listScripts = process.argv.includes("--scripts");
const sunrise = stableId("submission:sunrise-carpentry");
const bistro = stableId("submission:bluebird-bistro");
const step = (app: string, name: string) => `/submission/${bistro}/coverage/${stableId(`application:${app}`)}/${name}`;

const bareBase = `http://127.0.0.1:${BARE_PORT}`;
const pages: (WeighedPage & { base?: string })[] = [
  { name: "bare Next.js page (no app)", path: "/", base: bareBase },
  { name: "/dev (no page code)", path: "/dev" },
  ...budgetedPages,
  { name: "/documents", path: "/documents", as: "agent@example.com" },
  // The underwriter's navigation links to pages whose code Next.js preloads with their prefetch, here and below.
  { name: "/documents (underwriter)", path: "/documents", as: "underwriter@example.com" },
  { name: "/login", path: "/login" },
  { name: "/business-type", path: `/business-type?submissionID=${sunrise}`, as: "agent@example.com" },
  { name: "work queue", path: "/submission", as: "underwriter@example.com" },
  { name: "Review App", path: step("bistro-approval", "review"), as: "underwriter@example.com" },
  { name: "Carrier & Pricing", path: step("bistro-approval", "pricing"), as: "underwriter@example.com" },
  { name: "Bind", path: step("bistro-pendingbind", "bind"), as: "underwriter@example.com" },
  { name: "/endorsement-history", path: "/endorsement-history", as: "agent@example.com" },
  { name: "/endorsement-history (underwriter)", path: "/endorsement-history", as: "underwriter@example.com" },
  { name: "/cancellations", path: "/cancellations", as: "agent@example.com" },
  { name: "/reinstatements (underwriter)", path: "/reinstatements", as: "underwriter@example.com" },
  { name: "policy summary", path: `/coverage/${stableId("application:sunrise-bound")}/summary`, as: "agent@example.com" },
  {
    name: "endorsement: insured changes",
    path: `/coverage/${stableId("application:sunrise-bound")}/endorsement/details/company-info`,
    as: "agent@example.com",
  },
  { name: "endorsement: review", path: `/coverage/${stableId("application:sunrise-bound")}/endorsement/review`, as: "agent@example.com" },
  { name: "Review Quotes", path: `/coverage/${stableId("application:sunrise-bound")}/review-quote`, as: "agent@example.com" },
  { name: "View & Upload", path: `/coverage/${stableId("application:sunrise-bound")}/documents`, as: "agent@example.com" },
];

// The bare app's config shares the app's TypeScript module for Brotli files, so Next.js runs with tsx's loader.
const next = (...args: string[]) => ["--import", "tsx", "node_modules/next/dist/bin/next", ...args, "bench/bare-next"];
execFileSync("node", next("build"), { stdio: "ignore", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
const bare = spawn("node", next("start", "-p", String(BARE_PORT)), { stdio: "ignore", detached: true });
const app = await startApp(PORT);
try {
  for (let up = false; !up; await sleep(200))
    up = await fetch(bareBase).then(
      (r) => r.ok,
      () => false,
    );
  const browser = await chromium.launch({
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
  });
  const budgetKB = PAGE_WEIGHT_BUDGET / 1000;
  const rows: Record<string, string>[] = [];
  const details: string[] = [];
  for (const p of pages) {
    const context = await browser.newContext();
    if (p.as) {
      const [name, value] = (await sessionCookie(app.base, p.as)).split("=");
      await context.addCookies([{ name, value, url: app.base }]);
    }
    // A first visit warms the server (each route's first request loads its code) and settles what it changes, as the browser test does.
    const base = p.base ?? app.base;
    const warm = await context.newPage();
    await warm.goto(`${base}${p.path}`);
    await warm.waitForLoadState("networkidle");
    await warm.close();
    const weight = await weighScripts(context, `${base}${p.path}`);
    const kB = weight.total / 1000;
    rows.push({
      page: p.name,
      scripts: String(weight.scripts.length),
      "JS kB on the wire": kB.toFixed(1),
      "budget kB": String(budgetKB),
      "over by kB": kB > budgetKB ? (kB - budgetKB).toFixed(1) : "-",
      "LCP ms": weight.lcp.toFixed(0),
    });
    if (listScripts) details.push(`${p.name}\n${describeScripts(weight)}`);
    await context.close();
  }
  await browser.close();
  console.log("JavaScript per page (Brotli from next start, headers included; second visit, cache off)");
  console.table(rows);
  if (listScripts) console.log(details.join("\n\n"));
} finally {
  app.stop();
  process.kill(-bare.pid!, "SIGTERM");
}
