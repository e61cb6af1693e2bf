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
    const gone = await db.user.create({
      data: { email: `gone-${Date.now()}@example.com`, passwordHash: "-", firstName: "Gone", lastName: "User", roles: ["Agent"] },
    });
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

describe("DELETE /api/auth/sessions (sign out everywhere)", () => {
  it("ends every session and API token of the caller, and nobody else's", async () => {
    const { DELETE } = await import("@/app/api/auth/sessions/route");
    const owner = await db.user.create({
      data: { email: `everywhere-${Date.now()}@example.com`, passwordHash: "-", firstName: "E", lastName: "Verywhere", roles: ["Agent"] },
    });
    const laptop = await signInAs(owner.id);
    const phone = await signInAs(owner.id);
    const someoneElse = await signInAs(demoUserIds.agent);
    const res = await call(DELETE, "/api/auth/sessions", { as: { token: laptop.cookie }, via: "cookie", method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.json.revoked).toBeGreaterThanOrEqual(4);
    for (const credentials of [laptop, phone]) {
      expect((await user(credentials.cookie, "cookie")).status).toBe(401);
      expect((await user(credentials.bearer, "bearer")).status).toBe(401);
    }
    expect((await user(someoneElse.cookie, "cookie")).status).toBe(200);
  });

  it("ends the sessions of a user whose role or password changes", async () => {
    const changing = await db.user.create({
      data: { email: `changing-${Date.now()}@example.com`, passwordHash: "-", firstName: "C", lastName: "Hanging", roles: ["Agent"] },
    });
    const before = await signInAs(changing.id);
    await db.user.update({ where: { id: changing.id }, data: { firstName: "Renamed" } });
    expect((await user(before.cookie, "cookie")).status).toBe(200);
    await db.user.update({ where: { id: changing.id }, data: { roles: ["Underwriter"] } });
    expect((await user(before.cookie, "cookie")).status).toBe(401);
    expect((await user(before.bearer, "bearer")).status).toBe(401);
    const after = await signInAs(changing.id);
    await db.user.update({ where: { id: changing.id }, data: { passwordHash: "changed" } });
    expect((await user(after.cookie, "cookie")).status).toBe(401);
  });
});

describe("session lifetime", () => {
  it("ends a session unused for 14 days, and one 30 days after sign-in however used", async () => {
    const idle = await signInAs(demoUserIds.agent2);
    await db.authSession.update({ where: { id: idle.sessionId }, data: { lastSeenAt: new Date(Date.now() - 14 * 24 * 3600_000 - 60_000) } });
    expect((await user(idle.cookie, "cookie")).status).toBe(401);
    expect((await user(idle.bearer, "bearer")).status).toBe(401);

    const old = await signInAs(demoUserIds.agent2);
    await db.authSession.update({ where: { id: old.sessionId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await user(old.cookie, "cookie")).status).toBe(401);
  });

  it("counts a request as use, at most once an hour", async () => {
    const active = await signInAs(demoUserIds.agent2);
    const earlier = new Date(Date.now() - 2 * 3600_000);
    await db.authSession.update({ where: { id: active.sessionId }, data: { lastSeenAt: earlier } });
    expect((await user(active.cookie, "cookie")).status).toBe(200);
    const touched = await db.authSession.findUniqueOrThrow({ where: { id: active.sessionId } });
    expect(touched.lastSeenAt.getTime()).toBeGreaterThan(earlier.getTime());
    await user(active.cookie, "cookie");
    expect((await db.authSession.findUniqueOrThrow({ where: { id: active.sessionId } })).lastSeenAt).toEqual(touched.lastSeenAt);
  });
});
