import { expect, test, type Page } from "@playwright/test";
import { addDays, formatDate, localToday } from "../../lib/questionnaire/dates";
import { stableId } from "../../prisma/seed/stable-id";
import { signedInAs } from "./support";

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const group = (page: Page, name: string | RegExp) => page.getByRole("group", { name });

async function answerYesNo(page: Page, question: string | RegExp, answer: "Yes" | "No") {
  await group(page, question).getByLabel(answer, { exact: true }).check();
}

test.describe("coverage questionnaire", () => {
  test("an agent answers a marketplace questionnaire, meets a revealed question, a sum and a date error, and submits it for approval", async ({ page }) => {
    await signedInAs(page, "agent@example.com");
    // A NotStarted general liability application of the demo data.
    const appID = stableId("application:granite-gl-renewal-5");
    await page.goto(`/coverage/${appID}`);
    await expect(page).toHaveURL(new RegExp(`/coverage/${appID}/details/gl-operations$`));
    await expect(page.getByRole("heading", { name: "Operations", exact: true })).toBeVisible();
    const coverages = nav(page).getByRole("list", { name: "Coverages" });
    await expect(coverages.getByRole("listitem")).toHaveCount(4);
    await expect(coverages.getByRole("link", { name: /Operations/ })).toHaveAttribute("aria-current", "step");

    await page.getByLabel("Describe the work your company performs").fill("Framing and finish carpentry for custom homes");
    await group(page, /Which types of work do you perform/).getByRole("button").click();
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
    const today = localToday();
    await page.getByLabel("Requested effective date").fill(formatDate(addDays(today, -5)));
    await answerYesNo(page, /general liability coverage in the last three years/, "No");
    await answerYesNo(page, /Do you perform any of the following operations/, "No");
    await page.getByLabel(/I confirm each of the statements below/).check();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByLabel("Requested effective date")).toHaveAccessibleDescription(`Date must be between ${formatDate(today)} and ${formatDate(addDays(today, 90))}`);
    await page.getByLabel("Requested effective date").fill(formatDate(addDays(today, 14)));
    await page.getByRole("button", { name: "Submit" }).click();

    await expect(page).toHaveURL(/\/details\/complete$/);
    await expect(page.getByRole("heading", { name: "Congrats, your app has been submitted!" })).toBeVisible();
    await expect(page.getByText("Approval Requested", { exact: true })).toBeVisible();
    // Past InProgress every Coverages subsection is inactive.
    await expect(coverages.locator("[aria-current]")).toHaveCount(0);
    await expect(coverages.getByRole("link")).toHaveCount(4);
    await page.getByRole("link", { name: "Back to Submission" }).click();
    await expect(page).toHaveURL(/\/app-central$/);
  });

  test("an agent edits a submitted wholesale application after confirming, and submits it again", async ({ page }) => {
    await signedInAs(page, "agent@example.com");
    const appID = stableId("application:es-submitted");
    await page.goto(`/coverage/${appID}/details/esgl-risk`);
    await expect(page.getByRole("heading", { name: "Risk profile" })).toBeVisible();
    await expect(page.getByLabel("Describe the operations to be insured")).toBeDisabled();
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit application" });
    await expect(dialog).toContainText("Editing will revert your coverages back to Approval Requested or In Progress status");
    await dialog.getByRole("button", { name: "Edit" }).click();
    await expect(page.getByText("In Progress", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Describe the operations to be insured")).toBeEnabled();

    await page.getByLabel("Describe the operations to be insured").fill("Short");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Describe the operations to be insured")).toHaveAccessibleDescription("Value must be between 10 and 500 characters long");
    await page.getByLabel("Describe the operations to be insured").fill("Commercial roofing and storm restoration");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/details\/esgl-underwriting$/);
    await expect(page.getByLabel("Program")).toHaveValue("Excess & Surplus Casualty Program");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("heading", { name: "Congrats, your app has been submitted!" })).toBeVisible();
    await expect(page.getByText("Submitted", { exact: true })).toBeVisible();
  });

  test("leaving a section with unsaved answers asks first", async ({ page }) => {
    await signedInAs(page, "agent@example.com");
    const appID = stableId("application:sunrise-gl-inprogress");
    await page.goto(`/coverage/${appID}/details/gl-operations`);
    await page.getByLabel("Describe the work your company performs").fill("Cabinet installation for kitchens and baths");
    await nav(page).getByRole("link", { name: "App Central" }).click();
    const prompt = page.getByRole("dialog", { name: "Unsaved Changes" });
    await expect(prompt).toContainText("You currently have unsaved changes, are you sure you want to navigate out of this page without saving?");
    await prompt.getByRole("button", { name: "Stay on this page" }).click();
    await expect(page).toHaveURL(/\/details\/gl-operations$/);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Your changes are saved.")).toBeVisible();
    await nav(page).getByRole("link", { name: "App Central" }).click();
    await expect(page).toHaveURL(/\/app-central$/);
  });

  test("an application that cannot be found says so and returns to App Central", async ({ page }) => {
    await signedInAs(page, "agent2@example.com");
    await page.goto(`/coverage/${stableId("application:sunrise-gl-inprogress")}`);
    await expect(page.getByText("Something went wrong with finding application")).toBeVisible();
    await expect(page).toHaveURL(/\/app-central$/);
  });
});
