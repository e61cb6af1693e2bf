import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { stableId } from "../../prisma/seed/stable-id";
import { accessibilityViolations, describeViolations, expect, signInContext, test } from "./support";

/*
 * Every journey's pages are scanned by the fixture in support.ts, and every
 * page on disk by page-access.spec.ts. Here: that no journey escapes the
 * fixture, the shell's menus, popovers, tooltips and collapsed navigation for
 * both roles, a toast's live region, and focus in a dialog opened from a menu.
 */

async function violationsOf(page: Page, where: string): Promise<string[]> {
  return describeViolations(where, await accessibilityViolations(page));
}

test.describe("accessibility", () => {
  // Each state is scanned on purpose below.
  test.use({ scanEveryPage: false });

  test("every journey imports its test from support.ts, so the pages it shows are scanned", () => {
    const dir = path.resolve("tests/e2e");
    const unscanned = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".spec.ts"))
      .filter((file) => /import\s*\{[^}]*\b(test|expect)\b[^}]*\}\s*from\s*"@playwright\/test"/.test(fs.readFileSync(path.join(dir, file), "utf8")));
    expect(unscanned).toEqual([]);
  });

  for (const email of ["agent@example.com", "underwriter@example.com"]) {
    test(`the shell's menus, popovers and collapsed navigation for ${email}`, async ({ page }) => {
      await signInContext(page, email);
      const found: string[] = [];
      await page.goto("/app-central");
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();

      await page.getByRole("button", { name: "User menu" }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      found.push(...(await violationsOf(page, "user menu")));
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toBeHidden();
      await expect(page.getByRole("button", { name: "User menu" }), "focus returns to the menu's button").toBeFocused();

      await page.getByRole("button", { name: /^Notifications/ }).click();
      await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
      found.push(...(await violationsOf(page, "notifications")));
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: "Notifications" })).toBeHidden();

      // A coverage page: the application header's popover, and the navigation with its sections.
      await page.goto(`/coverage/${stableId("application:sunrise-gl-inprogress")}`);
      await page.getByRole("button", { name: "Application ID" }).click();
      await expect(page.getByRole("dialog", { name: "Application ID" })).toBeVisible();
      found.push(...(await violationsOf(page, "application ID")));
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: "Application ID" })).toBeHidden();

      // Collapsed, every link and button of the navigation keeps its name, and hovering one shows it as a tooltip.
      await page.getByRole("button", { name: "Collapse navigation" }).click();
      const nav = page.getByRole("navigation", { name: "Main" });
      const controls = nav.locator("a, button, [tabindex='0']");
      await expect(controls.first()).toBeVisible();
      const unnamed: string[] = [];
      for (const control of await controls.all()) {
        const name = await control.evaluate((el) => (el.textContent ?? "").trim() || el.getAttribute("aria-label") || "");
        if (!name) unnamed.push(await control.evaluate((el) => el.outerHTML.slice(0, 160)));
      }
      expect(unnamed, "navigation controls without a name").toEqual([]);
      found.push(...(await violationsOf(page, "collapsed navigation")));
      await nav.getByRole("link").first().hover();
      await expect(page.getByRole("tooltip")).toBeVisible();
      found.push(...(await violationsOf(page, "navigation tooltip")));
      expect(found, `accessibility violations (WCAG 2.1 AA, serious or critical):\n${found.join("\n")}`).toEqual([]);
    });
  }

  test("a toast is announced: it appears inside a polite live region, and its colours pass", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await page.goto("/coverages");
    const preference = page.getByLabel("After signing in from my wholesaler, go to my wholesaler's home page");
    await expect(preference).toBeEnabled();
    await page.route("**/api/identities", (route) => route.fulfill({ status: 500, body: "{}" }));
    await preference.click();
    const toast = page.getByText("Error saving preferences");
    await expect(toast).toBeVisible();
    await expect(page.locator('[aria-live="polite"]').filter({ has: toast })).toHaveCount(1);
    expect(await violationsOf(page, "toast")).toEqual([]);
  });

  test("a dialog opened from a row's menu keeps focus inside and gives it back to the menu's button", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await page.goto(`/app-central?submissionID=${stableId("submission:summit-es")}`);
    const menuButton = page.getByRole("button", { name: "More actions for Excess & Surplus General Liability (Quoted)" });
    await menuButton.click();
    await page.getByRole("menuitem", { name: "NTU" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(":focus")).toHaveCount(1);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press("Tab");
      await expect(dialog.locator(":focus"), "Tab stays in the dialog").toHaveCount(1);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
