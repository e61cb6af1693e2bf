import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/client";
import { setServerErrors } from "./server-errors";

const unprocessable = (fields: Record<string, string[]>) => new ApiError(422, "unprocessable", "Some answers are not valid.", fields);

describe("setServerErrors (a 422's fields onto the form)", () => {
  it("sets each field's first message, focusing the first only", () => {
    const setError = vi.fn();
    const placed = setServerErrors(setError, unprocessable({ "companyInfo.zip": ["Invalid zip", "second"], "companyInfo.city": ["Missing"] }), (key) =>
      key.replace(/^companyInfo\./, ""),
    );
    expect(placed).toBe(true);
    expect(setError.mock.calls).toEqual([
      ["zip", { type: "server", message: "Invalid zip" }, { shouldFocus: true }],
      ["city", { type: "server", message: "Missing" }, { shouldFocus: false }],
    ]);
  });

  it("leaves out keys that are not fields of the form, and says when nothing was placed", () => {
    const setError = vi.fn();
    expect(setServerErrors(setError, unprocessable({ updatedDate: ["Invalid date-time."] }), (key) => (key === "policyNo" ? key : null))).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it("places nothing for other failures", () => {
    const setError = vi.fn();
    expect(setServerErrors(setError, new ApiError(409, "conflict", "Changed by someone else.", { policyNo: ["Taken"] }))).toBe(false);
    expect(setServerErrors(setError, new Error("offline"))).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
