import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext } from "@playwright/test";
import fc from "fast-check";
import { expect, signInThroughEndpoints, test } from "./support";

/**
 * Generated bad input for what tests/api/generated-input.test.ts cannot call
 * as a route handler: every page (its dynamic segments and the query
 * parameters pages read) and next-auth's endpoints, asked of the built
 * server over HTTP, signed out and signed in. Never a 5xx.
 */

const RUNS = Number(process.env.GENERATED_RUNS_PER_PAGE ?? 6);

const nasty = fc.constantFrom("\u0000", "\u0001", "\r\n", "\ud800", "%", "%00", "é", "漢字", "../../etc/passwd", "__proto__", "x".repeat(5_000), "<script>");
const text = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: "binary", maxLength: 12 }), nasty, fc.uuid());
const QUERY_NAMES = [
  "submissionID",
  "appID",
  "newProductIDs",
  "loginFlow",
  "token",
  "callbackUrl",
  "redirect",
  "error",
  "status",
  "search",
  "preselect",
  "system",
];
const query = fc.dictionary(fc.constantFrom(...QUERY_NAMES), text, { maxKeys: 3 });

/** Page routes on disk as their path patterns (route groups left out), e.g. /coverage/[appID]/details. */
function pageRoutes(dir = path.resolve("app")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "api" ? [] : pageRoutes(full);
    if (entry.name !== "page.tsx") return [];
    const segments = path
      .relative(path.resolve("app"), dir)
      .split(path.sep)
      .filter((s) => s && !/^\(.*\)$/.test(s));
    return [`/${segments.join("/")}`];
  });
}

function address(route: string, segments: string[], params: Record<string, string>): string {
  let i = 0;
  // A browser sends a lone surrogate as U+FFFD: no address holds one.
  const pathname = route.replace(/\[(?:\.\.\.)?[^\]]+\]/g, () => encodeURIComponent((segments[i++ % segments.length] || "x").toWellFormed()));
  const search = new URLSearchParams(params).toString();
  return search ? `${pathname}?${search}` : pathname;
}

async function signedInContext(browser: Browser, email: string | null): Promise<BrowserContext> {
  const context = await browser.newContext();
  // Only the context's requests are made: signed in without opening a page.
  if (email) await signInThroughEndpoints(context.request, email);
  return context;
}

test.use({ scanEveryPage: false });

// Each test reads on its own, signed in afresh: they share the workers like files do.
test.describe.configure({ mode: "parallel" });

test.describe("generated bad input for pages and next-auth's endpoints", () => {
  for (const route of pageRoutes()) {
    test(`${route}: never a 5xx`, async ({ browser }) => {
      test.setTimeout(120_000);
      for (const email of [null, "agent@example.com", "underwriter@example.com"]) {
        const context = await signedInContext(browser, email);
        await fc.assert(
          fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 3 }), query, async (segments, params) => {
            const res = await context.request.get(address(route, segments, params), { maxRedirects: 0 });
            expect(res.status(), `${email ?? "anonymous"} ${address(route, segments, params)}`).toBeLessThan(500);
          }),
          { numRuns: RUNS },
        );
        await context.close();
      }
    });
  }

  test("next-auth's endpoints: never a 5xx, whatever the address, body and its type", async ({ playwright, baseURL }) => {
    test.setTimeout(120_000);
    const request = await playwright.request.newContext({ baseURL });
    const actions = fc.constantFrom("csrf", "session", "providers", "signin", "signout", "error", "callback/credentials", "callback/handoff", "_log");
    const body = fc.oneof(
      fc.record({
        type: fc.constant("application/json"),
        data: fc.oneof(
          fc.jsonValue().map((v) => JSON.stringify(v)),
          fc.constantFrom('{"a":', "", "nul\u0000l"),
        ),
      }),
      fc.record({ type: fc.constant("application/x-www-form-urlencoded"), data: query.map((q) => new URLSearchParams({ ...q, json: "true" }).toString()) }),
      fc.record({ type: fc.constantFrom("text/plain", "multipart/form-data", ""), data: text }),
    );
    await fc.assert(
      fc.asyncProperty(actions, fc.option(text, { nil: undefined }), query, fc.option(body, { nil: undefined }), async (action, segment, params, sent) => {
        const search = new URLSearchParams(params).toString();
        const url = `/api/auth/${action}${segment === undefined ? "" : `/${encodeURIComponent(segment.toWellFormed())}`}${search ? `?${search}` : ""}`;
        const res = sent
          ? await request.post(url, { headers: sent.type ? { "content-type": sent.type } : {}, data: Buffer.from(sent.data), maxRedirects: 0 })
          : await request.get(url, { maxRedirects: 0 });
        expect(res.status(), `${sent ? "POST" : "GET"} ${url} ${sent ? JSON.stringify(sent) : ""}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    await request.dispose();
  });

  test("the addresses of the defect report answer 400 or the page's own answer", async ({ browser, playwright, baseURL }) => {
    const signedIn = await signedInContext(browser, "agent@example.com");
    const external = await signedIn.request.get("/external?submissionID=%00", { maxRedirects: 0 });
    expect(external.status()).toBe(404);
    await signedIn.close();
    const anonymous = await playwright.request.newContext({ baseURL });
    expect((await anonymous.get("/api/auth/error?error=%00", { maxRedirects: 0 })).status()).toBe(400);
    for (const action of ["callback/credentials", "signout"]) {
      const res = await anonymous.post(`/api/auth/${action}`, { headers: { "content-type": "application/json" }, data: Buffer.from('{"a":'), maxRedirects: 0 });
      expect(res.status()).toBe(400);
      expect(await res.json()).toEqual({ error: { code: "bad_request", message: "The request body is not valid JSON." } });
    }
    await anonymous.dispose();
  });
});
