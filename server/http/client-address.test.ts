import { afterEach, describe, expect, it } from "vitest";
import { clientAddress, requestOrigin } from "./client-address";
import { FRONT_DOOR, markServedThroughFrontDoor } from "./front-door.mjs";

afterEach(() => void delete (globalThis as Record<symbol, unknown>)[FRONT_DOOR]);

describe("the client's address", () => {
  it.each([
    [{}, 0, null],
    [{ "x-forwarded-for": "198.51.100.7" }, 0, "198.51.100.7"],
    [{ "x-forwarded-for": "::ffff:127.0.0.1" }, 0, "127.0.0.1"],
    [{ "x-forwarded-for": "2001:db8::1" }, 0, "2001:db8::1"],
    [{ "x-forwarded-for": "10.0.0.1, 198.51.100.7" }, 1, "198.51.100.7"],
    [{ "x-forwarded-for": "10.0.0.1, 198.51.100.7, 172.16.0.2" }, 2, "198.51.100.7"],
    [{ "x-forwarded-for": "198.51.100.7" }, 3, null],
  ] as const)("%j behind %i proxies, served through the front door → %s", (headers, hops, expected) => {
    markServedThroughFrontDoor();
    expect(clientAddress(headers, hops)).toBe(expected);
  });

  it("is unknown when the process is not served through the front door (plain next start), whatever the headers say", () => {
    expect(clientAddress({ "x-forwarded-for": "198.51.100.7" }, 0)).toBeNull();
    expect(clientAddress({ "x-forwarded-for": "10.0.0.1, 198.51.100.7" }, 1)).toBeNull();
  });
});

describe("the origin the user is on", () => {
  const req = (headers: Record<string, string>, url = "http://localhost:3000/api/notes") => ({ headers: new Headers(headers), nextUrl: new URL(url) });

  it.each([
    [{ host: "127.0.0.1:3000" }, 0, "http://127.0.0.1:3000"],
    [{ host: "192.168.1.20:3000", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" }, 0, "http://192.168.1.20:3000"],
    [{ host: "App.Example:80" }, 0, "http://app.example"],
    [{ host: "[::1]:3000" }, 0, "http://[::1]:3000"],
    [{}, 0, "http://localhost:3000"],
    [{ host: "evil.example/path" }, 0, "http://localhost:3000"],
    [{ host: "user@evil.example" }, 0, "http://localhost:3000"],
    [{ host: "app.internal:3000", "x-forwarded-host": "app.example, proxy.internal", "x-forwarded-proto": "https, http" }, 1, "https://app.example"],
    [{ host: "app.internal:3000", "x-forwarded-proto": "https" }, 1, "https://app.internal:3000"],
    [{ host: "app.internal:3000", "x-forwarded-proto": "gopher" }, 1, "http://localhost:3000"],
  ] as const)("%j behind %i proxies → %s", (headers, hops, expected) => {
    expect(requestOrigin(req(headers), hops)).toBe(expected);
  });
});
