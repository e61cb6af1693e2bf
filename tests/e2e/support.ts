import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
  type TestInfo,
} from "@playwright/test";
import type { Result } from "axe-core";
import { stableId } from "../../prisma/seed/stable-id";
import { e2eBaseURL } from "../support/test-database";
import { TEST_WORKERS } from "../support/test-workers";

export { expect };

export const PASSWORD = "demo";

export async function signIn(page: Page, email: string, password = PASSWORD, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Signs `request`'s context in through next-auth's endpoints, as the sign-in form does from the
 * browser, without loading and filling the form (which the sign-in journeys cover): a form sign-in
 * cost a journey worker about 0.8 s more, and the suite signs in several hundred times.
 */
export async function signInThroughEndpoints(request: APIRequestContext, email: string, password = PASSWORD) {
  const csrf = await request.get("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const answer = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, json: "true" },
    headers: { origin: new URL(csrf.url()).origin },
    maxRedirects: 0,
  });
  const { url } = (await answer.json()) as { url?: string };
  expect(url && new URL(url, csrf.url()).searchParams.get("error"), `sign-in of ${email}`).toBeNull();
}

/**
 * Signs the page's browser context in through next-auth's endpoints without opening a page, for a journey whose next
 * step opens its own: a load of the landing page, and its scan, that nothing looks at would cost every such journey.
 */
export async function signInContext(page: Page, email: string) {
  await signInThroughEndpoints(page.request, email);
}

/** Signed in and on the user's landing page, for journeys that are not about signing in. */
export async function signedInAs(page: Page, email: string) {
  await signInThroughEndpoints(page.request, email);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
}

/** A page of a new browser context (a browser of its own), signed in, not yet on any page: for a journey that opens its own first. */
export async function signedInContextPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInContext(page, email);
  return page;
}

/** A page of a new browser context (a browser of its own), signed in and on the user's landing page. */
export async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signedInAs(page, email);
  return page;
}

/** Each item's text, with its timestamps as the instants they stand for: a relative time reads on as the clock runs. */
/** Whether names are in a list's name order (without case, code points), A to Z ("asc") or Z to A ("desc"); equal names may come either way. */
export function inNameOrder(names: readonly string[], direction: "asc" | "desc"): boolean {
  return names.every((name, i) => {
    if (i === 0) return true;
    const [before, after] = [names[i - 1].toLowerCase(), name.toLowerCase()];
    return direction === "asc" ? before <= after : before >= after;
  });
}

export const textsOf = (items: Locator) =>
  items.evaluateAll((elements) =>
    elements.map((element) => {
      const copy = element.cloneNode(true) as Element;
      for (const time of copy.querySelectorAll("time")) time.textContent = time.getAttribute("dateTime");
      return copy.textContent ?? "";
    }),
  );

/**
 * Clicks `target` and expects `said` (a toast, shown for 5 seconds) to be visible, looking from the click on: a click
 * returns once the page has taken it and a navigation it starts has begun, which on a busy machine can be after the
 * toast has gone.
 */
export async function clickAndExpect(target: Locator, said: Locator) {
  await Promise.all([expect(said).toBeVisible(), target.click()]);
}

/** The rules every page must pass: WCAG 2.1 A and AA. */
export const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const blocking = new Set(["serious", "critical"]);

// axe runs one scan per page at a time: the scans a test asks for wait for the ones the fixture started.
let scanning: Promise<unknown> = Promise.resolve();

const modalOverlays = '[role="dialog"], [role="alertdialog"]';

/**
 * Serious and critical WCAG 2.1 AA violations on the page as it is now. While
 * a modal dialog is open only the dialog is scanned: the page behind it is
 * hidden from assistive technology (Radix marks it `data-aria-hidden`), and was
 * scanned before the dialog opened.
 */
export function accessibilityViolations(page: Page): Promise<Result[]> {
  const scan = scanning.then(async () => {
    const modalOpen = await page.evaluate(() => document.querySelector("[data-aria-hidden]") !== null);
    // Legacy mode runs axe inside the page only: the default opens a blank page in the context, which journeys would see.
    const builder = new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG_21_AA);
    const results = await (modalOpen ? builder.include(modalOverlays) : builder).analyze();
    return results.violations.filter((v) => blocking.has(v.impact ?? ""));
  });
  scanning = scan.catch(() => undefined);
  return scan;
}

