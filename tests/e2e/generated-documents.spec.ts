import fs from "node:fs";
import { pdfText } from "../support/pdf-text";
import { boundPolicy, stepURL, submittedApplication } from "./journeys";
import { expect, signedInContextPage, test } from "./support";

/**
 * Documents the app writes itself: the application summary on request, the
 * quote proposal and binder once a quote is approved and a policy bound,
 * each a PDF the agent finds and downloads.
 */
test.describe("generated documents", () => {
  test("the underwriter downloads the application summary; after the bind the agent finds the generated quote proposal and binder and downloads the binder", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const agent = await signedInContextPage(browser, "agent@example.com");
    const created = await submittedApplication(agent, "general_liability");
    const underwriter = await signedInContextPage(browser, "underwriter@example.com");

    await underwriter.goto(stepURL(created, "review"));
    const summaryDownload = underwriter.waitForEvent("download");
    await underwriter.getByRole("link", { name: "Download application summary (PDF)" }).click();
    const summary = await summaryDownload;
    // The browser names it before the answer comes (the answer's own name is checked in tests/api/generated-documents).
    expect(summary.suggestedFilename()).toMatch(/\.pdf$/);
    const summaryText = await pdfText(fs.readFileSync(await summary.path()));
    expect(summaryText).toContain("Application summary");
    expect(summaryText).toContain(created.insured);
    expect(summaryText).toContain("Requested effective date");

    const policy = await boundPolicy(underwriter, created.appID, 1800);
    const policyNumber = policy.policyNo!;

    // Filed moments after the bind: the agent's Documents page shows them once they are there.
    await agent.goto("/documents");
    await agent.getByLabel("Search by file name, insured or product").fill(created.insured);
    const binderRow = agent.getByRole("row").filter({ hasText: `Binder ${policyNumber}.pdf` });
    await expect(async () => {
      await agent.reload();
      await agent.getByLabel("Search by file name, insured or product").fill(created.insured);
      await expect(binderRow).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(binderRow.getByText("Generated", { exact: true })).toBeVisible();
    const proposalRow = agent.getByRole("row").filter({ hasText: /Quote proposal Q-[0-9A-F]{8}-1\.pdf/ });
    await expect(proposalRow.getByText("Generated", { exact: true })).toBeVisible();

    const binderDownload = agent.waitForEvent("download");
    await binderRow.getByRole("link", { name: `Binder ${policyNumber}.pdf` }).click();
    const binder = await binderDownload;
    expect(binder.suggestedFilename()).toBe(`Binder ${policyNumber}.pdf`);
    const binderText = await pdfText(fs.readFileSync(await binder.path()));
    for (const figure of ["Binder", policyNumber, created.insured, "Acme Insurance Agency", "$1,800.00"]) expect(binderText).toContain(figure);
  });
});
