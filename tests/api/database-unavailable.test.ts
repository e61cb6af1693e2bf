import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/server/generated/prisma/client";
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from "@/server/api/error-response";
import { createPrismaClient, databasePoolOptions } from "@/server/db/client";
import { withAuth } from "@/server/api/with-auth";
import { call } from "../support/api-client";

/**
 * A database that is down, or goes away mid-request, is a 503 with a clear
 * message and Retry-After, answered quickly; never a 500.
 */
let closedPort: number;
let dropping: net.Server;
let droppingPort: number;

beforeAll(async () => {
  // A port nothing listens on, and a server that accepts and hangs up at once (a database restarting).
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", () => r()));
  closedPort = (probe.address() as net.AddressInfo).port;
  await new Promise((r) => probe.close(r));
  dropping = net.createServer((socket) => socket.destroy());
  await new Promise<void>((r) => dropping.listen(0, "127.0.0.1", () => r()));
  droppingPort = (dropping.address() as net.AddressInfo).port;
});
afterAll(() => new Promise((r) => dropping.close(r)));

const clientOn = (port: number) =>
  new PrismaClient({ adapter: new PrismaPg({ connectionString: `postgresql://postgres@127.0.0.1:${port}/x`, connectionTimeoutMillis: 2_000 }) });

describe("a database that cannot be reached", () => {
  it.each([
    ["down", () => closedPort],
    ["hanging up", () => droppingPort],
  ])("is answered 503 with Retry-After and a clear message when it is %s, within seconds", async (_, port) => {
    const client = clientOn(port());
    const handler = withAuth({ answer: z.unknown() }, async () => client.user.findFirst());
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const started = Date.now();
    const res = await call(handler, "/x", { as: "agent" });
    vi.restoreAllMocks();
    expect(res.status).toBe(503);
    expect(res.json.error).toMatchObject({ code: "service_unavailable", message: UNAVAILABLE_MESSAGE });
    expect(res.headers.get("retry-after")).toBe("5");
    expect(Date.now() - started).toBeLessThan(5_000);
    await client.$disconnect();
  });

  it("recognises the ways PostgreSQL says it is going away, and nothing else", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "P1001" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "P2002" }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
  });

  it("recognises a statement timeout and a transaction that found no connection in time", () => {
    const timedOut = Object.assign(new Error("Raw query failed."), {
      code: "P2010",
      meta: { driverAdapterError: { cause: { originalCode: "57014", kind: "postgres" } } },
    });
    expect(isDatabaseUnavailable(timedOut)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("Unable to start a transaction in the given time."), { code: "P2028" }))).toBe(true);
    // As the bare SQLSTATE too; a syntax error stays a 500.
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "57014" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "P2010", meta: { driverAdapterError: { cause: { originalCode: "42601" } } } }))).toBe(
      false,
    );
  });

  it("sizes the pool from DATABASE_POOL_SIZE, refusing nonsense", () => {
    expect(databasePoolOptions({}).max).toBe(10);
    expect(databasePoolOptions({ DATABASE_POOL_SIZE: "25" }).max).toBe(25);
    expect(() => databasePoolOptions({ DATABASE_POOL_SIZE: "lots" })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("bounds the wait for a connection and each statement, from the environment", () => {
    expect(databasePoolOptions({})).toMatchObject({ connectionTimeoutMillis: 5_000, statement_timeout: 10_000, keepAlive: true });
    expect(databasePoolOptions({ DATABASE_CONNECT_TIMEOUT_MS: "1500", DATABASE_STATEMENT_TIMEOUT_MS: "30000" })).toMatchObject({
      connectionTimeoutMillis: 1_500,
      statement_timeout: 30_000,
    });
    expect(() => databasePoolOptions({ DATABASE_STATEMENT_TIMEOUT_MS: "0" })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS must be at least 100/);
  });
});

/** The client the app builds (server/db/client.ts) on the test database, with the environment given; named, so a test can find its connections. */
function appClient(env: Record<string, string>, applicationName = "database-unavailable-test") {
  const url = new URL(process.env.DATABASE_URL!);
  url.searchParams.set("application_name", applicationName);
  return createPrismaClient({ kind: "postgres", url: url.toString() }, env);
}

/** Waits until a connection of that name is in a transaction: the pool's one connection is taken. */
async function untilConnected(applicationName: string) {
  const admin = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL }) });
  try {
    // Returns as soon as it is; the deadline only bounds a machine too busy to start it sooner.
    for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
      const [{ n }] = await admin.$queryRaw<
        { n: number }[]
      >`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = ${applicationName} AND state = 'idle in transaction'`;
      if (n > 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no transaction of ${applicationName} started`);
  } finally {
    await admin.$disconnect();
  }
}

/**
 * Opens the pool's one connection ahead: on a busy machine a new connection can take longer than the 300 ms
 * the test gives a request waiting for one, and the pool keeps it for what comes next.
 */
async function connectedAhead(client: ReturnType<typeof appClient>) {
  for (const deadline = Date.now() + 20_000; ;) {
    try {
      await client.$queryRaw`SELECT 1`;
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

async function quietly<T>(work: () => Promise<T>): Promise<T> {
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  try {
    return await work();
  } finally {
    vi.restoreAllMocks();
  }
}

describe.runIf(process.env.DATABASE_URL)("a slow or restarting PostgreSQL", () => {
  it("answers 503 once a statement runs past DATABASE_STATEMENT_TIMEOUT_MS, not when it ends", async () => {
    const client = appClient({ DATABASE_STATEMENT_TIMEOUT_MS: "300" });
    const handler = withAuth({ answer: z.unknown() }, async () => client.$queryRaw`SELECT pg_sleep(5)::text`);
    const started = Date.now();
    const res = await quietly(() => call(handler, "/x", { as: "agent" }));
    expect(res.status).toBe(503);
    expect(res.json.error).toMatchObject({ code: "service_unavailable", message: UNAVAILABLE_MESSAGE });
    // Well before the statement would have ended by itself.
    expect(Date.now() - started).toBeLessThan(3_000);
    await client.$disconnect();
  });

  it("answers 503 when every connection stays busy past DATABASE_CONNECT_TIMEOUT_MS, for queries and transactions alike", async () => {
    const client = appClient({ DATABASE_POOL_SIZE: "1", DATABASE_CONNECT_TIMEOUT_MS: "300" }, "busy-pool-test");
    await connectedAhead(client);
    // An open transaction holds the one connection until the test lets it go (not pg_sleep, which kill.test.ts ends on the whole server).
    let release = () => {};
    const released = new Promise<void>((r) => (release = r));
    const busy = client.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT 1`;
        await released;
        return "done";
      },
      // Starting it may take a busy machine longer than Prisma's default 2 s; only the requests below are timed.
      { maxWait: 20_000, timeout: 60_000 },
    );
    await untilConnected("busy-pool-test");
    const started = Date.now();
    const query = await quietly(() =>
      call(
        withAuth({ answer: z.unknown() }, async () => client.user.count()),
        "/x",
        { as: "agent" },
      ),
    );
    const transaction = await quietly(() =>
      call(
        withAuth({ answer: z.unknown() }, async () => client.$transaction(async (tx) => tx.user.count())),
        "/x",
        { as: "agent" },
      ),
    );
    expect([query.status, transaction.status]).toEqual([503, 503]);
    expect(transaction.json.error).toMatchObject({ code: "service_unavailable", message: UNAVAILABLE_MESSAGE });
    // Two waits of 300 ms, well before the busy connection is free again.
    expect(Date.now() - started).toBeLessThan(3_000);
    release();
    expect(await busy).toBe("done");
    await client.$disconnect();
  });

  it("reconnects by itself after PostgreSQL drops every connection (a restart), with no 500 on the way", async () => {
    const client = appClient({ DATABASE_POOL_SIZE: "4" }, "reconnect-test");
    const handler = withAuth({ answer: z.unknown() }, async () => client.user.count());
    const before = await Promise.all(Array.from({ length: 4 }, () => call(handler, "/x", { as: "agent" })));
    expect(before.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    // What a restart does to the pool's open connections: the server ends them (57P01). Only this pool's, so the test's own stay up.
    const admin = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL }) });
    const ended = await admin.$queryRaw<
      { n: number }[]
    >`SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'reconnect-test'`;
    expect(ended[0].n).toBeGreaterThanOrEqual(1);
    await admin.$disconnect();
    const after = await quietly(async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await call(handler, "/x", { as: "agent" })).status);
      return statuses;
    });
    expect(after.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(after.slice(-4)).toEqual([200, 200, 200, 200]);
    await client.$disconnect();
  });
});
