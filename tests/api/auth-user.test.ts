import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/auth/user/route";
import { decode } from "next-auth/jwt";
import { db } from "@/server/db";
import { call, demoUserIds, signInAs, unknownSessionCookie } from "../support/api-client";
import { passwordSignIn, signOutWith } from "../support/auth-client";
import { TEST_AUTH_SECRET } from "../support/test-database";

const signOut = async (cookie: string) => signOutWith((await decode({ token: cookie, secret: TEST_AUTH_SECRET }))!);

const user = (token: string, via: "cookie" | "bearer") => call(GET, "/api/auth/user", { as: { token }, via });

describe("GET /api/auth/user", () => {
  it("answers 401 without a session", async () => {
    const res = await call(GET, "/api/auth/user");
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe("unauthorized");
  });

  it("answers 401 for a forged token", async () => {
    expect((await user("not-a-real-token", "bearer")).status).toBe(401);
    expect((await user("not-a-real-token", "cookie")).status).toBe(401);
  });

  it("answers 401 for a cookie of a session that was never started", async () => {
    expect((await user(await unknownSessionCookie(demoUserIds.agent), "cookie")).status).toBe(401);
  });

  it("answers 401 once the user no longer exists", async () => {
    const gone = await db.user.create({ data: { email: `gone-${Date.now()}@example.com`, passwordHash: "-", firstName: "Gone", lastName: "User", roles: ["Agent"] } });
    const { cookie, bearer } = await signInAs(gone.id);
    expect((await user(cookie, "cookie")).status).toBe(200);
    await db.user.delete({ where: { id: gone.id } });
    expect((await user(cookie, "cookie")).status).toBe(401);
    expect((await user(bearer, "bearer")).status).toBe(401);
  });

  it.each(["cookie", "bearer"] as const)("answers the user and a short-lived API token of its own (via %s)", async (via) => {
    const res = await call(GET, "/api/auth/user", { as: "agent", via });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ email: "agent@example.com", roles: ["Agent"], firstName: "Avery" });
    expect(res.json.user.agencyID).toBeTruthy();
    expect(res.json.user.parentAgencyID).toBe("wholesaler-summit");
    const lifetime = Date.parse(res.json.jwtTokenExpiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);
    const again = await user(res.json.jwtToken, "bearer");
    expect(again.status).toBe(200);
    expect(again.json.user.email).toBe("agent@example.com");
  });

  it("never hands out the session cookie, and does not take a cookie's value as a bearer token", async () => {
    const { cookie } = await signInAs(demoUserIds.agent);
    const res = await user(cookie, "cookie");
    expect(res.json.jwtToken).not.toBe(cookie);
    expect((await user(cookie, "bearer")).status).toBe(401);
    expect((await user(res.json.jwtToken, "cookie")).status).toBe(401);
  });

  it("gives the underwriter role", async () => {
    const res = await call(GET, "/api/auth/user", { as: "underwriter" });
    expect(res.json.user.roles).toEqual(["Underwriter"]);
  });
});

describe("sign-out", () => {
  it("ends the session server-side: the old cookie and every API token issued from it stop working at once", async () => {
    const cookie = await passwordSignIn("agent@example.com", "demo");
    expect(cookie).toBeTruthy();
    const signedIn = await user(cookie!, "cookie");
    expect(signedIn.status).toBe(200);
    const bearer = signedIn.json.jwtToken as string;
    expect((await user(bearer, "bearer")).status).toBe(200);

    await signOut(cookie!);

    expect((await user(cookie!, "cookie")).status).toBe(401);
    expect((await user(bearer, "bearer")).status).toBe(401);
  });

  it("leaves the user's other sessions alone", async () => {
    const mine = await passwordSignIn("agent@example.com", "demo");
    const other = await passwordSignIn("agent@example.com", "demo");
    await signOut(mine!);
    expect((await user(other!, "cookie")).status).toBe(200);
  });
});

describe("password sign-in", () => {
  it("refuses a wrong password and an unknown email alike", async () => {
    expect(await passwordSignIn("agent@example.com", "wrong")).toBeNull();
    expect(await passwordSignIn("nobody@example.com", "demo")).toBeNull();
    expect(await passwordSignIn("agent@example.com", "demo")).toBeTruthy();
  });

  it("takes as long for an unknown email as for a wrong password, so timing does not tell which accounts exist", async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await passwordSignIn(email, "wrong-password");
      return performance.now() - started;
    };
    await time("nobody@example.com");
    // Interleaved, so whatever else the machine does weighs on both alike.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 9; i++) {
      known.push(await time("agent@example.com"));
      unknown.push(await time(`nobody-${i}@example.com`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    expect(median(unknown) / median(known)).toBeGreaterThan(0.5);
    expect(median(unknown) / median(known)).toBeLessThan(2);
  });
});
