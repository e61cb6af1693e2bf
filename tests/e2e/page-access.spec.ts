import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext } from "@playwright/test";
import { stableId } from "../../prisma/seed/stable-id";
import { accessibilityViolations, describeViolations, expect, signedInAs, test } from "./support";

/**
 * Every page under app/, opened by every kind of visitor: the page table below
 * needs a row for each page file on disk, so a new page cannot land without
 * saying who may see it, and what it shows must pass the accessibility rules.
 * The API's own matrix is tests/api/access-matrix.test.ts.
 */
type Visitor = "anonymous" | "owner" | "otherAgency" | "underwriter" | "endedSession";

interface Outcome {
  /** Visible on the page the visitor ends on. */
  text: string | RegExp;
  /** The HTTP status of the first answer, where it matters. */
  status?: number;
  /** Where the visitor ends up, when the page sends them on. */
  url?: RegExp;
  /** The text is a toast, shown for 5 seconds while the page sends the visitor on. */
  toast?: boolean;
}

interface PageRow {
  path: string;
  expect: Record<Visitor, Outcome>;
}

const acmeApp = stableId("application:sunrise-gl-inprogress");
const acmeSubmission = stableId("submission:sunrise-carpentry");
const acmePolicy = stableId("application:sunrise-bound");

const signIn: Outcome = { text: "Please Log In to access this page.", status: 401 };
// An ended session is no session; the browser still remembers the user's program, so back to its login.
const programLogin: Outcome = { text: "Sign in", url: /\/login\?redirect=.*&system=mp$/ };
const notFound: Outcome = { text: "Oops! Page Not Found.", status: 404 };
const appNotFound: Outcome = { text: "Something went wrong with finding application", url: /\/app-central$/, toast: true };
const everyoneSignedIn = (outcome: Outcome): Record<Visitor, Outcome> => ({
  anonymous: signIn,
  owner: outcome,
  otherAgency: outcome,
  underwriter: outcome,
  endedSession: programLogin,
});
// Only underwriters may open /submission routes; everyone else gets the 404 page (spec 2 §2).
const underwriterOnly = (outcome: Outcome): Record<Visitor, Outcome> => ({
  ...everyoneSignedIn(notFound),
  underwriter: outcome,
});
const openToAll = (outcome: Outcome): Record<Visitor, Outcome> => ({
  anonymous: outcome,
  owner: outcome,
  otherAgency: outcome,
  underwriter: outcome,
  endedSession: outcome,
});

