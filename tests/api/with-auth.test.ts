import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { withAuth } from "@/server/api/with-auth";
import { AppError } from "@/server/errors";
import { call } from "../support/api-client";

const echo = withAuth(
  {
    roles: ["Underwriter"],
    params: z.object({ id: z.string().regex(/^[a-z]+$/) }),
    query: z.object({ page: z.coerce.number().int().min(1).optional() }),
    body: z.object({ name: z.string().min(1) }),
  },
  async ({ params, query, body, user }) => ({ id: params.id, page: query.page ?? 1, name: body.name, by: user.email }),
);

const exploding = withAuth({}, async () => {
  throw new Error("connection string postgres://secret@db/prod refused");
});

const conflict = withAuth({}, async () => {
  throw new AppError("conflict", "The application changed since you loaded it.", undefined, { current: { status: "Bound" } });
});

describe("the route handler wrapper", () => {
  afterEach(() => vi.restoreAllMocks());

  it("runs the handler with the user and the parsed input", async () => {
    const res = await call(echo, "/x?page=2", { as: "underwriter", method: "POST", body: { name: "a" }, params: { id: "abc" } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: "abc", page: 2, name: "a", by: "underwriter@example.com" });
  });

  it("answers 401 before anything else without a session", async () => {
    const res = await call(echo, "/x?page=zero", { method: "POST", rawBody: "{", params: { id: "ABC" } });
    expect(res.status).toBe(401);
  });

  it("answers 403 for the wrong role", async () => {
    const res = await call(echo, "/x", { as: "agent", method: "POST", body: { name: "a" }, params: { id: "abc" } });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("forbidden");
  });

  it("answers 400 for bad path parameters or query", async () => {
    expect((await call(echo, "/x", { as: "underwriter", method: "POST", body: { name: "a" }, params: { id: "ABC" } })).status).toBe(400);
    const res = await call(echo, "/x?page=0", { as: "underwriter", method: "POST", body: { name: "a" }, params: { id: "abc" } });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.page).toBeDefined();
  });

  it("answers 400 for a body that is not JSON and 422 with field errors for an invalid one", async () => {
    const notJson = await call(echo, "/x", { as: "underwriter", method: "POST", rawBody: "{name:", params: { id: "abc" } });
    expect(notJson.status).toBe(400);
    const invalid = await call(echo, "/x", { as: "underwriter", method: "POST", body: { name: "" }, params: { id: "abc" } });
    expect(invalid.status).toBe(422);
    expect(invalid.json.error).toMatchObject({ code: "unprocessable", fields: { name: [expect.any(String)] } });
  });

  it("answers 500 without internals and logs the error with a request id", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await call(exploding, "/x", { as: "agent" });
    expect(res.status).toBe(500);
    expect(res.json.error.message).toBe("Something went wrong, please try again later.");
    expect(JSON.stringify(res.json)).not.toContain("secret");
    expect(res.json.error.requestId).toBe(res.headers.get("x-request-id"));
    expect(String(log.mock.calls[0][0])).toContain(res.json.error.requestId);
  });

  it("passes typed errors through with their details", async () => {
    const res = await call(conflict, "/x", { as: "agent" });
    expect(res.status).toBe(409);
    expect(res.json.error).toEqual({ code: "conflict", message: "The application changed since you loaded it.", current: { status: "Bound" } });
  });
});
