import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { withAuth } from "@/server/api/with-auth";
import { AppError } from "@/server/errors";
import { NextRequest } from "next/server";
import { call, credentialsOf, demoUserIds, send as sendRequest } from "../support/api-client";

const echo = withAuth(
  {
    may: "linkRenewal",
    params: z.object({ id: z.string().regex(/^[a-z]+$/) }),
    query: z.object({ page: z.coerce.number().int().min(1).optional() }),
    body: z.object({ name: z.string().min(1) }),
    answer: z.object({ id: z.string(), page: z.number(), name: z.string(), by: z.string() }),
  },
  async ({ params, query, body, user }) => ({ id: params.id, page: query.page ?? 1, name: body.name, by: user.email }),
);

// Neither answers: the answer they declare is never sent.
const exploding = withAuth({ answer: z.never() }, async () => {
  throw new Error("connection string postgres://secret@db/prod refused");
});

// A write based on a record's updatedDate, refused as stale.
const conflict = withAuth({ basedOn: true, answer: z.never() }, async () => {
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

  it("answers 403 to a role that may not take the route's action", async () => {
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
    const log = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const res = await call(exploding, "/x", { as: "agent" });
    expect(res.status).toBe(500);
    expect(res.json.error.message).toBe("Something went wrong, please try again later.");
    expect(JSON.stringify(res.json)).not.toContain("secret");
    expect(res.json.error.requestId).toBe(res.headers.get("x-request-id"));
    expect(String(log.mock.calls[0][0])).toContain(res.json.error.requestId);
    // One structured line: the request, the user and the route, with the error for support to find.
    const line = JSON.parse(String(log.mock.calls[0][0]));
    expect(line).toMatchObject({ level: 50, requestId: res.json.error.requestId, userId: demoUserIds.agent, route: "GET /x", msg: "unexpected error" });
    expect(line.err.message).toContain("refused");
  });

  it("never logs credentials", async () => {
    const log = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const { log: logger } = await import("@/server/log");
    logger.error(
      { password: "hunter2", jwtToken: "eyJ.secret", headers: { authorization: "Bearer eyJ.secret", cookie: "next-auth.session-token=eyJ" } },
      "a line",
    );
    const line = String(log.mock.calls[0][0]);
    for (const secret of ["hunter2", "eyJ.secret", "session-token"]) expect(line).not.toContain(secret);
  });

  it("passes typed errors through with their details", async () => {
    const res = await call(conflict, "/x", { as: "agent", method: "PATCH", headers: { "if-match": "2026-01-01T00:00:00.000Z" } });
    expect(res.status).toBe(409);
    expect(res.json.error).toEqual({ code: "conflict", message: "The application changed since you loaded it.", current: { status: "Bound" } });
  });

  describe("request hygiene of writes", () => {
    const write = withAuth({ body: z.object({ name: z.string() }), answer: z.object({ saved: z.string() }) }, async ({ body }) => ({ saved: body.name }));
    const upload = withAuth({ accepts: "multipart", answer: z.object({ uploaded: z.boolean() }) }, async () => ({ uploaded: true }));
    const send = (options: Parameters<typeof call>[2]) => call(write, "/x", { method: "POST", ...options });

    it("takes only JSON bodies (415 otherwise), whoever sends them", async () => {
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
        for (const via of ["cookie", "bearer"] as const) {
          const res = await send({ as: "agent", via, rawBody: JSON.stringify({ name: "a" }), headers: { "content-type": type } });
          expect(res.status, `${type} by ${via}`).toBe(415);
          expect(res.json.error.code).toBe("unsupported_media_type");
        }
      }
      expect((await send({ as: "agent", body: { name: "a" }, headers: { "content-type": "application/json; charset=utf-8" } })).status).toBe(200);
    });

    it("takes multipart only where a route takes files", async () => {
      const res = await call(upload, "/x", { as: "agent", method: "POST", rawBody: "--x--", headers: { "content-type": "multipart/form-data; boundary=x" } });
      expect(res.status).toBe(200);
      expect((await call(upload, "/x", { as: "agent", method: "POST", body: { name: "a" } })).status).toBe(415);
    });

    it("refuses a cookie write from another site, or without an Origin (403)", async () => {
      for (const origin of ["https://evil.example.com", "null", "http://localhost:3000.evil.example.com"]) {
        const res = await send({ as: "agent", via: "cookie", body: { name: "a" }, headers: { origin } });
        expect(res.status, origin).toBe(403);
        expect(res.json.error.message).toBe("Cross-site requests are not allowed.");
      }
      const req = new NextRequest("http://localhost:3000/x", {
        method: "POST",
        headers: { cookie: `next-auth.session-token=${(await credentialsOf("agent")).cookie}`, "content-type": "application/json" },
        body: JSON.stringify({ name: "a" }),
      });
      expect((await sendRequest(write, req)).status).toBe(403);
    });

    it("lets our own pages write with the cookie, and bearer clients write without an Origin", async () => {
      expect((await send({ as: "agent", via: "cookie", body: { name: "a" }, headers: { origin: "http://localhost:3000" } })).status).toBe(200);
      expect((await send({ as: "agent", via: "bearer", body: { name: "a" } })).status).toBe(200);
    });

    it("lets a page write from the address the user opened (its Host), whatever the configured address; another site still may not", async () => {
      for (const host of ["127.0.0.1:3000", "192.168.1.20:3000", "[::1]:3000"]) {
        const ok = await send({ as: "agent", via: "cookie", body: { name: "a" }, headers: { host, origin: `http://${host}` } });
        expect(ok.status, host).toBe(200);
        const crossSite = await send({ as: "agent", via: "cookie", body: { name: "a" }, headers: { host, origin: "http://evil.example.com" } });
        expect(crossSite.status, host).toBe(403);
      }
      // Served directly, a client's X-Forwarded-Host says nothing about where the browser is.
      const forwarded = { host: "127.0.0.1:3000", "x-forwarded-host": "evil.example.com", origin: "http://evil.example.com" };
      expect((await send({ as: "agent", via: "cookie", body: { name: "a" }, headers: forwarded })).status).toBe(403);
    });

    it("behind TRUSTED_PROXY_HOPS proxies, takes the origin the proxies name", async () => {
      vi.stubEnv("TRUSTED_PROXY_HOPS", "1");
      try {
        const headers = { host: "app.internal:3000", "x-forwarded-host": "app.example", "x-forwarded-proto": "https", origin: "https://app.example" };
        expect((await send({ as: "agent", via: "cookie", body: { name: "a" }, headers })).status).toBe(200);
        expect((await send({ as: "agent", via: "cookie", body: { name: "a" }, headers: { ...headers, origin: "http://app.internal:3000" } })).status).toBe(403);
      } finally {
        vi.unstubAllEnvs();
      }
    });

    it("needs no content type for a write without a body", async () => {
      const remove = withAuth({ answer: z.object({ removed: z.boolean() }) }, async () => ({ removed: true }));
      expect((await call(remove, "/x", { as: "agent", via: "cookie", method: "DELETE" })).status).toBe(200);
    });

    it("leaves reads alone", async () => {
      const read = withAuth({ answer: z.object({ ok: z.boolean() }) }, async () => ({ ok: true }));
      expect((await call(read, "/x", { as: "agent", via: "cookie", headers: { origin: "https://evil.example.com" } })).status).toBe(200);
    });
  });
});
