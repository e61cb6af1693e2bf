import { afterEach, describe, expect, it, vi } from "vitest";

const started = vi.hoisted(() => [] as string[]);
vi.mock("./notifications/mailer", () => ({ startMailer: () => started.push("mailer") }));
vi.mock("./services/document-upload", () => ({ startDocumentSweep: () => started.push("document sweep") }));
vi.mock("./services/quote-expiry", () => ({ startQuoteExpirySweep: () => started.push("quote expiry sweep") }));
vi.mock("./services/cancellation-schedule", () => ({ startCancellationSweep: () => started.push("cancellation sweep") }));
vi.mock("./services/renewal-notices", () => ({ startRenewalNoticeSweep: () => started.push("renewal notice sweep") }));
vi.mock("./webhooks/worker", () => ({ startWebhookWorker: () => started.push("webhook worker") }));
vi.mock("./documents/generation", () => ({ startDocumentGeneration: () => started.push("document generation") }));

const { startAppServer, UNKNOWN_ADDRESSES_WARNING } = await import("./background-start");
const { FRONT_DOOR, markServedThroughFrontDoor } = await import("./http/front-door.mjs");

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  started.length = 0;
  delete (globalThis as Record<symbol, unknown>)[FRONT_DOOR];
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

  it("starts the mailer and the sweeps when the environment is valid", async () => {
    vi.stubEnv("NEXTAUTH_URL", "http://localhost:3000");
    await startAppServer();
    expect(started).toEqual([
      "mailer",
      "document sweep",
      "quote expiry sweep",
      "cancellation sweep",
      "renewal notice sweep",
      "webhook worker",
      "document generation",
    ]);
  });

  it("warns that client addresses are unknown when the app is not served through its own server, and only then", async () => {
    vi.stubEnv("NEXTAUTH_URL", "http://localhost:3000");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await startAppServer();
    expect(warn).toHaveBeenCalledWith(UNKNOWN_ADDRESSES_WARNING);
    warn.mockClear();
    markServedThroughFrontDoor();
    await startAppServer();
    expect(warn).not.toHaveBeenCalled();
  });
});
