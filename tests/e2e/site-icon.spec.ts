import { expect, signedInAs, test } from "./support";

test.describe("the site icon", () => {
  test("answers an image signed out and signed in, at /favicon.ico and where pages point to it, and pages log no error for it", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    for (const signedIn of [false, true]) {
      if (signedIn) await signedInAs(page, "agent@example.com");
      else await page.goto("/login");
      // The icons the page declares (Next.js's icon file convention), and the address browsers ask by default.
      const declared = await page.locator('head link[rel="icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      expect(declared.length).toBeGreaterThan(0);
      for (const icon of ["/favicon.ico", ...declared]) {
        const res = await page.request.get(icon, { maxRedirects: 0 });
        expect(res.status(), `${icon} signed ${signedIn ? "in" : "out"}`).toBe(200);
        expect(res.headers()["content-type"], icon).toMatch(/^image\//);
      }
    }
    expect(errors).toEqual([]);
  });
});
