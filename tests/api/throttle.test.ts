import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/auth/user/route";
import { hashPassword } from "@/server/auth/password";
import { clientAddress } from "@/server/auth/throttle";
import { db } from "@/server/db";
import { call, signInAs } from "../support/api-client";
import { handoffSignIn, passwordSignIn } from "../support/auth-client";
import { TEST_HANDOFF_SECRETS } from "../support/test-database";

const TOO_MANY = /^Too many failed attempts\. Please wait \d+ minutes? and try again\.$/;

/** A throwaway account, so its counters start at zero. */
async function account() {
  const email = `throttle-${randomUUID()}@example.com`;
  await db.user.create({ data: { email, passwordHash: await hashPassword("right-password"), firstName: "T", lastName: "Hrottle", roles: ["Agent"] } });
  return email;
}

/**
 * An address no other test or earlier run has used, so its counters start at zero: one of 250 addresses
 * sometimes drew one that another test had locked (or the same one twice).
 */
const address = () => `2001:db8::${randomUUID().replaceAll("-", "").slice(0, 12).match(/.{4}/g)!.join(":")}`;
const attempt = (email: string, password: string, from: string) =>
  passwordSignIn(email, password, from).then(
    (cookie) => (cookie ? "signed in" : "refused"),
    (error: Error) => error.message,
  );

describe("password guessing", () => {
  it("locks an account from one address after 5 failures, even for the right password, with a clear message", async () => {
    const email = await account();
    const from = address();
    for (let i = 0; i < 5; i++) expect(await attempt(email, "wrong", from)).toBe("refused");
    expect(await attempt(email, "right-password", from)).toMatch(TOO_MANY);
    // Another address is not locked out by someone else's guessing.
    expect(await attempt(email, "right-password", address())).toBe("signed in");
  });

  it("forgets the failures after a success", async () => {
    const email = await account();
    const from = address();
    for (let i = 0; i < 4; i++) await attempt(email, "wrong", from);
    expect(await attempt(email, "right-password", from)).toBe("signed in");
    for (let i = 0; i < 4; i++) expect(await attempt(email, "wrong", from)).toBe("refused");
    expect(await attempt(email, "right-password", from)).toBe("signed in");
  });

  it("locks an account guessed from many addresses after 20 failures", async () => {
    const email = await account();
    for (let i = 0; i < 20; i++) await attempt(email, "wrong", address());
    expect(await attempt(email, "right-password", address())).toMatch(TOO_MANY);
  });

  it("stops one address trying many accounts after 100 failures", async () => {
    const from = address();
    for (let i = 0; i < 100; i++) await attempt(`nobody-${randomUUID()}@example.com`, "wrong", from);
    expect(await attempt(await account(), "right-password", from)).toMatch(TOO_MANY);
  });
});

describe("bearer token guessing", () => {
  it("answers 429 with Retry-After after 30 bad tokens from one address, even for a good token", async () => {
    const from = address();
    const headers = { "x-forwarded-for": from };
    for (let i = 0; i < 30; i++) {
      expect((await call(GET, "/api/auth/user", { as: { token: `guess-${i}` }, headers })).status).toBe(401);
    }
    const user = await db.user.findUniqueOrThrow({ where: { email: await account() } });
    const { bearer } = await signInAs(user.id);
    const locked = await call(GET, "/api/auth/user", { as: { token: bearer }, headers });
    expect(locked.status).toBe(429);
    expect(locked.json.error.message).toMatch(TOO_MANY);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call(GET, "/api/auth/user", { as: { token: bearer }, headers: { "x-forwarded-for": address() } })).status).toBe(200);
  });
});

describe("handoff token guessing", () => {
  it("refuses even a valid handoff after 10 bad ones from one address", async () => {
    const from = address();
    for (let i = 0; i < 10; i++) expect(await handoffSignIn(`not-a-token-${i}`, from)).toBeNull();
    const now = Math.floor(Date.now() / 1000);
    const valid = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("agent@example.com")
      .setIssuer("summit")
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .setJti(randomUUID())
      .sign(new TextEncoder().encode(TEST_HANDOFF_SECRETS.WHOLESALER_SUMMIT_HANDOFF_SECRET));
    await expect(handoffSignIn(valid, from)).rejects.toThrow(TOO_MANY);
    expect(await handoffSignIn(valid, address())).toMatchObject({ email: "agent@example.com" });
  });
});

describe("the client's address", () => {
  it.each([
    [{}, 0, null],
    [{ "x-forwarded-for": "198.51.100.7" }, 0, "198.51.100.7"],
    [{ "x-forwarded-for": "10.0.0.1, 198.51.100.7" }, 0, "198.51.100.7"],
    [{ "x-forwarded-for": "10.0.0.1, 198.51.100.7, 172.16.0.2" }, 2, "198.51.100.7"],
    [{ "x-forwarded-for": "198.51.100.7" }, 3, null],
  ] as const)("%j behind %i proxies → %s", (headers, hops, expected) => {
    expect(clientAddress(headers, hops)).toBe(expected);
  });
});
