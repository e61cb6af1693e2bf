import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { admit, trustedProxyHops } from "./front-door.mjs";

const request = (headers: Record<string, string>, remoteAddress = "203.0.113.9", encrypted = false) =>
  ({ headers: { ...headers }, socket: { remoteAddress, ...(encrypted && { encrypted }) } }) as unknown as IncomingMessage;

describe("the front door", () => {
  it("served directly, replaces what a client claims with the socket's address, the Host header and the socket's scheme", () => {
    const req = request({
      host: "127.0.0.1:3000",
      "x-forwarded-for": "198.51.100.7",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      "x-forwarded-port": "443",
    });
    admit(req, 0);
    expect(req.headers).toEqual({
      host: "127.0.0.1:3000",
      "x-forwarded-for": "203.0.113.9",
      "x-forwarded-host": "127.0.0.1:3000",
      "x-forwarded-proto": "http",
    });
    const tls = request({ host: "app.example" }, "::1", true);
    admit(tls, 0);
    expect(tls.headers).toMatchObject({ "x-forwarded-for": "::1", "x-forwarded-proto": "https" });
  });

  it("behind trusted proxies, keeps their headers as they came", () => {
    const headers = { host: "app.internal", "x-forwarded-for": "198.51.100.7, 10.0.0.2", "x-forwarded-host": "app.example", "x-forwarded-proto": "https" };
    const req = request(headers);
    admit(req, 2);
    expect(req.headers).toEqual(headers);
  });

  it.each([
    [undefined, 0],
    ["", 0],
    [" 2 ", 2],
  ])("reads TRUSTED_PROXY_HOPS %j as %i", (value, hops) => {
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: value })).toBe(hops);
  });

  it.each(["-1", "11", "1.5", "two"])("refuses TRUSTED_PROXY_HOPS %j", (value) => {
    expect(() => trustedProxyHops({ TRUSTED_PROXY_HOPS: value })).toThrow("TRUSTED_PROXY_HOPS must be a whole number from 0 to 10.");
  });
});
