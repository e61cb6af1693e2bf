import { formatDay } from "../../lib/domain/dates";
import { STORE_KEY } from "../../lib/state/persisted-state";
import { stableId } from "../../prisma/seed/stable-id";
import { openEndorsement, tabNamed } from "./endorsement-steps";
import { clickAndExpect, expect, signInContext, signedInContextPage, test } from "./support";

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface Policy {
  submissionID: string;
  productName: string;
  policyNo: string;
  effectiveDate: string;
  expirationDate: string;
  answerGroups: { sectionGroupID: string; answers: { source: string; value: unknown }[] }[];
}

interface Endorsement {
  id: string;
  status: string;
  effectiveDate: string;
  companyInfo: Record<string, { value: unknown; prevValue: unknown }>;
  applicationAnswer: { sectionGroupID: string; questions: { source: string; value: unknown; prevValue: unknown }[] }[];
}

test.describe("endorsement drafting", () => {
  test("an agent endorses a Bound policy: the insured's address and one answer, each with its effective date, reviewed and submitted as two requests; the address change is then priced, approved, requested for bind and bound", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // The seed's Bound Commercial Auto policy. Its effective dates (35 and 65 days in) are apart from the seeded endorsements' (30, 45, 60, 75, 90, 120) and the history journey's (40).
    const appID = stableId("application:sunrise-bound");
    await signInContext(page, "agent@example.com");
    const policy = (await (await page.request.get(`/api/applications/${appID}`)).json()) as Policy;
    const submission = (await (await page.request.get(`/api/submission/${policy.submissionID}`)).json()) as {
      companyInfo: { physicalAddress: { streetAddress: string } };
    };
    const listed = async () =>
      (
        (await (await page.request.get(`/api/endorsements?applicationID=${appID}&status=ApprovalRequested&limit=100`)).json()) as {
          endorsements: Endorsement[];
        }
      ).endorsements;
    const before = new Set((await listed()).map((e) => e.id));
    const oldStreet = submission.companyInfo.physicalAddress.streetAddress;
    const newStreet = `${200 + Math.floor(Math.random() * 700)} Endorsement Way`;
    const vehicles = policy.answerGroups.find((g) => g.sectionGroupID === "ca-details")?.answers.find((a) => a.source === "vehicle_count")?.value as
      number | undefined;
    const newVehicles = (vehicles ?? 1) + 1;
    const addressDate = addDays(policy.effectiveDate, 35);
    const vehiclesDate = addDays(policy.effectiveDate, 65);

    await page.goto(`/coverage/${appID}/summary`);
    await page.getByRole("link", { name: "Endorse", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/coverage/${appID}/endorsement$`));
    await expect(page.getByText("No changes yet. Choose what to change above.")).toBeVisible();

    // The insured's physical address.
    await page.getByRole("link", { name: "Company Info", exact: true }).click();
    const physical = page.getByRole("group", { name: "Physical address" });
    await physical.getByLabel("Street address").fill(newStreet);
    const changes = page.getByRole("region", { name: "Changes and effective dates" });
    await expect(changes).toContainText(oldStreet);
    await expect(changes).toContainText(newStreet);
    await changes.getByLabel("Effective date of Physical Address").fill(addressDate);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(new RegExp(`/coverage/${appID}/endorsement$`));
    await expect(page.getByRole("region", { name: "Changes so far" })).toContainText(newStreet);

    // One answer of the coverage's questions; leaving with an edit asks first.
    await page.getByRole("link", { name: "Vehicles", exact: true }).click();
    await page.getByLabel("Number of vehicles").fill(String(newVehicles));
    await page.getByRole("link", { name: "Back", exact: true }).click();
    const prompt = page.getByRole("alertdialog", { name: "Unsaved Changes" }).or(page.getByRole("dialog", { name: "Unsaved Changes" }));
    await expect(prompt).toContainText("You currently have unsaved changes, are you sure you want to continue without saving?");
    await prompt.getByRole("button", { name: "Stay on this page" }).click();
    // A date outside the policy's term is refused: the section stays, says why and marks the date.
    const sectionURL = page.url();
    await page.getByLabel("Effective date of Number of vehicles").fill(addDays(policy.effectiveDate, 400));
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please correct the highlighted changes." })).toBeVisible();
    // The term in the days the hint above it shows.
    const term = `${formatDay(policy.effectiveDate)} to ${formatDay(policy.expirationDate)}`;
    await expect(page.getByText(`The effective date must fall within the policy term (${term}).`)).toBeVisible();
    await expect(page.getByLabel("Effective date of Number of vehicles")).toHaveAttribute("aria-invalid", "true");
    expect(page.url()).toBe(sectionURL);
    await page.getByLabel("Effective date of Number of vehicles").fill(vehiclesDate);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(new RegExp(`/coverage/${appID}/endorsement$`));

    // The draft is kept in the browser: it survives a reload.
    await page.reload();
    await expect(page.getByRole("region", { name: "Changes so far" })).toContainText(newStreet);
    await page.getByRole("link", { name: "Review", exact: true }).click();

    // Previous → new, by effective date.
    await expect(page).toHaveURL(new RegExp(`/coverage/${appID}/endorsement/review$`));
    const addressGroup = page.getByRole("region", { name: `Effective ${formatDay(addressDate)}` });
    const addressRow = addressGroup.getByRole("row", { name: /Physical Address/ });
    await expect(addressRow.getByRole("cell").first()).toContainText(oldStreet);
    await expect(addressRow.getByRole("cell").last()).toContainText(newStreet);
    const vehiclesRow = page.getByRole("region", { name: `Effective ${formatDay(vehiclesDate)}` }).getByRole("row", { name: /Number of vehicles/ });
    await expect(vehiclesRow.getByRole("cell").last()).toContainText(String(newVehicles));
    await page.getByRole("button", { name: "Submit" }).click();

    await expect(page).toHaveURL(new RegExp(`/coverage/${appID}/endorsement/submitted$`));
    await expect(page.getByText("Your endorsement request has been sent")).toBeVisible();
    await expect(page.getByRole("link", { name: "Endorsement history" })).toHaveAttribute("href", "/endorsement-history");

    // Two ApprovalRequested endorsements, one per effective date, each with its previous value; the draft is gone.
    const created = (await listed()).filter((e) => !before.has(e.id)).sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
    expect(created.map((e) => [e.status, e.effectiveDate])).toEqual([
      ["ApprovalRequested", addressDate],
      ["ApprovalRequested", vehiclesDate],
    ]);
    expect(created[0].companyInfo.physicalAddress).toMatchObject({ value: { streetAddress: newStreet }, prevValue: { streetAddress: oldStreet } });
    expect(created[1].applicationAnswer[0].questions).toEqual([
      expect.objectContaining({ source: "vehicle_count", value: newVehicles, prevValue: vehicles ?? null }),
    ]);
    await page.goto(`/coverage/${appID}/endorsement`);
    await expect(page.getByText("No changes yet. Choose what to change above.")).toBeVisible();

    // The agent sees both under Requested in the endorsement history, unpriced (the history journey takes one on to Bound).
    await page.goto("/endorsement-history");
    await expect(page.getByRole("tab", { name: tabNamed("Requested") })).toHaveAttribute("aria-selected", "true");
    await page.getByLabel("Search by insured, product or policy number").fill(policy.policyNo);
    const requested = page.getByRole("tabpanel", { name: tabNamed("Requested") });
    const openLabel = (day: string) => `Open the endorsement of ${policy.productName} ${policy.policyNo} effective ${formatDay(day)}`;
    for (const day of [addressDate, vehiclesDate]) {
      await expect(requested.getByRole("row").filter({ has: page.getByRole("button", { name: openLabel(day) }) })).toContainText("TBD");
    }

    // The underwriter prices the address change and approves it.
    const underwriter = await signedInContextPage(browser, "underwriter@example.com");
    await underwriter.goto("/endorsement-history");
    let dialog = await openEndorsement(underwriter, "Requested", policy.policyNo, openLabel(addressDate));
    await dialog.getByLabel("Total premium").fill("100");
    await dialog.getByLabel("State tax").fill("5");
    await dialog.getByLabel("Underwriter fee").fill("20");
    await expect(dialog.getByRole("status", { name: "Total cost" })).toHaveText("$125");
    await clickAndExpect(dialog.getByRole("button", { name: "Save price" }), underwriter.getByText("Endorsement price updated successfully."));
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(underwriter.getByText("Endorsement Approved, see 'Approved' tab")).toBeVisible();

    // The agent requests bind; the underwriter binds.
    await page.goto("/endorsement-history?status=EndorsementApproved");
    dialog = await openEndorsement(page, "Approved", policy.policyNo, openLabel(addressDate));
    await dialog.getByRole("button", { name: "Request Bind" }).click();
    await expect(page.getByText("Endorsement Bind Requested, see 'Bind Requested' tab")).toBeVisible();
    await underwriter.goto("/endorsement-history");
    dialog = await openEndorsement(underwriter, "Bind Requested", policy.policyNo, openLabel(addressDate));
    await dialog.getByRole("button", { name: "Bind" }).click();
    await expect(underwriter.getByText("Endorsement Bound, see 'Bound' tab")).toBeVisible();

    // The Bound tab shows it with its previous and new values, and the policy holds the new address.
    dialog = await openEndorsement(underwriter, "Bound", policy.policyNo, openLabel(addressDate));
    const boundAddress = dialog.getByRole("row", { name: /Physical Address/ });
    await expect(boundAddress.getByRole("cell").first()).toContainText(oldStreet);
    await expect(boundAddress.getByRole("cell").last()).toContainText(newStreet);
    const after = (await (await page.request.get(`/api/submission/${policy.submissionID}`)).json()) as {
      companyInfo: { physicalAddress: { streetAddress: string } };
    };
    expect(after.companyInfo.physicalAddress.streetAddress).toBe(newStreet);
  });

  test("a draft whose previous value is no longer the policy's is refused as stale; Reload previous values takes the policy as it is now, and the request then goes through", async ({
    page,
  }) => {
    // The drafting journeys' Bound policy; this request is effective 50 days in, apart from their dates, and is never bound.
    const appID = stableId("application:sunrise-bound");
    await signInContext(page, "agent@example.com");
    const policy = (await (await page.request.get(`/api/applications/${appID}`)).json()) as Policy;
    const website = (await (await page.request.get(`/api/submission/${policy.submissionID}`)).json()).companyInfo.websiteUrl ?? null;
    const run = Date.now().toString(36);
    const drafted = `https://draft-${run}.example.com`;
    const earlier = `https://earlier-${run}.example.com`;

    await page.goto(`/coverage/${appID}/endorsement/details/company-info`);
    await page.getByLabel("Website").fill(drafted);
    const draftDate = addDays(policy.effectiveDate, 50);
    await page.getByRole("region", { name: "Changes and effective dates" }).getByLabel("Effective date of Website").fill(draftDate);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(new RegExp(`/coverage/${appID}/endorsement$`));

    // The draft as the browser keeps it, saved while the policy had another website (as when an endorsement bound since changed it).
    await page.evaluate(
      ({ key, appID, earlier }) => {
        const stored = JSON.parse(localStorage.getItem(key)!);
        stored.state.endorsements[appID].companyInfo.websiteUrl.prevValue = earlier;
        localStorage.setItem(key, JSON.stringify(stored));
      },
      { key: STORE_KEY, appID, earlier },
    );
    await page.goto(`/coverage/${appID}/endorsement/review`);
    const row = page.getByRole("region", { name: `Effective ${formatDay(draftDate)}` }).getByRole("row", { name: /Website/ });
    await expect(row.getByRole("cell").first()).toContainText(earlier);

    // The request is refused and says why.
    await page.getByRole("button", { name: "Submit" }).click();
    const stale = page.getByRole("alert").filter({ hasText: "The policy was changed by someone else since these changes were drafted." });
    await expect(stale).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/coverage/${appID}/endorsement/review$`));

    // Reloading takes the policy's website as the previous value; the request then goes through with it.
    await stale.getByRole("button", { name: "Reload previous values" }).click();
    await expect(stale).toBeHidden();
    await expect(row.getByRole("cell").first()).not.toContainText(earlier);
    await expect(row.getByRole("cell").last()).toContainText(drafted);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(new RegExp(`/coverage/${appID}/endorsement/submitted$`));
    const listed = (await (await page.request.get(`/api/endorsements?applicationID=${appID}&status=ApprovalRequested&limit=100`)).json()) as {
      endorsements: Endorsement[];
    };
    const sent = listed.endorsements.filter((e) => (e.companyInfo.websiteUrl?.value as string | undefined) === drafted);
    expect(sent.map((e) => [e.effectiveDate, e.companyInfo.websiteUrl.prevValue])).toEqual([[draftDate, website]]);
  });

  test("the coverage's questions the product does not mark endorsable are read-only in the endorsement", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await page.goto(`/coverage/${stableId("application:granite-gl-bound")}/endorsement/details/gl-operations`);
    await expect(page.getByLabel("Describe the work your company performs")).toBeEnabled();
    await expect(page.getByLabel("What kind of projects make up most of your work?")).toBeDisabled();
    await expect(page.getByLabel("Tallest building you work on (stories)")).toBeDisabled();
  });
});
