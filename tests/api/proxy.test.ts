import { encode } from "next-auth/jwt";
import { pathToRegexp } from "next/dist/compiled/path-to-regexp";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { config, proxy, shouldRefreshSessionCookie } from "@/proxy";
import { db } from "@/server/db";
import { demoUserIds, signInAs } from "../support/api-client";
import { TEST_AUTH_SECRET } from "../support/test-database";

const page = (cookie?: string) =>
  new NextRequest("http://localhost:3000/app-central", { headers: cookie ? { cookie: `next-auth.session-token=${cookie}` } : {} });

describe("the proxy's session cookie", () => {
  it("is re-issued once a day of use, so the 14 days count from the last use", () => {
    const now = 1_900_000_000;
    expect(shouldRefreshSessionCookie(now - 60, now)).toBe(false);
    expect(shouldRefreshSessionCookie(now - 24 * 3600, now)).toBe(true);
    expect(shouldRefreshSessionCookie(undefined, now)).toBe(false);
  });

  it("sets a fresh cookie with the same claims on a page request with a day-old cookie", async () => {
    const { sessionId } = await signInAs(demoUserIds.agent);
    // Issued 25 hours ago.
    vi.setSystemTime(Date.now() - 25 * 3600_000);
    const old = await encode({ token: { sub: demoUserIds.agent, role: "Agent", sid: sessionId }, secret: TEST_AUTH_SECRET });
    vi.useRealTimers();
    const res = await proxy(page(old));
    const cookie = res.cookies.get("next-auth.session-token");
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.maxAge).toBe(14 * 24 * 3600);

    const fresh = await encode({ token: { sub: demoUserIds.agent, role: "Agent", sid: sessionId }, secret: TEST_AUTH_SECRET });
    const freshResponse = await proxy(page(fresh));
    expect(freshResponse.status).toBe(200);
    expect(freshResponse.cookies.get("next-auth.session-token")).toBeUndefined();
  });

  it("renews the cookie under the name next-auth reads, whatever the protocol a proxy in front reports", async () => {
    const { sessionId } = await signInAs(demoUserIds.agent);
    vi.setSystemTime(Date.now() - 25 * 3600_000);
    const old = await encode({ token: { sub: demoUserIds.agent, role: "Agent", sid: sessionId }, secret: TEST_AUTH_SECRET });
    vi.useRealTimers();
    const res = await proxy(new NextRequest("https://localhost:3000/app-central", { headers: { cookie: `next-auth.session-token=${old}` } }));
    expect(res.cookies.get("next-auth.session-token")?.value).toBeTruthy();
    expect(res.cookies.get("__Secure-next-auth.session-token")).toBeUndefined();
  });

  it("turns away a cookie whose session has ended, like no cookie at all (401)", async () => {
    const { cookie, sessionId } = await signInAs(demoUserIds.agent2);
    expect((await proxy(page(cookie))).status).toBe(200);
    await db.authSession.update({ where: { id: sessionId }, data: { revokedAt: new Date() } });
    expect((await proxy(page(cookie))).status).toBe(401);
  });
});

