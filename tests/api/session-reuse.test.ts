import { afterEach, describe, expect, it, vi } from "vitest";
import { decode } from "next-auth/jwt";
import { GET as listSubmissions } from "@/app/api/submissions/route";
import { GET as authUser } from "@/app/api/auth/user/route";
import { DELETE as signOutEverywhere } from "@/app/api/auth/sessions/route";
import { db } from "@/server/db";
import { SESSION_REUSE_MS } from "@/server/auth/session-reuse";
import { stableId } from "../../prisma/seed/stable-id";
import { call, signInAs, type Credentials } from "../support/api-client";
import { passwordSignIn, signOutWith } from "../support/auth-client";
import { TEST_AUTH_SECRET } from "../support/test-database";

const read = (credentials: Pick<Credentials, "cookie" | "bearer">, via: "cookie" | "bearer") =>
  call(listSubmissions, "/api/submissions", { as: { token: credentials[via] }, via });
const write = (credentials: Credentials) =>
  call(signOutEverywhere, "/api/auth/sessions", { as: { token: credentials.bearer }, via: "bearer", method: "DELETE" });

async function signedInAgent(name: string) {
  const user = await db.user.create({
    data: {
      email: `${name}-${Date.now()}@example.com`,
      passwordHash: "-",
      firstName: "Re",
      lastName: "Use",
      roles: ["Agent"],
      agencyId: stableId("agency:acme"),
    },
  });
  return { user, credentials: await signInAs(user.id) };
}

/** As if SESSION_REUSE_MS had passed since the reads before. */
function laterThanReuse() {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + SESSION_REUSE_MS });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a read's session", () => {
  it("is reused by reads for a moment after it was found live; a write reads it afresh, and reads stop reusing what it found ended", async () => {
    const { credentials } = await signedInAgent("reuse");
    expect((await read(credentials, "bearer")).status).toBe(200);
    // Signed out on another server: this one has not heard of it.
    await db.authSession.updateMany({ where: { id: credentials.sessionId }, data: { revokedAt: new Date() } });
    expect((await read(credentials, "bearer")).status).toBe(200);
    // The cookie was not read here before, so it is read afresh.
    expect((await read(credentials, "cookie")).status).toBe(401);
    expect((await write(credentials)).status).toBe(401);
    expect((await read(credentials, "bearer")).status).toBe(401);
  });

  it.each([
    ["a role change", (id: string) => db.user.update({ where: { id }, data: { roles: ["Underwriter"] } })],
    ["a removal", (id: string) => db.user.delete({ where: { id } })],
  ])("reaches reads within SESSION_REUSE_MS of %s made elsewhere", async (_, change) => {
    const { user, credentials } = await signedInAgent("changed");
    expect((await read(credentials, "bearer")).status).toBe(200);
    expect((await read(credentials, "cookie")).status).toBe(200);
    await change(user.id);
    laterThanReuse();
    expect((await read(credentials, "bearer")).status).toBe(401);
    expect((await read(credentials, "cookie")).status).toBe(401);
  });

  it("is not reused once the user signs out on this server, cookie or API token", async () => {
    const cookie = (await passwordSignIn("agent@example.com", "demo"))!;
    const signedIn = await call(authUser, "/api/auth/user", { as: { token: cookie }, via: "cookie" });
    const credentials = { cookie, bearer: signedIn.json.jwtToken as string };
    expect((await read(credentials, "cookie")).status).toBe(200);
    expect((await read(credentials, "bearer")).status).toBe(200);
    await signOutWith((await decode({ token: cookie, secret: TEST_AUTH_SECRET }))!);
    expect((await read(credentials, "cookie")).status).toBe(401);
    expect((await read(credentials, "bearer")).status).toBe(401);
  });

  it("is not reused by reads once the user signs out everywhere on this server", async () => {
    const { user, credentials } = await signedInAgent("everywhere");
    const other = await signInAs(user.id);
    expect((await read(other, "bearer")).status).toBe(200);
    expect((await write(credentials)).status).toBe(200);
    expect((await read(other, "bearer")).status).toBe(401);
  });
});
