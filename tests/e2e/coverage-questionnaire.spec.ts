import { type Page } from "@playwright/test";
import { formatWholeDollars, priceRange } from "../../lib/domain/costs";
import { addDays, localToday } from "../../lib/questionnaire/dates";
import { formatDay } from "../../lib/domain/dates";
import { priceIndication } from "../../lib/questionnaire/rating";
import { businessTypes } from "../../prisma/fixtures/business-types";
import { products } from "../../prisma/fixtures/catalog";
import { demoSubmissions } from "../../prisma/seed/demo-submissions";
import { stableId } from "../../prisma/seed/stable-id";
import { ok, submittedApplication } from "./journeys";
import { clickAndExpect, expect, signInContext, test } from "./support";

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const group = (page: Page, name: string | RegExp) => page.getByRole("group", { name });

/** The indication the rating function gives Granite Peak Builders' general liability for a total payroll. */
function graniteIndication(totalPayroll: number | undefined) {
  const gl = products.find((p) => p.identifier === "general_liability")!;
  const granite = demoSubmissions.find((s) => s.key === "granite-builders")!;
  return priceIndication({
    rating: gl.rating!,
    exposure: totalPayroll,
    state: granite.address.state,
    classes: granite.businessTypes.map((b) => ({ naicsCode: businessTypes.find((t) => t.title === b.title)!.naicsCode, percentage: b.percentage })),
    carriers: gl.carriers.map((c) => ({ id: c.name, name: c.name, thumbnailUrl: null, factorBps: c.factorBps })),
  });
}

async function answerYesNo(page: Page, question: string | RegExp, answer: "Yes" | "No") {
  await group(page, question).getByLabel(answer, { exact: true }).check();
}