describe("addresses whose percent-escapes do not decode", () => {
  const request = (path: string, cookie?: string) =>
    new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { cookie: `next-auth.session-token=${cookie}` } : {} });

  it("are not found: the API's error answer, or the not-found page", async () => {
    const api = await proxy(request("/api/submission/%E0%A4%A"));
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: { code: "not_found", message: "Resource not found." } });
    const page = await proxy(request("/coverage/%E0%A4%A/summary"));
    expect(page.status).toBe(307);
    expect(page.headers.get("location")).toBe("http://localhost:3000/404");
  });

  it("let an API address that decodes through to its route handler, session or not", async () => {
    const res = await proxy(request("/api/documents/Signed%20Packet.pdf"));
    expect(res.status).toBe(200);
    expect(res.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("redirects keep the address the user is on", () => {
  it("sends the start page to the user's home on the Host the browser asked, not the server's configured address", async () => {
    const { cookie } = await signInAs(demoUserIds.agent);
    const res = await proxy(new NextRequest("http://localhost:3000/", { headers: { host: "127.0.0.1:3000", cookie: `next-auth.session-token=${cookie}` } }));
    expect(res.headers.get("location")).toBe("http://127.0.0.1:3000/coverages");
  });

  it("sends a signed-out visitor of a program to its login with the way back on that address", async () => {
    vi.stubEnv("WHOLESALER_SUMMIT_LOGIN_URL", "https://login.summit.example/sign-in");
    try {
      const res = await proxy(
        new NextRequest("http://localhost:3000/app-central?tab=1", { headers: { host: "192.168.1.20:3000", cookie: "mp_program=summit" } }),
      );
      const login = new URL(res.headers.get("location")!);
      expect(login.origin).toBe("https://login.summit.example");
      expect(login.searchParams.get("redirect")).toBe("http://192.168.1.20:3000/app-central?tab=1");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("a signed-out deep link to /external", () => {
  const deepLink = "/external?submissionID=6f1c2a7e-0000-4000-8000-000000000001&loginFlow=true";
  const open = (path: string, cookie = "") => proxy(new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} }));

  it("is the 401 page, whose Go to Login comes back to the whole link", async () => {
    const res = await open(deepLink);
    expect(res.status).toBe(401);
    const page = new URL(res.headers.get("x-middleware-rewrite")!);
    expect(page.pathname).toBe("/401");
    expect(page.searchParams.get("callbackUrl")).toBe(deepLink);
  });

  it("of a visitor whose program is known goes to the program's login, with the whole link to come back to and system=mp", async () => {
    vi.stubEnv("WHOLESALER_SUMMIT_LOGIN_URL", "https://login.summit.example/sign-in");
    try {
      const login = new URL((await open(deepLink, "mp_program=summit")).headers.get("location")!);
      expect(login.origin).toBe("https://login.summit.example");
      expect(login.searchParams.get("redirect")).toBe(`http://localhost:3000${deepLink}`);
      expect(login.searchParams.get("system")).toBe("mp");
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("with a handoff token is let through, as the token is the sign-in; with a session it is the landing", async () => {
    const handoff = await open("/external?token=abc&submissionID=x");
    expect(handoff.status).toBe(200);
    expect(handoff.headers.get("x-middleware-next")).toBe("1");
    const { cookie } = await signInAs(demoUserIds.agent);
    const signedIn = await open(deepLink, `next-auth.session-token=${cookie}`);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("HSTS", () => {
  const login = (headers: Record<string, string>) => proxy(new NextRequest("http://localhost:3000/login", { headers }));

  it("is sent behind a trusted HTTPS proxy, or where the app's public address is https; not for a client's own claim", async () => {
    expect((await login({ host: "app.example", "x-forwarded-proto": "https" })).headers.get("strict-transport-security")).toBeNull();
    vi.stubEnv("TRUSTED_PROXY_HOPS", "1");
    try {
      const behindProxy = await login({ host: "app.internal", "x-forwarded-host": "app.example", "x-forwarded-proto": "https" });
      expect(behindProxy.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      vi.unstubAllEnvs();
    }
    vi.stubEnv("NEXTAUTH_URL", "https://app.example");
    try {
      expect((await login({ host: "app.example" })).headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("where the proxy runs", () => {
  it("on every page, whatever its address ends with, and not on the build's files, the site icons or the carriers' logos", () => {
    // Read as Next.js reads a matcher (its path-to-regexp, strict, by "/"); Next's own testing helper cannot share this worker.
    const runs = (url: string) => config.matcher.some((source) => pathToRegexp(source, [], { delimiter: "/", sensitive: false, strict: true }).test(url));
    for (const url of ["/app-central", "/coverages.js", "/submission/x/coverage/y.css", "/login", "/api/notes%zz"]) expect(runs(url), url).toBe(true);
    for (const url of ["/_next/static/chunks/a.js", "/favicon.ico", "/icon.svg", "/carriers/pioneer-casualty.svg", "/api/notes"])
      expect(runs(url), url).toBe(false);
  });
});
