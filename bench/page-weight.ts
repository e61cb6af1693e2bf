/**
 * `npm run bench:pages` (after `npm run build`): JavaScript on the wire per
 * page, as Chromium receives it from `next start` (compressed bytes of every
 * script response, headers included), beside the app's barest page (/dev,
 * framework only) and the budget of 140 kB. It prints figures and asserts
 * nothing: see docs/decisions/2026-11-23-page-weight.md for why the budget is not a test.
 */
import { chromium } from "@playwright/test";
import { stableId } from "@/prisma/seed/stable-id";
import { sessionCookie, startApp } from "./app-server";

const BUDGET_KB = 140;
const PORT = Number(process.env.BENCH_PORT || 3301);
const sunrise = stableId("submission:sunrise-carpentry");
const bistro = stableId("submission:bluebird-bistro");
const step = (app: string, name: string) => `/submission/${bistro}/coverage/${stableId(`application:${app}`)}/${name}`;

const pages: { name: string; path: string; as?: string }[] = [
  { name: "/dev (framework only)", path: "/dev" },
  { name: "/coverages", path: "/coverages", as: "agent@example.com" },
  { name: "/app-central", path: "/app-central", as: "agent@example.com" },
  { name: "Submission page", path: `/app-central?submissionID=${sunrise}`, as: "agent@example.com" },
  { name: "questionnaire section", path: `/coverage/${stableId("application:sunrise-gl-inprogress")}/details/gl-operations`, as: "agent@example.com" },
  { name: "/company-info", path: `/company-info?submissionID=${sunrise}`, as: "agent@example.com" },
  { name: "/documents", path: "/documents", as: "underwriter@example.com" },
  { name: "/login", path: "/login" },
  { name: "/business-type", path: `/business-type?submissionID=${sunrise}`, as: "agent@example.com" },
  { name: "Review App", path: step("bistro-approval", "review"), as: "underwriter@example.com" },
  { name: "Carrier & Pricing", path: step("bistro-approval", "pricing"), as: "underwriter@example.com" },
  { name: "Bind", path: step("bistro-pendingbind", "bind"), as: "underwriter@example.com" },
  { name: "/endorsement-history", path: "/endorsement-history", as: "underwriter@example.com" },
  { name: "endorsement: insured changes", path: `/coverage/${stableId("application:sunrise-bound")}/endorsement/details/company-info`, as: "agent@example.com" },
  { name: "endorsement: review", path: `/coverage/${stableId("application:sunrise-bound")}/endorsement/review`, as: "agent@example.com" },
];

const app = await startApp(PORT);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
});
try {
  const rows: Record<string, string>[] = [];
  for (const p of pages) {
    const context = await browser.newContext();
    if (p.as) {
      const [name, value] = (await sessionCookie(app.base, p.as)).split("=");
      await context.addCookies([{ name, value, url: app.base }]);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const scripts = new Map<string, number>();
    cdp.on("Network.responseReceived", (e) => {
      if (e.type === "Script") scripts.set(e.requestId, 0);
    });
    cdp.on("Network.loadingFinished", (e) => {
      if (scripts.has(e.requestId)) scripts.set(e.requestId, e.encodedDataLength);
    });
    await page.goto(`${app.base}${p.path}`);
    await page.waitForLoadState("networkidle");
    const kB = [...scripts.values()].reduce((a, b) => a + b, 0) / 1000;
    rows.push({ page: p.name, "JS kB on the wire": kB.toFixed(1), "budget kB": String(BUDGET_KB), "over by kB": kB > BUDGET_KB ? (kB - BUDGET_KB).toFixed(1) : "-" });
    await context.close();
  }
  console.log("JavaScript per page (gzip from next start, headers included; first visit, cache off)");
  console.table(rows);
} finally {
  await browser.close();
  app.stop();
}
