import { describe, expect, it } from "vitest";
import { policyStanding } from "./policy-standing";

const today = "2026-11-28";
const standing = (status: string, expirationDate: string | null, renewedFromExpirationDate: string | null = null) =>
  policyStanding({ status, expirationDate, renewedFromExpirationDate }, today);

describe("policyStanding", () => {
  it("is Expired for a policy in force the day after its term ends, never on its expiration day", () => {
    expect(standing("Bound", "2026-11-27")).toBe("Expired");
    expect(standing("CancellationDenied", "2026-01-01")).toBe("Expired");
    expect(standing("Bound", "2026-11-28")).toBeNull();
    expect(standing("Bound", null)).toBeNull();
    // Ended otherwise: its own status says so.
    expect(standing("PolicyCancelled", "2026-01-01")).toBeNull();
    expect(standing("RequestedRenewal", "2026-01-01")).toBeNull();
  });

  it("is Lapsed for a renewal not bound by the day the policy it renews expired", () => {
    for (const status of ["InProgress", "ApprovalRequested", "QuoteApproved", "PendingBind", "Renewal"]) {
      expect(standing(status, null, "2026-11-27"), status).toBe("Lapsed");
    }
    expect(standing("InProgress", null, "2026-11-28")).toBeNull();
    expect(standing("Bound", "2027-11-27", "2026-11-27")).toBeNull();
    expect(standing("UnderwritingDeclined", null, "2026-11-27")).toBeNull();
    expect(standing("InProgress", null, null)).toBeNull();
  });
});