/** One readable line per element: rule, impact, what is wrong, where. */
export function describeViolations(where: string, violations: readonly Result[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${where}: [${v.impact}] ${v.id}: ${v.help}\n    at ${node.target.join(" ")}: ${node.html.slice(0, 200)}\n    ${node.failureSummary?.replace(/\n/g, "\n    ") ?? ""}`,
    ),
  );
}

/** Scans the page as it is and fails with every serious or critical violation listed. */
export async function expectAccessible(page: Page, where = new URL(page.url()).pathname) {
  const found = describeViolations(where, await accessibilityViolations(page));
  expect(found, `accessibility violations:\n${found.join("\n")}`).toEqual([]);
}

/*
 * Every page a journey shows is scanned without the journey asking. A script
 * in each page waits until the DOM has been still for a moment and no
 * animation runs, then reports the state it settled in: the path (ids
 * replaced) and the names of the open dialogs, menus, popovers and tooltips.
 * Each state is scanned once per test, again if the page changed during its
 * scan; what is found fails the test when it ends, with the list. Pages of
 * contexts a test opens itself are included.
 */
const settledScript = () => {
  const overlays = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="tooltip"]';
  const nameOf = (el: Element) => {
    const labelledBy = el.getAttribute("aria-labelledby");
    const label = labelledBy ? document.getElementById(labelledBy)?.textContent : el.getAttribute("aria-label");
    return `${el.getAttribute("role")}:${(label ?? "").trim().slice(0, 60)}`;
  };
  const stateKey = () => {
    const path = location.pathname.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ":id");
    const open = [...document.querySelectorAll(overlays)].map(nameOf).sort();
    return [path, ...open].join(" + ");
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Counts the DOM's changes, so a scan can tell whether the page changed under it without changing its path or overlays.
  let changes = 0;
  const report = () => {
    // Streamed metadata (the title) arrives with the rest of the document: wait for all of it, and for regions that say they are busy (a list fetching its next page shows the last one faded).
    if (
      document.readyState !== "complete" ||
      document.querySelector('[aria-busy="true"]') ||
      document.getAnimations().some((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity)
    ) {
      timer = setTimeout(report, 200);
      return;
    }
    (window as unknown as { __accessibilityState?: () => string }).__accessibilityState = () => `${stateKey()} #${changes}`;
    (window as unknown as { __accessibilitySettled?: (key: string) => void }).__accessibilitySettled?.(stateKey());
  };
  const settleLater = () => {
    changes++;
    clearTimeout(timer);
    timer = setTimeout(report, 500);
  };
  const start = () => {
    (window as unknown as { __accessibilitySettleAgain?: () => void }).__accessibilitySettleAgain = settleLater;
    // A relative timestamp reads on every second ("5 seconds ago"): the page has not changed for the rules axe checks.
    const inTime = (record: MutationRecord) => (record.target instanceof Element ? record.target : record.target.parentElement)?.closest("time");
    new MutationObserver((records) => records.some((record) => !inTime(record)) && settleLater()).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    settleLater();
  };
  if (!location.protocol.startsWith("http")) return;
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
};

interface Collector {
  seen: Set<string>;
  found: string[];
  pending: Promise<void>;
}

let current: Collector | null = null;
const watched = new WeakSet<BrowserContext>();

// The ports of the workers' servers: a page another server serves (the bare Next.js page the budget is measured
// against) has no mark of the app's to wait for.
const appPorts = new Set(Array.from({ length: TEST_WORKERS }, (_, i) => new URL(e2eBaseURL(i + 1)).port));

/**
 * A page rendered on the server shows its controls before React has attached
 * their handlers (Providers then marks <html data-hydrated>). A journey acts
 * once the page is interactive: after every full load, it waits for the mark
 * on pages of the app's servers that run the app's scripts.
 */
function actAfterHydration(page: Page) {
  const inFlight = new Set<Request>();
  // Route prefetches (the navigation's links, a list's rows) get a page ready for a later click, not for this one:
  // a load that waited for them waited out two waves of server renders.
  page.on("request", (request) => void (request.headers()["next-router-prefetch"] || inFlight.add(request)));
  page.on("requestfinished", (request) => void inFlight.delete(request));
  page.on("requestfailed", (request) => void inFlight.delete(request));
  // Parts that load their own code (next/dynamic) hydrate once it has arrived, and first reads fill forms once answered:
  // the page's own requests (prefetches aside) are done and none starts within three frames (network idle without its
  // 500 ms), for at most 3 s.
  const settled = async () => {
    const deadline = Date.now() + 3_000;
    while (Date.now() < deadline) {
      if (inFlight.size > 0) {
        // A request ends finished or failed (an aborted prefetch): waiting for "finished" alone waited out the deadline.
        const timeout = Math.max(1, deadline - Date.now());
        await Promise.race(
          ["requestfinished", "requestfailed"].map((event) => page.waitForEvent(event as "requestfinished", { timeout }).catch(() => undefined)),
        );
        continue;
      }
      await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => done())))));
      if (inFlight.size === 0) return;
    }
  };
  const interactive = async () => {
    if (!appPorts.has(new URL(page.url()).port)) return;
    // A page that navigates on by itself while loading is waited for where it lands.
    for (let attempt = 0; ; attempt++) {
      try {
        // Between two documents (a page that sends the visitor on as it loads) there is no root element yet: wait on.
        await page.waitForFunction(() => {
          const root = document.documentElement;
          return !!root && (root.dataset.hydrated !== undefined || !document.querySelector('script[src*="/_next/"]'));
        });
        await settled();
        return;
      } catch (error) {
        if (attempt >= 2 || !/context was destroyed|navigat/i.test(String(error))) throw error;
        await page.waitForLoadState();
      }
    }
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // A caller that waits only for the first answer looks for what the page shows while it loads (a 5 s toast).
    if (options?.waitUntil !== "commit") await interactive();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await interactive();
    return response;
  };
}

