import { randomUUID } from "node:crypto";
import { type Page } from "@playwright/test";
import { formatDay } from "../../lib/domain/dates";
import { MAX_SEARCH_LENGTH } from "../../lib/domain/search";
import { defaultExpirationDate, quoteValidUntil } from "../../lib/domain/policy-term";
import { addDays, utcToday } from "../../lib/questionnaire/dates";
import { stableId } from "../../prisma/seed/stable-id";
import { approvedQuote, badge, boundPolicy, ok, stepURL, submittedApplication, upload, type Created } from "./journeys";
import { appOrigin, clickAndExpect, expect, signInContext, signedInContextPage, signedInPage, test } from "./support";

/**
 * Quote to bind as both sides click it (spec 2): each journey starts from an
 * application an agent creates and submits through the API, so the seeded
 * demo data stays as other journeys expect it.
 */

async function approveQuote(underwriter: Page, created: Created, label: string) {
  await underwriter.goto(stepURL(created, "finalize"));
  const approve = underwriter.getByRole("button", { name: "Approve" });
  await expect(approve).toBeDisabled();
  await expect(underwriter.getByText("Please upload at least one document", { exact: true })).toBeVisible();
  await upload(underwriter, "Quote documents", "Quote.pdf");
  await clickAndExpect(underwriter.getByRole("button", { name: "Approve" }), underwriter.getByText(`Status changed to ${label}`));
  // A calendar day, as MM/DD/YYYY.
  await expect(underwriter.getByText(`Quote approved, valid until ${formatDay(quoteValidUntil(utcToday()))}.`)).toBeVisible();
  await expect(underwriter.getByText(`Quote valid until ${formatDay(quoteValidUntil(utcToday()))}`)).toBeVisible();
}

async function requestBind(agent: Page, created: Created) {
  await agent.goto(`/coverage/${created.appID}/documents`);
  await expect(agent.getByRole("heading", { name: "View & Upload", level: 1 })).toBeVisible();
  await expect(agent.getByRole("region", { name: "Underwriter documents" })).toContainText("Quote.pdf");
  await agent.getByRole("button", { name: "Request Bind" }).click();
  await expect(agent.getByRole("alert").filter({ hasText: "Please upload at least one document containing a signed App Packet" })).toBeVisible();
  await upload(agent, "Your uploads", "Signed App Packet.pdf");
  // Said, and back on the submission the request belongs to.
  await clickAndExpect(agent.getByRole("button", { name: "Request Bind" }), agent.getByText("Bind requested", { exact: true }));
  await expect(agent).toHaveURL(new RegExp(`/app-central\\?submissionID=${created.submissionID}$`));
  await expect(agent.getByRole("heading", { name: created.insured, level: 1 })).toBeVisible();
}

async function bind(underwriter: Page, created: Created) {
  await underwriter.goto(stepURL(created, "bind"));
  await expect(underwriter.getByRole("region", { name: "Agent documents" })).toContainText("Signed App Packet.pdf");
  // The term starts at the day the application asked for (the sample answers ask for a month from today), a year long.
  const requested = addDays(utcToday(), 30);
  await expect(underwriter.getByLabel("Effective date")).toHaveValue(requested);
  await expect(underwriter.getByLabel("Expiration date")).toHaveValue(defaultExpirationDate(requested));
  await expect(underwriter.getByText("Please enter missing info")).toHaveCount(0);
  await underwriter.getByRole("button", { name: "Bind", exact: true }).click();
  await expect(underwriter.getByText("Please enter missing info")).toHaveCount(1);
  const effective = addDays(utcToday(), 7);
  await underwriter.getByLabel("Policy number").fill(`QB-${randomUUID().slice(0, 8)}`);
  await underwriter.getByLabel("Effective date").fill(effective);
  // One year after the effective date unless the underwriter picks another day.
  await expect(underwriter.getByLabel("Expiration date")).toHaveValue(`${Number(effective.slice(0, 4)) + 1}${effective.slice(4)}`);
  await clickAndExpect(underwriter.getByRole("button", { name: "Bind", exact: true }), underwriter.getByText("Application Bound"));
  await expect(underwriter.getByText("The application has been successfully bound.")).toBeVisible();
  await expect(badge(underwriter)).toContainText("Bound");
}

