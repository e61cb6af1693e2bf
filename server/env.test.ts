import { describe, expect, it } from "vitest";
import { envProblems, serverEnv } from "./env";

describe("the server's environment", () => {
  it("parses numbers and defaults, and treats blank as unset", () => {
    const env = serverEnv({ TRUSTED_PROXY_HOPS: "2", DOCUMENT_MAX_BYTES: "1048576", LOG_LEVEL: "", NEXTAUTH_URL: " " });
    expect([env.TRUSTED_PROXY_HOPS, env.DOCUMENT_MAX_BYTES, env.LOG_LEVEL, env.NEXTAUTH_URL]).toEqual([2, 1_048_576, "info", undefined]);
  });

  it("names every bad variable in one message", () => {
    const problems = envProblems({ TRUSTED_PROXY_HOPS: "two", NEXTAUTH_URL: "not a url", DATABASE_POOL_SIZE: "500", S3_FORCE_PATH_STYLE: "yes" });
    expect(problems?.split("\n")).toEqual([
      "NEXTAUTH_URL: NEXTAUTH_URL must be a URL.",
      "DATABASE_POOL_SIZE: DATABASE_POOL_SIZE must be at most 200.",
      "TRUSTED_PROXY_HOPS: TRUSTED_PROXY_HOPS must be a whole number.",
      "S3_FORCE_PATH_STYLE: S3_FORCE_PATH_STYLE must be true or false.",
    ]);
    const env = serverEnv({ LOG_LEVEL: "loud", TRUSTED_PROXY_HOPS: "1" });
    expect(() => env.LOG_LEVEL).toThrow("LOG_LEVEL: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.");
    // A bad variable is refused by the read that needs it, not by reads of others.
    expect(env.TRUSTED_PROXY_HOPS).toBe(1);
    expect(envProblems({})).toBeNull();
  });

  it("reads a changed variable at once", () => {
    expect(serverEnv({ DOCUMENT_MAX_BYTES: "10" }).DOCUMENT_MAX_BYTES).toBe(10);
    expect(serverEnv({ DOCUMENT_MAX_BYTES: "20" }).DOCUMENT_MAX_BYTES).toBe(20);
  });
});
