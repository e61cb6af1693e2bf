import { describe, expect, it } from "vitest";
import { applicationPatchSchema } from "./application";
import { bindFormSchema } from "./bind";

describe("bindFormSchema", () => {
  it("takes a policy number and a term, and what it gives the server takes too", () => {
    const form = bindFormSchema.parse({ policyNo: " GL-1 ", effectiveDate: "2026-12-01", expirationDate: "2027-12-01" });
    expect(form).toEqual({ policyNo: "GL-1", effectiveDate: "2026-12-01", expirationDate: "2027-12-01" });
    expect(applicationPatchSchema.safeParse({ status: "Bound", ...form }).success).toBe(true);
  });

  it.each([
    [{ policyNo: "", effectiveDate: "2026-12-01", expirationDate: "2027-12-01" }, "policyNo", "Please enter missing info"],
    [{ policyNo: "GL-1", effectiveDate: "", expirationDate: "2027-12-01" }, "effectiveDate", "Please enter missing info"],
    [
      { policyNo: "GL-1", effectiveDate: "2026-12-01", expirationDate: "2026-12-01" },
      "expirationDate",
      "The expiration date must be after the effective date.",
    ],
  ])("refuses %o at %s", (input, path, message) => {
    const result = bindFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === path)?.message).toBe(message);
  });
});
