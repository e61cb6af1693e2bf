import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { decode } from "next-auth/jwt";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DELETE as SIGN_OUT_EVERYWHERE } from "@/app/api/auth/sessions/route";
import { GET as ISSUE_TOKEN } from "@/app/api/auth/user/route";
import { GET as AUDIT } from "@/app/api/audit/route";
import { auditPageSchema } from "@/lib/schemas/audit";
import { hashPassword } from "@/server/auth/password";
import { recordFailure, throttlePolicies } from "@/server/auth/throttle";
import { db } from "@/server/db";
import { FRONT_DOOR, markServedThroughFrontDoor } from "@/server/http/front-door.mjs";
import { log } from "@/server/log";
import { runInRequestContext } from "@/server/request-context";
import { call, signInAs } from "../support/api-client";
import { handoffSignIn, passwordSignIn, signOutWith } from "../support/auth-client";
import { TEST_AUTH_SECRET, TEST_HANDOFF_SECRETS } from "../support/test-database";

/**
 * Signing in and out and issuing tokens change no audited table, so the
 * server records them itself: who, when, from which address and browser, and
 * how it ended; never the password or a token.
 */

const BROWSER = "Mozilla/5.0 (audit test)";
const ADDRESS = "198.51.100.23";

/** As next-auth's endpoints run (server/auth/auth-route.ts): a request id, the client's address and browser, nobody signed in yet. */
const fromBrowser = <T>(work: () => Promise<T>) =>
  runInRequestContext({ actorId: null, requestId: randomUUID(), clientAddress: ADDRESS, userAgent: BROWSER }, work);

async function account(role: "Agent" | "Underwriter" = "Agent") {
  const email = `audit-${randomUUID()}@example.com`;
  const user = await db.user.create({ data: { email, passwordHash: await hashPassword("right-password"), firstName: "Ada", lastName: "Udit", roles: [role] } });
  return { email, id: user.id };
}

const events = (entityId: string) => db.auditLog.findMany({ where: { entityType: "User", entityId, outcome: { not: null } }, orderBy: { occurredAt: "asc" } });

afterEach(() => {
  vi.restoreAllMocks();
  delete (globalThis as Record<symbol, unknown>)[FRONT_DOOR];
});

describe("sign-in in the audit trail", () => {
  it("records a password sign-in, a wrong password, an unknown email and a throttled attempt, with address and browser, never the password", async () => {
    const { email, id } = await account();
    const lines = vi.spyOn(log, "info");
    expect(await fromBrowser(() => passwordSignIn(email, "right-password"))).toBeTruthy();
    expect(await fromBrowser(() => passwordSignIn(email, "wrong-password-1"))).toBeNull();
    const where = { clientAddress: ADDRESS, userAgent: BROWSER };
    const [signedIn, refused] = await events(id);
    expect(signedIn).toMatchObject({ action: "sign-in", outcome: "succeeded", actorId: id, ...where, details: { method: "password" } });
    expect(await db.authSession.count({ where: { id: (signedIn.details as { sessionId: string }).sessionId, userId: id } })).toBe(1);
    expect(refused).toMatchObject({ action: "sign-in", outcome: "refused", actorId: null, ...where, details: { method: "password", email } });
    expect(lines).toHaveBeenCalledWith(
      { audit: expect.objectContaining({ action: "sign-in", outcome: "refused", entityId: id, ...where }) },
      "audit: sign-in refused",
    );

    const unknown = `nobody-${randomUUID()}@example.com`;
    expect(await fromBrowser(() => passwordSignIn(unknown.toUpperCase(), "wrong-password-2"))).toBeNull();
    expect(await events(unknown)).toEqual([expect.objectContaining({ outcome: "refused", actorId: null, details: { method: "password", email: unknown } })]);

    for (let i = 0; i < throttlePolicies.signInAccount.points; i++) await recordFailure([{ policy: throttlePolicies.signInAccount, key: email }]);
    await expect(fromBrowser(() => passwordSignIn(email, "wrong-password-3"))).rejects.toThrow(/^Too many failed attempts/);
    expect(await events(email)).toEqual([expect.objectContaining({ action: "sign-in", outcome: "throttled", actorId: null, ...where })]);

    const everything = JSON.stringify([...(await events(id)), ...(await events(email)), ...(await events(unknown))]);
    expect(everything).not.toMatch(/right-password|wrong-password/);
  });

  it("records a wholesaler handoff sign-in, and a refused handoff under the email it claims", async () => {
    const token = async (secret: string) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setSubject("agent2@example.com")
        .setIssuer("harbor")
        .setIssuedAt(now)
        .setExpirationTime(now + 300)
        .setJti(randomUUID())
        .sign(new TextEncoder().encode(secret));
    };
    const { id } = await db.user.findUniqueOrThrow({ where: { email: "agent2@example.com" } });
    const before = (await events(id)).length;
    expect(await fromBrowser(() => handoffSignIn("a forged token"))).toBeNull();
    expect(await fromBrowser(async () => handoffSignIn(await token("not the program's secret")))).toBeNull();
    const user = await fromBrowser(async () => handoffSignIn(await token(TEST_HANDOFF_SECRETS.WHOLESALER_HARBOR_HANDOFF_SECRET)));
    expect(user).toMatchObject({ email: "agent2@example.com" });
    // next-auth then starts the session, as the jwt callback does for the handoff provider.
    await fromBrowser(() => signInAs(id, "handoff"));
    expect((await events(id)).slice(before).filter((e) => e.action === "sign-in")).toEqual([
      expect.objectContaining({ outcome: "succeeded", actorId: id, details: expect.objectContaining({ method: "handoff" }) }),
    ]);
    expect((await events("agent2@example.com")).at(-1)).toMatchObject({
      action: "sign-in",
      outcome: "refused",
      actorId: null,
      clientAddress: ADDRESS,
      details: { method: "handoff", email: "agent2@example.com", program: "harbor" },
    });
  });
});

