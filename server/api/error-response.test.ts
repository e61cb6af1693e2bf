import { afterEach, describe, expect, it, vi } from "vitest";
import { COLLISION_MESSAGE, errorResponse, isWriteCollision } from "./error-response";

const request = { requestId: "req-1", route: "PATCH /api/cancellations/x" };

/** A raw query's failure as Prisma's PostgreSQL adapter passes it on, with the SQLSTATE the database answered. */
const rawQueryFailure = (originalCode: string) =>
  Object.assign(new Error(`Raw query failed. Code: \`${originalCode}\`.`), {
    code: "P2010",
    meta: { driverAdapterError: { cause: { originalCode, kind: "TransactionWriteConflict" } } },
  });

afterEach(() => vi.restoreAllMocks());

describe("a write the database rolled back as it collided with another", () => {
  it.each([
    ["a deadlock in a raw query (40P01)", rawQueryFailure("40P01")],
    ["a serialization failure in a raw query (40001)", rawQueryFailure("40001")],
    ["a model query's write conflict (P2034)", Object.assign(new Error("Transaction failed due to a write conflict or a deadlock."), { code: "P2034" })],
    ["a deadlock as pg and the embedded database raise it", Object.assign(new Error("deadlock detected"), { code: "40P01" })],
  ])("is 409 with a message to try again, logged at warn, for %s", async (_, error) => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    expect(isWriteCollision(error)).toBe(true);
    const res = errorResponse(error, request);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: "conflict", message: COLLISION_MESSAGE } });
    expect(res.headers.get("x-request-id")).toBe("req-1");
    expect(lines.map((line) => JSON.parse(line))).toEqual([expect.objectContaining({ level: 40, msg: "write collision", requestId: "req-1" })]);
  });

  it("leaves other database failures as they were: a syntax error is still a 500", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const error = rawQueryFailure("42601");
    expect(isWriteCollision(error)).toBe(false);
    const res = errorResponse(error, request);
    expect(res.status).toBe(500);
    expect((await res.json()).error.code).toBe("internal");
  });
});
