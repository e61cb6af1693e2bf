/**
 * `npm run bench:pages` (after `npm run build`): JavaScript on the wire per
 * page, as Chromium receives it from the app server (`npm run serve`) on a
 * fresh database, beside the floor: a bare Next.js app of one page
 * (bench/bare-next, built here and served as the app serves its files),
 * weighed the same way in the same run. Each row says how far the page is
 * under (or over) the budget tests/e2e/page-weight.spec.ts asserts (floor +
 * 45 kB), and the last line the median against floor + 36 kB. Largest
 * Contentful Paint and Total Blocking Time of each visit are printed beside.
 * `-- --scripts` lists each page's scripts too. Each page is opened once
 * before it is weighed, so the figures are of a warm server and match the
 * browser test's. It prints figures and asserts nothing.
 */
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "@/tests/support/chromium";
import {
  describeScripts,
  kB,
  median,
  OVER_FLOOR_MEDIAN,
  OVER_FLOOR_PER_PAGE,
  startBareNext,
  weighedPages,
  weighWarm,
  type WeighedPage,
} from "@/tests/support/page-weight";
import { sessionCookie, startApp } from "./app-server";

const PORT = Number(process.env.BENCH_PORT || 3301);
const listScripts = process.argv.includes("--scripts");

const bare = await startBareNext(PORT + 1);
const app = await startApp(PORT);
try {
  const pages: (WeighedPage & { base?: string })[] = [
    { name: "floor: bare Next.js page (no app)", path: "/", base: bare.base },
    { name: "/dev (no page code)", path: "/dev" },
    ...weighedPages,
  ];
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows: Record<string, string>[] = [];
  const details: string[] = [];
  const totals: number[] = [];
  let floor = 0;
  for (const p of pages) {
    const context = await browser.newContext();
    if (p.as) {
      const [name, value] = (await sessionCookie(app.base, p.as)).split("=");
      await context.addCookies([{ name, value, url: app.base }]);
    }
    const weight = await weighWarm(context, `${p.base ?? app.base}${p.path}`);
    if (p.base) floor = weight.total;
    else if (p.path !== "/dev") totals.push(weight.total);
    const margin = floor + OVER_FLOOR_PER_PAGE - weight.total;
    rows.push({
      page: p.name,
      scripts: String(weight.scripts.length),
      "JS kB on the wire": (weight.total / 1000).toFixed(1),
      "over floor kB": p.base ? "-" : ((weight.total - floor) / 1000).toFixed(1),
      "margin kB": p.base ? "-" : (margin / 1000).toFixed(1),
      "LCP ms": weight.lcp.toFixed(0),
      "TBT ms": weight.tbt.toFixed(0),
    });
    if (listScripts) details.push(`${p.name}\n${describeScripts(weight)}`);
    await context.close();
  }
  await browser.close();
  console.log(
    `JavaScript per page (Brotli from the app server, headers included; second visit, cache off). Budget: floor + ${kB(OVER_FLOOR_PER_PAGE)} per page; margin = what is left of it.`,
  );
  console.table(rows);
  const middle = median(totals);
  console.log(
    `floor ${kB(floor)}; median page ${kB(middle)} = floor + ${kB(middle - floor)} (budget floor + ${kB(OVER_FLOOR_MEDIAN)}: ${middle - floor <= OVER_FLOOR_MEDIAN ? "met" : "not met"})`,
  );
  if (listScripts) console.log(details.join("\n\n"));
} finally {
  app.stop();
  bare.stop();
}