const pages: Record<string, PageRow> = {
  "(app)/[...rest]": { path: "/no-such-page", expect: everyoneSignedIn(notFound) },
  "(app)/app-central": { path: "/app-central", expect: everyoneSignedIn({ text: "Submissions" }) },
  "(app)/business-type": {
    path: `/business-type?submissionID=${acmeSubmission}`,
    expect: { ...everyoneSignedIn({ text: /business type/i }), otherAgency: { text: "Oops! Page Not Found." } },
  },
  "(app)/settings/integrations": {
    path: "/settings/integrations",
    expect: {
      ...everyoneSignedIn({ text: "Tell your agency's own systems of changes" }),
      underwriter: { text: "Connect an agency's own systems" },
    },
  },
  "(app)/cancellations": { path: "/cancellations", expect: everyoneSignedIn({ text: "Search by insured, product or policy number" }) },
  "(app)/company-info": {
    path: `/company-info?submissionID=${acmeSubmission}`,
    expect: { ...everyoneSignedIn({ text: /Insured/ }), otherAgency: { text: "Oops! Page Not Found." } },
  },
  "(app)/coverage/[appID]": {
    path: `/coverage/${acmeApp}`,
    expect: { ...everyoneSignedIn({ text: "Coverages", url: /\/details\/gl-operations$/ }), otherAgency: appNotFound },
  },
  "(app)/coverage/[appID]/details": {
    path: `/coverage/${acmeApp}/details`,
    expect: { ...everyoneSignedIn({ text: "Coverages", url: /\/details\/gl-operations$/ }), otherAgency: appNotFound },
  },
  "(app)/coverage/[appID]/details/[sectionID]": {
    path: `/coverage/${acmeApp}/details/gl-operations`,
    expect: { ...everyoneSignedIn({ text: "Coverages" }), otherAgency: appNotFound },
  },
  "(app)/coverage/[appID]/details/complete": {
    // Not submitted yet: the completion step goes back to the first section.
    path: `/coverage/${acmeApp}/details/complete`,
    expect: { ...everyoneSignedIn({ text: "Coverages", url: /\/details\/gl-operations$/ }), otherAgency: appNotFound },
  },
  "(app)/submission": { path: "/submission", expect: underwriterOnly({ text: "Work queue" }) },
  "(app)/submission/[submissionID]": { path: `/submission/${acmeSubmission}`, expect: underwriterOnly({ text: "Sunrise Carpentry" }) },
  "(app)/submission/[submissionID]/coverage/[appID]": {
    path: `/submission/${acmeSubmission}/coverage/${acmeApp}`,
    expect: underwriterOnly({ text: "Review App", url: /\/review$/ }),
  },
  "(app)/submission/[submissionID]/coverage/[appID]/review": {
    path: `/submission/${acmeSubmission}/coverage/${acmeApp}/review`,
    expect: underwriterOnly({ text: "Review App" }),
  },
  "(app)/submission/[submissionID]/coverage/[appID]/pricing": {
    path: `/submission/${acmeSubmission}/coverage/${acmeApp}/pricing`,
    expect: underwriterOnly({ text: "Carrier & Pricing" }),
  },
  "(app)/submission/[submissionID]/coverage/[appID]/finalize": {
    path: `/submission/${acmeSubmission}/coverage/${acmeApp}/finalize`,
    expect: underwriterOnly({ text: "Finalize Quote" }),
  },
  "(app)/submission/[submissionID]/coverage/[appID]/bind": {
    path: `/submission/${acmeSubmission}/coverage/${acmeApp}/bind`,
    expect: underwriterOnly({ text: "Bind" }),
  },
  "(app)/coverage/[appID]/review-quote": {
    path: `/coverage/${acmeApp}/review-quote`,
    expect: { ...everyoneSignedIn({ text: "Review Quotes" }), otherAgency: appNotFound },
  },
  "(app)/coverage/[appID]/documents": {
    path: `/coverage/${acmeApp}/documents`,
    expect: { ...everyoneSignedIn({ text: "View & Upload" }), otherAgency: appNotFound },
  },
  "(app)/coverage/[appID]/summary": {
    path: `/coverage/${acmePolicy}/summary`,
    expect: { ...everyoneSignedIn({ text: "Policy Summary" }), otherAgency: { text: "Oops! Application Not Found." } },
  },
  "(app)/coverage/[appID]/endorsement": {
    path: `/coverage/${acmePolicy}/endorsement`,
    expect: { ...everyoneSignedIn({ text: "What to change" }), otherAgency: { text: "Oops! Application Not Found." } },
  },
  "(app)/coverage/[appID]/endorsement/details/company-info": {
    path: `/coverage/${acmePolicy}/endorsement/details/company-info`,
    expect: { ...everyoneSignedIn({ text: "Changes and effective dates" }), otherAgency: { text: "Oops! Application Not Found." } },
  },
  "(app)/coverage/[appID]/endorsement/details/business-type": {
    path: `/coverage/${acmePolicy}/endorsement/details/business-type`,
    expect: { ...everyoneSignedIn({ text: "Changes and effective dates" }), otherAgency: { text: "Oops! Application Not Found." } },
  },
  "(app)/coverage/[appID]/endorsement/details/[sectionID]": {
    path: `/coverage/${acmePolicy}/endorsement/details/ca-details`,
    expect: { ...everyoneSignedIn({ text: "Changes and effective dates" }), otherAgency: { text: "Oops! Application Not Found." } },
  },
  "(app)/coverage/[appID]/endorsement/review": {
    path: `/coverage/${acmePolicy}/endorsement/review`,
    expect: { ...everyoneSignedIn({ text: "Review endorsement" }), otherAgency: { text: "Oops! Application Not Found." } },
  },
  "(app)/coverage/[appID]/endorsement/submitted": {
    path: `/coverage/${acmePolicy}/endorsement/submitted`,
    expect: { ...everyoneSignedIn({ text: "Endorsement submitted" }), otherAgency: { text: "Oops! Application Not Found." } },
  },
  "(app)/coverages": { path: "/coverages", expect: everyoneSignedIn({ text: "Select industries" }) },
  "(app)/dashboard": { path: "/dashboard", expect: everyoneSignedIn({ text: "book of business" }) },
  "(app)/documents": { path: "/documents", expect: everyoneSignedIn({ text: "Search by file name, insured or product" }) },
  "(app)/endorsement-history": { path: "/endorsement-history", expect: everyoneSignedIn({ text: "Search by insured, product or policy number" }) },
  "(app)/reinstatements": { path: "/reinstatements", expect: everyoneSignedIn({ text: "Search by insured, product or policy number" }) },
  "(app)/renewals-due": { path: "/renewals-due", expect: everyoneSignedIn({ text: "A renewal can be started from 90 days before a policy expires." }) },
  "401": { path: "/401", expect: openToAll({ text: "Please Log In to access this page." }) },
  dev: { path: "/dev", expect: openToAll({ text: "No authorization found." }) },
  external: {
    path: `/external?submissionID=${acmeSubmission}`,
    expect: {
      // Signed out, a deep link is turned away as any page is (its handoff token aside), to come back to after sign-in.
      anonymous: signIn,
      owner: { text: "Submission", url: new RegExp(`/app-central\\?submissionID=${acmeSubmission}$`) },
      otherAgency: notFound,
      // The underwriter's submission overview.
      underwriter: { text: "Sunrise Carpentry", url: new RegExp(`/submission/${acmeSubmission}$`) },
      endedSession: programLogin,
    },
  },
  login: {
    path: "/login",
    expect: {
      ...openToAll({ text: "Sign in" }),
      owner: { text: "Select industries", url: /\/coverages$/ },
      otherAgency: { text: "Select industries", url: /\/coverages$/ },
      underwriter: { text: "Work queue", url: /\/submission$/ },
    },
  },
};

