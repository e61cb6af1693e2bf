import { type Locator, type Page, type Route } from "@playwright/test";
import { createSubmission, expect, signInContext, signedInContextPage, test } from "./support";

// The server's own words for a save based on a submission changed since (server/services/submissions.ts).
const SUBMISSION_CHANGED = "This submission was changed by someone else since you loaded it. Reload it to see the changes.";
const NO_PERMISSION = "Your account does not have the proper permissions to create a submission. Please contact your business development representative.";

async function startFresh(page: Page) {
  await page.goto("/coverages?new-application=true");
  await expect(page.getByRole("heading", { name: "Select industries", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Construction", exact: true })).toBeVisible();
}

async function chooseCoverage(page: Page, industry: string, coverage: string) {
  await page.getByRole("button", { name: industry, exact: true }).click();
  await page.getByRole("button", { name: coverage, exact: true }).click();
  await expect(page.getByRole("button", { name: coverage, exact: true })).toHaveAttribute("aria-pressed", "true");
}

function submissionIDFrom(page: Page): string {
  const id = new URL(page.url()).searchParams.get("submissionID");
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id!;
}

test.describe("agent submission flow", () => {
  test("an agent creates a submission for a company, fixing a mistake on the way, and it reads back as entered", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await startFresh(page);
    await chooseCoverage(page, "Construction", "General Liability");
    await page.getByRole("button", { name: "Continue", exact: true }).click();

    await expect(page).toHaveURL(/\/company-info$/);
    await expect(page.getByRole("heading", { name: "Insured information", exact: true })).toBeVisible();
    const company = page.getByRole("group", { name: "Company" });
    await company.getByLabel("Company name").fill("Cedar Ridge Carpentry LLC");
    await company.getByLabel("DBA (doing business as)").fill("Cedar Ridge");
    await company.getByLabel("Contact first name").fill("Jordan");
    await company.getByLabel("Contact last name").fill("Reyes");
    await company.getByLabel("Email address").fill("jordan@cedarridge.example.com");
    await company.getByLabel("Phone number").fill("512555");
    await company.getByLabel("Website").fill("https://cedarridge.example.com");
    await company.getByLabel("Entity type").selectOption("llc");
    await company.getByLabel("FEIN/SSN").fill("123456789");
    await expect(company.getByLabel("FEIN/SSN")).toHaveValue("12-3456789");
    await company.getByLabel("Date business started").fill("2015-04-01");
    await company.getByLabel("Years of experience").fill("9");
    await company.getByLabel("Description of operations").fill("Residential finish carpentry and cabinets.");

    const physical = page.getByRole("group", { name: "Physical address" });
    await physical.getByLabel("Street address").fill("500 W 2nd St");
    await physical.getByLabel("Apt/Suite").fill("Suite 200");
    await physical.getByLabel("ZIP code").fill("78701");
    await expect(physical.getByLabel("City")).toHaveValue("Austin");
    await expect(physical.getByLabel("State")).toHaveValue("TX");

    await page.getByLabel("Mailing address is the same as the physical address").uncheck();
    const mailing = page.getByRole("group", { name: "Mailing address" });
    await mailing.getByLabel("Street address").fill("PO Box 1234");
    await mailing.getByLabel("ZIP code").fill("78767");
    await expect(mailing.getByLabel("City")).toHaveValue("Austin");

    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please correct the highlighted fields." })).toBeVisible();
    const phone = company.getByLabel("Phone number");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toBeFocused();
    await expect(page.getByText("Phone number must be 10 digits.")).toBeVisible();
    await phone.fill("5125550188");
    await expect(phone).toHaveValue("(512) 555-0188");
    await expect(page.getByText("Phone number must be 10 digits.")).toHaveCount(0);

    const created = page.waitForResponse((r) => r.url().endsWith("/api/submission") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    expect((await created).status()).toBe(201);
    await expect(page).toHaveURL(/\/business-type$/);
    await expect(page.getByRole("heading", { name: "Business types", exact: true })).toBeVisible();

    await page.getByRole("button", { name: "View General Liability class codes" }).click();
    const codes = page.getByRole("dialog", { name: "General Liability Class Codes" });
    await expect(codes.getByRole("columnheader", { name: "NAICS" })).toBeVisible();
    await expect(codes.getByRole("columnheader", { name: "ISO CGL" })).toBeVisible();
    await expect(codes.getByRole("columnheader", { name: "SIC" })).toBeVisible();
    await expect(codes.getByRole("row")).toHaveCount(6);
    await expect(codes.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await codes.getByRole("button", { name: "Next", exact: true }).click();
    await expect(codes.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await codes.getByRole("button", { name: "Close" }).first().click();

    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please select a business type" })).toBeVisible();

    const search = page.getByLabel("Search business types");
    await search.fill("zzzz");
    await expect(page.getByText("No Results Found")).toBeVisible();
    await search.fill("238350");
    await page.getByRole("button", { name: "Add Carpentry", exact: true }).click();
    await search.fill("framing");
    await page.getByRole("button", { name: "Add Framing Contractors" }).click();

    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please fill in percentages" })).toBeVisible();
    await expect(page.getByText("Required")).toHaveCount(2);

    await page.getByLabel("% of work for Carpentry").fill("60");
    await page.getByLabel("% of work for Framing Contractors").fill("30");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please modify percentages above to ensure total equals 100%" })).toBeVisible();
    await expect(page.getByText("Total must equal 100%")).toHaveCount(2);
    await expect(page.getByRole("columnheader", { name: "% of work (up to 100%)" })).toBeVisible();

    const framing = page.getByLabel("% of work for Framing Contractors");
    await framing.fill("40");
    await page.route("**/api/submission/*", (route) => route.fulfill({ status: 500, body: "{}" }));
    await framing.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "Error occurred during request, please try again later." })).toBeVisible();
    await page.unroute("**/api/submission/*");
    await framing.press("Enter");
    await expect(page).toHaveURL(/\/app-central\?submissionID=/);
    const id = submissionIDFrom(page);

    const res = await page.request.get(`/api/submission/${id}`);
    expect(res.status()).toBe(200);
    const submission = await res.json();
    expect(submission.companyInfo).toMatchObject({
      insuredType: "company",
      companyName: "Cedar Ridge Carpentry LLC",
      dba: "Cedar Ridge",
      firstName: "Jordan",
      lastName: "Reyes",
      emailAddress: "jordan@cedarridge.example.com",
      phoneNumber: "5125550188",
      websiteUrl: "https://cedarridge.example.com",
      entityType: "llc",
      feinSsnNumber: "123456789",
      dateBusinessStarted: "2015-04-01",
      yearsOfExp: 9,
      description: "Residential finish carpentry and cabinets.",
      physicalAddress: { streetAddress: "500 W 2nd St", aptSuite: "Suite 200", city: "Austin", state: "TX", zip: "78701", isManuallyEntered: true },
      isMailingSameAsPhysical: false,
      mailingAddress: { streetAddress: "PO Box 1234", aptSuite: null, city: "Austin", state: "TX", zip: "78767" },
      infoStatus: "Completed",
      isFormCompleted: true,
      isBusinessTypeSubmitted: true,
    });
    expect(submission.companyInfo.businessTypeValues.map((b: { title: string; value: number }) => [b.title, b.value])).toEqual([
      ["Carpentry", 60],
      ["Framing Contractors", 40],
    ]);
    expect(submission.coverages).toHaveLength(1);
    expect(submission.coverages[0]).toMatchObject({ productName: "General Liability", status: "NotStarted" });

    // Back to the insured form: the saved submission opens with what was entered.
    await page.goto(`/company-info?submissionID=${id}`);
    await expect(page.getByRole("group", { name: "Company" }).getByLabel("Company name")).toHaveValue("Cedar Ridge Carpentry LLC");
    await expect(page.getByRole("group", { name: "Company" }).getByLabel("Phone number")).toHaveValue("(512) 555-0188");
    await page.route("**/api/submission/*", (route) => (route.request().method() === "PUT" ? route.fulfill({ status: 500, body: "{}" }) : route.continue()));
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "An error occurred while updating the submission." })).toBeVisible();
  });

  test("the landing page and the insured form work with the keyboard alone", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await startFresh(page);
    await tabTo(page, page.getByRole("button", { name: "Construction", exact: true }));
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "Construction", exact: true })).toHaveAttribute("aria-pressed", "true");
    await tabTo(page, page.getByRole("button", { name: "General Liability", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "General Liability", exact: true })).toHaveAttribute("aria-pressed", "true");
    await tabTo(page, page.getByRole("button", { name: "Continue", exact: true }));
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/company-info$/);
    const companyName = page.getByRole("group", { name: "Company" }).getByLabel("Company name");
    await tabTo(page, companyName);
    await page.keyboard.type("Keyboard Builders");
    await page.keyboard.press("Enter");
    const firstName = page.getByRole("group", { name: "Company" }).getByLabel("Contact first name");
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAccessibleDescription("Please enter missing info.");
    await expect(page.getByRole("group", { name: "Company" }).getByLabel("Entity type")).toHaveAccessibleDescription("Please make a selection.");
    await expect(page.getByRole("group", { name: "Company" }).getByLabel("Date business started")).toHaveAccessibleDescription("Please select a date.");
    await expect(page.getByRole("group", { name: "Physical address" }).getByLabel("ZIP code")).toHaveAccessibleDescription(/Please enter missing info\./);
  });

  test("the insured form's save reaches the next step's reads, and a save refused as stale goes through when tried again", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInContext(page, "agent@example.com");
    const { submissionID } = await createSubmission(page, baseURL!, "Cache Check LLC");
    const companyName = page.getByRole("group", { name: "Company" }).getByLabel("Company name");

    // The business types step reads the submission; the insured form, reached from it, saves a new name.
    await page.goto(`/business-type?submissionID=${submissionID}`);
    await expect(page.getByRole("heading", { name: "Business types", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/company-info\\?submissionID=${submissionID}$`));
    await expect(companyName).toHaveValue("Cache Check LLC");
    await companyName.fill("Cache Check Renamed LLC");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page).toHaveURL(/\/business-type$/);

    // The step's own save is based on the renamed submission, not on what it read before.
    await page.getByLabel("Search business types").fill("238350");
    await page.getByRole("button", { name: "Add Carpentry", exact: true }).click();
    await page.getByLabel("% of work for Carpentry").fill("100");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page).toHaveURL(/\/app-central\?submissionID=/);
    const saved = await (await page.request.get(`/api/submission/${submissionID}`)).json();
    expect(saved.companyInfo.companyName).toBe("Cache Check Renamed LLC");
    expect(saved.companyInfo.businessTypeValues.map((b: { title: string; value: number }) => [b.title, b.value])).toEqual([["Carpentry", 100]]);

    // The tab's submission, named nowhere in the address, is read by the form itself.
    await page.goto("/company-info");
    await expect(companyName).toHaveValue("Cache Check Renamed LLC");

    // Two tabs on the insured form: the second save is refused, and goes through once the form has read the first.
    await page.goto(`/company-info?submissionID=${submissionID}`);
    const other = await context.newPage();
    await other.goto(`/company-info?submissionID=${submissionID}`);
    await other.getByRole("group", { name: "Company" }).getByLabel("DBA (doing business as)").fill("First Tab");
    await other.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(other).toHaveURL(/\/business-type$/);
    await other.close();

    await page.getByRole("group", { name: "Company" }).getByLabel("DBA (doing business as)").fill("Second Tab");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: SUBMISSION_CHANGED })).toBeVisible();
    await expect(page).toHaveURL(/\/company-info\?submissionID=/);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page).toHaveURL(/\/business-type$/);
    expect((await (await page.request.get(`/api/submission/${submissionID}`)).json()).companyInfo.dba).toBe("Second Tab");

    // The same on the business types step: a save based on what another tab changed since is refused, then goes through.
    await page.goto(`/business-type?submissionID=${submissionID}`);
    const share = page.getByLabel("% of work for Carpentry");
    await expect(share).toHaveValue("100");
    const second = await context.newPage();
    await second.goto(`/business-type?submissionID=${submissionID}`);
    await second.getByLabel("% of work for Carpentry").fill("100");
    await second.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(second).toHaveURL(/\/app-central\?submissionID=/);
    await second.close();

    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: SUBMISSION_CHANGED })).toBeVisible();
    await expect(page).toHaveURL(/\/business-type\?submissionID=/);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page).toHaveURL(/\/app-central\?submissionID=/);
  });

  test("an agent creates a submission for an individual on a direct-to-consumer product", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await startFresh(page);
    await chooseCoverage(page, "Construction", "Handyman (individual)");
    await page.getByRole("button", { name: "Continue", exact: true }).click();

    const person = page.getByRole("group", { name: "Insured person" });
    await expect(person.getByLabel("Entity type")).toHaveValue("individual-sole-proprietor");
    await expect(person.getByLabel("Date business started")).toHaveCount(0);
    await person.getByLabel("First name").fill("Sam");
    await person.getByLabel("Last name").fill("Fixit");
    await person.getByLabel("Email address").fill("sam@");
    const physical = page.getByRole("group", { name: "Physical address" });
    await physical.getByLabel("Street address").fill("12 Elm St");
    await physical.getByLabel("ZIP code").fill("97205");
    await expect(physical.getByLabel("City")).toHaveValue("Portland");
    await expect(physical.getByLabel("State")).toHaveValue("OR");

    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByText("Please enter your email address in format: name@example.com.")).toBeVisible();
    await person.getByLabel("Email address").fill("sam@fixit.example.com");
    await person.getByLabel("Phone number").fill("5035550100");

    const failing = (route: Route) => (route.request().method() === "POST" ? route.fulfill({ status: 500, body: "{}" }) : route.continue());
    await page.route("**/api/submission", failing);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "An error occurred while creating the submission." })).toBeVisible();
    await expect(page).toHaveURL(/\/company-info$/);
    await page.unroute("**/api/submission", failing);
    await page.getByRole("button", { name: "Continue", exact: true }).click();

    await expect(page).toHaveURL(/\/app-central\?submissionID=/);
    const id = submissionIDFrom(page);
    const submission = await (await page.request.get(`/api/submission/${id}`)).json();
    expect(submission.companyInfo).toMatchObject({
      insuredType: "individual",
      companyName: "Sam Fixit",
      firstName: "Sam",
      lastName: "Fixit",
      entityType: "individual-sole-proprietor",
      emailAddress: "sam@fixit.example.com",
      phoneNumber: "5035550100",
      dateBusinessStarted: null,
      physicalAddress: { streetAddress: "12 Elm St", city: "Portland", state: "OR", zip: "97205" },
      isMailingSameAsPhysical: true,
      infoStatus: "Completed",
    });
    expect(submission.coverages).toEqual([
      expect.objectContaining({ productIdentifier: "handyman_individual", isDirectToConsumer: true, status: "NotStarted" }),
    ]);
  });

  test("an agent's first submission enables Documents in the left navigation at once, without a reload", async ({ page }) => {
    await signInContext(page, "newcomer@example.com");
    await startFresh(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.locator('[aria-disabled="true"]', { hasText: "Documents" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Documents" })).toHaveCount(0);
    await chooseCoverage(page, "Construction", "Handyman (individual)");
    await page.getByRole("button", { name: "Continue", exact: true }).click();

    const person = page.getByRole("group", { name: "Insured person" });
    await person.getByLabel("First name").fill("Rowan");
    await person.getByLabel("Last name").fill("Firstjob");
    await person.getByLabel("Email address").fill("rowan@firstjob.example.com");
    await person.getByLabel("Phone number").fill("5035550111");
    const physical = page.getByRole("group", { name: "Physical address" });
    await physical.getByLabel("Street address").fill("40 Oak St");
    await physical.getByLabel("ZIP code").fill("97205");
    await expect(physical.getByLabel("City")).toHaveValue("Portland");
    let loads = 0;
    page.on("load", () => loads++);
    await page.getByRole("button", { name: "Continue", exact: true }).click();

    await expect(page).toHaveURL(/\/app-central\?submissionID=/);
    await expect(nav.getByRole("link", { name: "Documents" })).toBeVisible();
    expect(loads).toBe(0);
  });

  test("the landing page: one industry and one coverage at a time, preselect, and every submission type", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await startFresh(page);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please select an industry to continue" })).toBeVisible();

    await chooseCoverage(page, "Construction", "Commercial Auto");
    await page.getByRole("button", { name: "Commercial Auto", exact: true }).click();
    await expect(page.getByRole("button", { name: "Commercial Auto", exact: true })).toHaveAttribute("aria-pressed", "false");
    await page.getByRole("button", { name: "Commercial Auto", exact: true }).click();
    await page.getByRole("button", { name: "Real Estate", exact: true }).click();
    await expect(page.getByRole("button", { name: "Construction", exact: true })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("button", { name: "Homeowners", exact: true })).toHaveAttribute("aria-pressed", "false");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please select a coverage to continue" })).toBeVisible();

    await page.goto("/coverages?preselect=hoa-step1");
    await expect(page.getByRole("button", { name: "Real Estate", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Homeowners", exact: true })).toHaveAttribute("aria-pressed", "true");

    await chooseCoverage(page, "Hospitality", "Hotel & Motel Package");
    await expect(page.getByRole("link", { name: /^Continue/ })).toHaveAttribute("href", /^mailto:submissions@summitmutual\.example\.com/);

    await chooseCoverage(page, "Construction", "Builders Risk");
    const external = page.getByRole("link", { name: /^Continue/ });
    await expect(external).toHaveAttribute("href", "https://forms.example.com/builders-risk");
    await expect(external).toHaveAttribute("target", "_blank");
  });

  test("another tenant gets the alternate market form, and asks for access to a restricted coverage", async ({ page }) => {
    await signInContext(page, "agent2@example.com");
    await startFresh(page);
    await chooseCoverage(page, "Construction", "Builders Risk");
    await expect(page.getByRole("link", { name: /^Continue/ })).toHaveAttribute("href", "https://forms.example.com/alt/builders-risk");

    await expect(page.getByRole("button", { name: "Contractors Equipment", exact: true })).toBeDisabled();
    await page.getByRole("button", { name: "Request Coverage: Contractors Equipment" }).click();
    const dialog = page.getByRole("dialog", { name: "Request access" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: /Request access/ })).toHaveAttribute(
      "href",
      "https://forms.example.com/request-access/contractors-equipment",
    );
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(dialog).toHaveCount(0);
  });

  test("the business type step without a submission, or with one the agent may not see", async ({ page }) => {
    await signInContext(page, "agent2@example.com");
    await page.goto("/coverages?new-application=true");
    await page.goto("/business-type");
    await expect(page.getByRole("heading", { name: "No submission in progress" })).toBeVisible();
    await page.goto("/business-type?submissionID=00000000-0000-4000-8000-000000000000");
    await expect(page.getByText("Oops! Page Not Found.")).toBeVisible();
  });

  test("an underwriter may not create submissions: the spec's message and a disabled Continue", async ({ page }) => {
    await signInContext(page, "underwriter@example.com");
    await page.goto("/coverages");
    await expect(page.getByText(NO_PERMISSION)).toBeVisible();
    await page.getByRole("button", { name: "Construction", exact: true }).click();
    await expect(page.getByRole("button", { name: "Continue", exact: true })).toBeDisabled();
  });

  test("landing preferences are saved as a trait, and a failed save says so", async ({ page }) => {
    await signInContext(page, "agent2@example.com");
    await page.goto("/coverages");
    const preference = page.getByLabel("After signing in from my wholesaler, go to my wholesaler's home page");
    await expect(preference).toBeEnabled();
    await expect(preference).not.toBeChecked();
    await preference.check();
    await expect(preference).toBeChecked();
    await expect(preference).toBeEnabled();
    await page.reload();
    await expect(preference).toBeChecked();

    await page.route("**/api/identities", (route) => route.fulfill({ status: 500, body: "{}" }));
    // A click, not uncheck(): the failed save puts the box back at once, which uncheck() would take for a broken click.
    await preference.click();
    await expect(page.getByText("Error saving preferences")).toBeVisible();
    await expect(preference).toBeChecked();
    await page.unroute("**/api/identities");
    await preference.uncheck();
    await expect(preference).not.toBeChecked();
    await expect(preference).toBeEnabled();
  });

  test("leaving with unsaved changes asks first; the draft survives a reload; new-application=true wipes it", async ({ page }) => {
    page.on("dialog", (dialog) => void dialog.accept());
    await signInContext(page, "agent@example.com");
    await startFresh(page);
    await chooseCoverage(page, "Construction", "General Liability");
    await page.getByRole("button", { name: "Continue", exact: true }).focus();
    await page.keyboard.press("Enter");
    const companyName = page.getByRole("group", { name: "Company" }).getByLabel("Company name");
    await companyName.fill("Draft Builders");

    await page.reload();
    await expect(companyName).toHaveValue("Draft Builders");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "App Central" }).click();
    const confirm = page.getByRole("dialog", { name: "Unsaved Changes" });
    await expect(confirm.getByText("You currently have unsaved changes, are you sure you want to navigate out of this page without saving?")).toBeVisible();
    await confirm.getByRole("button", { name: "Stay on this page" }).click();
    await expect(page).toHaveURL(/\/company-info$/);
    await expect(companyName).toHaveValue("Draft Builders");

    await page.goto("/coverages?new-application=true");
    await expect(page.getByRole("button", { name: "General Liability", exact: true })).toHaveCount(0);
    await page.goto("/company-info");
    await expect(page.getByRole("heading", { name: "Choose a coverage first", exact: true })).toBeVisible();

    await chooseCoverageFromStart(page);
    await companyName.fill("Another Draft");
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await confirm.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/coverages$/);
  });
});

test.describe("a saved submission's insured form", () => {
  test("paints from the server, and a draft kept in the tab survives a reload", async ({ page, baseURL }) => {
    await signInContext(page, "agent@example.com");
    const companyName = `Saved Draft ${Date.now().toString(36)} LLC`;
    const { submissionID } = await createSubmission(page, baseURL!, companyName);

    // The page's own HTML carries the saved insured: nothing waits for the browser to fetch it.
    const html = await (await page.request.get(`/company-info?submissionID=${submissionID}`)).text();
    expect(html).toContain(companyName);

    await page.goto(`/company-info?submissionID=${submissionID}`);
    const name = page.getByRole("group", { name: "Company" }).getByLabel("Company name");
    await expect(name).toHaveValue(companyName);
    await name.fill("Edited In This Tab LLC");
    await page.reload();
    await expect(name).toHaveValue("Edited In This Tab LLC");
  });
});

test.describe("refused saves and kept drafts", () => {
  /** Answers the page's writes (not its reads) for the server, as it answers a refusal. */
  const refuseWrites = (status: number, error: Record<string, unknown>) => (route: Route) =>
    route.request().method() === "GET" ? route.continue() : route.fulfill({ status, contentType: "application/json", body: JSON.stringify({ error }) });
  const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  test("the insured form's and the business types' Continue say what the server said, beside the fields it named, and the spec's text when no answer came", async ({
    page,
    baseURL,
  }) => {
    await signInContext(page, "agent@example.com");
    const companyName = `Refused ${Date.now().toString(36)} LLC`;
    const { submissionID } = await createSubmission(page, baseURL!, companyName);
    const company = page.getByRole("group", { name: "Company" });
    const toasts = page.getByRole("region", { name: /^Notifications/ });

    await page.goto(`/company-info?submissionID=${submissionID}`);
    await company.getByLabel("DBA (doing business as)").fill("Never Saved");
    await page.route("**/api/submission/*", refuseWrites(403, { code: "forbidden", message: "Cross-site requests are not allowed." }));
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Cross-site requests are not allowed." })).toBeVisible();
    await expect(toasts.getByText("Cross-site requests are not allowed.")).toBeVisible();
    await expect(page).toHaveURL(/\/company-info\?submissionID=/);
    // The toast sits below the header bar: the bell and the user menu stay in sight and clickable.
    const toast = toasts.getByRole("listitem").first();
    // A toast slides in from above; its resting place is what must clear the header.
    await expect(toast).toHaveAttribute("data-mounted", "true");
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    for (const control of [page.getByRole("button", { name: /^Notifications, \d+ unread$/ }), page.getByRole("button", { name: "User menu" })])
      expect(overlaps((await toast.boundingBox())!, (await control.boundingBox())!)).toBe(false);

    // A refusal naming a field: its message beside the field, the form pointing at it.
    await page.unroute("**/api/submission/*");
    await page.route(
      "**/api/submission/*",
      refuseWrites(422, {
        code: "unprocessable",
        message: "Invalid request body.",
        fields: { "companyInfo.phoneNumber": ["Phone number must be 10 digits."] },
      }),
    );
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(company.getByLabel("Phone number")).toHaveAccessibleDescription(/Phone number must be 10 digits\./);
    await expect(page.getByRole("alert").filter({ hasText: "Please correct the highlighted fields." })).toBeVisible();

    // No answer at all: the spec's own words.
    await page.unroute("**/api/submission/*");
    await page.route("**/api/submission/*", (route) => (route.request().method() === "GET" ? route.continue() : route.abort("connectionreset")));
    await company.getByLabel("DBA (doing business as)").fill("Still Never Saved");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "An error occurred while updating the submission." })).toBeVisible();
    await page.unroute("**/api/submission/*");
    expect((await (await page.request.get(`/api/submission/${submissionID}`)).json()).companyInfo.dba).toBeNull();

    await page.goto(`/business-type?submissionID=${submissionID}`);
    await page.getByLabel("Search business types").fill("238350");
    await page.getByRole("button", { name: "Add Carpentry", exact: true }).click();
    await page.getByLabel("% of work for Carpentry").fill("100");
    await page.route(
      "**/api/submission/*",
      refuseWrites(429, { code: "too_many_requests", message: "Too many requests. Please wait a moment.", retryAfterSeconds: 5 }),
    );
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Too many requests. Please wait a moment." })).toBeVisible();
    await expect(page).toHaveURL(/\/business-type\?submissionID=/);
    await page.unroute("**/api/submission/*");
  });

  test("a draft kept from before someone else's save is refused as stale rather than saved over it, and the agent then saves", async ({
    page,
    browser,
    baseURL,
  }) => {
    // Leaving with unsaved changes gets the browser's own prompt, accepted.
    page.on("dialog", (dialog) => void dialog.accept());
    await signInContext(page, "agent@example.com");
    const { submissionID } = await createSubmission(page, baseURL!, `Kept Draft ${Date.now().toString(36)} LLC`);
    const saved = async () => (await (await page.request.get(`/api/submission/${submissionID}`)).json()).companyInfo;
    const insuredForm = `/company-info?submissionID=${submissionID}`;
    const typesStep = `/business-type?submissionID=${submissionID}`;
    const company = (p: Page) => p.getByRole("group", { name: "Company" });

    // The agent types a DBA and leaves without saving: the draft is kept.
    await page.goto(insuredForm);
    await company(page).getByLabel("DBA (doing business as)").fill("Kept Draft DBA");
    await page.goto("/app-central");

    // Meanwhile the insured is renamed in another browser.
    const other = await signedInContextPage(browser, "agent@example.com");
    await other.goto(insuredForm);
    await company(other).getByLabel("Company name").fill("Renamed Elsewhere LLC");
    await other.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(other).toHaveURL(/\/business-type$/);

    // Back on the form, the draft is as it was left; its save is refused, not saved over the rename.
    await page.goto(insuredForm);
    await expect(company(page).getByLabel("DBA (doing business as)")).toHaveValue("Kept Draft DBA");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: SUBMISSION_CHANGED })).toBeVisible();
    await expect(page).toHaveURL(/\/company-info\?submissionID=/);
    expect(await saved()).toMatchObject({ companyName: "Renamed Elsewhere LLC", dba: null });

    // Reloaded as the refusal says, the form shows the submission as it now is, and the agent's save goes through.
    await page.reload();
    await expect(company(page).getByLabel("Company name")).toHaveValue("Renamed Elsewhere LLC");
    await expect(company(page).getByLabel("DBA (doing business as)")).toHaveValue("");
    await company(page).getByLabel("DBA (doing business as)").fill("Kept Draft DBA");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page).toHaveURL(/\/business-type$/);
    expect(await saved()).toMatchObject({ companyName: "Renamed Elsewhere LLC", dba: "Kept Draft DBA" });

    // The business types the same way: rows kept from before another save are refused, then saved when tried again.
    await page.getByLabel("Search business types").fill("238350");
    await page.getByRole("button", { name: "Add Carpentry", exact: true }).click();
    await page.getByLabel("% of work for Carpentry").fill("100");
    await page.goto("/app-central");
    await other.goto(typesStep);
    await other.getByLabel("Search business types").fill("Framing");
    await other.getByRole("button", { name: "Add Framing Contractors", exact: true }).click();
    await other.getByLabel("% of work for Framing Contractors").fill("100");
    await other.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(other).toHaveURL(/\/app-central\?submissionID=/);
    await other.context().close();

    await page.goto(typesStep);
    await expect(page.getByLabel("% of work for Carpentry")).toHaveValue("100");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: SUBMISSION_CHANGED })).toBeVisible();
    await expect(page).toHaveURL(/\/business-type\?submissionID=/);
    const titles = async () => (await saved()).businessTypeValues.map((b: { title: string; value: number }) => [b.title, b.value]);
    expect(await titles()).toEqual([["Framing Contractors", 100]]);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page).toHaveURL(/\/app-central\?submissionID=/);
    expect(await titles()).toEqual([["Carpentry", 100]]);
  });

  test("business types added but not yet continued survive a reload, as the insured form's draft does", async ({ page, baseURL }) => {
    await signInContext(page, "agent@example.com");
    const { submissionID } = await createSubmission(page, baseURL!, `Kept Types ${Date.now().toString(36)} LLC`);

    // Reached from the insured form's Continue: the step's address names no submission.
    await page.goto(`/company-info?submissionID=${submissionID}`);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page).toHaveURL(/\/business-type$/);
    await page.getByLabel("Search business types").fill("238350");
    await page.getByRole("button", { name: "Add Carpentry", exact: true }).click();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Business types", exact: true })).toBeVisible();
    await expect(page.getByLabel("% of work for Carpentry")).toHaveValue("");
    await page.getByLabel("% of work for Carpentry").fill("60");
    await page.reload();
    await expect(page.getByLabel("% of work for Carpentry")).toHaveValue("60");

    // Opened from the submission, with it in the address.
    await page.goto(`/business-type?submissionID=${submissionID}`);
    await expect(page.getByLabel("% of work for Carpentry")).toHaveValue("60");
    await page.getByLabel("Search business types").fill("Framing");
    await page.getByRole("button", { name: "Add Framing Contractors", exact: true }).click();
    await page.getByLabel("% of work for Framing Contractors").fill("40");
    await page.reload();
    await expect(page.getByLabel("% of work for Carpentry")).toHaveValue("60");
    await expect(page.getByLabel("% of work for Framing Contractors")).toHaveValue("40");

    // Nothing was saved meanwhile; Continue saves the kept rows.
    expect((await (await page.request.get(`/api/submission/${submissionID}`)).json()).companyInfo.businessTypeValues).toEqual([]);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page).toHaveURL(/\/app-central\?submissionID=/);
    const saved = await (await page.request.get(`/api/submission/${submissionID}`)).json();
    expect(saved.companyInfo.businessTypeValues.map((b: { title: string; value: number }) => [b.title, b.value])).toEqual([
      ["Carpentry", 60],
      ["Framing Contractors", 40],
    ]);
  });

  test("business types' Add and Remove pressed with the keyboard leave focus on what is left to work with", async ({ page, baseURL }) => {
    await signInContext(page, "agent@example.com");
    const { submissionID } = await createSubmission(page, baseURL!, `Keyboard Types ${Date.now().toString(36)} LLC`);
    await page.goto(`/business-type?submissionID=${submissionID}`);
    const search = page.getByLabel("Search business types");
    await search.fill("238350");
    await page.getByRole("button", { name: "Add Carpentry", exact: true }).press("Enter");
    await expect(page.getByLabel("% of work for Carpentry")).toBeFocused();
    await search.fill("Framing");
    await page.getByRole("button", { name: "Add Framing Contractors", exact: true }).press("Enter");
    await expect(page.getByLabel("% of work for Framing Contractors")).toBeFocused();
    // Removing a row moves on to the next row, or to the one before when it was the last; with none left, back to the search.
    await page.getByRole("button", { name: "Remove Carpentry" }).press("Enter");
    await expect(page.getByLabel("% of work for Framing Contractors")).toBeFocused();
    await search.fill("238350");
    await page.getByRole("button", { name: "Add Carpentry", exact: true }).press("Enter");
    await page.getByRole("button", { name: "Remove Carpentry" }).press("Enter");
    await expect(page.getByLabel("% of work for Framing Contractors")).toBeFocused();
    await page.getByRole("button", { name: "Remove Framing Contractors" }).press(" ");
    await expect(search).toBeFocused();
  });

  test("a business type search says it is searching while it loads, not the answer of the search before", async ({ page, baseURL }) => {
    await signInContext(page, "agent@example.com");
    const { submissionID } = await createSubmission(page, baseURL!, `Slow Search ${Date.now().toString(36)} LLC`);
    await page.goto(`/business-type?submissionID=${submissionID}`);
    // Each search's answer waits until the test lets it through.
    const held: (() => void)[] = [];
    await page.route(/\/api\/business-types\?.*search=(paint|framing)/, (route) => held.push(() => void route.continue()));
    const release = async () => {
      await expect.poll(() => held.length).toBe(1);
      held.pop()!();
    };
    const search = page.getByLabel("Search business types");
    const results = page.getByRole("list", { name: "Search results" });

    await search.fill("zzzqqq");
    await expect(page.getByText("No Results Found")).toBeVisible();
    await search.fill("paint");
    await expect(page.getByRole("status").filter({ hasText: "Searching…" })).toBeVisible();
    await expect(page.getByText("No Results Found")).toBeHidden();
    await release();
    await expect(results.getByRole("button", { name: "Add Interior Painting" })).toBeVisible();

    await search.fill("framing");
    await expect(page.getByRole("status").filter({ hasText: "Searching…" })).toBeVisible();
    await expect(results).toBeHidden();
    await release();
    await expect(results.getByRole("button", { name: "Add Framing Contractors" })).toBeVisible();
    await expect(results.getByRole("button", { name: "Add Interior Painting" })).toBeHidden();
  });
});

async function chooseCoverageFromStart(page: Page) {
  await page.getByRole("link", { name: "Select industries" }).click();
  await chooseCoverage(page, "Construction", "General Liability");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/company-info$/);
}

/** Moves focus with Tab alone until the element has it, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxTabs = 80) {
  for (let i = 0; i < maxTabs; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}
