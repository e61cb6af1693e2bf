import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, apiPath } from "./client";

describe("apiPath", () => {
  it("puts the parameters that have a value in the query string, in order, encoded", () => {
    expect(apiPath("/api/endorsements", { status: "Pending", search: "a&b c" })).toBe("/api/endorsements?status=Pending&search=a%26b+c");
  });

  it("leaves blank and missing parameters out, and the query string with them when all are", () => {
    expect(apiPath("/api/notes", { entityType: "Application", cancellationID: undefined, reinstatementID: "", limit: "50" })).toBe(
      "/api/notes?entityType=Application&limit=50",
    );
    expect(apiPath("/api/documents", { search: undefined })).toBe("/api/documents");
  });
});

describe("apiFetch when the session has ended (401)", () => {
  afterEach(() => vi.unstubAllGlobals());

  function browserAnswering(status: number) {
    const reload = vi.fn();
    vi.stubGlobal("window", { location: { reload } });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ error: { code: "unauthorized", message: "Please sign in." } }, { status })),
    );
    return reload;
  }
  // Whatever has settled by the time the event loop comes round again.
  const settledYet = (promise: Promise<unknown>) =>
    Promise.race([
      promise.then(
        () => "settled",
        () => "settled",
      ),
      new Promise((resolve) => setImmediate(resolve)).then(() => "pending"),
    ]);

  it("loads the page again for a read, so the visitor is sent to sign in, and the read stays pending meanwhile", async () => {
    const reload = browserAnswering(401);
    expect(await settledYet(apiFetch("/api/submissions"))).toBe("pending");
    expect(reload).toHaveBeenCalledOnce();
  });

  it("throws for a write, so its form keeps what was typed", async () => {
    const reload = browserAnswering(401);
    await expect(apiFetch("/api/notes", { method: "POST", body: {} })).rejects.toMatchObject({ status: 401, code: "unauthorized", message: "Please sign in." });
    expect(reload).not.toHaveBeenCalled();
  });

  it("throws for other refusals of a read", async () => {
    const reload = browserAnswering(403);
    await expect(apiFetch("/api/audit")).rejects.toBeInstanceOf(ApiError);
    expect(reload).not.toHaveBeenCalled();
  });
});
