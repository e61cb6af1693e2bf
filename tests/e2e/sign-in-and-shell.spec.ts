import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { stableId } from "../../prisma/seed/stable-id";
import { TEST_HANDOFF_SECRETS } from "../support/test-database";
import { expect, signedInAs, signInContext, signIn, test } from "./support";

test.describe("sign-in and the shell", () => {
  test("an agent signs in and sees the agent navigation, then signs out", async ({ page }) => {
    // Through the sign-in form, as a person signs in; other journeys sign in through the same endpoints without it.
    await signIn(page, "agent@example.com");
    await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "App Central" })).toBeVisible();
    await expect(nav.getByText("Documents")).toBeVisible();
    await expect(nav.getByRole("button", { name: /Policy History/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Submission" })).toHaveCount(0);
    await nav.getByRole("button", { name: /Policy History/ }).click();
    await expect(nav.getByRole("link", { name: /Endorsements/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: /Cancellations/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: /Reinstatements/ })).toBeVisible();

    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    // Signed out, the user's program is still known: back to the wholesaler's login.
    await page.goto("/app-central");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp-central&system=mp$/);
  });

  test("an underwriter signs in and sees the underwriter navigation", async ({ page }) => {
    // Through the sign-in form, as a person signs in; other journeys sign in through the same endpoints without it.
    await signIn(page, "underwriter@example.com");
    await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByText("Submission", { exact: true })).toBeVisible();
    await expect(nav.getByText("Documents")).toBeVisible();
    await expect(nav.getByRole("link", { name: "App Central" })).toHaveCount(0);
  });

  test("a wrong password shows an error that does not say which part was wrong", async ({ page }) => {
    await signIn(page, "agent@example.com", "wrong-password");
    const error = page.getByRole("alert").filter({ hasText: "incorrect" });
    await expect(error).toHaveText("The email or password you entered is incorrect.");
    await signIn(page, "nobody@example.com", "demo");
    await expect(error).toHaveText("The email or password you entered is incorrect.");
    await expect(page).toHaveURL(/\/login/);
  });

  test("without a session /app-central shows the 401 page, and Go to Login comes back after sign-in", async ({ page }) => {
    const response = await page.goto("/app-central");
    expect(response?.status()).toBe(401);
    await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
    await expect(page.getByText("Please Log In to access this page.")).toBeVisible();
    await page.getByRole("link", { name: "Go to Login" }).click();
    await page.getByLabel("Email").fill("agent@example.com");
    await page.getByLabel("Password").fill("demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/app-central$/);
    await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  });

  test("without a session a deep link to /external shows the 401 page, and Go to Login follows the whole link after sign-in", async ({ page }) => {
    const submissionID = stableId("submission:sunrise-carpentry");
    const response = await page.goto(`/external?submissionID=${submissionID}&loginFlow=true`);
    expect(response?.status()).toBe(401);
    await expect(page.getByText("Please Log In to access this page.")).toBeVisible();
    await page.getByRole("link", { name: "Go to Login" }).click();
    await page.getByLabel("Email").fill("agent@example.com");
    await page.getByLabel("Password").fill("demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    // The agent's landing preference is off: the submission, as the link asked.
    await expect(page).toHaveURL(new RegExp(`/app-central\\?submissionID=${submissionID}$`));
    await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  });

  test("an agent on an underwriter route gets the 404 page", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    const response = await page.goto("/submission/x");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! Page Not Found.")).toBeVisible();
    await expect(page.getByText("The page you are looking for doesn’t exist or is not available.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Submissions" }).click();
    await expect(page).toHaveURL(/\/app-central$/);
  });

  test("/ and /welcome go to /coverages", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await page.goto("/");
    await expect(page).toHaveURL(/\/coverages$/);
    await page.goto("/welcome");
    await expect(page).toHaveURL(/\/coverages$/);
  });

  test("an expired session sends a known user back to the wholesaler login with system=mp", async ({ page, context }) => {
    await signedInAs(page, "agent@example.com");
    await context.clearCookies({ name: "next-auth.session-token" });
    await page.goto("/app-central?tab=1");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp-central%3Ftab%3D1&system=mp$/);
  });
});

