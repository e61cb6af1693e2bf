import { expect, signInContext, test } from "./support";

const TOO_MANY = /^Too many failed attempts\. Please wait \d+ minutes? and try again\.$/;

test.describe("the client's address", () => {
  test("is the socket's: five wrong passwords, then a sixth try claiming another address in X-Forwarded-For is still refused as too many", async ({
    playwright,
    baseURL,
  }) => {
    const client = await playwright.request.newContext({ baseURL });
    const { csrfToken } = (await (await client.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const email = `nobody-${Date.now().toString(36)}@example.com`;
    const attempt = async (claimed: string) => {
      const res = await client.post("/api/auth/callback/credentials", {
        headers: { "x-forwarded-for": claimed },
        form: { csrfToken, email, password: "wrong", json: "true" },
      });
      return new URL((await res.json()).url, baseURL).searchParams.get("error");
    };
    for (let i = 1; i <= 5; i++) expect(await attempt(`198.51.100.${i}`)).toBe("CredentialsSignin");
    expect(await attempt("203.0.113.77")).toMatch(TOO_MANY);
    await client.dispose();
  });

  test("is what the audit trail records for each sign-in attempt, with the browser, never an address the client named", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const client = await playwright.request.newContext({ baseURL, userAgent: "Audit probe/1.0" });
    const { csrfToken } = (await (await client.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const email = `probe-${Date.now().toString(36)}@example.com`;
    await client.post("/api/auth/callback/credentials", {
      headers: { "x-forwarded-for": "198.51.100.9" },
      form: { csrfToken, email, password: "wrong", json: "true" },
    });
    await client.dispose();

    await signInContext(page, "underwriter@example.com");
    const res = await page.request.get(`/api/audit?entityType=User&entityID=${encodeURIComponent(email)}`);
    expect(res.status()).toBe(200);
    const { entries } = (await res.json()) as { entries: { action: string; outcome: string; clientAddress: string; userAgent: string }[] };
    expect(entries).toEqual([expect.objectContaining({ action: "sign-in", outcome: "refused", userAgent: "Audit probe/1.0" })]);
    expect(["127.0.0.1", "::1"]).toContain(entries[0].clientAddress);
  });
});
