import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { formatCurrency } from "../../lib/domain/costs";
import type { Dashboard } from "../../lib/schemas/dashboard";
import { stableId } from "../../prisma/seed/stable-id";
import { ok } from "./journeys";
import { expect, expectAccessible, signedInAs, signInContext, test } from "./support";

/**
 * The book of business as both roles open it: figures, charts and tables
 * drawn on the server, filters in the address (Back returns to the earlier
 * ones), a CSV per table. Restaurant Property is the demo data's alone (no
 * journey writes one), so its figures are known; the unfiltered ones are
 * checked against the API, as journeys before this one add to them.
 */
const restaurantProperty = stableId("product:restaurant_property");

const charts = ["Premium bound by month", "Submitted, quoted and bound", "Time to quote by month", "Premium bound by state", "Waiting on an underwriter"];

/** The figure under a label of the page's summary. */
const figure = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Figures" })
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");

/** A control of the filters, by its label. */
const filter = (page: Page, label: string) => page.getByRole("search", { name: "Filter the dashboard" }).getByLabel(label, { exact: true });

const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

async function openDashboard(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}

/** The CSV an export link downloads, as rows of cells (no cell of these tables holds a comma or a quote). */
async function downloadCsv(page: Page, link: Locator): Promise<{ name: string; rows: string[][] }> {
  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  const text = fs.readFileSync(await download.path(), "utf8");
  return {
    name: download.suggestedFilename(),
    rows: text
      .split("\r\n")
      .filter(Boolean)
      .map((line) => line.split(",")),
  };
}

