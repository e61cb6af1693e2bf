import { afterEach, describe, expect, it, vi } from "vitest";

const started = vi.hoisted(() => [] as string[]);
vi.mock("./notifications/mailer", () => ({ startMailer: () => started.push("mailer") }));
vi.mock("./services/document-upload", () => ({ startDocumentSweep: () => started.push("document sweep") }));
vi.mock("./services/quote-expiry", () => ({ startQuoteExpirySweep: () => started.push("quote expiry sweep") }));

const { startAppServer } = await import("./background-start");

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  started.length = 0;
});

describe("an app server's start", () => {
  it("stops with a line per bad variable and starts no background work", async () => {
    vi.stubEnv("NEXTAUTH_URL", "not a url");
    const exit = vi.spyOn(process, "exit").mockImplementation(() => {
      throw new Error("exited");
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(startAppServer()).rejects.toThrow("exited");
    expect(exit).toHaveBeenCalledWith(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("NEXTAUTH_URL: NEXTAUTH_URL must be a URL."));
    expect(started).toEqual([]);
  });

  it("starts the mailer and both sweeps when the environment is valid", async () => {
    vi.stubEnv("NEXTAUTH_URL", "http://localhost:3000");
    await startAppServer();
    expect(started).toEqual(["mailer", "document sweep", "quote expiry sweep"]);
  });
});
