import { randomBytes, randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/auth/user/route";
import { hashPassword } from "@/server/auth/password";
import { addressKey, recordFailure, throttlePolicies } from "@/server/auth/throttle";
import { db } from "@/server/db";
import { FRONT_DOOR, markServedThroughFrontDoor } from "@/server/http/front-door.mjs";
import { send, signInAs } from "../support/api-client";
import { handoffSignIn, headersFrom, passwordAttempt, passwordSignIn } from "../support/auth-client";
import { frontDoorServer, loopbackAddress, type AdmittedRequest, type FrontDoorServer } from "../support/front-door-server";
import { TEST_HANDOFF_SECRETS } from "../support/test-database";

const TOO_MANY = /^Too many failed attempts\. Please wait \d+ minutes? and try again\.$/;

/** A throwaway account, so its counters start at zero. */
async function account() {
  const email = `throttle-${randomUUID()}@example.com`;
  await db.user.create({ data: { email, passwordHash: await hashPassword("right-password"), firstName: "T", lastName: "Hrottle", roles: ["Agent"] } });
  return email;
}

/** An address in a /64 no other test or earlier run has used (limits count an IPv6 client by its /64), so its counters start at zero. */
const address = () =>
  `2001:db8:${randomBytes(4)
    .toString("hex")
    .replace(/(.{4})/, "$1:")}::1`;

const outcome = <T>(result: Promise<T | null>) =>
  result.then(
    (signedIn) => (signedIn ? "signed in" : "refused"),
    (error: Error) => error.message,
  );
const attempt = (email: string, password: string, from: string) => outcome(passwordSignIn(email, password, { address: from }));

describe("limits, with the address the front door passed on", () => {
  beforeAll(() => markServedThroughFrontDoor());
  afterAll(() => void delete (globalThis as Record<symbol, unknown>)[FRONT_DOOR]);

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
    // 96 failures counted as if made before: through sign-in each would cost a password comparison.
    for (let i = 0; i < 96; i++) await recordFailure([{ policy: throttlePolicies.signInAddress, key: addressKey(from) }]);
    for (let i = 0; i < 4; i++) expect(await attempt(`nobody-${randomUUID()}@example.com`, "wrong", from)).toBe("refused");
    expect(await attempt(await account(), "right-password", from)).toMatch(TOO_MANY);
  });

  it("counts the addresses of one IPv6 /64 as one", async () => {
    const email = await account();
    const prefix = address().replace(/::1$/, "");
    for (let i = 0; i < 5; i++) expect(await attempt(email, "wrong", `${prefix}::${i + 10}`)).toBe("refused");
    expect(await attempt(email, "right-password", `${prefix}:1:2:3:4`)).toMatch(TOO_MANY);
  });

  it("refuses even a valid handoff after 10 bad ones from one address", async () => {
    const from = address();
    for (let i = 0; i < 10; i++) expect(await handoffSignIn(`not-a-token-${i}`, { address: from })).toBeNull();
    const now = Math.floor(Date.now() / 1000);
    const valid = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("agent@example.com")
      .setIssuer("summit")
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .setJti(randomUUID())
      .sign(new TextEncoder().encode(TEST_HANDOFF_SECRETS.WHOLESALER_SUMMIT_HANDOFF_SECRET));
    await expect(handoffSignIn(valid, { address: from })).rejects.toThrow(TOO_MANY);
    expect(await handoffSignIn(valid, { address: address() })).toMatchObject({ email: "agent@example.com" });
  });
});

/**
 * Sign-in and the token endpoint behind a front door like the app server's,
 * clients on real sockets: what a client writes into X-Forwarded-For is not
 * its address.
 */
