import { expect, signInContext, test } from "./support";

test.describe("security headers", () => {
  test("a page carries a nonce-based Content-Security-Policy and the other headers, and runs under it", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto("/login");
    const headers = response!.headers();
    const csp = headers["content-security-policy"];
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["permissions-policy"]).toContain("camera=()");
    // Served over plain HTTP here: HSTS only applies over HTTPS.
    expect(headers["strict-transport-security"]).toBeUndefined();

    // Each page gets its own nonce.
    const again = await page.request.get("/login");
    expect(again.headers()["content-security-policy"]).not.toBe(csp);

    // The app still works under the policy: sign in and open a page with client code.
    await signInContext(page, "agent@example.com");
    await page.goto("/app-central");
    await expect(page.getByRole("heading", { name: "Submissions", level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("an API answer carries the headers too; HSTS only over HTTPS as the server knows it, not as a client claims", async ({ request }) => {
    const res = await request.get("/api/auth/user");
    expect(res.status()).toBe(401);
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    expect(res.headers()["x-frame-options"]).toBe("DENY");
    expect(res.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // Served directly (no TRUSTED_PROXY_HOPS): a client's X-Forwarded-Proto is not the scheme. Behind a trusted HTTPS proxy: tests/api/proxy.test.ts.
    const page = await request.get("/login", { headers: { "x-forwarded-proto": "https" } });
    expect(page.headers()["strict-transport-security"]).toBeUndefined();
  });

  test("the build's scripts carry nosniff and none of the headers that only govern documents", async ({ page }) => {
    await page.goto("/login");
    const script = await page.locator("script[src]").first().getAttribute("src");
    const res = await page.request.get(script!);
    expect(res.status()).toBe(200);
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    expect(res.headers()["x-frame-options"]).toBeUndefined();
    expect(res.headers()["permissions-policy"]).toBeUndefined();
  });

  test("a cross-site form post to the API with the session cookie changes nothing (403)", async ({ page, baseURL }) => {
    await signInContext(page, "agent@example.com");
    const res = await page.request.post("/api/identities", {
      headers: { origin: "https://evil.example.com", "content-type": "application/json" },
      data: { identityID: "x", traits: [] },
    });
    expect(res.status()).toBe(403);
    const plain = await page.request.post("/api/identities", { headers: { origin: new URL(baseURL!).origin, "content-type": "text/plain" }, data: "{}" });
    expect(plain.status()).toBe(415);
  });
});
