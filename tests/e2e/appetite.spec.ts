import { randomUUID } from "node:crypto";
import { stableId } from "../../prisma/seed/stable-id";
import { ok } from "./journeys";
import { appOrigin, expect, signedInContextPage, test } from "./support";

/**
 * Appetite as an agent meets it: a roofer in Florida, whom no carrier of
 * General Liability writes, reads "Out of appetite" with each carrier's
 * reason on App Central and in the questionnaire, which offers no Submit.
 */
test.describe("appetite", () => {
  test("an agent sees a coverage no carrier writes as out of appetite, with the reasons, and cannot submit it", async ({ browser }) => {
    test.setTimeout(90_000);
    const agent = await signedInContextPage(browser, "agent@example.com");
    const insured = `Appetite Journey ${randomUUID().slice(0, 8)} Roofing LLC`;
    const submission = await ok<{ submissionID: string; coverages: { appID: string }[] }>(
      await agent.request.post("/api/submission", {
        headers: { origin: appOrigin() },
        data: {
          companyInfo: {
            insuredType: "company",
            companyName: insured,
            firstName: "Rosa",
            lastName: "Tejada",
            emailAddress: "rosa@example.com",
            phoneNumber: "3055550142",
            entityType: "llc",
            dateBusinessStarted: "2012-04-01",
            yearsOfExp: 12,
            description: "Residential re-roofing.",
            physicalAddress: { streetAddress: "100 Biscayne Blvd", city: "Miami", state: "FL", zip: "33132" },
            isMailingSameAsPhysical: true,
            selectedIndustryIDs: [stableId("industry:construction")],
            businessTypeValues: [{ id: stableId("business-type:Roofing Contractors"), value: 100 }],
            isBusinessTypeSubmitted: true,
          },
          coverages: [stableId("product:general_liability")],
        },
      }),
    );
    const appID = submission.coverages[0].appID;

    await agent.goto(`/app-central?submissionID=${submission.submissionID}`);
    const row = agent.getByRole("region", { name: "Coverages", exact: true }).getByRole("row", { name: /General Liability/ });
    await expect(row.getByText("Out of appetite", { exact: true })).toBeVisible();
    await expect(row).toContainText("Keystone Indemnity does not write roofing (NAICS 238160) in any state.");
    await expect(row).toContainText("Pioneer Casualty does not write roofing (NAICS 238160) in Florida.");

    // The last section, where a coverage in appetite is submitted: this one is only saved.
    await agent.goto(`/coverage/${appID}/details/gl-coverage`);
    const banner = agent.getByRole("region", { name: "Out of appetite" });
    await expect(banner).toContainText("Summit Mutual does not write roofing (NAICS 238160) in any state.");
    await expect(agent.getByRole("button", { name: "Save", exact: true })).toBeVisible();
    await expect(agent.getByRole("button", { name: "Submit", exact: true })).toHaveCount(0);
  });
});
