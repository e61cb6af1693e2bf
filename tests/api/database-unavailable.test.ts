import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/server/generated/prisma/client";
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from "@/server/api/error-response";
import { databasePoolSize } from "@/server/db/client";
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

const clientOn = (port: number) => new PrismaClient({ adapter: new PrismaPg({ connectionString: `postgresql://postgres@127.0.0.1:${port}/x`, connectionTimeoutMillis: 2_000 }) });

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

  it("sizes the pool from DATABASE_POOL_SIZE, refusing nonsense", () => {
    expect(databasePoolSize({})).toBe(10);
    expect(databasePoolSize({ DATABASE_POOL_SIZE: "25" })).toBe(25);
    expect(() => databasePoolSize({ DATABASE_POOL_SIZE: "lots" })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
