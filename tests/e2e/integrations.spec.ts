import type { Page } from "@playwright/test";
import { expect, signInContext, test } from "./support";

const unique = (text: string) => `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const keys = (page: Page) => page.getByRole("region", { name: "API keys" });
const webhooks = (page: Page) => page.getByRole("region", { name: "Webhooks" });
const submissionsWith = (page: Page, key: string) => page.request.get("/api/submissions?limit=1", { headers: { authorization: `Bearer ${key}` } });

test.describe("integrations", () => {
  test("an underwriter makes a key for an agency's system, which reads the agency's submissions until it is revoked", async ({ page }) => {
    await signInContext(page, "underwriter@example.com");
    await page.goto("/settings/integrations");
    await expect(page.getByRole("heading", { name: "Choose an agency" })).toBeVisible();
    await page.getByRole("combobox", { name: "Agency" }).selectOption({ label: "Acme Insurance Agency" });

    const name = unique("Acme AMS");
    await keys(page).getByRole("button", { name: "New API key" }).click();
    const form = keys(page).getByRole("form", { name: "New API key" });
    await expect(form.getByRole("textbox", { name: "Name of the system" })).toBeFocused();
    await form.getByRole("button", { name: "Create key" }).click();
    await expect(form.getByText("Enter a name for the key.")).toBeVisible();
    await form.getByRole("textbox", { name: "Name of the system" }).fill(name);
    await form.getByRole("button", { name: "Create key" }).click();

    const shown = keys(page).getByRole("region", { name: `Your new API key: ${name}` });
    await expect(shown.getByText("Copy it now: it will not be shown again.", { exact: false })).toBeVisible();
    const secret = (await shown.locator("code").textContent())!.trim();
    expect(secret).toMatch(/^cmk_/);
    expect((await submissionsWith(page, secret)).status()).toBe(200);
    await shown.getByRole("button", { name: "Done" }).click();
    await expect(shown).toBeHidden();
    await expect(page.getByText(secret)).toHaveCount(0);

    const row = keys(page).getByRole("row").filter({ hasText: name });
    await expect(row.getByRole("cell", { name: "Active" })).toBeVisible();
    await row.getByRole("button", { name: `Revoke ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Revoke this API key?" });
    await dialog.getByRole("button", { name: "Revoke key" }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole("cell", { name: "Revoked" })).toBeVisible();
    expect((await submissionsWith(page, secret)).status()).toBe(401);

    // The chosen agency is kept in the address: a reload opens it again.
    await expect(page).toHaveURL(/[?&]agencyID=/);
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Agency" })).toHaveValue(/.+/);
    await expect(keys(page).getByRole("row").filter({ hasText: name }).getByRole("cell", { name: "Revoked" })).toBeVisible();
  });

  test("an agent adds a webhook endpoint for the agency from the user menu, sees its secret once, its empty log, and removes it", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await page.goto("/app-central");
    await page.getByRole("button", { name: /user menu/ }).click();
    await page.getByRole("menuitem", { name: "Integrations" }).click();
    await expect(page.getByRole("heading", { name: "Integrations", level: 1 })).toBeVisible();
    // Keys are the underwriters' to make.
    await expect(keys(page)).toHaveCount(0);

    await webhooks(page).getByRole("button", { name: "New webhook endpoint" }).click();
    const form = webhooks(page).getByRole("form", { name: "New webhook endpoint" });
    await form.getByRole("textbox", { name: "Endpoint URL" }).fill("http://ams.example.com/hooks");
    await form.getByRole("button", { name: "Add endpoint" }).click();
    await expect(form.getByText("Enter the endpoint's full URL, starting with https://.")).toBeVisible();
    await expect(form.getByText("Choose at least one event.")).toBeVisible();

    const url = `https://ams.example.com/${unique("hooks").replace(" ", "-")}`;
    await form.getByRole("textbox", { name: "Endpoint URL" }).fill(url);
    await form.getByRole("checkbox", { name: /policy\.bound/ }).check();
    await form.getByRole("checkbox", { name: /note\.created/ }).check();
    await form.getByRole("button", { name: "Add endpoint" }).click();
    const shown = webhooks(page).getByRole("region", { name: `Signing secret for ${url}` });
    await expect(shown.locator("code")).toHaveText(/^whsec_/);
    await shown.getByRole("button", { name: "Done" }).click();

    const row = webhooks(page).getByRole("row").filter({ hasText: url });
    await expect(row.getByRole("cell", { name: "policy.bound, note.created" })).toBeVisible();
    // Each endpoint's log is asked for by its own address, as its removal is: a screen reader tells the rows' buttons apart.
    await expect(webhooks(page).getByRole("button", { name: "Deliveries", exact: true })).toHaveCount(0);
    await row.getByRole("button", { name: `Deliveries for ${url}`, exact: true }).click();
    await expect(webhooks(page).getByText("Nothing has been sent to this endpoint yet.")).toBeVisible();

    await row.getByRole("button", { name: `Remove ${url}` }).click();
    const dialog = page.getByRole("dialog", { name: "Remove this endpoint?" });
    await dialog.getByRole("button", { name: "Remove endpoint" }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole("cell", { name: "Removed" })).toBeVisible();
  });
});
