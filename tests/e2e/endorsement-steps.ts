import type { Page } from "@playwright/test";
import { expect } from "./support";

/** A history tab, or its panel, by its label: its name goes on with its count once the counts have arrived ("Requested 3"). */
export const tabNamed = (label: string) => new RegExp(`^${label}(?: [\\d,]+\\+?)?$`);

/** The endorsement's row in one tab of /endorsement-history, found through the search by policy number, opened. */
export async function openEndorsement(page: Page, tab: string, policyNo: string, openLabel: string) {
  const tabs = page.getByRole("tablist", { name: "Endorsement statuses" });
  if ((await tabs.getByRole("tab", { name: tabNamed(tab) }).getAttribute("aria-selected")) !== "true") {
    await tabs.getByRole("tab", { name: tabNamed(tab) }).click();
  }
  await expect(tabs.getByRole("tab", { name: tabNamed(tab) })).toHaveAttribute("aria-selected", "true");
  await page.getByLabel("Search by insured, product or policy number").fill(policyNo);
  const panel = page.getByRole("tabpanel", { name: tabNamed(tab) });
  await panel.getByRole("button", { name: openLabel }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}