test.describe("dashboard", () => {
  test("the underwriter reads the book of business, narrows it to a product and back, and downloads a table", async ({ page }) => {
    test.setTimeout(90_000);
    await signedInAs(page, "underwriter@example.com");
    await openDashboard(page);

    // The figures are the API's for the same default range.
    const all = await ok<Dashboard>(await page.request.get("/api/dashboard"));
    await expect(figure(page, "Applications submitted")).toHaveText(String(all.funnel.applicationsSubmitted));
    await expect(figure(page, "Bound")).toHaveText(String(all.funnel.bound));
    await expect(figure(page, "Premium bound")).toHaveText(formatCurrency(all.premiumBound.totalCents));
    await expect(filter(page, "From")).toHaveValue(all.range.from);
    await expect(filter(page, "To")).toHaveValue(all.range.to);
    for (const chart of charts) await expect(page.getByRole("img", { name: chart })).toBeVisible();
    const byAgency = section(page, "Premium bound by agency");
    await expect(byAgency.getByRole("row", { name: /Acme Insurance Agency/ })).toBeVisible();
    await expect(byAgency.getByRole("row", { name: /Beacon Risk Partners/ })).toBeVisible();
    // A waiting application opens at its review step, as from the work queue.
    await expect(section(page, "Waiting longest").getByRole("table").getByRole("link").first()).toHaveAttribute(
      "href",
      /^\/submission\/[^/]+\/coverage\/[^/]+\/review$/,
    );
    // Each chart's numbers are a table too, opened from the keyboard.
    const byMonth = section(page, "Premium bound by month");
    await byMonth.getByText("Show as table").focus();
    await page.keyboard.press("Enter");
    await expect(byMonth.getByRole("table", { name: "Premium bound by month" }).getByRole("columnheader", { name: "Premium bound" })).toBeVisible();
    await expectAccessible(page);
    const boundBefore = await figure(page, "Bound").textContent();

    // One product: the address says so, and the figures are the demo data's for it.
    await filter(page, "Product").selectOption({ label: "Restaurant Property" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?from=${all.range.from}&to=${all.range.to}&productID=${restaurantProperty}$`));
    await expect(figure(page, "Bound")).toHaveText("1");
    await expect(figure(page, "Applications submitted")).toHaveText("2");
    await expect(figure(page, "Quote-to-bind ratio")).toHaveText("50%");
    await expect(figure(page, "Premium bound")).toHaveText("$4,575.00");
    await expect(figure(page, "Time to quote")).toHaveText("32 hours");
    await expect(figure(page, "Time to bind")).toHaveText("192 hours");
    await expect(byAgency.getByRole("row", { name: /Beacon Risk Partners/ })).toContainText("$4,575.00");
    await expect(byAgency.getByRole("row", { name: /Acme Insurance Agency/ })).toHaveCount(0);

    // Back: every product again.
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(filter(page, "Product")).toHaveValue("");
    await expect(figure(page, "Bound")).toHaveText(boundBefore!);

    // Forward again, and the product's table as CSV for the same filters.
    await page.goForward();
    await expect(figure(page, "Premium bound")).toHaveText("$4,575.00");
    const csv = await downloadCsv(page, section(page, "Premium bound by product").getByRole("link", { name: "Export CSV" }));
    expect(csv.name).toBe(`dashboard-premiumByProduct-${all.range.from}-to-${all.range.to}.csv`);
    expect(csv.rows).toEqual([
      ["Product", "Policies bound", "Premium bound (USD)"],
      ["Restaurant Property", "1", "4575.00"],
    ]);
  });

  test("a range with nothing in it says so, and a range the wrong way round is marked beside its date", async ({ page }) => {
    await signInContext(page, "underwriter@example.com");
    await page.goto("/dashboard");
    await filter(page, "From").fill("2020-01-01");
    await filter(page, "To").fill("2020-01-31");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/dashboard\?from=2020-01-01&to=2020-01-31$/);
    await expect(page.getByRole("heading", { name: "Nothing happened in this range" })).toBeVisible();
    await expect(page.getByText("from 01/01/2020 to 01/31/2020")).toBeVisible();
    await expect(page.getByRole("img", { name: "Premium bound by month" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Figures" })).toHaveCount(0);
    // What waits now is not of the range.
    await expect(page.getByRole("img", { name: "Waiting on an underwriter" })).toBeVisible();

    await filter(page, "From").fill("2020-02-01");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/dashboard\?from=2020-02-01&to=2020-01-31$/);
    await expect(filter(page, "From")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("from must be on or before to.")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "The figures could not be read for these filters" })).toBeVisible();
  });

  test("an agent sees their agency's book, with no agency to choose, and downloads a table", async ({ page }) => {
    await signedInAs(page, "agent@example.com");
    await openDashboard(page);
    const own = await ok<Dashboard>(await page.request.get("/api/dashboard"));
    await expect(figure(page, "Bound")).toHaveText(String(own.funnel.bound));
    await expect(figure(page, "Premium bound")).toHaveText(formatCurrency(own.premiumBound.totalCents));
    await expect(filter(page, "Product")).toBeVisible();
    await expect(filter(page, "Agency")).toHaveCount(0);
    await expect(section(page, "Premium bound by agency")).toHaveCount(0);
    // Beacon's bound Restaurant Property is not Acme's.
    await expect(section(page, "Premium bound by product").getByRole("row", { name: /Restaurant Property/ })).toHaveCount(0);
    // A waiting application opens where App Central's Review leads.
    await expect(section(page, "Waiting longest").getByRole("table").getByRole("link").first()).toHaveAttribute("href", /^\/coverage\/[^/]+(\/[a-z-]+)?$/);
    for (const chart of charts) await expect(page.getByRole("img", { name: chart })).toBeVisible();

    const csv = await downloadCsv(page, section(page, "Premium bound by state").getByRole("link", { name: "Export CSV" }));
    expect(csv.rows[0]).toEqual(["State", "Policies bound", "Premium bound (USD)"]);
    expect(csv.rows.slice(1)).toEqual(own.premiumBound.byState.map((row) => [row.label, String(row.policies), (row.premiumCents / 100).toFixed(2)]));
    expect(csv.rows.length).toBeGreaterThan(1);

    // Another agency's book is not found, as its records are.
    await page.goto(`/dashboard?agencyID=${stableId("agency:beacon")}`);
    await expect(page.getByText("Oops! Page Not Found.")).toBeVisible();
  });
});