test.describe("coverage questionnaire", () => {
  test("an agent answers a marketplace questionnaire, meets a revealed question, a sum and a date error, and submits it for approval", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    // A NotStarted general liability application of the demo data.
    const appID = stableId("application:granite-gl-renewal-5");
    await page.goto(`/coverage/${appID}`);
    await expect(page).toHaveURL(new RegExp(`/coverage/${appID}/details/gl-operations$`));
    await expect(page.getByRole("heading", { name: "Operations", exact: true })).toBeVisible();
    const coverages = nav(page).getByRole("list", { name: "Coverages" });
    await expect(coverages.getByRole("listitem")).toHaveCount(4);
    await expect(coverages.getByRole("link", { name: /Operations/ })).toHaveAttribute("aria-current", "step");
    // The header: status, insured and company, the ID; no price indication before the first save.
    const header = page.getByRole("region", { name: "Application" });
    await expect(header).toContainText("Not Started");
    // The insured is the company; the person beside it is its contact.
    await expect(header.getByRole("term")).toHaveText(["Contact", "Company"]);
    await expect(header.getByRole("definition")).toHaveText(["Thomas Reed", "Granite Peak Builders Corp"]);
    await expect(page.getByRole("button", { name: /Price indication/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Application ID" }).click();
    await expect(page.getByRole("dialog", { name: "Application ID" })).toContainText(appID);
    await page.keyboard.press("Escape");

    await page.getByLabel("Describe the work your company performs").fill("Framing and finish carpentry for custom homes");
    await group(page, /Which types of work do you perform/)
      .getByRole("button")
      .click();
    await page.getByRole("checkbox", { name: "Framing" }).check();
    await page.getByRole("checkbox", { name: "Finish carpentry" }).check();
    await page.keyboard.press("Escape");
    await expect(group(page, /Which types of work do you perform/).getByRole("button")).toHaveText("Framing, Finish carpentry");
    await page.getByLabel("Share of your work that is residential").fill("90");
    const yard = group(page, /Address of your shop or equipment yard/);
    await yard.getByLabel("Street address").fill("1700 Lincoln St");
    await yard.getByLabel("City").fill("Denver");
    await yard.getByLabel("State").selectOption("CO");
    await yard.getByLabel("ZIP code").fill("80203");
    await answerYesNo(page, /Do you operate cranes/, "No");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/details\/gl-payroll$/);
    await expect(page.getByRole("heading", { name: "Payroll and subcontractors" })).toBeVisible();
    // The first save makes the price indication ready; its popover opens by itself with the range and the carriers.
    const minimum = graniteIndication(undefined);
    const indication = page.getByRole("dialog", { name: "Price indication" });
    await expect(indication).toBeVisible();
    await expect(indication).toContainText(priceRange(minimum.basePremiumCents, minimum.totalPremiumCents));
    for (const carrier of minimum.carriers) await expect(indication).toContainText(`${carrier.name}${formatWholeDollars(carrier.premiumCents)}`);
    await indication.getByRole("button", { name: "Close" }).click();
    await expect(indication).toHaveCount(0);
    await expect(coverages.getByRole("link", { name: /Operations/ })).toContainText("Completed");
    await page.getByLabel("Annual payroll for your employees").fill("100000");
    await expect(page.getByLabel("Annual cost of subcontracted work")).toHaveCount(0);
    await answerYesNo(page, "Do you hire subcontractors? (required)", "Yes");
    // The condition reveals a required question; leaving it blank fails on Continue.
    await expect(page.getByLabel("Annual cost of subcontracted work")).toBeVisible();
    await page.getByLabel("Annual gross receipts").fill("450000");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Please correct the highlighted answers.")).toBeVisible();
    await expect(page.getByLabel("Annual cost of subcontracted work")).toHaveAccessibleDescription("Answer is required");
    await expect(page).toHaveURL(/\/details\/gl-payroll$/);
    await page.getByLabel("Annual cost of subcontracted work").fill("25000");
    // The calculated field sums the two payroll answers.
    await expect(page.getByLabel("Total payroll")).toHaveValue("125,000.00");
    await expect(page.getByLabel("Total payroll")).toHaveJSProperty("readOnly", true);
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/details\/gl-coverage$/);
    // Seen once, it no longer opens by itself; it now rates the payroll answers.
    const rated = graniteIndication(125000);
    const trigger = page.getByRole("button", { name: /Price indication/ });
    await expect(trigger).toContainText(priceRange(rated.basePremiumCents, rated.totalPremiumCents));
    await expect(page.getByRole("dialog", { name: "Price indication" })).toHaveCount(0);
    await page.reload();
    await expect(trigger).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Price indication" })).toHaveCount(0);
    const today = localToday();
    await page.getByLabel("Requested effective date").fill(formatDay(addDays(today, -5)));
    await answerYesNo(page, /general liability coverage in the last three years/, "No");
    await answerYesNo(page, /Do you perform any of the following operations/, "No");
    await page.getByLabel(/I confirm each of the statements below/).check();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByLabel("Requested effective date")).toHaveAccessibleDescription(
      `Date must be between ${formatDay(today)} and ${formatDay(addDays(today, 90))}`,
    );
    await page.getByLabel("Requested effective date").fill(formatDay(addDays(today, 14)));
    await page.getByRole("button", { name: "Submit" }).click();

    await expect(page).toHaveURL(/\/details\/complete$/);
    await expect(page.getByRole("heading", { name: "Congrats, your app has been submitted!" })).toBeVisible();
    await expect(header).toContainText("Approval Requested");
    // Past InProgress every Coverages subsection is inactive.
    await expect(coverages.locator("[aria-current]")).toHaveCount(0);
    await expect(coverages.getByRole("link")).toHaveCount(4);
    // Back to the submission's own page, not the list (spec 2 §2).
    await page.getByRole("link", { name: "Back to Submission" }).click();
    await expect(page).toHaveURL(/\/app-central\?submissionID=[0-9a-f-]{36}$/);
  });

  test("an agent edits a submitted wholesale application after confirming, and submits it again", async ({ page }) => {
    // A window in which the confirmation page is a little taller than the view: kept where Submit left it, it would open scrolled down.
    await page.setViewportSize({ width: 1280, height: 850 });
    await signInContext(page, "agent@example.com");
    const appID = stableId("application:es-submitted");
    await page.goto(`/coverage/${appID}/details/esgl-risk`);
    await expect(page.getByRole("heading", { name: "Risk profile" })).toBeVisible();
    await expect(page.getByLabel("Describe the operations to be insured")).toBeDisabled();
    await page.getByRole("button", { name: "Edit", exact: true }).press("Enter");
    const dialog = page.getByRole("dialog", { name: "Edit application" });
    await expect(dialog).toContainText("Editing will revert your coverages back to Approval Requested or In Progress status");
    // A refusal is said in the dialog, which stays open to try again.
    const refusal = "This application was changed by someone else since you loaded it. Reload it to see the changes.";
    await page.route(`**/api/applications/${appID}`, (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({ status: 409, contentType: "application/json", body: JSON.stringify({ error: { code: "conflict", message: refusal } }) })
        : route.continue(),
    );
    await dialog.getByRole("button", { name: "Edit" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(refusal);
    await expect(page.getByLabel("Describe the operations to be insured")).toBeDisabled();
    await page.unroute(`**/api/applications/${appID}`);
    await dialog.getByRole("button", { name: "Edit" }).press("Enter");
    await expect(page.getByText("In Progress", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Describe the operations to be insured")).toBeEnabled();
    // The Edit button pressed is gone with the dialog: focus is on the first field to edit, not lost to the page.
    await expect(page.getByLabel("Describe the operations to be insured")).toBeFocused();

    await page.getByLabel("Describe the operations to be insured").fill("Short");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Describe the operations to be insured")).toHaveAccessibleDescription("Value must be between 10 and 500 characters long");
    await page.getByLabel("Describe the operations to be insured").fill("Commercial roofing and storm restoration");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/details\/esgl-underwriting$/);
    await expect(page.getByLabel("Program")).toHaveValue("Excess & Surplus Casualty Program");
    await page.getByRole("button", { name: "Submit" }).click();
    // The confirmation opens at its top, its message read out, though Submit sat at the foot of the section.
    const congrats = page.getByRole("heading", { name: "Congrats, your app has been submitted!" });
    await expect(congrats).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("region", { name: "Application" })).toBeInViewport({ ratio: 1 });
    await expect(page.getByText("Submitted", { exact: true })).toBeVisible();
  });

  test("a failed save says so, and leaving a section with unsaved answers asks first", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    const appID = stableId("application:sunrise-gl-inprogress");
    await page.goto(`/coverage/${appID}/details/gl-operations`);
    await page.getByLabel("Describe the work your company performs").fill("Cabinet installation for kitchens and baths");
    await nav(page).getByRole("link", { name: "App Central" }).click();
    const prompt = page.getByRole("dialog", { name: "Unsaved Changes" });
    await expect(prompt).toContainText("You currently have unsaved changes, are you sure you want to navigate out of this page without saving?");
    await prompt.getByRole("button", { name: "Stay on this page" }).click();
    await expect(page).toHaveURL(/\/details\/gl-operations$/);
    // A refusal the server explained says what it said; a failure it did not explain, the spec's text.
    const refusal = "Too many requests. Please wait a moment.";
    await page.route(`**/api/applications/${appID}`, (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ error: { code: "too_many_requests", message: refusal } }) })
        : route.continue(),
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(refusal)).toBeVisible();
    await page.unroute(`**/api/applications/${appID}`);
    await page.route(`**/api/applications/${appID}`, (route) =>
      route.request().method() === "PATCH" ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Something went wrong, please try again later.")).toBeVisible();
    await page.unroute(`**/api/applications/${appID}`);
    await clickAndExpect(page.getByRole("button", { name: "Save", exact: true }), page.getByText("Your changes are saved."));
    await nav(page).getByRole("link", { name: "App Central" }).click();
    await expect(page).toHaveURL(/\/app-central$/);
  });

  test("a currency answer typed key by key shows what is typed, is formatted once left, takes Backspace edits, and saves as typed", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    const { appID } = await submittedApplication(page, "general_liability", { firstGroupOnly: true });
    await page.goto(`/coverage/${appID}/details/gl-payroll`);
    await expect(page.getByRole("heading", { name: "Payroll and subcontractors" })).toBeVisible();
    const payroll = page.getByLabel("Annual payroll for your employees");
    await payroll.pressSequentially("250000");
    await expect(payroll).toHaveValue("250000");
    await payroll.press("Tab");
    await expect(payroll).toHaveValue("250,000.00");

    // Backspace at the end takes off one character, and what is left stays as it is until the field is left.
    await payroll.click();
    await payroll.press("End");
    await payroll.press("Backspace");
    await expect(payroll).toHaveValue("250,000.0");
    for (let i = 0; i < 7; i++) await payroll.press("Backspace");
    await expect(payroll).toHaveValue("25");
    await payroll.pressSequentially("5000");
    await expect(payroll).toHaveValue("255000");
    await payroll.press("Tab");
    await expect(payroll).toHaveValue("255,000.00");
    await expect(page.getByLabel("Total payroll")).toHaveValue("255,000.00");

    await page.getByLabel("Annual gross receipts").pressSequentially("450000.5");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/details\/gl-coverage$/);
    const saved = await ok<{ answerGroups: { sectionGroupID: string; answers: { source: string; value: unknown }[] }[] }>(
      await page.request.get(`/api/applications/${appID}`),
    );
    const payrollGroup = saved.answerGroups.find((g) => g.sectionGroupID === "gl-payroll");
    expect(payrollGroup?.answers).toContainEqual({ source: "employee_payroll", value: 255000 });
    expect(payrollGroup?.answers).toContainEqual({ source: "gross_receipts", value: 450000.5 });
  });

  test("a second save right after the first is based on what the first saved, before the application is read again", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    const appID = stableId("application:sunrise-gl-inprogress");
    await page.goto(`/coverage/${appID}/details/gl-operations`);
    const work = page.getByLabel("Describe the work your company performs");
    await expect(work).toBeEditable();
    // The application is not read again while this holds: only the first save's answer can give the second its basis.
    await page.route(`**/api/applications/${appID}`, (route) => (route.request().method() === "GET" ? undefined : route.continue()));
    await work.fill("Cabinet installation for kitchens");
    await clickAndExpect(page.getByRole("button", { name: "Save", exact: true }), page.getByText("Your changes are saved."));
    await work.fill("Cabinet installation for kitchens and baths");
    const second = page.waitForResponse((r) => r.url().endsWith(`/api/applications/${appID}`) && r.request().method() === "PATCH");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    expect((await second).status()).toBe(200);
    // Lets the held reads go on.
    await page.unroute(`**/api/applications/${appID}`);
    await page.reload();
    await expect(page.getByLabel("Describe the work your company performs")).toHaveValue("Cabinet installation for kitchens and baths");
  });

  test("an application with a quote lists Coverages and Quote Summary together, on its questionnaire and on its Quote Summary pages", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    // A QuoteApproved general liability application of the demo data.
    const appID = stableId("application:granite-gl-renewal-4");
    for (const path of ["details/gl-operations", "review-quote", "documents"]) {
      await page.goto(`/coverage/${appID}/${path}`);
      const coverages = nav(page).getByRole("list", { name: "Coverages" });
      await expect(coverages.getByRole("link"), path).toHaveText([/^1Operations/, /^2Payroll and subcontractors/, /^3Coverage and history/, /^4Complete/]);
      await expect(nav(page).getByRole("list", { name: "Quote Summary" }).getByRole("link"), path).toHaveText(["1Review Quotes", "2View & Upload"]);
    }
  });

  test("an application that cannot be found says so and returns to App Central", async ({ page }) => {
    await signInContext(page, "agent2@example.com");
    // The toast is looked for from the first answer on: on a busy machine the page is ready only after it has gone.
    await page.goto(`/coverage/${stableId("application:sunrise-gl-inprogress")}`, { waitUntil: "commit" });
    // Its code (sonner) loads with the first toast, beside the next page: under load it shows after the default 10 s.
    await expect(page.getByText("Something went wrong with finding application")).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/app-central$/);
  });

  test("a direct-to-consumer application of a declined individual hides the company name and opens the 'no market' modal", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await page.goto(`/coverage/${stableId("application:handyman-marketplace-declined")}/details/hm-work`);
    const modal = page.getByRole("dialog", { name: "No market available" });
    await expect(modal).toBeVisible();
    // Behind the modal, hidden from assistive technology until it closes.
    await expect(page.getByRole("region", { name: "Application", includeHidden: true }).getByRole("term", { includeHidden: true })).toHaveText(["Insured"]);
    await expect(page.getByText("Sam Carter")).toBeVisible();
    await expect(page.getByText("Company", { exact: true })).toHaveCount(0);
    await modal.getByRole("button", { name: "Back to Submissions" }).click();
    await expect(page).toHaveURL(/\/app-central$/);
  });

  test("a multi-select list opens under its question, never over it, even with little room below", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await page.goto(`/coverage/${stableId("application:sunrise-gl-inprogress")}/details/gl-operations`);
    const question = group(page, /Which types of work do you perform/);
    const trigger = question.getByRole("button");
    await expect(trigger).toBeVisible();
    // A window that ends just under the button: the list has far less room below than above.
    const button = (await trigger.boundingBox())!;
    await page.setViewportSize({ width: 1280, height: Math.ceil(button.y + button.height + 120) });
    await trigger.click();
    const list = page.getByRole("dialog", { name: "Which types of work do you perform?" });
    await expect(list.getByRole("checkbox", { name: "Framing" })).toBeVisible();
    const opened = (await list.boundingBox())!;
    const under = (await trigger.boundingBox())!;
    expect(opened.y).toBeGreaterThanOrEqual(under.y + under.height);
    await expect(question.getByText("Which types of work do you perform?")).toBeInViewport();
  });

  test("the price alert choice is stored, and a failed update says so", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await page.goto(`/coverage/${stableId("application:bistro-approval")}/details/liq-details`);
    const indication = page.getByRole("dialog", { name: "Price indication" });
    await expect(indication).toBeVisible();
    const alert = indication.getByLabel("Alert me when this price changes");
    await expect(alert).toBeEnabled();
    await page.route("**/api/identities", (route) => (route.request().method() === "POST" ? route.fulfill({ status: 500, body: "{}" }) : route.continue()));
    await alert.click();
    await expect(page.getByText("Unable to update price alert")).toBeVisible();
    await expect(alert).not.toBeChecked();
    await page.unroute("**/api/identities");
    await alert.check();
    await expect(alert).toBeChecked();
    await page.reload();
    await page.getByRole("button", { name: /Price indication/ }).click();
    await expect(page.getByRole("dialog", { name: "Price indication" }).getByLabel("Alert me when this price changes")).toBeChecked();
  });
});