test.describe("sign-in safety", () => {
  for (const callbackUrl of ["/\t/evil.example.com", "//evil.example.com", "/\\evil.example.com", "https://evil.example.com/", "/.//evil.example.com"]) {
    test(`after sign-in, callbackUrl ${JSON.stringify(callbackUrl)} stays on this site`, async ({ page, baseURL }) => {
      await signIn(page, "agent@example.com", "demo", `/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      // Signed in already, the login page redirects at once: still here.
      await page.goto(`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    });
  }

  test("control characters in callbackUrl show the login page, not an error", async ({ page }) => {
    for (const c of ["%0A", "%0D", "%0B"]) {
      const response = await page.goto(`/login?callbackUrl=%2F${c}%2Fevil.example.com`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
      const unauthorized = await page.goto(`/401?callbackUrl=%2F${c}%2Fevil.example.com`);
      expect(unauthorized?.status()).toBe(200);
    }
  });

  test("signing out ends the session on the server: the old cookie and API token stop working", async ({ page, context, playwright, baseURL }) => {
    await signedInAs(page, "agent@example.com");
    const cookie = (await context.cookies()).find((c) => c.name === "next-auth.session-token")!;
    const me = await page.request.get("/api/auth/user");
    expect(me.status()).toBe(200);
    const { jwtToken } = (await me.json()) as { jwtToken: string };
    expect(jwtToken).not.toBe(cookie.value);
    const session = await page.request.get("/api/auth/session");
    expect(((await session.json()) as { user?: { email?: string } }).user?.email).toBe("agent@example.com");

    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();

    const outsider = await playwright.request.newContext({ baseURL });
    const replayCookie = await outsider.get("/api/auth/user", { headers: { cookie: `${cookie.name}=${cookie.value}` } });
    expect(replayCookie.status()).toBe(401);
    const replayBearer = await outsider.get("/api/auth/user", { headers: { authorization: `Bearer ${jwtToken}` } });
    expect(replayBearer.status()).toBe(401);
    // next-auth's own session endpoint, which reads the cookie alone, has no session to answer for it and renews no cookie.
    const replaySession = await outsider.get("/api/auth/session", { headers: { cookie: `${cookie.name}=${cookie.value}` } });
    expect(await replaySession.json()).toEqual({});
    expect(replaySession.headers()["set-cookie"]).toBeUndefined();
    await outsider.dispose();
  });
});

test.describe("ending every session", () => {
  test("'End all sessions' signs the user out in every browser at once", async ({ browser }) => {
    const laptop = await browser.newContext();
    const phone = await browser.newContext();
    const onLaptop = await laptop.newPage();
    const onPhone = await phone.newPage();
    await signedInAs(onLaptop, "agent2@example.com");
    await signedInAs(onPhone, "agent2@example.com");
    await onLaptop.getByRole("button", { name: "User menu" }).click();
    await onLaptop.getByRole("menuitem", { name: "End all sessions" }).click();
    await expect(onLaptop.getByRole("button", { name: "Sign in" })).toBeVisible();
    expect((await onPhone.request.get("/api/auth/user")).status()).toBe(401);
    await onPhone.goto("/coverages");
    await expect(onPhone.getByRole("button", { name: "User menu" })).toHaveCount(0);
    await laptop.close();
    await phone.close();
  });

  test("a read after the session ended elsewhere sends the user to sign in, and signing in returns to the page", async ({ page, baseURL }) => {
    await signInContext(page, "agent2@example.com");
    await page.goto("/app-central");
    await expect(page.getByRole("heading", { name: "Submissions", exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Submission list" })).not.toHaveAttribute("aria-busy");
    // Every session ends (as from another browser); this page does not know yet.
    expect((await page.request.delete("/api/auth/sessions", { headers: { origin: new URL(baseURL!).origin } })).status()).toBe(200);

    await page.getByLabel("Search by insured name or application ID").fill("Harbor");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp-central&system=mp$/);
    await expect(page.getByText("Submissions could not be loaded.")).toHaveCount(0);
    await page.getByLabel("Email").fill("agent2@example.com");
    await page.getByLabel("Password").fill("demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/app-central$/);
    await expect(page.getByRole("heading", { name: "Submissions", exact: true })).toBeVisible();
  });
});

test.describe("wholesaler deep links", () => {
  async function handoffToken(email: string, program: "summit" | "harbor", secret: string, ageSeconds = 0) {
    const now = Math.floor(Date.now() / 1000) - ageSeconds;
    return new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(email)
      .setIssuer(program)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .setJti(randomUUID())
      .sign(new TextEncoder().encode(secret));
  }

  test("a valid handoff token signs the agent in and follows the /external rules", async ({ page }) => {
    const token = await handoffToken("agent@example.com", "summit", TEST_HANDOFF_SECRETS.WHOLESALER_SUMMIT_HANDOFF_SECRET);
    await page.goto(`/external?token=${token}`);
    await expect(page).toHaveURL(/\/coverages$/);
    await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  });

  test("a replayed token changes nothing and shows the 401 page", async ({ page, browser }) => {
    const token = await handoffToken("agent@example.com", "summit", TEST_HANDOFF_SECRETS.WHOLESALER_SUMMIT_HANDOFF_SECRET);
    await page.goto(`/external?token=${token}`);
    await expect(page).toHaveURL(/\/coverages$/);
    const other = await browser.newContext();
    const replay = await other.newPage();
    await replay.goto(`/external?token=${token}`);
    await expect(replay.getByText("Please Log In to access this page.")).toBeVisible();
    await replay.goto("/app-central");
    await expect(replay.getByText("Please Log In to access this page.")).toBeVisible();
    await other.close();
  });

  test("a token signed with another program's secret changes nothing and shows the 401 page", async ({ page }) => {
    const token = await handoffToken("agent@example.com", "summit", TEST_HANDOFF_SECRETS.WHOLESALER_HARBOR_HANDOFF_SECRET);
    await page.goto(`/external?token=${token}`);
    await expect(page.getByText("Please Log In to access this page.")).toBeVisible();
    await page.goto("/app-central");
    await expect(page.getByText("Please Log In to access this page.")).toBeVisible();
  });

  test("an expired token shows the 401 page", async ({ page }) => {
    const token = await handoffToken("agent@example.com", "summit", TEST_HANDOFF_SECRETS.WHOLESALER_SUMMIT_HANDOFF_SECRET, 3600);
    await page.goto(`/external?token=${token}`);
    await expect(page.getByText("Please Log In to access this page.")).toBeVisible();
  });
});