async function watch(context: BrowserContext) {
  if (watched.has(context)) return;
  watched.add(context);
  context.on("page", actAfterHydration);
  await context.exposeBinding("__accessibilitySettled", ({ page }, key: string) => {
    const collector = current;
    if (!collector || collector.seen.has(key)) return;
    collector.seen.add(key);
    // A page that changed before or during its scan (another path, an overlay, or only its content, such as a list
    // fading while it reads its next page) is scanned again when it settles: what axe saw may be half of two states.
    const stillThere = () =>
      page.evaluate(() =>
        document.querySelector('[aria-busy="true"]') ? "busy" : (window as unknown as { __accessibilityState?: () => string }).__accessibilityState?.(),
      );
    const scan = async () => {
      const before = await stillThere();
      if (!before?.startsWith(`${key} #`)) throw new Error("moved on");
      const violations = await accessibilityViolations(page);
      if ((await stillThere()) !== before) throw new Error("moved on");
      collector.found.push(...describeViolations(key, violations));
    };
    collector.pending = Promise.all([
      collector.pending,
      scan().catch(async () => {
        collector.seen.delete(key);
        // The page reports its state again once it is still, and that state is scanned then (a page that closed is not).
        await page.evaluate(() => (window as unknown as { __accessibilitySettleAgain?: () => void }).__accessibilitySettleAgain?.()).catch(() => undefined);
      }),
    ]).then(() => undefined);
  });
  await context.addInitScript(settledScript);
}

/** The address of the running test's worker's own server (playwright.config.ts). */
const workerBaseURL = (testInfo: Pick<TestInfo, "parallelIndex">) => e2eBaseURL(testInfo.parallelIndex + 1);

/** The app's origin for the running test, as the browser's own writes name it, whether or not its page has opened yet. */
export const appOrigin = () => new URL(workerBaseURL(test.info())).origin;

export const test = base.extend<{ scanEveryPage: boolean; accessibilityScan: void }, { watchContexts: void }>({
  // Each worker's own server and database (playwright.config.ts): what one worker writes, another never sees.
  baseURL: async ({}, run, testInfo) => run(workerBaseURL(testInfo)),
  // A spec that scans each state itself turns this off, so no state is scanned twice.
  scanEveryPage: [true, { option: true }],
  watchContexts: [
    async ({ browser }, run) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        await watch(context);
        return context;
      };
      await run();
      browser.newContext = newContext;
    },
    { scope: "worker", auto: true },
  ],
  context: async ({ context }, run) => {
    await watch(context);
    await run(context);
  },
  accessibilityScan: [
    async ({ scanEveryPage }, run) => {
      if (!scanEveryPage) return run();
      const collector: Collector = { seen: new Set(), found: [], pending: Promise.resolve() };
      current = collector;
      await run();
      await collector.pending;
      current = null;
      expect(collector.found, `accessibility violations (WCAG 2.1 AA, serious or critical):\n${collector.found.join("\n")}`).toEqual([]);
    },
    { auto: true },
  ],
});

/** A new submission of the signed-in agent's with one General Liability application, through the API as the screens create it. */
export async function createSubmission(page: Page, baseURL: string, companyName: string): Promise<{ submissionID: string; coverages: { appID: string }[] }> {
  const res = await page.request.post("/api/submission", {
    headers: { origin: new URL(baseURL).origin },
    data: {
      companyInfo: {
        insuredType: "company",
        companyName,
        firstName: "Dana",
        lastName: "Files",
        emailAddress: "dana@example.com",
        phoneNumber: "5125550142",
        entityType: "llc",
        dateBusinessStarted: "2015-04-01",
        yearsOfExp: 9,
        description: "Finish carpentry.",
        physicalAddress: { streetAddress: "500 W 2nd St", city: "Austin", state: "TX", zip: "78701" },
        isMailingSameAsPhysical: true,
        selectedIndustryIDs: [stableId("industry:construction")],
      },
      coverages: [stableId("product:general_liability")],
    },
  });
  expect(res.status()).toBe(201);
  return res.json();
}