async function handle(req: AdmittedRequest) {
  if (req.url === "/sign-in") {
    const { email, password } = JSON.parse(req.body) as { email: string; password: string };
    const signedIn = passwordAttempt(email, password, req.headers);
    return { status: 200, json: { outcome: await outcome(signedIn), device: (await signedIn.catch(() => null))?.device ?? null } };
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  const res = await send(GET, new NextRequest(new URL(req.url, "http://localhost:3000"), { headers }));
  return { status: res.status, json: res.json };
}

const signIn = async (server: FrontDoorServer, from: string, email: string, password: string, headers: Record<string, string> = {}) =>
  (await server.send(from, { method: "POST", path: "/sign-in", headers, body: JSON.stringify({ email, password }) })).json as {
    outcome: string;
    device: string | null;
  };
const claiming = (claimed: string) => ({ "x-forwarded-for": claimed });

describe("served directly, the client's address is the socket's, whatever X-Forwarded-For says", () => {
  let server: FrontDoorServer;
  beforeAll(async () => void (server = await frontDoorServer(handle)));
  afterAll(() => server.close());

  it("five wrong passwords, then a sixth try claiming another address is still refused as too many", async () => {
    const email = await account();
    const from = loopbackAddress();
    for (let i = 0; i < 5; i++) expect((await signIn(server, from, email, "wrong", claiming(address()))).outcome).toBe("refused");
    expect((await signIn(server, from, email, "right-password", claiming(address()))).outcome).toMatch(TOO_MANY);
    expect((await signIn(server, loopbackAddress(), email, "right-password")).outcome).toBe("signed in");
  });

  it("bad bearer tokens claiming a new address each are throttled after 30", async () => {
    const from = loopbackAddress();
    for (let i = 0; i < 30; i++) {
      const res = await server.send(from, { path: "/api/auth/user", headers: { authorization: `Bearer guess-${i}`, ...claiming(address()) } });
      expect(res.status).toBe(401);
    }
    const { bearer } = await signInAs((await db.user.findUniqueOrThrow({ where: { email: await account() } })).id);
    const locked = await server.send(from, { path: "/api/auth/user", headers: { authorization: `Bearer ${bearer}`, ...claiming(address()) } });
    expect(locked.status).toBe(429);
    expect((locked.json as { error: { message: string } }).error.message).toMatch(TOO_MANY);
  });

  it("thirty bad tokens claiming another client's address (as ::ffff:a.b.c.d) leave that client's valid token working", async () => {
    const victim = loopbackAddress();
    const attacker = loopbackAddress();
    for (let i = 0; i < 30; i++)
      await server.send(attacker, { path: "/api/auth/user", headers: { authorization: `Bearer guess-${i}`, ...claiming(`::ffff:${victim}`) } });
    const { bearer } = await signInAs((await db.user.findUniqueOrThrow({ where: { email: await account() } })).id);
    expect((await server.send(victim, { path: "/api/auth/user", headers: { authorization: `Bearer ${bearer}` } })).status).toBe(200);
    expect((await server.send(attacker, { path: "/api/auth/user", headers: { authorization: `Bearer ${bearer}` } })).status).toBe(429);
  });

  it("twenty wrong passwords claiming twenty made-up addresses do not lock the owner out", async () => {
    const email = await account();
    const stranger = loopbackAddress();
    for (let i = 0; i < 20; i++) await signIn(server, stranger, email, "wrong", claiming(address()));
    expect((await signIn(server, stranger, email, "right-password")).outcome).toMatch(TOO_MANY);
    expect((await signIn(server, loopbackAddress(), email, "right-password")).outcome).toBe("signed in");
  });
});

describe("behind TRUSTED_PROXY_HOPS proxies, the client's address is the one the outermost trusted proxy appended", () => {
  let server: FrontDoorServer;
  beforeAll(async () => {
    process.env.TRUSTED_PROXY_HOPS = "2";
    server = await frontDoorServer(handle, 2);
  });
  afterAll(async () => {
    delete process.env.TRUSTED_PROXY_HOPS;
    await server.close();
  });

  it("takes the second entry from the right, whatever the client put before it", async () => {
    const email = await account();
    const client = address();
    const proxy = loopbackAddress();
    for (let i = 0; i < 5; i++) await signIn(server, proxy, email, "wrong", claiming(`${address()}, ${client}, 10.0.0.${i + 1}`));
    expect((await signIn(server, proxy, email, "right-password", claiming(`${client}, 10.0.0.9`))).outcome).toMatch(TOO_MANY);
    expect((await signIn(server, proxy, email, "right-password", claiming(`${client}, ${address()}, 10.0.0.9`))).outcome).toBe("signed in");
  });
});

describe("the account's own browser (device cookie)", () => {
  let server: FrontDoorServer;
  beforeAll(async () => void (server = await frontDoorServer(handle)));
  afterAll(() => server.close());
  const withDevice = (device: string) => ({ cookie: `mp_device=${device}` });

  it("a stranger's failures from many addresses lock the account for others, but not for the owner's browser; the stranger stays locked", async () => {
    const email = await account();
    const owner = loopbackAddress();
    const { device } = await signIn(server, owner, email, "right-password");
    expect(device).toBeTruthy();
    // 20 failures from 4 addresses (5 each): the account's own limit.
    for (let a = 0; a < 4; a++) {
      const stranger = loopbackAddress();
      for (let i = 0; i < 5; i++) expect((await signIn(server, stranger, email, "wrong")).outcome).toBe("refused");
    }
    expect((await signIn(server, loopbackAddress(), email, "right-password")).outcome).toMatch(TOO_MANY);
    expect((await signIn(server, owner, email, "right-password")).outcome).toMatch(TOO_MANY);
    // The owner's browser, from any address.
    expect((await signIn(server, loopbackAddress(), email, "right-password", withDevice(device!))).outcome).toBe("signed in");
    expect((await signIn(server, loopbackAddress(), email, "right-password")).outcome).toMatch(TOO_MANY);
  });

  it("is limited on its own: 5 failures lock that browser, and a cookie of another account or a forged one counts as none", async () => {
    const email = await account();
    const other = await account();
    const { device } = await signIn(server, loopbackAddress(), email, "right-password");
    const { device: othersDevice } = await signIn(server, loopbackAddress(), other, "right-password");
    for (let i = 0; i < 5; i++) expect((await signIn(server, loopbackAddress(), email, "wrong", withDevice(device!))).outcome).toBe("refused");
    expect((await signIn(server, loopbackAddress(), email, "right-password", withDevice(device!))).outcome).toMatch(TOO_MANY);
    // Without the cookie, the account itself is not locked (5 failures of 20).
    expect((await signIn(server, loopbackAddress(), email, "right-password")).outcome).toBe("signed in");

    const stranger = loopbackAddress();
    for (let i = 0; i < 5; i++) await signIn(server, stranger, email, "wrong", withDevice(othersDevice!));
    expect((await signIn(server, stranger, email, "right-password", withDevice(othersDevice!))).outcome).toMatch(TOO_MANY);
    const forger = loopbackAddress();
    const forged = `${device!.split(".").slice(0, 2).join(".")}.${randomBytes(32).toString("base64url")}`;
    for (let i = 0; i < 5; i++) await signIn(server, forger, email, "wrong", withDevice(forged));
    expect((await signIn(server, forger, email, "right-password", withDevice(forged))).outcome).toMatch(TOO_MANY);
  });

  it("is given only for a password sign-in that succeeds", async () => {
    const email = await account();
    expect((await passwordAttempt(email, "wrong", headersFrom())) ?? null).toBeNull();
    expect((await passwordAttempt(email, "right-password", headersFrom()))?.device).toBeTruthy();
  });
});
