import { expect, type Page } from "@playwright/test";

export const PASSWORD = "demo";

export async function signIn(page: Page, email: string, password = PASSWORD, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function signedInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
}
