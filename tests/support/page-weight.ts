import { expect, type BrowserContext } from "@playwright/test";
import { stableId } from "../../prisma/seed/stable-id";

/** JavaScript on the wire allowed per page (issue 15 §3): compressed bytes of every script response, headers included. */
export const PAGE_WEIGHT_BUDGET = 140_000;

export interface WeighedPage {
  name: string;
  path: string;
  /** Demo account the page is opened as; none for public pages. */
  as?: string;
}

const sunrise = stableId("submission:sunrise-carpentry");

/** The five pages the budget names, as the agent opens them. */
export const budgetedPages: readonly WeighedPage[] = [
  { name: "/coverages", path: "/coverages", as: "agent@example.com" },
  { name: "/app-central", path: "/app-central", as: "agent@example.com" },
  { name: "Submission page", path: `/app-central?submissionID=${sunrise}`, as: "agent@example.com" },
  { name: "questionnaire section", path: `/coverage/${stableId("application:sunrise-gl-inprogress")}/details/gl-operations`, as: "agent@example.com" },
  { name: "/company-info", path: `/company-info?submissionID=${sunrise}`, as: "agent@example.com" },
];

export interface ScriptWeight {
  total: number;
  scripts: { url: string; bytes: number }[];
  /** Largest Contentful Paint of that visit, in milliseconds. */
  lcp: number;
}

// The last candidate Chromium reported for the page so far.
const largestContentfulPaint = () =>
  new Promise<number>((resolve) => {
    new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({ type: "largest-contentful-paint", buffered: true });
    setTimeout(() => resolve(0), 1000);
  });

/**
 * Opens `url` in a new page of `context` with the cache off and counts the
 * bytes of every script response Chromium receives until the page has
 * settled: what a first visit downloads, as encoded on the wire (the build's
 * Brotli copies, server/brotli-assets.ts), headers included.
 */
export async function weighScripts(context: BrowserContext, url: string): Promise<ScriptWeight> {
  const page = await context.newPage();
  try {
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
    return { total: list.reduce((sum, s) => sum + s.bytes, 0), scripts: list, lcp: await page.evaluate(largestContentfulPaint) };
  } finally {
    await page.close();
  }
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** One line per script, largest first, for a failure message or a benchmark's detail. */
export const describeScripts = (weight: ScriptWeight) => weight.scripts.map((s) => `  ${kB(s.bytes).padStart(9)}  ${new URL(s.url).pathname}`).join("\n");