function pageFiles(dir = path.resolve("app")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "api" ? [] : pageFiles(full);
    return entry.name === "page.tsx" ? [path.relative(path.resolve("app"), dir).split(path.sep).join("/")] : [];
  });
}

const accounts: Record<Exclude<Visitor, "anonymous" | "endedSession">, string> = {
  owner: "agent@example.com",
  otherAgency: "agent2@example.com",
  underwriter: "underwriter@example.com",
};

async function visitorContext(browser: Browser, visitor: Visitor): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (visitor === "anonymous") return context;
  const page = await context.newPage();
  await signedInAs(page, visitor === "endedSession" ? "agent@example.com" : accounts[visitor]);
  if (visitor === "endedSession") {
    // Signed in, then every session of the user ended elsewhere: the cookie is still in this browser.
    const cookies = await context.cookies();
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "End all sessions" }).click();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await context.addCookies(cookies);
  }
  await page.close();
  return context;
}

// Each test reads on its own, signed in afresh: they share the workers like files do.
test.describe.configure({ mode: "parallel" });

// Every page is scanned below once it shows what it should, so the fixture's own scans would only repeat them.
test.use({ scanEveryPage: false });

/**
 * Opens every page as the visitor: who may see it is the server's answer and what it shows, looked for from the first
 * answer on, without waiting for the page to hydrate (a toast, shown for 5 seconds, would be gone on a busy machine by
 * then). With `scan`, each page is then scanned against the accessibility rules once it has loaded, on the same visit.
 * Returns the violations found.
 */
async function walkEveryPage(browser: Browser, visitor: Visitor, scan: boolean): Promise<string[]> {
  const context = await visitorContext(browser, visitor);
  const page = await context.newPage();
  const found: string[] = [];
  for (const [file, row] of Object.entries(pages)) {
    const outcome = row.expect[visitor];
    const response = await page.goto(row.path, { waitUntil: "commit" });
    if (outcome.status) expect(response?.status(), `${file} status`).toBe(outcome.status);
    const shown = () => expect(page.getByText(outcome.text).first(), `${file} shows ${outcome.text}`).toBeVisible();
    if (outcome.toast) await shown();
    if (outcome.url) await expect(page, `${file} lands`).toHaveURL(outcome.url);
    if (!outcome.toast) await shown();
    if (scan) {
      await page.waitForLoadState("load");
      found.push(...describeViolations(`${file} (${row.path})`, await accessibilityViolations(page)));
    }
  }
  await context.close();
  return found;
}

test.describe("who may open which page", () => {
  test("every page on disk has a row", () => {
    expect(pageFiles().sort()).toEqual(Object.keys(pages).sort());
  });

  for (const visitor of ["otherAgency", "endedSession"] as const) {
    test(`as ${visitor}`, async ({ browser }) => {
      test.setTimeout(180_000);
      await walkEveryPage(browser, visitor, false);
    });
  }

  // The visitors whose pages are scanned too: one visit of each page serves both.
  for (const visitor of ["anonymous", "owner", "underwriter"] as const) {
    test(`as ${visitor}, and what every page shows passes the accessibility rules`, async ({ browser }) => {
      test.setTimeout(300_000);
      const found = await walkEveryPage(browser, visitor, true);
      expect(found, `accessibility violations (WCAG 2.1 AA, serious or critical):\n${found.join("\n")}`).toEqual([]);
    });
  }
});
