import type { Browser, Locator, Page } from "@playwright/test";
import { stableId } from "../../prisma/seed/stable-id";
import { createSubmission, expect, signedInAs, signInContext, test } from "./support";

test.use({ scanEveryPage: false });

// A day apart at every moment (UTC+14 and UTC-11): a date shown in any one fixed zone is wrong in one of them.
const zones = ["Pacific/Kiritimati", "Pacific/Pago_Pago"];
const DAY_MS = 24 * 60 * 60 * 1000;
const RELATIVE = /^(now|\d+ (second|minute|hour)s? ago)$/;

async function pageIn(browser: Browser, timezoneId: string, email: string): Promise<Page> {
  const page = await (await browser.newContext({ timezoneId })).newPage();
  await signedInAs(page, email);
  return page;
}

interface ShownTime {
  shown: string;
  /** How old the instant is, by the viewer's clock. */
  ageMs: number;
  /** The instant's day where the viewer is, MM/DD/YYYY. */
  localDay: string;
  title: string;
}

/** Each `<time>` in `scope`: what it shows, and what the viewer's own clock and zone make of its instant. */
const shownTimes = (scope: Locator): Promise<ShownTime[]> =>
  scope.locator("time").evaluateAll((times) =>
    times.map((t) => {
      const instant = new Date(t.getAttribute("dateTime")!);
      return {
        shown: t.textContent ?? "",
        ageMs: Date.now() - instant.getTime(),
        localDay: new Intl.DateTimeFormat("en-US", { month: "2-digit", day: "2-digit", year: "numeric" }).format(instant),
        title: t.getAttribute("title") ?? "",
      };
    }),
  );

/**
 * Spec 1 §9: under 24 hours old a timestamp reads relatively, otherwise as the
 * viewer's MM/DD/YYYY; its exact time is its title. Until the browser takes
 * over a page painted by the server, its timestamps show the UTC day: wait for it.
 */
async function expectSpecTimestamps(scope: Locator) {
  await expect(async () => {
    const times = await shownTimes(scope);
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) {
      if (time.ageMs < DAY_MS - 60_000) expect(time.shown).toMatch(RELATIVE);
      else if (time.ageMs > DAY_MS + 60_000) expect(time.shown).toBe(time.localDay);
      expect(time.title.startsWith(`${time.localDay}, `)).toBe(true);
    }
  }).toPass();
}

for (const timezoneId of zones) {
  test(`timestamps in lists and on the documents on file read relatively under a day, then as the viewer's day (${timezoneId})`, async ({ browser }) => {
    const underwriter = await pageIn(browser, timezoneId, "underwriter@example.com");
    await underwriter.goto(`/submission/${stableId("submission:bluebird-bistro")}`);
    await expect(underwriter.getByRole("heading", { name: "Coverages", level: 2 })).toBeVisible();
    await expect(underwriter.locator("html[data-hydrated]")).toHaveCount(1);
    await expectSpecTimestamps(underwriter.locator("table"));

    const agent = await pageIn(browser, timezoneId, "agent@example.com");
    await agent.goto("/app-central");
    await expect(agent.getByRole("heading", { name: "Submissions", level: 1 })).toBeVisible();
    await expect(agent.locator("table time").first()).toBeVisible();
    await expect(agent.locator("html[data-hydrated]")).toHaveCount(1);
    await expectSpecTimestamps(agent.locator("table"));

    // A step painted by the server: the agent's documents on file.
    await underwriter.goto(`/submission/${stableId("submission:bluebird-bistro")}/coverage/${stableId("application:bistro-pendingbind")}/bind`);
    const agentDocuments = underwriter.getByRole("region", { name: "Agent documents" });
    await expect(agentDocuments.locator("time").first()).toBeVisible();
    await expect(underwriter.locator("html[data-hydrated]")).toHaveCount(1);
    await expectSpecTimestamps(agentDocuments);

    // When a policy was reinstated is an instant too.
    await agent.goto(`/coverage/${stableId("application:harbor-reinstated")}/summary`);
    const reinstatedOn = agent.locator("dt", { hasText: "Reinstated on" }).locator("xpath=following-sibling::dd[1]");
    await expect(reinstatedOn.locator("time")).toBeVisible();
    await expect(agent.locator("html[data-hydrated]")).toHaveCount(1);
    await expectSpecTimestamps(reinstatedOn);
  });
}

