import type { Page } from "@playwright/test";
import { expect } from "./support";

/** The endorsement's row in one tab of /endorsement-history, found through the search by policy number, opened. */
export async function openEndorsement(page: Page, tab: string, policyNo: string, openLabel: string) {
  const tabs = page.getByRole("tablist", { name: "Endorsement statuses" });
  if ((await tabs.getByRole("tab", { name: tab, exact: true }).getAttribute("aria-selected")) !== "true") {
    await tabs.getByRole("tab", { name: tab, exact: true }).click();
  }
  await expect(tabs.getByRole("tab", { name: tab, exact: true })).toHaveAttribute("aria-selected", "true");
  await page.getByLabel("Search by insured, product or policy number").fill(policyNo);
  const panel = page.getByRole("tabpanel", { name: tab, exact: true });
  await panel.getByRole("button", { name: openLabel }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}
