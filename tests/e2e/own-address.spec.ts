import { type Page } from "@playwright/test";
import { stableId } from "../../prisma/seed/stable-id";
import { expect, PASSWORD, test } from "./support";

/**
 * The server is configured for http://localhost:<port> (NEXTAUTH_URL in
 * playwright.config.ts); these journeys use it at http://127.0.0.1:<port>, as
 * a user does who opens the address Next.js prints, or the network address.
 */
function otherAddress(baseURL: string): string {
  const url = new URL(baseURL);
  url.hostname = "127.0.0.1";
  return url.origin;
}

async function signInAt(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
}

test.describe("the address the user is on", () => {
  test("at 127.0.0.1, while the configured address is localhost, an agent creates a submission through the insured form, adds a note and signs out, without leaving 127.0.0.1", async ({
    page,
    baseURL,
  }) => {
    const origin = otherAddress(baseURL!);
    expect(origin).not.toBe(new URL(baseURL!).origin);
    await signInAt(page, origin, "agent@example.com");
    expect(new URL(page.url()).origin).toBe(origin);

    await page.goto(`${origin}/coverages?new-application=true`);
    await page.getByRole("button", { name: "Construction", exact: true }).click();
    await page.getByRole("button", { name: "General Liability", exact: true }).click();
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Insured information", exact: true })).toBeVisible();
    const company = page.getByRole("group", { name: "Company" });
    await company.getByLabel("Company name").fill("Loopback Carpentry LLC");
    await company.getByLabel("Contact first name").fill("Lee");
    await company.getByLabel("Contact last name").fill("Loopback");
    await company.getByLabel("Email address").fill("lee@loopback.example.com");
    await company.getByLabel("Phone number").fill("5125550188");
    await company.getByLabel("Entity type").selectOption("llc");
    await company.getByLabel("Date business started").fill("2015-04-01");
    await company.getByLabel("Years of experience").fill("9");
    await company.getByLabel("Description of operations").fill("Finish carpentry.");
    const physical = page.getByRole("group", { name: "Physical address" });
    await physical.getByLabel("Street address").fill("500 W 2nd St");
    await physical.getByLabel("ZIP code").fill("78701");
    await expect(physical.getByLabel("City")).toHaveValue("Austin");
    const created = page.waitForResponse((r) => r.url().endsWith("/api/submission") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    expect((await created).status()).toBe(201);
    await expect(page.getByRole("heading", { name: "Business types", exact: true })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(origin);

    const text = `Written at 127.0.0.1 (${Date.now().toString(36)})`;
    await page.goto(`${origin}/coverage/${stableId("application:sunrise-gl-inprogress")}`);
    const notes = page.getByRole("complementary", { name: "Notes" });
    const entry = notes.getByRole("form", { name: "New note" });
    await entry.getByRole("textbox", { name: "New note" }).fill(text);
    await entry.getByRole("button", { name: "Add note", exact: true }).click();
    await expect(page.getByRole("region", { name: /^Notifications/ }).getByText("Note submitted successfully", { exact: true })).toBeVisible();
    await expect(notes.getByRole("list", { name: "Notes, newest first" })).toContainText(text);

    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(origin);
  });
});