describe("tokens and sign-out in the audit trail", () => {
  it("records the API token GET /api/auth/user issues, with the client's address and browser", async () => {
    const { id } = await account();
    const { cookie, sessionId } = await signInAs(id);
    markServedThroughFrontDoor();
    const res = await call(ISSUE_TOKEN, "/api/auth/user", {
      as: { token: cookie },
      via: "cookie",
      headers: { "user-agent": BROWSER, "x-forwarded-for": ADDRESS },
    });
    expect(res.status).toBe(200);
    const issued = (await events(id)).filter((e) => e.action === "token-issued").at(-1);
    expect(issued).toMatchObject({ outcome: "succeeded", actorId: id, clientAddress: ADDRESS, userAgent: BROWSER, requestId: res.headers.get("x-request-id") });
    expect(issued!.details).toMatchObject({ sessionId, expiresAt: res.json.jwtTokenExpiresAt });
    expect(JSON.stringify(issued)).not.toContain(res.json.jwtToken);
  });

  it("records a sign-out, and a sign-out everywhere with how many sessions it ended", async () => {
    const { email, id } = await account();
    const cookie = (await passwordSignIn(email, "right-password"))!;
    await signInAs(id);
    await fromBrowser(async () => signOutWith((await decode({ token: cookie, secret: TEST_AUTH_SECRET }))!));
    expect((await events(id)).at(-1)).toMatchObject({ action: "sign-out", outcome: "succeeded", actorId: id, clientAddress: ADDRESS, userAgent: BROWSER });

    const { bearer } = await signInAs(id);
    const res = await call(SIGN_OUT_EVERYWHERE, "/api/auth/sessions", { as: { token: bearer }, method: "DELETE", headers: { "user-agent": BROWSER } });
    expect(res.status).toBe(200);
    expect((await events(id)).at(-1)).toMatchObject({
      action: "sign-out-everywhere",
      outcome: "succeeded",
      actorId: id,
      userAgent: BROWSER,
      requestId: res.headers.get("x-request-id"),
      details: { sessionsEnded: res.json.revoked },
    });
  });
});

describe("GET /api/audit for authentication", () => {
  it("lets an underwriter find a user's sign-ins, refusals, tokens and sign-outs by id or email; agents get 403", async () => {
    const { email, id } = await account();
    await fromBrowser(() => passwordSignIn(email, "wrong"));
    const cookie = (await fromBrowser(() => passwordSignIn(email, "right-password")))!;
    await call(ISSUE_TOKEN, "/api/auth/user", { as: { token: cookie }, via: "cookie" });
    await fromBrowser(async () => signOutWith((await decode({ token: cookie, secret: TEST_AUTH_SECRET }))!));
    for (const entityID of [id, email]) {
      const res = await call(AUDIT, `/api/audit?entityType=User&entityID=${encodeURIComponent(entityID)}`, { as: "underwriter" });
      expect(res.status).toBe(200);
      const actions = auditPageSchema
        .parse(res.json)
        .entries.filter((e) => e.outcome !== null)
        .map((e) => `${e.action} ${e.outcome}`);
      expect(actions).toEqual(["sign-out succeeded", "token-issued succeeded", "sign-in succeeded", "sign-in refused"]);
    }
    expect((await call(AUDIT, `/api/audit?entityType=User&entityID=${id}`, { as: "agent" })).status).toBe(403);
  });
});
