import { formatDay } from "../../lib/domain/dates";
import { addDays, utcToday } from "../../lib/questionnaire/dates";
import { approvedQuote, boundPolicy, patchApplication, submittedApplication } from "./journeys";
import { clickAndExpect, expect, signedInContextPage, test } from "./support";

/**
 * A marketplace policy renewed from 'Renewals due': the agent starts the
 * renewal, finds the questionnaire pre-filled for the next term, submits it;
 * the underwriter quotes and binds it (through the API, as other journeys do
 * their side); the renewal stands Bound beside the policy it renews.
 */

test.describe("renewals due", () => {
  test("an agent renews a marketplace policy from 'Renewals due' to Bound", async ({ browser }) => {
    test.setTimeout(180_000);
    const agent = await signedInContextPage(browser, "agent@example.com");
    const underwriter = await signedInContextPage(browser, "underwriter@example.com");
    const created = await submittedApplication(agent, "general_liability");
    // A short term, so the policy is due within 30 days.
    const expiration = addDays(utcToday(), 25);
    const policy = await boundPolicy(underwriter, created.appID, 1500, { effectiveDate: utcToday(), expirationDate: expiration });

    await agent.goto("/app-central");
    await agent.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Renewals Due" }).click();
    await expect(agent.getByRole("heading", { name: "Renewals Due", level: 1 })).toBeVisible();
    await agent.getByRole("tab", { name: "30 days" }).click();
    await expect(agent).toHaveURL(/\/renewals-due\?within=30$/);
    const row = agent.getByRole("row", { name: new RegExp(created.insured) });
    await expect(row).toContainText(formatDay(expiration));
    await expect(row).toContainText("in 25 days");
    await expect(row).toContainText("Not started");
    await expect(row).toContainText(policy.policyNo!);

    await clickAndExpect(row.getByRole("button", { name: /^Renew / }), agent.getByText("Renewal created successfully."));
    await expect(agent).toHaveURL(/\/coverage\/[0-9a-f-]{36}\/details\/[a-z-]+$/);
    const renewalID = /\/coverage\/([0-9a-f-]{36})\//.exec(agent.url())![1];
    expect(renewalID).not.toBe(created.appID);

    // Every answer carried over; the cover asked to start the day the policy expires.
    await agent.goto(`/coverage/${renewalID}/details/gl-coverage`);
    await expect(agent.getByLabel("Requested effective date")).toHaveValue(formatDay(expiration));
    await agent.getByRole("button", { name: "Submit" }).click();
    await expect(agent.getByRole("heading", { name: "Congrats, your app has been submitted!" })).toBeVisible();

    await approvedQuote(underwriter, renewalID, 1600);
    await patchApplication(underwriter, renewalID, { status: "PendingBind" });
    const bound = await patchApplication(underwriter, renewalID, { status: "Bound", policyNo: `RN-${renewalID.slice(0, 8)}`, effectiveDate: expiration });
    expect(bound.status).toBe("Bound");

    // The policy is still in force until it expires, now with its renewal bound; nothing more to start.
    await agent.goto("/renewals-due?within=30");
    const renewed = agent.getByRole("row", { name: new RegExp(created.insured) });
    await expect(renewed.getByRole("button", { name: /^Renew / })).toHaveCount(0);
    await expect(renewed).toContainText("Bound");
    // Sorted by expiration, soonest first; the heading turns it round, and the address keeps it.
    const expires = agent.getByRole("columnheader", { name: "Expires" });
    await expect(expires).toHaveAttribute("aria-sort", "ascending");
    await expires.getByRole("button", { name: "Expires" }).click();
    await expect(expires).toHaveAttribute("aria-sort", "descending");
    await expect(agent).toHaveURL(/\/renewals-due\?within=30&sort=-expiration$/);
    await expect(agent.getByRole("table", { name: "Policies expiring within 30 days, latest first" })).toBeVisible();
    // Another column's heading sorts by it, in the direction it starts in; one heading sorts at a time.
    const premium = agent.getByRole("columnheader", { name: "Premium" });
    await premium.getByRole("button", { name: "Premium" }).click();
    await expect(premium).toHaveAttribute("aria-sort", "descending");
    await expect(expires).toHaveAttribute("aria-sort", "none");
    await expect(agent).toHaveURL(/\/renewals-due\?within=30&sort=-premium$/);
    await expect(agent.getByRole("table", { name: "Policies expiring within 30 days, highest premium first" })).toBeVisible();
    const premiums = await agent.locator("tbody tr td:nth-child(3)").allTextContents();
    const dollars = premiums.map((text) => (text === "—" ? 0 : Number(text.replace(/[$,]/g, ""))));
    expect(dollars).toEqual(dollars.toSorted((a, b) => b - a));
    await renewed.getByRole("link", { name: /^Open renewal of / }).click();
    await expect(agent).toHaveURL(new RegExp(`/coverage/${renewalID}/summary$`));
  });

  test("a policy past its term reads Expired on its row and its summary, and is no longer offered a renewal", async ({ browser }) => {
    const agent = await signedInContextPage(browser, "agent@example.com");
    const underwriter = await signedInContextPage(browser, "underwriter@example.com");
    const created = await submittedApplication(agent, "general_liability");
    const expiration = addDays(utcToday(), -3);
    await boundPolicy(underwriter, created.appID, 1500, { effectiveDate: addDays(expiration, -365), expirationDate: expiration });

    await agent.goto(`/app-central?submissionID=${created.submissionID}`);
    const row = agent.getByRole("region", { name: "Coverages", exact: true }).getByRole("row", { name: /General Liability/ });
    await expect(row.locator("[data-status]")).toHaveText("Expired");
    await agent.goto(`/coverage/${created.appID}/summary`);
    await expect(agent.getByText("Expired (Bound)")).toBeVisible();
    await agent.goto("/renewals-due");
    await expect(agent.getByRole("heading", { name: "Renewals Due", level: 1 })).toBeVisible();
    await expect(agent.getByRole("tabpanel")).toBeVisible();
    await expect(agent.getByText("Loading renewals due…")).toHaveCount(0);
    await expect(agent.getByRole("row", { name: new RegExp(created.insured) })).toHaveCount(0);
  });

  test("an agent renews a policy that is due from its row on the submission page, once", async ({ browser }) => {
    const agent = await signedInContextPage(browser, "agent@example.com");
    const underwriter = await signedInContextPage(browser, "underwriter@example.com");
    const created = await submittedApplication(agent, "general_liability");
    const expiration = addDays(utcToday(), 40);
    await boundPolicy(underwriter, created.appID, 1500, { effectiveDate: utcToday(), expirationDate: expiration });

    await agent.goto(`/app-central?submissionID=${created.submissionID}`);
    const menu = agent.getByRole("button", { name: "More actions for General Liability (Bound)" });
    await menu.click();
    await agent.getByRole("menuitem", { name: "Renew" }).click();
    const dialog = agent.getByRole("dialog", { name: "Renew this policy?" });
    await expect(dialog).toContainText("A renewal of General Liability for the next term will be started from this policy, which stays in force.");
    await clickAndExpect(dialog.getByRole("button", { name: "Renew" }), agent.getByText("Renewal created successfully."));
    await expect(agent).toHaveURL(/\/coverage\/[0-9a-f-]{36}\/details\/[a-z-]+$/);
    const renewalID = /\/coverage\/([0-9a-f-]{36})\//.exec(agent.url())![1];
    expect(renewalID).not.toBe(created.appID);

    // Back on the submission: the policy is still Bound, its renewal in progress, and Renew is offered no more.
    await agent.goto(`/app-central?submissionID=${created.submissionID}`);
    await agent.getByRole("button", { name: "Show renewals (1)" }).click();
    await expect(agent.getByRole("list", { name: "Renewals of General Liability" })).toContainText("In Progress");
    await menu.click();
    await expect(agent.getByRole("menuitem", { name: "Endorse" })).toBeVisible();
    await expect(agent.getByRole("menuitem", { name: "Renew" })).toHaveCount(0);
  });

  test("an agent renews a policy that is due from its summary, which offers it no more once renewed", async ({ browser }) => {
    const agent = await signedInContextPage(browser, "agent@example.com");
    const underwriter = await signedInContextPage(browser, "underwriter@example.com");
    const created = await submittedApplication(agent, "general_liability");
    await boundPolicy(underwriter, created.appID, 1500, { effectiveDate: utcToday(), expirationDate: addDays(utcToday(), 60) });

    await agent.goto(`/coverage/${created.appID}/summary`);
    await clickAndExpect(agent.getByRole("button", { name: "Renew" }), agent.getByText("Renewal created successfully."));
    await expect(agent).toHaveURL(/\/coverage\/[0-9a-f-]{36}\/details\/[a-z-]+$/);
    expect(agent.url()).not.toContain(created.appID);

    await agent.goto(`/coverage/${created.appID}/summary`);
    await expect(agent.getByRole("heading", { name: "General Liability", level: 1 })).toBeVisible();
    await expect(agent.getByRole("link", { name: "Endorse" })).toBeVisible();
    await expect(agent.getByRole("button", { name: "Renew" })).toHaveCount(0);
  });
});
