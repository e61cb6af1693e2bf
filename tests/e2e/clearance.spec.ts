import { randomInt, randomUUID } from "node:crypto";
import { ok, submittedApplication } from "./journeys";
import { appOrigin, clickAndExpect, expect, signedInContextPage, signedInPage, test } from "./support";

/**
 * Clearance as both sides meet it: the underwriter finds another agency's
 * submission of the same insured from the work queue and blocks it; an agent
 * typing an insured the agency already has is told so before saving.
 */
const fein = () => String(randomInt(100_000_000, 999_999_999));

test.describe("clearance", () => {
  test("the underwriter sees a possible duplicate from another agency in the queue, reads why on the submission, and blocks it", async ({ browser }) => {
    test.setTimeout(120_000);
    const tax = fein();
    const acmeAgent = await signedInContextPage(browser, "agent@example.com");
    const ours = await submittedApplication(acmeAgent, "general_liability", {
      companyName: `Clearance Journey ${randomUUID().slice(0, 8)} LLC`,
      feinSsnNumber: tax,
    });
    const beaconAgent = await signedInContextPage(browser, "agent2@example.com");
    const theirs = await submittedApplication(beaconAgent, "general_liability", {
      companyName: `Harbor View ${randomUUID().slice(0, 8)} Inc.`,
      feinSsnNumber: tax,
    });

    const underwriter = await signedInPage(browser, "underwriter@example.com");
    await underwriter.getByLabel("Search", { exact: true }).fill(ours.insured);
    const row = underwriter.getByRole("row", { name: new RegExp(ours.insured) });
    await row.getByRole("link", { name: "Possible duplicate" }).click();
    await expect(underwriter).toHaveURL(new RegExp(`/submission/${ours.submissionID}#clearance$`));

    const panel = underwriter.getByRole("region", { name: "Clearance" });
    const match = panel.getByRole("listitem").filter({ hasText: theirs.insured });
    await expect(match).toContainText("Beacon Risk Partners");
    await expect(match).toContainText("Same FEIN / SSN");
    await expect(match).toContainText("100% match");
    await expect(match).toContainText("General Liability: Approval Requested");
    await expect(match.getByRole("status")).toHaveText("Not decided");

    const form = match.getByRole("form", { name: `Clearance decision on ${theirs.insured}` });
    await form.getByRole("button", { name: "Save decision" }).click();
    await expect(form.getByText("Choose cleared or blocked.")).toBeVisible();
    await form.getByRole("radio", { name: /^Blocked/ }).check();
    await form.getByLabel("Reason").fill("Beacon submitted this insured first.");

    // Someone else decides first, after this screen was read: the save, made without seeing that decision, says why and keeps what was typed.
    const clearance = `/api/submission/${ours.submissionID}/clearance`;
    await ok(
      await underwriter.request.put(`${clearance}/${theirs.submissionID}`, {
        headers: { origin: appOrigin() },
        data: { decision: "cleared", reason: "Checked with Beacon." },
      }),
    );
    await form.getByRole("button", { name: "Save decision" }).click();
    await expect(match.getByRole("status")).toHaveText("Cleared by Uma Underwriter: Checked with Beacon.");
    await expect(form.getByRole("alert")).toHaveText("The clearance decision was changed by someone else since you read it. Read it again and decide.");
    await expect(form.getByLabel("Reason")).toHaveValue("Beacon submitted this insured first.");
    await expect(form.getByRole("radio", { name: /^Blocked/ })).toBeChecked();
    // Saved again, it is based on the decision as now read.
    await clickAndExpect(form.getByRole("button", { name: "Save decision" }), underwriter.getByText("Clearance decision saved"));
    await expect(match.getByRole("status")).toHaveText("Blocked by Uma Underwriter: Beacon submitted this insured first.");
    await expect(panel.getByRole("alert")).toContainText("Blocked: another agency holds this risk.");

    // Someone else changes the decision meanwhile: a save based on the one on screen says why and keeps what was typed.
    const read = await ok<{ matches: { submissionID: string; decision: { updatedDate: string } | null }[] }>(await underwriter.request.get(clearance));
    const updatedDate = read.matches.find((m) => m.submissionID === theirs.submissionID)?.decision?.updatedDate;
    await ok(
      await underwriter.request.put(`${clearance}/${theirs.submissionID}`, {
        headers: { origin: appOrigin() },
        data: { decision: "blocked", reason: "Confirmed with Beacon.", updatedDate },
      }),
    );
    await form.getByRole("radio", { name: /^Cleared/ }).check();
    await form.getByLabel("Reason").fill("Different locations after all.");
    await form.getByRole("button", { name: "Save decision" }).click();
    await expect(match.getByRole("status")).toHaveText("Blocked by Uma Underwriter: Confirmed with Beacon.");
    await expect(form.getByRole("alert")).toHaveText("The clearance decision was changed by someone else since you read it. Read it again and decide.");
    await expect(form.getByLabel("Reason")).toHaveValue("Different locations after all.");
    await expect(form.getByRole("radio", { name: /^Cleared/ })).toBeChecked();
    // Saved again, it is based on the decision as now read.
    await form.getByRole("button", { name: "Save decision" }).click();
    await expect(match.getByRole("status")).toHaveText("Cleared by Uma Underwriter: Different locations after all.");
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(panel.getByText("Blocked: another agency holds this risk.")).toHaveCount(0);

    // Decided: the queue no longer calls it a possible duplicate.
    await underwriter.goto("/submission");
    await underwriter.getByLabel("Search", { exact: true }).fill(ours.insured);
    await expect(underwriter.getByRole("row", { name: new RegExp(ours.insured) })).toBeVisible();
    await expect(underwriter.getByRole("row", { name: new RegExp(ours.insured) }).getByRole("link", { name: "Possible duplicate" })).toHaveCount(0);
  });

  test("an agent typing an insured the agency already has is told so, with a link to it", async ({ browser }) => {
    test.setTimeout(90_000);
    const agent = await signedInContextPage(browser, "agent@example.com");
    const name = `Clearance Own ${randomUUID().slice(0, 8)}`;
    const first = await submittedApplication(agent, "general_liability", { companyName: `${name} LLC`, feinSsnNumber: fein() });
    const second = await submittedApplication(agent, "general_liability", { companyName: `Unrelated ${randomUUID().slice(0, 8)} Co.`, feinSsnNumber: fein() });

    await agent.goto(`/company-info?submissionID=${second.submissionID}`);
    const companyName = agent.getByRole("group", { name: "Company" }).getByLabel("Company name");
    await expect(companyName).toHaveValue(second.insured);
    await expect(agent.getByText("You already have a submission for this insured")).toHaveCount(0);
    await companyName.fill(`${name}, Inc.`);
    const notice = agent.getByRole("status").filter({ hasText: "You already have a submission for this insured" });
    await expect(notice).toBeVisible();
    await notice.getByRole("link", { name: first.insured }).click();
    // The name typed is not saved: leaving asks first.
    await agent.getByRole("dialog", { name: "Unsaved Changes" }).getByRole("button", { name: "Leave without saving" }).click();
    await expect(agent).toHaveURL(new RegExp(`/app-central\\?submissionID=${first.submissionID}$`));
  });
});