test("a submission saved moments ago reads so in the list's Updated column, and the count goes on by itself", async ({ page, baseURL }) => {
  await signInContext(page, "agent@example.com");
  const insured = `Just Saved ${Date.now().toString(36)} LLC`;
  await createSubmission(page, baseURL!, insured);
  await page.goto("/app-central");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: insured }) });
  const updated = row.locator("time");
  await expect(updated).toHaveText(/^(now|\d+ seconds? ago)$/);
  const first = await updated.textContent();
  await expect(updated).not.toHaveText(first!);
  await expect(updated).toHaveText(/^\d+ seconds? ago$/);
});

/** Dates written any other way than MM/DD/YYYY: ISO days, and short years (11/26/26). */
const OTHER_DATE_FORMATS = /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{2}\b(?!\/)/;

test("every page that shows dates shows them as MM/DD/YYYY or relatively, never another way", async ({ browser }) => {
  const main = (page: Page) => page.getByRole("main");
  /** A list page once its first row has come: the page to read. */
  const listed = async (page: Page) => {
    await expect(main(page).getByRole("row").nth(1)).toBeVisible();
    return main(page);
  };
  const pages: { email: string; path: string; show: (page: Page) => Promise<Locator> }[] = [
    { email: "agent@example.com", path: "/app-central", show: listed },
    {
      email: "agent@example.com",
      path: `/app-central?submissionID=${stableId("submission:granite-builders")}`,
      show: async (page) => {
        await expect(page.getByRole("list", { name: "Notes, newest first" }).or(page.getByText("No notes", { exact: true }))).toBeVisible();
        return main(page);
      },
    },
    {
      email: "agent@example.com",
      path: `/coverage/${stableId("application:granite-gl-bound")}/summary`,
      show: async (page) => {
        await expect(page.getByRole("list", { name: "Policy documents" })).toBeVisible();
        return main(page);
      },
    },
    { email: "agent@example.com", path: "/cancellations", show: listed },
    { email: "agent@example.com", path: "/documents", show: listed },
    {
      // An endorsement's dialog: its dates and its status history.
      email: "underwriter@example.com",
      path: "/endorsement-history",
      show: async (page) => {
        await page
          .getByRole("button", { name: /^Open the endorsement of/ })
          .first()
          .click();
        const dialog = page.getByRole("dialog");
        await expect(dialog.getByRole("list", { name: "Status history of the endorsement" })).toBeVisible();
        return dialog;
      },
    },
    {
      // The day an approved quote is valid until, on the agent's Review Quotes and the underwriter's Finalize Quote.
      email: "agent@example.com",
      path: `/coverage/${stableId("application:sunrise-quoted")}/review-quote`,
      show: async (page) => {
        await expect(page.getByText(/^Quote valid until/)).toBeVisible();
        return main(page);
      },
    },
    {
      email: "underwriter@example.com",
      path: `/submission/${stableId("submission:sunrise-carpentry")}/coverage/${stableId("application:sunrise-quoted")}/finalize`,
      show: async (page) => {
        await expect(page.getByText(/^Quote approved, valid until/)).toBeVisible();
        return main(page);
      },
    },
    {
      email: "underwriter@example.com",
      path: `/submission/${stableId("submission:sunrise-carpentry")}/coverage/${stableId("application:sunrise-bound")}/bind`,
      show: async (page) => {
        await expect(page.getByText(/^Bound as policy/)).toBeVisible();
        return main(page);
      },
    },
  ];
  const opened = new Map<string, Page>();
  for (const { email, path, show } of pages) {
    const page = opened.get(email) ?? (await pageIn(browser, "America/Chicago", email));
    opened.set(email, page);
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const text = await (await show(page)).innerText();
    expect(text, `${path} shows a date another way`).not.toMatch(OTHER_DATE_FORMATS);
  }
});
