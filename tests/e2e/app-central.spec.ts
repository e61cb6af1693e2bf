import { type Page } from "@playwright/test";
import { stableId } from "../../prisma/seed/stable-id";
import { clickAndExpect, expect, PASSWORD, signInContext, signedInContextPage, test } from "./support";

const acmeInsureds = [
  "Sunrise Carpentry LLC",
  "Bluebird Bistro Inc",
  "Granite Peak Builders Corp",
  "Harbor View Condominium Association",
  "Summit Roofing & Restoration LLC",
  "Coastal Demolition Co",
  "Maple Street Hardware LLC",
  "Sam Carter",
  "Pacific Plumbing Services Inc",
];

const list = (page: Page) => page.getByRole("region", { name: "Submission list" });
const insuredLinks = (page: Page) => list(page).getByRole("rowheader").getByRole("link");
const block = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const coverages = (page: Page) => page.getByRole("region", { name: "Coverages", exact: true });

async function openSubmission(page: Page, insured: string) {
  await page.goto("/app-central");
  await list(page).getByRole("link", { name: insured }).click();
  await expect(page.getByRole("heading", { level: 1, name: insured })).toBeVisible();
}

test.describe("app central", () => {
  test("the demo agent sees the agency's submissions, newest first, and searches them by name or application ID", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await page.goto("/app-central");
    await expect(page.getByRole("heading", { name: "Submissions", level: 1 })).toBeVisible();
    await expect(insuredLinks(page)).toHaveText(acmeInsureds);
    await expect(list(page).getByRole("list", { name: "Coverages of Sunrise Carpentry LLC" })).toContainText("Quote Approved");

    const search = page.getByLabel("Search by insured name or application ID");
    await search.fill("granite peak");
    await expect(insuredLinks(page)).toHaveText(["Granite Peak Builders Corp"]);
    await search.fill(stableId("application:es-quoted"));
    await expect(insuredLinks(page)).toHaveText(["Summit Roofing & Restoration LLC"]);
    await search.fill("no such insured anywhere");
    await expect(list(page).getByText("No Results Found")).toBeVisible();
    await search.fill("");
    await expect(insuredLinks(page)).toHaveCount(acmeInsureds.length);
  });

  test("pages through the list with Next and Previous, and sorts it from its Updated and Insured headings", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    // Four per page, so the nine seeded submissions take three pages.
    await page.route("**/api/submissions*", (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set("limit", "4");
      return route.continue({ url: url.toString() });
    });
    await page.goto("/app-central");
    await expect(insuredLinks(page)).toHaveText(acmeInsureds.slice(0, 4));
    await expect(page.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(insuredLinks(page)).toHaveText(acmeInsureds.slice(4, 8));
    await expect(page.getByText("Page 2")).toBeVisible();
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(insuredLinks(page)).toHaveText(acmeInsureds.slice(8));
    await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();
    await page.getByRole("button", { name: "Previous page" }).click();
    await expect(insuredLinks(page)).toHaveText(acmeInsureds.slice(4, 8));

    // The Updated heading turns the list round, back to its first page; the address keeps the sort.
    const updated = list(page).getByRole("columnheader", { name: "Updated" });
    await expect(updated).toHaveAttribute("aria-sort", "descending");
    await updated.getByRole("button", { name: "Updated" }).click();
    await expect(updated).toHaveAttribute("aria-sort", "ascending");
    await expect(page).toHaveURL(/\/app-central\?sort=updated$/);
    await expect(list(page).getByRole("table", { name: "Submissions, least recently updated first" })).toBeVisible();
    const oldestFirst = acmeInsureds.toReversed();
    await expect(insuredLinks(page)).toHaveText(oldestFirst.slice(0, 4));
    await expect(page.getByText("Page 1")).toBeVisible();
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(insuredLinks(page)).toHaveText(oldestFirst.slice(4, 8));
    await page.reload();
    await expect(insuredLinks(page)).toHaveText(oldestFirst.slice(0, 4));

    // The Insured heading sorts by name, A to Z first, then Z to A, paged the same way.
    const insured = list(page).getByRole("columnheader", { name: "Insured" });
    await expect(insured).toHaveAttribute("aria-sort", "none");
    await insured.getByRole("button", { name: "Insured" }).click();
    await expect(insured).toHaveAttribute("aria-sort", "ascending");
    await expect(page).toHaveURL(/\/app-central\?sort=insured$/);
    await expect(list(page).getByRole("table", { name: "Submissions, by insured, A to Z" })).toBeVisible();
    const aToZ = [
      "Bluebird Bistro Inc",
      "Coastal Demolition Co",
      "Granite Peak Builders Corp",
      "Harbor View Condominium Association",
      "Maple Street Hardware LLC",
      "Pacific Plumbing Services Inc",
      "Sam Carter",
      "Summit Roofing & Restoration LLC",
      "Sunrise Carpentry LLC",
    ];
    expect(aToZ.toSorted()).toEqual(acmeInsureds.toSorted());
    await expect(insuredLinks(page)).toHaveText(aToZ.slice(0, 4));
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(insuredLinks(page)).toHaveText(aToZ.slice(4, 8));
    await insured.getByRole("button", { name: "Insured" }).click();
    await expect(page).toHaveURL(/\/app-central\?sort=-insured$/);
    await expect(list(page).getByRole("table", { name: "Submissions, by insured, Z to A" })).toBeVisible();
    await expect(insuredLinks(page)).toHaveText(aToZ.toReversed().slice(0, 4));
  });

  test("a submission with applications in all three buckets shows each in its block, with the right badge, cost and Review step", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await openSubmission(page, "Sunrise Carpentry LLC");
    await expect(page).toHaveURL(new RegExp(`/app-central\\?submissionID=${stableId("submission:sunrise-carpentry")}$`));

    await expect(block(page, "Application")).toContainText("General Liability");
    await expect(block(page, "Application")).toContainText("In Progress");
    await expect(block(page, "Application")).not.toContainText("Commercial Auto");
    await expect(block(page, "Quote Summary")).toContainText("Contractors Equipment");
    await expect(block(page, "Quote Summary")).toContainText("Quote Approved");
    await expect(block(page, "Policy Summary")).toContainText("Commercial Auto");
    await expect(block(page, "Policy Summary")).toContainText("Bound");

    const table = coverages(page).getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([/^Coverage/, /^Status/, /^Updated/, /^COST/, "Actions"]);
    await expect(table.getByRole("row", { name: /Commercial Auto/ })).toContainText(/\$\d{1,3}(,\d{3})*(?!\.)/);
    await expect(page.getByRole("link", { name: "Review General Liability (In Progress)" })).toHaveAttribute(
      "href",
      `/coverage/${stableId("application:sunrise-gl-inprogress")}`,
    );
    await expect(page.getByRole("link", { name: "Review Contractors Equipment (Quote Approved)" })).toHaveAttribute(
      "href",
      `/coverage/${stableId("application:sunrise-quoted")}/review-quote`,
    );
    await expect(page.getByRole("link", { name: "Review Commercial Auto (Bound)" })).toHaveAttribute(
      "href",
      `/coverage/${stableId("application:sunrise-bound")}/summary`,
    );

    const insured = page.getByRole("region", { name: "Insured info" });
    await expect(insured).toContainText("Maria Lopez");
    await expect(insured).toContainText("(512) 555-0101");
    // A bound coverage makes the insured read-only.
    await expect(insured.getByRole("link", { name: "Edit insured info" })).toHaveCount(0);
  });

  test("the coverage table sorts by its headings, the sort kept in the address", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await openSubmission(page, "Sunrise Carpentry LLC");
    const table = coverages(page).getByRole("table");
    const names = table.getByRole("rowheader");
    const coverage = table.getByRole("columnheader", { name: "Coverage" });
    const status = table.getByRole("columnheader", { name: "Status" });
    await expect(coverage).toHaveAttribute("aria-sort", "none");

    await coverage.getByRole("button", { name: "Coverage" }).click();
    await expect(coverage).toHaveAttribute("aria-sort", "ascending");
    await expect(names).toHaveText([/^Commercial Auto/, /^Contractors Equipment/, /^General Liability/]);
    await coverage.getByRole("button", { name: "Coverage" }).click();
    await expect(coverage).toHaveAttribute("aria-sort", "descending");
    await expect(names).toHaveText([/^General Liability/, /^Contractors Equipment/, /^Commercial Auto/]);

    await status.getByRole("button", { name: "Status" }).click();
    await expect(status).toHaveAttribute("aria-sort", "ascending");
    await expect(coverage).toHaveAttribute("aria-sort", "none");
    await expect(names).toHaveText([/^Commercial Auto/, /^General Liability/, /^Contractors Equipment/]);
    await expect(page).toHaveURL(/[?&]sort=status(&|$)/);
    await page.reload();
    await expect(table.getByRole("columnheader", { name: "Status" })).toHaveAttribute("aria-sort", "ascending");
    await expect(names).toHaveText([/^Commercial Auto/, /^General Liability/, /^Contractors Equipment/]);
  });

  test("a submission with only quotes shows the QUOTE column in whole dollars", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await openSubmission(page, "Bluebird Bistro Inc");
    const table = coverages(page).getByRole("table");
    await expect(table.getByRole("columnheader", { name: "QUOTE" })).toBeVisible();
    await expect(table.getByRole("row", { name: /Restaurant Property/ })).toContainText(/\$[\d,]+/);
    await expect(block(page, "Application")).toContainText("Underwriting Declined");
  });

  test("a renewal list shows 3 renewals, then the rest on 'View More', focus going to the first of them", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await openSubmission(page, "Granite Peak Builders Corp");
    const renewals = page.getByRole("list", { name: "Renewals of General Liability" });
    await expect(renewals).toBeHidden();
    await page.getByRole("button", { name: "Show renewals (5)" }).click();
    await expect(renewals.getByRole("listitem")).toHaveCount(3);
    await page.getByRole("button", { name: /View More/ }).press("Enter");
    await expect(renewals.getByRole("listitem")).toHaveCount(5);
    await expect(page.getByRole("button", { name: /View More/ })).toHaveCount(0);
    // The button pressed is gone: focus is on the first renewal it brought, not lost to the page.
    await expect(renewals.getByRole("listitem").nth(3).getByRole("link")).toBeFocused();
    // Renewals are finalized, and listed under their policy rather than as rows of their own.
    await expect(block(page, "Policy Summary")).toContainText("(renewal)");
    await expect(renewals.getByRole("link", { name: "Review General Liability renewal (In Progress)" })).toBeVisible();
    await expect(coverages(page).getByRole("link", { name: "Review General Liability (In Progress)" })).toHaveCount(0);
    await page.getByRole("button", { name: "Hide renewals" }).click();
    await expect(renewals).toBeHidden();
  });

  test("the agent declines a wholesale application: confirmation, new badge, the no-market modal, then back to the list", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await openSubmission(page, "Summit Roofing & Restoration LLC");
    await expect(block(page, "Quote Summary")).toContainText("Quoted");

    await page.getByRole("button", { name: "More actions for Excess & Surplus General Liability (Quoted)" }).click();
    await expect(page.getByRole("menuitem", { name: "NTU" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Decline" }).click();

    const confirm = page.getByRole("dialog", { name: "Decline this application?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Decline" }).click();

    const noMarket = page.getByRole("dialog", { name: "No market available" });
    await expect(noMarket).toBeVisible();
    await expect(page.getByText("Status changed to Declined")).toBeVisible();
    // The table already shows the new status, without a reload.
    await expect(page.getByRole("button", { name: "More actions for Excess & Surplus General Liability (Quoted)", includeHidden: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Review Excess & Surplus General Liability (Declined)", includeHidden: true })).toHaveCount(1);
    const quoteSummary = page.getByRole("region", { name: "Quote Summary", exact: true, includeHidden: true });
    await expect(quoteSummary).not.toContainText("Quoted");
    await expect(page.getByRole("region", { name: "Application", exact: true, includeHidden: true })).toContainText("Declined");

    await noMarket.getByRole("button", { name: "Back to Submissions" }).click();
    await expect(page).toHaveURL(/\/app-central$/);
    await expect(insuredLinks(page).first()).toBeVisible();
  });

  test("Go To UW Flow is the underwriter's: an agent's row menus offer none and the agent's page asks for no underwriter page", async ({ page, browser }) => {
    const underwriterPages: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/submission")) underwriterPages.push(request.url());
    });
    await signInContext(page, "agent@example.com");
    await openSubmission(page, "Summit Roofing & Restoration LLC");
    const menus = coverages(page).getByRole("button", { name: /^More actions for / });
    await expect(menus.first()).toBeVisible();
    for (const menu of await menus.all()) {
      await menu.click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expect(page.getByRole("menuitem", { name: "Go To UW Flow" })).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);
    }
    expect(underwriterPages).toEqual([]);

    // The underwriter's row menu leads into the application's underwriter steps.
    const underwriter = await signedInContextPage(browser, "underwriter@example.com");
    await underwriter.goto(`/app-central?submissionID=${stableId("submission:summit-es")}`);
    await coverages(underwriter).getByRole("button", { name: "More actions for Excess & Surplus General Liability (Working)" }).click();
    await underwriter.getByRole("menuitem", { name: "Go To UW Flow" }).click();
    await expect(underwriter).toHaveURL(new RegExp(`/submission/${stableId("submission:summit-es")}/coverage/${stableId("application:es-working")}/review$`));
    await expect(underwriter.getByRole("navigation", { name: "Quote to bind steps" })).toBeVisible();
    await underwriter.context().close();
  });

  test("the agent requests the renewal of a Bound wholesale policy, which keeps its cost", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await openSubmission(page, "Summit Roofing & Restoration LLC");
    const policyRow = (status: string) =>
      coverages(page)
        .getByRole("row")
        .filter({ has: page.getByRole("link", { name: `Review Excess & Surplus General Liability (${status})` }) });
    const cost = (await policyRow("Bound").textContent())?.match(/\$[\d,]+/)?.[0];
    expect(cost).toBeDefined();
    await page.getByRole("button", { name: "More actions for Excess & Surplus General Liability (Bound)" }).click();
    await page.getByRole("menuitem", { name: "Request Renewal" }).click();
    await clickAndExpect(
      page.getByRole("dialog", { name: "Request a renewal?" }).getByRole("button", { name: "Request Renewal" }),
      page.getByText("Renewal created successfully."),
    );
    await expect(page.getByRole("link", { name: "Review Excess & Surplus General Liability (Renewal Requested)" })).toBeVisible();
    // The expiring policy is still in force: its price stays in the COST column.
    await expect(coverages(page).getByRole("columnheader", { name: "COST" })).toBeVisible();
    await expect(policyRow("Renewal Requested")).toContainText(cost!);
    await page.getByRole("button", { name: "Show renewals (1)" }).click();
    await expect(page.getByRole("list", { name: "Renewals of Excess & Surplus General Liability" })).toContainText("Renewal");
  });

  test("coming back to the list shows what it showed while it is read again, and never to the next user of the tab", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await page.goto("/app-central");
    await expect(insuredLinks(page)).toHaveCount(acmeInsureds.length);
    const shown = await insuredLinks(page).allTextContents();
    await list(page).getByRole("link", { name: "Sunrise Carpentry LLC" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sunrise Carpentry LLC" })).toBeVisible();

    // The list's next read takes five seconds: the rows shown meanwhile are the ones the browser kept.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/submissions*", async (route) => {
      await Promise.race([held, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      return route.continue();
    });
    await page.getByRole("link", { name: "App Central" }).click();
    await expect(insuredLinks(page)).toHaveText(shown, { timeout: 2_000 });
    await expect(page.getByRole("status").filter({ hasText: "Loading submissions…" })).toHaveCount(0);
    await expect(list(page)).toHaveAttribute("aria-busy", "true");
    release();
    await expect(list(page)).not.toHaveAttribute("aria-busy", "true");
    await expect(insuredLinks(page)).toHaveText(shown);

    // Another user signing in in this tab sees the loading rows, then their own list: nothing of the last user's.
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login/);
    // The sign-in form works once the login page is hydrated: a press before that would post the form natively.
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    // The new user's first read of the list is held until the rows shown meanwhile are checked: a fixed delay ran out
    // before the check on a busy machine.
    let releaseNext!: () => void;
    const heldNext = new Promise<void>((resolve) => (releaseNext = resolve));
    let holdNext = true;
    await page.unroute("**/api/submissions*");
    await page.route("**/api/submissions*", async (route) => {
      if (holdNext) {
        holdNext = false;
        await Promise.race([heldNext, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      }
      return route.continue();
    });
    await page.getByLabel("Email").fill("agent2@example.com");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
    await page.getByRole("link", { name: "App Central" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading submissions…" })).toBeAttached();
    await expect(insuredLinks(page)).toHaveCount(0);
    releaseNext();
    await expect(insuredLinks(page)).toHaveText(["Beacon Hill Bakery LLC"]);
  });

  test("agent2 sees none of agent's submissions, and another agency's submission is 'Page Not Found'", async ({ page }) => {
    await signInContext(page, "agent2@example.com");
    await page.goto("/app-central");
    await expect(insuredLinks(page)).toHaveText(["Beacon Hill Bakery LLC"]);
    await page.getByLabel("Search by insured name or application ID").fill("Granite");
    await expect(list(page).getByText("No Results Found")).toBeVisible();

    await page.goto(`/app-central?submissionID=${stableId("submission:granite-builders")}`);
    await expect(page.getByRole("heading", { name: "Oops! Page Not Found." })).toBeVisible();
    await page.getByRole("link", { name: "Back to Submissions" }).click();
    await expect(page).toHaveURL(/\/app-central$/);
    await expect(insuredLinks(page)).toHaveText(["Beacon Hill Bakery LLC"]);
  });

  test("the list shows its loading, error and empty states, and the empty state leads to /coverages", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    let answer: "slow-error" | "ok" | "empty" = "slow-error";
    await page.route("**/api/submissions*", async (route) => {
      if (answer === "slow-error") {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        return route.fulfill({ status: 500, json: { error: { code: "internal", message: "Something went wrong." } } });
      }
      if (answer === "empty") return route.fulfill({ json: { submissions: [], nextCursor: null } });
      return route.continue();
    });
    await page.goto("/app-central");
    await expect(page.getByRole("status").filter({ hasText: "Loading submissions…" })).toBeAttached();
    await expect(page.getByRole("alert").filter({ hasText: "Submissions could not be loaded." })).toBeVisible({ timeout: 20_000 });

    answer = "ok";
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(insuredLinks(page)).toHaveCount(acmeInsureds.length);

    answer = "empty";
    await page.reload();
    await expect(list(page).getByText("No submissions yet")).toBeVisible();
    await list(page).getByRole("link", { name: "Start a new submission" }).click();
    await expect(page).toHaveURL(/\/coverages$/);
  });

  test("a malformed submission id is 'Page Not Found' too", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await page.goto("/app-central?submissionID=not-a-submission");
    await expect(page.getByRole("heading", { name: "Oops! Page Not Found." })).toBeVisible();
  });
});
