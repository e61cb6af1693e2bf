import type { Browser, Locator, Page } from "@playwright/test";
import { stableId } from "../../prisma/seed/stable-id";
import { expect, signedInAs, test } from "./support";

test.use({ scanEveryPage: false });

// A day apart at every moment (UTC+14 and UTC-11): a date shown in any one fixed zone is wrong in one of them.
const zones = ["Pacific/Kiritimati", "Pacific/Pago_Pago"];

async function pageIn(browser: Browser, timezoneId: string, email: string): Promise<Page> {
  const page = await (await browser.newContext({ timezoneId })).newPage();
  await signedInAs(page, email);
  return page;
}

/** Each `<time>` in `scope`, as shown and as the viewer's own zone reads its instant (MM/DD/YYYY). */
const shownAndLocal = (scope: Locator) =>
  scope
    .locator("time")
    .evaluateAll((times) =>
      times.map((t) => [
        t.textContent,
        new Intl.DateTimeFormat("en-US", { month: "2-digit", day: "2-digit", year: "numeric" }).format(new Date(t.getAttribute("dateTime")!)),
      ]),
    );

for (const timezoneId of zones) {
  test(`dates in lists and on the documents on file show the viewer's day (${timezoneId})`, async ({ browser }) => {
    const underwriter = await pageIn(browser, timezoneId, "underwriter@example.com");
    await underwriter.goto(`/submission/${stableId("submission:bluebird-bistro")}`);
    await expect(underwriter.getByRole("heading", { name: "Coverages", level: 2 })).toBeVisible();
    await expect(underwriter.locator("html[data-hydrated]")).toHaveCount(1);
    const overview = await shownAndLocal(underwriter.locator("table"));
    expect(overview.length).toBeGreaterThan(0);
    for (const [shown, local] of overview) expect(shown).toBe(local);

    const agent = await pageIn(browser, timezoneId, "agent@example.com");
    await agent.goto("/app-central");
    await expect(agent.getByRole("heading", { name: "Submissions", level: 1 })).toBeVisible();
    await expect(agent.locator("table time").first()).toBeVisible();
    const list = await shownAndLocal(agent.locator("table"));
    for (const [shown, local] of list) expect(shown).toBe(local);

    // A step painted by the server: the agent's documents on file.
    await underwriter.goto(`/submission/${stableId("submission:bluebird-bistro")}/coverage/${stableId("application:bistro-pendingbind")}/bind`);
    const agentDocuments = underwriter.getByRole("region", { name: "Agent documents" });
    await expect(agentDocuments.locator("time").first()).toBeVisible();
    await expect(underwriter.locator("html[data-hydrated]")).toHaveCount(1);
    const documents = await shownAndLocal(agentDocuments);
    expect(documents.length).toBeGreaterThan(0);
    for (const [shown, local] of documents) expect(shown).toBe(local);
  });
}