test.describe("quote to bind", () => {
  test("marketplace: queue, review, pricing, quote, the agent's bind request, bind, and the agent's COST column", async ({ browser }) => {
    test.setTimeout(180_000);
    const agent = await signedInContextPage(browser, "agent@example.com");
    const created = await submittedApplication(agent, "general_liability");

    // The underwriter lands on the work queue and finds the application by the insured's name.
    const underwriter = await signedInPage(browser, "underwriter@example.com");
    await expect(underwriter).toHaveURL(/\/submission$/);
    await expect(underwriter.getByRole("heading", { name: "Work queue" })).toBeVisible();
    // A search pasted longer than any list takes is cut to that length, as every list's is: the queue still loads.
    const search = underwriter.getByLabel("Search", { exact: true });
    await search.fill("x".repeat(MAX_SEARCH_LENGTH + 20));
    await expect(search).toHaveValue("x".repeat(MAX_SEARCH_LENGTH));
    await expect(underwriter.getByText("No Results Found")).toBeVisible();
    await expect(underwriter.getByText("The work queue could not be loaded.")).toHaveCount(0);
    await search.fill(created.insured);
    const row = underwriter.getByRole("row", { name: new RegExp(created.insured) });
    await expect(row).toContainText("Approval Requested");
    await expect(row).toContainText("Acme Insurance Agency");
    // Every journey's insured shares a FEIN and an address: its row also links to the clearance of the possible duplicates.
    await row.getByRole("link", { name: new RegExp(created.insured) }).click();
    await expect(underwriter).toHaveURL(new RegExp(`${stepURL(created, "review")}$`));

    const steps = underwriter.getByRole("navigation", { name: "Quote to bind steps" });
    await expect(steps.getByRole("link")).toHaveText(["1.Review App", "2.Carrier & Pricing", "3.Finalize Quote", "4.Bind"]);
    await expect(badge(underwriter)).toContainText("Approval Requested");
    await underwriter.getByRole("button", { name: "Continue" }).click();
    await expect(underwriter).toHaveURL(new RegExp(`${stepURL(created, "pricing")}$`));

    await expect(underwriter.getByRole("button", { name: "Continue" })).toBeDisabled();
    await expect(underwriter.getByText("Select carrier, enter pricing info, and save to continue")).toBeVisible();
    await underwriter.getByRole("radio").first().check();
    // A total past what a policy's cost may reach is refused beside the price that took it there.
    await underwriter.getByLabel("Base premium").fill("25000000");
    await underwriter.getByRole("button", { name: "Save" }).click();
    await expect(underwriter.getByText("These prices take the total cost past $20,000,000.")).toBeVisible();
    await expect(underwriter.getByLabel("Base premium")).toHaveAttribute("aria-invalid", "true");
    await underwriter.getByLabel("Base premium").fill("1200");
    await underwriter.getByLabel("State tax").fill("35.4");
    await clickAndExpect(underwriter.getByRole("button", { name: "Save" }), underwriter.getByText("Pricing info is saved"));
    // The total group's Total cost, shown once.
    await expect(underwriter.getByText("Total cost", { exact: true })).toHaveCount(1);
    await expect(underwriter.getByRole("status", { name: "Total cost" })).toHaveText("$1,235");
    await underwriter.getByRole("link", { name: "Continue" }).click();
    await expect(underwriter).toHaveURL(new RegExp(`${stepURL(created, "finalize")}$`));

    await approveQuote(underwriter, created, "Quote Approved");

    // The agent reviews the quote in whole dollars, then uploads the signed packet and requests bind.
    await agent.goto(`/coverage/${created.appID}/review-quote`);
    const quoteSummary = agent.getByRole("list", { name: "Quote Summary" });
    await expect(quoteSummary.getByRole("link")).toHaveText(["1Review Quotes", "2View & Upload"]);
    await expect(agent.getByRole("heading", { name: "Review Quotes", level: 1 })).toBeVisible();
    await expect(agent.getByText(`Quote valid until ${formatDay(quoteValidUntil(utcToday()))}`)).toBeVisible();
    await expect(agent.getByText("$1,235").first()).toBeVisible();
    await agent.getByRole("link", { name: "Continue" }).click();
    await expect(agent).toHaveURL(new RegExp(`/coverage/${created.appID}/documents$`));
    await requestBind(agent, created);

    await bind(underwriter, created);

    await agent.goto(`/app-central?submissionID=${created.submissionID}`);
    const table = agent.getByRole("region", { name: "Coverages", exact: true }).getByRole("table");
    await expect(table.getByRole("columnheader", { name: "COST" })).toBeVisible();
    await expect(table.getByRole("row", { name: /General Liability/ })).toContainText("Bound");
    await expect(table.getByRole("row", { name: /General Liability/ })).toContainText("$1,235");
  });

  test("Review App: the underwriter edits an answer in place, is asked before leaving unsaved, and Carrier & Pricing asks too", async ({ browser }) => {
    test.setTimeout(120_000);
    const agent = await signedInContextPage(browser, "agent@example.com");
    const created = await submittedApplication(agent, "general_liability");
    const underwriter = await signedInContextPage(browser, "underwriter@example.com");
    await underwriter.goto(stepURL(created, "review"));
    const steps = underwriter.getByRole("navigation", { name: "Quote to bind steps" });
    const continueButton = underwriter.getByRole("button", { name: "Continue" });
    await expect(continueButton).toBeEnabled();

    // While a group is being edited, Continue waits with the spec's reason. Focus goes into the editor, in place of the button pressed.
    const editOperations = underwriter.getByRole("button", { name: "Edit Operations" });
    await editOperations.click();
    const editor = underwriter.getByRole("region", { name: "Edit Operations" });
    await expect(editor.getByRole("heading", { name: "Edit Operations" })).toBeFocused();
    await expect(continueButton).toBeDisabled();
    await expect(underwriter.getByText("Edit app and fill in required field.")).toBeVisible();
    const answer = editor.getByLabel("Describe the work your company performs");
    await answer.fill("Finish carpentry and cabinet installation");

    // Leaving with the edit unsaved asks first; staying keeps it.
    const prompt = underwriter.getByRole("dialog", { name: "Unsaved Changes" });
    await steps.getByRole("link", { name: "Carrier & Pricing" }).click();
    await expect(prompt).toContainText("You currently have unsaved changes, are you sure you want to navigate out of this page without saving?");
    await prompt.getByRole("button", { name: "Stay on this page" }).click();
    await expect(underwriter).toHaveURL(new RegExp(`${stepURL(created, "review")}$`));
    await expect(answer).toHaveValue("Finish carpentry and cabinet installation");

    // The question engine checks on screen what the server would refuse, with its messages.
    await answer.fill("Roofing");
    await editor.getByRole("button", { name: "Save" }).click();
    await expect(editor.getByText("Please correct the highlighted answers.")).toBeVisible();
    await expect(editor.getByText("Value must be between 10 and 500 characters long")).toBeVisible();

    // A group saved with a required answer blank is no longer Completed: Continue waits for it.
    await answer.fill("");
    await clickAndExpect(editor.getByRole("button", { name: "Save" }), underwriter.getByText("Your changes are saved."));
    await expect(editor).toBeHidden();
    // Saved, focus is back on the group's Edit button.
    await expect(editOperations).toBeFocused();
    await expect(continueButton).toBeDisabled();
    await expect(underwriter.getByText("Edit app and fill in required field.")).toBeVisible();
    await editOperations.click();
    await answer.fill("Finish carpentry and cabinet installation");
    await editor.getByRole("button", { name: "Save" }).click();
    await expect(editor).toBeHidden();
    await expect(editOperations).toBeFocused();
    // Cancelled, too.
    await editOperations.click();
    await expect(editor.getByRole("heading", { name: "Edit Operations" })).toBeFocused();
    await editor.getByRole("button", { name: "Cancel" }).click();
    await expect(editor).toBeHidden();
    await expect(editOperations).toBeFocused();
    await expect(underwriter.getByText("Finish carpentry and cabinet installation")).toBeVisible();
    await expect(continueButton).toBeEnabled();
    // An underwriter's edit never moves the status.
    await expect(badge(underwriter)).toContainText("Approval Requested");
    const saved = await ok<{ answerGroups: { sectionGroupID: string; answers: { source: string; value: unknown }[] }[] }>(
      await agent.request.get(`/api/applications/${created.appID}`),
    );
    const operations = saved.answerGroups.find((g) => g.sectionGroupID === "gl-operations");
    expect(operations?.answers).toContainEqual({ source: "operations_description", value: "Finish carpentry and cabinet installation" });

    // Carrier & Pricing asks the same before leaving with unsaved prices.
    await steps.getByRole("link", { name: "Carrier & Pricing" }).click();
    await expect(underwriter).toHaveURL(new RegExp(`${stepURL(created, "pricing")}$`));
    await underwriter.getByLabel("Base premium").fill("900");
    await steps.getByRole("link", { name: "Review App" }).click();
    await expect(prompt).toContainText("You currently have unsaved changes");
    await prompt.getByRole("button", { name: "Leave without saving" }).click();
    await expect(underwriter).toHaveURL(new RegExp(`${stepURL(created, "review")}$`));
  });

  test("Carrier & Pricing keeps typed prices through the status panel's writes, and a save refused as stale says why and keeps them", async ({ browser }) => {
    const agent = await signedInContextPage(browser, "agent@example.com");
    const created = await submittedApplication(agent, "general_liability");
    const underwriter = await signedInContextPage(browser, "underwriter@example.com");
    await underwriter.goto(stepURL(created, "pricing"));
    const carrier = underwriter.getByRole("radio").first();
    const premium = underwriter.getByLabel("Base premium");
    await carrier.check();
    await premium.fill("1500");

    const flag = underwriter.getByLabel("Flag for manual review");
    await flag.click();
    await expect(underwriter.getByText("Policy flagged for manual review")).toBeVisible();
    await expect(flag).toBeChecked();
    await expect(premium).toHaveValue("1500");
    await expect(carrier).toBeChecked();

    // Someone else changes the application behind the screen's back.
    const current = await ok<{ updatedDate: string }>(await underwriter.request.get(`/api/applications/${created.appID}`));
    await ok(
      await underwriter.request.patch(`/api/applications/${created.appID}`, {
        headers: { origin: appOrigin() },
        data: { updatedDate: current.updatedDate, isFlaggedForManualReview: false },
      }),
    );
    await underwriter.getByRole("button", { name: "Save" }).click();
    await expect(underwriter.getByText("This application was changed by someone else since you loaded it. Reload it to see the changes.")).toBeVisible();
    await expect(underwriter.getByText("Unable to save price information")).toHaveCount(0);
    await expect(premium).toHaveValue("1500");
    await expect(carrier).toBeChecked();
    await expect(flag).not.toBeChecked();

    // The next save is based on the application as it now is.
    await clickAndExpect(underwriter.getByRole("button", { name: "Save" }), underwriter.getByText("Pricing info is saved"));
    await expect(underwriter.getByRole("status", { name: "Total cost" })).toHaveText("$1,500");
    await expect(premium).toHaveValue("1500");
    await expect(underwriter.getByRole("link", { name: "Continue" })).toBeVisible();
  });

  test("Carrier & Pricing of a Bound application shows the carrier and prices read-only, with no Save", async ({ browser }) => {
    const agent = await signedInContextPage(browser, "agent@example.com");
    const created = await submittedApplication(agent, "general_liability");
    const underwriter = await signedInContextPage(browser, "underwriter@example.com");
    await boundPolicy(underwriter, created.appID, 1800);

    await underwriter.goto(stepURL(created, "pricing"));
    await expect(badge(underwriter)).toContainText("Bound");
    await expect(underwriter.getByRole("status", { name: "Base premium" })).toHaveText("$1,800");
    await expect(underwriter.getByRole("status", { name: "Total cost" })).toHaveText("$1,800");
    await expect(underwriter.getByRole("spinbutton")).toHaveCount(0);
    await expect(underwriter.getByRole("group", { name: "Carrier" }).getByRole("radio", { checked: true })).toBeDisabled();
    await expect(underwriter.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(underwriter.getByText("Select carrier, enter pricing info, and save to continue")).toHaveCount(0);
    await underwriter.getByRole("link", { name: "Continue" }).click();
    await expect(underwriter).toHaveURL(new RegExp(`${stepURL(created, "finalize")}$`));
  });

  test("wholesale: Submitted, Working by the selector, Quoted by approval, pending bind on request, then Bound", async ({ browser }) => {
    test.setTimeout(180_000);
    const agent = await signedInPage(browser, "agent@example.com");
    const created = await submittedApplication(agent, "excess_surplus_gl");
    const underwriter = await signedInContextPage(browser, "underwriter@example.com");

    await underwriter.goto(`/submission/${created.submissionID}/coverage/${created.appID}`);
    await expect(underwriter).toHaveURL(new RegExp(`${stepURL(created, "review")}$`));
    await expect(badge(underwriter)).toContainText("Submitted");

    await underwriter.getByLabel("Change status").selectOption({ label: "Working" });
    await clickAndExpect(underwriter.getByRole("button", { name: "Update status" }), underwriter.getByText("Status changed to Working"));
    await expect(badge(underwriter)).toContainText("Working");

    await underwriter.getByLabel("Flag for manual review").check();
    await expect(underwriter.getByText("Policy flagged for manual review")).toBeVisible();
    await underwriter.getByLabel("Flag for manual review").uncheck();
    await expect(underwriter.getByText("Policy unflagged for manual review")).toBeVisible();

    // A quote is approved once priced: Finalize Quote says so beside a disabled Approve, before asking for the quote document.
    await underwriter.goto(stepURL(created, "finalize"));
    await expect(underwriter.getByRole("button", { name: "Approve" })).toBeDisabled();
    await expect(underwriter.getByText("Select carrier, enter pricing info, and save to continue")).toBeVisible();
    await expect(underwriter.getByText("Please upload at least one document", { exact: true })).toHaveCount(0);

    await underwriter.goto(stepURL(created, "pricing"));
    await underwriter.getByRole("radio").first().check();
    await underwriter.getByLabel("Base premium").fill("2400");
    await underwriter.getByLabel("Surplus lines tax").fill("120");
    await clickAndExpect(underwriter.getByRole("button", { name: "Save" }), underwriter.getByText("Pricing info is saved"));

    await approveQuote(underwriter, created, "Quoted");
    await requestBind(agent, created);
    await underwriter.goto(stepURL(created, "review"));
    await expect(badge(underwriter)).toContainText("Pending Bind");
    await bind(underwriter, created);

    // Any other step is not a page.
    await underwriter.goto(stepURL(created, "summary"));
    await expect(underwriter.getByText("Oops! Page Not Found.")).toBeVisible();
  });

  test("decline asks first, and the agent is told there is no market", async ({ browser }) => {
    const agent = await signedInContextPage(browser, "agent@example.com");
    const created = await submittedApplication(agent, "general_liability");
    const underwriter = await signedInContextPage(browser, "underwriter@example.com");

    await underwriter.goto(`/submission/${created.submissionID}`);
    await expect(underwriter.getByRole("heading", { name: created.insured, level: 1 })).toBeVisible();
    await expect(underwriter.getByRole("region", { name: "Agent", exact: true })).toContainText("Acme Insurance Agency");
    await underwriter.getByRole("link", { name: "Review General Liability" }).click();
    await expect(underwriter).toHaveURL(new RegExp(`${stepURL(created, "review")}$`));

    await underwriter.getByRole("button", { name: "Decline" }).click();
    const dialog = underwriter.getByRole("dialog", { name: "Decline this application?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(badge(underwriter)).toContainText("Approval Requested");
    await underwriter.getByRole("button", { name: "Decline" }).click();
    await clickAndExpect(dialog.getByRole("button", { name: "Decline" }), underwriter.getByText("Status changed to Underwriting Declined"));
    await expect(badge(underwriter)).toContainText("Underwriting Declined");

    const applicationReads: string[] = [];
    agent.on("request", (request) => {
      if (request.method() === "GET" && new URL(request.url()).pathname.startsWith("/api/applications/")) applicationReads.push(request.url());
    });
    await agent.goto(`/app-central?submissionID=${created.submissionID}`);
    const noMarket = agent.getByRole("dialog", { name: "No market available" });
    await expect(noMarket).toContainText("We could not find a market for this General Liability application.");
    // The submission's coverages say which declines the agent has not seen yet: no application is read for it.
    expect(applicationReads).toEqual([]);
    await noMarket.getByRole("button", { name: "Back to Submissions" }).click();
    await expect(agent).toHaveURL(/\/app-central$/);
    // Told once.
    await agent.goto(`/app-central?submissionID=${created.submissionID}`);
    await expect(agent.getByRole("heading", { name: created.insured, level: 1 })).toBeVisible();
    await expect(agent.getByRole("dialog")).toHaveCount(0);
  });

  test("the status panel shows what a write saved at once, before the application is read again", async ({ browser }) => {
    const agent = await signedInContextPage(browser, "agent@example.com");
    const created = await submittedApplication(agent, "excess_surplus_gl");
    const underwriter = await signedInContextPage(browser, "underwriter@example.com");
    await underwriter.goto(stepURL(created, "review"));
    const flag = underwriter.getByLabel("Flag for manual review");
    await expect(flag).toBeEnabled();
    // The application is not read again while this holds: only the write's answer can show what it saved.
    await underwriter.route(`**/api/applications/${created.appID}`, (route) => (route.request().method() === "GET" ? undefined : route.continue()));
    // A click, not check(): the box is ticked by the write's answer, which check() does not wait for.
    await flag.click();
    await expect(underwriter.getByText("Policy flagged for manual review")).toBeVisible();
    await expect(flag).toBeChecked();
    await expect(flag).toBeEnabled();
    await flag.click();
    await expect(underwriter.getByText("Policy unflagged for manual review")).toBeVisible();
    await expect(flag).not.toBeChecked();
    await underwriter.getByLabel("Change status").selectOption({ label: "Working" });
    await clickAndExpect(underwriter.getByRole("button", { name: "Update status" }), underwriter.getByText("Status changed to Working"));
    await expect(badge(underwriter)).toContainText("Working");
    // Lets the held reads go on.
    await underwriter.unroute(`**/api/applications/${created.appID}`);
  });

  test("Proceed to Bind asks first and starts only from a standing quote; a Bound policy offers it no more, nor any status to go back to", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const agent = await signedInContextPage(browser, "agent@example.com");
    const created = await submittedApplication(agent, "general_liability");
    const underwriter = await signedInPage(browser, "underwriter@example.com");
    const proceed = underwriter.getByRole("button", { name: "Proceed to Bind" });

    // Before a quote stands there is nothing to proceed from.
    await underwriter.goto(stepURL(created, "review"));
    await expect(badge(underwriter)).toContainText("Approval Requested");
    await expect(proceed).toHaveCount(0);

    await approvedQuote(underwriter, created.appID, 1000);
    await underwriter.reload();
    await expect(badge(underwriter)).toContainText("Quote Approved");
    await proceed.click();
    const confirm = underwriter.getByRole("dialog", { name: "Proceed to bind?" });
    await expect(confirm).toContainText("General Liability will be set to Pending Bind without a bind request from the agent.");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(badge(underwriter)).toContainText("Quote Approved");
    await proceed.click();
    await clickAndExpect(confirm.getByRole("button", { name: "Proceed to Bind" }), underwriter.getByText("Status changed to Pending Bind"));
    await expect(badge(underwriter)).toContainText("Pending Bind");
    await expect(proceed).toHaveCount(0);

    // Bind: nothing reads as wrong before it was touched; a field left empty says so once left.
    await underwriter.goto(stepURL(created, "bind"));
    const policyNo = underwriter.getByLabel("Policy number");
    await expect(underwriter.getByLabel("Effective date")).toHaveValue(addDays(utcToday(), 30));
    await expect(underwriter.getByText("Please enter missing info")).toHaveCount(0);
    await policyNo.focus();
    await underwriter.getByLabel("Effective date").focus();
    await expect(underwriter.getByText("Please enter missing info")).toBeVisible();
    await policyNo.fill(`QB-${randomUUID().slice(0, 8)}`);
    await expect(underwriter.getByText("Please enter missing info")).toHaveCount(0);
    await clickAndExpect(underwriter.getByRole("button", { name: "Bind", exact: true }), underwriter.getByText("The application has been successfully bound."));

    // A Bound policy leaves Bound only through its policy actions.
    await underwriter.goto(stepURL(created, "review"));
    await expect(badge(underwriter)).toContainText("Bound");
    await expect(proceed).toHaveCount(0);
    await expect(underwriter.getByLabel("Change status")).toBeDisabled();
    await expect(underwriter.getByLabel("Change status")).toContainText("No status change available");
  });

  test("an unfinished, unpriced application cannot be bound: the Bind step says what is missing, and a refused change says what the server said", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const agent = await signedInContextPage(browser, "agent@example.com");
    const created = await submittedApplication(agent, "general_liability", { firstGroupOnly: true });
    const underwriter = await signedInContextPage(browser, "underwriter@example.com");
    await underwriter.goto(stepURL(created, "review"));
    await expect(badge(underwriter)).toContainText("In Progress");
    await expect(underwriter.getByRole("button", { name: "Proceed to Bind" })).toHaveCount(0);

    // The every-status override (on in this build) still moves it between statuses before bind, never to Bound.
    const change = underwriter.getByLabel("Change status");
    await expect(change.getByRole("option", { name: "Bound", exact: true })).toHaveCount(0);
    await change.selectOption({ label: "Underwriting Bind Review" });
    await clickAndExpect(underwriter.getByRole("button", { name: "Update status" }), underwriter.getByText("Status changed to Underwriting Bind Review"));

    await underwriter.goto(stepURL(created, "bind"));
    const reason = underwriter.getByText(/^The application cannot be bound yet: /);
    await expect(reason).toContainText("are not Completed; no carrier is selected; there is no total cost.");
    await expect(underwriter.getByRole("button", { name: "Bind", exact: true })).toBeDisabled();

    // The application changes behind the screen's back: the refusal says so in the server's words, not the generic text.
    await underwriter.goto(stepURL(created, "review"));
    await change.selectOption({ label: "In Progress" });
    const current = await ok<{ updatedDate: string }>(await underwriter.request.get(`/api/applications/${created.appID}`));
    await ok(
      await underwriter.request.patch(`/api/applications/${created.appID}`, {
        headers: { origin: appOrigin() },
        data: { updatedDate: current.updatedDate, isFlaggedForManualReview: true },
      }),
    );
    await underwriter.getByRole("button", { name: "Update status" }).click();
    await expect(underwriter.getByText("This application was changed by someone else since you loaded it. Reload it to see the changes.")).toBeVisible();
    await expect(underwriter.getByText("Error occurred during status update, please try again later.")).toHaveCount(0);
  });

  test("the work queue fetches a row's review step ahead when its link is pointed at or focused, not every row's as it loads", async ({ page }) => {
    // The review steps whose code or data was fetched ahead (a step may take more than one request).
    const prefetched = new Set<string>();
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.headers()["next-router-prefetch"] && pathname.endsWith("/review")) prefetched.add(pathname);
    });
    await signInContext(page, "underwriter@example.com");
    await page.goto("/submission");
    const links = page.getByRole("table").getByRole("link");
    await expect(links.nth(1)).toBeVisible();
    const [first, second] = [await links.nth(0).getAttribute("href"), await links.nth(1).getAttribute("href")];
    expect([...prefetched]).toEqual([]);
    await links.nth(0).hover();
    await expect.poll(() => [...prefetched]).toEqual([first]);
    await links.nth(1).focus();
    await expect.poll(() => [...prefetched].sort()).toEqual([first, second].sort());
  });

  test("the work queue sorts from its Waiting, Insured and other headings, the sort in the address, each tab by the columns it has", async ({ page }) => {
    await signInContext(page, "underwriter@example.com");
    await page.goto("/submission");
    const waiting = page.getByRole("columnheader", { name: "Waiting" });
    await expect(waiting).toHaveAttribute("aria-sort", "descending");
    await expect(page.getByRole("table", { name: "Applications waiting on an underwriter, longest waiting first" })).toBeVisible();
    // When each row started waiting, top to bottom.
    const since = () =>
      page
        .getByRole("table")
        .locator("tbody time")
        .evaluateAll((times) => times.map((t) => t.getAttribute("datetime")!));
    const arrivals = await since();
    expect(arrivals.length).toBeGreaterThan(1);
    expect(arrivals).toEqual(arrivals.toSorted());

    await waiting.getByRole("button", { name: "Waiting" }).click();
    await expect(waiting).toHaveAttribute("aria-sort", "ascending");
    await expect(page).toHaveURL(/\/submission\?sort=waiting$/);
    await expect(page.getByRole("table", { name: "Applications waiting on an underwriter, latest arrivals first" })).toBeVisible();
    const latestFirst = async () => {
      const shown = await since();
      return shown.length > 1 && shown.join() === shown.toSorted().toReversed().join();
    };
    await expect.poll(latestFirst).toBe(true);
    await page.reload();
    await expect(page.getByRole("columnheader", { name: "Waiting" })).toHaveAttribute("aria-sort", "ascending");

    // By insured: A to Z first, case aside, then Z to A; the request tabs keep the sort.
    const insured = page.getByRole("columnheader", { name: "Insured" });
    await expect(insured).toHaveAttribute("aria-sort", "none");
    const names = () =>
      page
        .getByRole("table")
        .locator("tbody tr td:first-child a:first-child")
        .evaluateAll((links) => links.map((a) => a.childNodes[0].textContent!.toLowerCase()));
    const inOrder = (shown: string[]) => shown.length > 1 && shown.join("\n") === shown.toSorted().join("\n");
    await insured.getByRole("button", { name: "Insured" }).click();
    await expect(insured).toHaveAttribute("aria-sort", "ascending");
    await expect(page).toHaveURL(/\/submission\?sort=insured$/);
    await expect(page.getByRole("table", { name: "Applications waiting on an underwriter, by insured, A to Z" })).toBeVisible();
    await expect.poll(async () => inOrder(await names())).toBe(true);
    await insured.getByRole("button", { name: "Insured" }).click();
    await expect(page).toHaveURL(/\/submission\?sort=-insured$/);
    await expect(page.getByRole("table", { name: "Applications waiting on an underwriter, by insured, Z to A" })).toBeVisible();
    await expect.poll(async () => inOrder((await names()).toReversed())).toBe(true);
    await page.getByRole("tab", { name: /^Endorsements/ }).click();
    await expect(page.getByRole("table", { name: "Endorsements waiting on an underwriter, by insured, Z to A" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Insured" })).toHaveAttribute("aria-sort", "descending");
    await page.getByRole("tab", { name: /^New business/ }).click();
    await expect(page.getByRole("columnheader", { name: "Insured" })).toHaveAttribute("aria-sort", "descending");

    // Every other column sorts too: the agency's names A to Z; manual review, flagged first, which the request tabs
    // have no column for: there the queue reads longest waiting first until the sort is one of theirs.
    const agency = page.getByRole("columnheader", { name: "Agency" });
    await agency.getByRole("button", { name: "Agency" }).click();
    await expect(agency).toHaveAttribute("aria-sort", "ascending");
    await expect(page).toHaveURL(/[?&]sort=agency(&|$)/);
    await expect(page.getByRole("table", { name: "Applications waiting on an underwriter, by agency, A to Z" })).toBeVisible();
    const agencies = () => page.getByRole("table").locator("tbody tr td:nth-child(2)").allTextContents();
    await expect.poll(async () => inOrder((await agencies()).map((a) => a.toLowerCase()))).toBe(true);
    const review = page.getByRole("columnheader", { name: "Manual review" });
    await review.getByRole("button", { name: "Manual review" }).click();
    await expect(review).toHaveAttribute("aria-sort", "descending");
    await expect(page.getByRole("table", { name: "Applications waiting on an underwriter, flagged for manual review first" })).toBeVisible();
    await page.getByRole("tab", { name: /^Endorsements/ }).click();
    await expect(page.getByRole("table", { name: "Endorsements waiting on an underwriter, longest waiting first" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Waiting" })).toHaveAttribute("aria-sort", "descending");
    const policy = page.getByRole("columnheader", { name: "Policy number" });
    await policy.getByRole("button", { name: "Policy number" }).click();
    await expect(page.getByRole("table", { name: "Endorsements waiting on an underwriter, by policy number, A to Z" })).toBeVisible();
    await expect(policy).toHaveAttribute("aria-sort", "ascending");
  });

  test("an agent opening any /submission route gets the 404 page", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    const submissionID = stableId("submission:sunrise-carpentry");
    const appID = stableId("application:sunrise-gl-inprogress");
    for (const path of [
      "/submission",
      `/submission/${submissionID}`,
      `/submission/${submissionID}/coverage/${appID}`,
      `/submission/${submissionID}/coverage/${appID}/review`,
      `/submission/${submissionID}/coverage/${appID}/bind`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText("Oops! Page Not Found.")).toBeVisible();
    }
  });
});
