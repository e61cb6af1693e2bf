import { type Page } from "@playwright/test";
import { formatDay } from "../../lib/domain/dates";
import { stableId } from "../../prisma/seed/stable-id";
import { openEndorsement, tabNamed } from "./endorsement-steps";
import { appOrigin, clickAndExpect, expect, signedInContextPage, signedInPage, test } from "./support";

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function getJson(page: Page, url: string) {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return res.json();
}

const NEW_ADDRESS = { streetAddress: "4500 E Camelback Rd", aptSuite: "Suite 12", city: "Phoenix", state: "AZ", zip: "85018" };

test.describe("endorsement history", () => {
  test("an agent's endorsement of a Bound policy is priced and approved, bind is requested, it is bound, and the policy holds the new values", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // The seed's Bound Commercial Auto policy: no other journey moves it out of Bound; the drafting journey binds an earlier change to it.
    const appID = stableId("application:sunrise-bound");
    const agent = await signedInContextPage(browser, "agent@example.com");
    const underwriter = await signedInPage(browser, "underwriter@example.com");
    const app = await getJson(agent, `/api/applications/${appID}`);
    // The policy as it stands (every bound endorsement is effective by the end of the term).
    const before = await getJson(agent, `/api/applications/${appID}/as-of?date=${app.expirationDate}`);
    const previousVehicles =
      before.answerGroups
        .find((g: { sectionGroupID: string }) => g.sectionGroupID === "ca-details")
        .answers.find((a: { source: string }) => a.source === "vehicle_count")?.value ?? null;
    const newVehicles = (previousVehicles ?? 1) + 5;
    const effectiveDate = addDays(app.effectiveDate, 40);

    // The agent's request, through the API as the drafting screens send it.
    const created = await agent.request.post("/api/endorsements", {
      headers: { origin: appOrigin() },
      data: {
        submissionID: app.submissionID,
        appID,
        endorsements: [
          {
            effectiveDate,
            companyInfo: { physicalAddress: { value: NEW_ADDRESS, prevValue: before.companyInfo.physicalAddress } },
            applicationAnswers: [{ sectionGroupID: "ca-details", answers: [{ source: "vehicle_count", value: newVehicles, prevValue: previousVehicles }] }],
          },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const openLabel = `Open the endorsement of ${app.productName} ${app.policyNo} effective ${formatDay(effectiveDate)}`;
    const previousAddress = `${before.companyInfo.physicalAddress.streetAddress}, ${before.companyInfo.physicalAddress.city}`;

    // Unpriced, the agent sees its cost as TBD under Requested.
    await agent.goto("/endorsement-history");
    await agent.getByLabel("Search by insured, product or policy number").fill(app.policyNo);
    const requested = agent
      .getByRole("tabpanel", { name: tabNamed("Requested") })
      .getByRole("row")
      .filter({ has: agent.getByRole("button", { name: openLabel }) });
    await expect(requested).toContainText("TBD");
    await expect(requested).toContainText("Avery Agent");
    // The Created heading turns the tab round, oldest first; the address keeps the sort.
    const createdHeading = agent.getByRole("columnheader", { name: "Created" });
    await expect(createdHeading).toHaveAttribute("aria-sort", "descending");
    await createdHeading.getByRole("button", { name: "Created" }).click();
    await expect(createdHeading).toHaveAttribute("aria-sort", "ascending");
    await expect(agent).toHaveURL(/\/endorsement-history\?sort=created$/);
    await expect(agent.getByRole("table", { name: "Requested endorsements, oldest first, grouped by effective date" })).toBeVisible();
    await expect(requested).toContainText("TBD");
    // The Cost heading sorts the tab by cost, highest first.
    const costHeading = agent.getByRole("columnheader", { name: "Cost" });
    await expect(costHeading).toHaveAttribute("aria-sort", "none");
    await costHeading.getByRole("button", { name: "Cost" }).click();
    await expect(costHeading).toHaveAttribute("aria-sort", "descending");
    await expect(createdHeading).toHaveAttribute("aria-sort", "none");
    await expect(agent).toHaveURL(/\/endorsement-history\?sort=-cost$/);
    await expect(agent.getByRole("table", { name: "Requested endorsements, highest cost first, grouped by effective date" })).toBeVisible();
    await expect(requested).toContainText("TBD");
    // And the Insured heading by insured, A to Z.
    await agent.getByRole("columnheader", { name: "Insured" }).getByRole("button", { name: "Insured" }).click();
    await expect(agent).toHaveURL(/\/endorsement-history\?sort=insured$/);
    await expect(agent.getByRole("table", { name: "Requested endorsements, by insured, A to Z, grouped by effective date" })).toBeVisible();
    await expect(requested).toContainText("TBD");
    // Every other column sorts too: the policy number A to Z, the bound date latest first.
    for (const [heading, param, words, sort] of [
      ["Policy number", "policy", "by policy number, A to Z", "ascending"],
      ["Bound", "-bound", "by bound date, latest first", "descending"],
    ] as const) {
      const column = agent.getByRole("columnheader", { name: heading });
      await column.getByRole("button", { name: heading }).click();
      await expect(column).toHaveAttribute("aria-sort", sort);
      await expect(agent).toHaveURL(new RegExp(`/endorsement-history\\?sort=${param}$`));
      await expect(agent.getByRole("table", { name: `Requested endorsements, ${words}, grouped by effective date` })).toBeVisible();
      await expect(requested).toContainText("TBD");
    }

    // The underwriter opens the history from Policy History, where it is marked new, and finds it under Requested, the default tab.
    const nav = underwriter.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: /Policy History/ }).click();
    await nav.getByRole("link", { name: "Endorsements New" }).click();
    await expect(underwriter).toHaveURL(/\/endorsement-history$/);
    await expect(underwriter.getByRole("tab", { name: tabNamed("Requested") })).toHaveAttribute("aria-selected", "true");
    // Each tab says how many endorsements it holds, as the server counts them.
    const counts = (await (await underwriter.request.get("/api/endorsements/counts")).json()) as Record<string, number>;
    await expect(underwriter.getByRole("tab", { name: tabNamed("Requested") })).toHaveAccessibleName(`Requested ${counts.ApprovalRequested}`);
    await expect(underwriter.getByRole("tab", { name: tabNamed("Bound") })).toHaveAccessibleName(`Bound ${counts.Bound}`);
    let dialog = await openEndorsement(underwriter, "Requested", app.policyNo, openLabel);
    await expect(dialog.getByRole("heading", { name: `Endorsement of ${app.productName}` })).toBeVisible();
    await expect(dialog.getByRole("row", { name: /Physical Address/ })).toContainText(previousAddress);
    await expect(dialog.getByRole("row", { name: /Physical Address/ })).toContainText("4500 E Camelback Rd, Suite 12, Phoenix, AZ 85018");
    await expect(dialog.getByRole("button", { name: "Request Bind" })).toHaveCount(0);
    await dialog.getByLabel("Total premium").fill("150");
    await dialog.getByLabel("State tax").fill("8");
    await dialog.getByLabel("Underwriter fee").fill("25");
    await expect(dialog.getByRole("status", { name: "Total cost" })).toHaveText("$183");
    await clickAndExpect(dialog.getByRole("button", { name: "Save price" }), underwriter.getByText("Endorsement price updated successfully."));
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(underwriter.getByText("Endorsement Approved, see 'Approved' tab")).toBeVisible();
    await expect(dialog).toBeHidden();
    // The tab is read again: the endorsement has left Requested, and is under Approved without a reload.
    await expect(underwriter.getByRole("tabpanel", { name: tabNamed("Requested") }).getByRole("button", { name: openLabel })).toHaveCount(0);
    await underwriter.getByRole("tab", { name: tabNamed("Approved") }).click();
    await expect(underwriter.getByRole("tabpanel", { name: tabNamed("Approved") }).getByRole("button", { name: openLabel })).toHaveCount(1);

    // The agent finds it under Approved (the tab in the address), priced, and requests bind.
    await agent.goto("/endorsement-history?status=EndorsementApproved");
    dialog = await openEndorsement(agent, "Approved", app.policyNo, openLabel);
    await expect(dialog.getByText("$183")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Approve" })).toHaveCount(0);
    await expect(dialog.getByRole("form", { name: "Endorsement price" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Request Bind" }).click();
    await expect(agent.getByText("Endorsement Bind Requested, see 'Bind Requested' tab")).toBeVisible();

    // The underwriter binds it from Bind Requested.
    await underwriter.goto("/endorsement-history");
    dialog = await openEndorsement(underwriter, "Bind Requested", app.policyNo, openLabel);
    await dialog.getByRole("button", { name: "Bind" }).click();
    await expect(underwriter.getByText("Endorsement Bound, see 'Bound' tab")).toBeVisible();

    // The Bound tab survives a reload and shows it with its previous and new values and every step.
    await openEndorsement(underwriter, "Bound", app.policyNo, openLabel);
    await underwriter.keyboard.press("Escape");
    await underwriter.reload();
    await expect(underwriter.getByRole("tab", { name: tabNamed("Bound") })).toHaveAttribute("aria-selected", "true");
    dialog = await openEndorsement(underwriter, "Bound", app.policyNo, openLabel);
    const address = dialog.getByRole("row", { name: /Physical Address/ });
    await expect(address.getByRole("cell").first()).toContainText(previousAddress);
    await expect(address.getByRole("cell").last()).toContainText("4500 E Camelback Rd, Suite 12, Phoenix, AZ 85018");
    await expect(
      dialog
        .getByRole("row", { name: /Number of vehicles/ })
        .getByRole("cell")
        .last(),
    ).toContainText(String(newVehicles));
    const history = dialog.getByRole("list", { name: "Status history of the endorsement" }).getByRole("listitem");
    await expect(history).toHaveCount(4);
    for (const [i, status] of ["Requested", "Approved", "Bind Requested", "Bound"].entries()) await expect(history.nth(i)).toContainText(status);
    await expect(dialog.getByRole("button", { name: "Bind" })).toHaveCount(0);
    await expect(dialog.getByRole("form", { name: "Endorsement price" })).toHaveCount(0);

    // The policy holds the new values from the effective date on, and its cost grew by the endorsement's.
    const submission = await getJson(agent, `/api/submission/${app.submissionID}`);
    expect(submission.companyInfo.physicalAddress).toMatchObject(NEW_ADDRESS);
    const bound = await getJson(agent, `/api/applications/${appID}`);
    const answer = bound.answerGroups
      .find((g: { sectionGroupID: string }) => g.sectionGroupID === "ca-details")
      .answers.find((a: { source: string }) => a.source === "vehicle_count");
    expect(answer.value).toBe(newVehicles);
    expect(bound.totalCost).toBe(app.totalCost + 183);
    const dayBefore = await getJson(agent, `/api/applications/${appID}/as-of?date=${addDays(effectiveDate, -1)}`);
    expect(dayBefore.companyInfo.physicalAddress).toEqual(before.companyInfo.physicalAddress);
  });

  test("another agency's agent has none to review; a list that cannot load is the spec's error page", async ({ browser }) => {
    const agent2 = await signedInContextPage(browser, "agent2@example.com");
    await agent2.goto("/endorsement-history?status=Bound");
    await expect(agent2.getByRole("tab", { name: tabNamed("Bound") })).toHaveAttribute("aria-selected", "true");
    await expect(agent2.getByRole("tabpanel", { name: tabNamed("Bound") })).toContainText("No endorsements to review.");

    await agent2.route("**/api/endorsements?*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "internal", message: "Unexpected error." } }) }),
    );
    await agent2.goto("/endorsement-history");
    await expect(agent2.getByRole("heading", { name: "Oops! Endorsements Not Found." })).toBeVisible();
    await expect(agent2.getByRole("link", { name: "Back to Marketplace" })).toHaveAttribute("href", "/app-central");
  });
  test("another tab's rows never stand in for the chosen tab's while it loads", async ({ browser }) => {
    const underwriter = await signedInContextPage(browser, "underwriter@example.com");
    await underwriter.goto("/endorsement-history?status=Bound");
    const bound = underwriter.getByRole("tabpanel", { name: tabNamed("Bound") });
    await expect(bound.getByRole("status")).toHaveCount(0);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await underwriter.route(/\/api\/endorsements\?status=Declined/, async (route) => {
      await held;
      await route.continue();
    });
    await underwriter.getByRole("tab", { name: tabNamed("Declined") }).click();
    const declined = underwriter.getByRole("tabpanel", { name: tabNamed("Declined") });
    await expect(declined.getByText("Loading endorsements…")).toBeVisible();
    await expect(declined.getByRole("table")).toHaveCount(0);
    release();
    await expect(declined.getByText("Loading endorsements…")).toHaveCount(0);
    await underwriter.context().close();
  });
});
