import { describe, expect, it } from "vitest";
import {
  isMarketplaceRenewalDue,
  isRenewalOffered,
  RENEWAL_EXISTS_MESSAGE,
  RENEWAL_NOT_DUE_MESSAGE,
  RENEWAL_NOT_IN_FORCE_MESSAGE,
  daysToExpiration,
  renewalDueRange,
  renewalRefusal,
  renewalTerm,
} from "./renewals";

const today = "2026-11-28";

describe("renewals", () => {
  it("are offered from 90 days before expiration to the day itself, for a policy in force with no renewal", () => {
    const refusal = (expirationDate: string | null, status = "Bound", hasRenewal = false) => renewalRefusal({ status, expirationDate, hasRenewal }, today);
    expect(refusal("2026-11-28")).toBeNull();
    expect(refusal("2027-02-26")).toBeNull();
    expect(refusal("2027-02-27")).toBe(RENEWAL_NOT_DUE_MESSAGE);
    expect(refusal("2026-11-27")).toBe(RENEWAL_NOT_DUE_MESSAGE);
    expect(refusal(null)).toBe(RENEWAL_NOT_DUE_MESSAGE);
    expect(refusal("2026-12-10", "CancellationDenied")).toBeNull();
    expect(refusal("2026-12-10", "PolicyCancelled")).toBe(RENEWAL_NOT_IN_FORCE_MESSAGE);
    expect(refusal("2026-12-10", "Bound", true)).toBe(RENEWAL_EXISTS_MESSAGE);
  });

  it("ask for the next term: from the expiration, a year long", () => {
    expect(renewalTerm("2027-01-01")).toEqual({ effectiveDate: "2027-01-01", expirationDate: "2028-01-01" });
    expect(renewalTerm("2028-02-29")).toEqual({ effectiveDate: "2028-02-29", expirationDate: "2029-03-01" });
  });

  it("are due within a window of days from today, both ends included", () => {
    expect(renewalDueRange(30, today)).toEqual({ from: today, to: "2026-12-28" });
    expect(daysToExpiration("2026-12-28", today)).toBe(30);
    expect(daysToExpiration(today, today)).toBe(0);
  });
});

describe("isRenewalOffered, wholesale: Request Renewal on a Bound policy", () => {
  it.each([
    ["Bound", false, true],
    // Its cancellation denied, the policy is in force as it was.
    ["CancellationDenied", false, true],
    ["CancellationRequested", false, false],
    ["PolicyCancelled", false, false],
    ["RequestedRenewal", false, false],
    ["Bound", true, false],
  ] as const)("%s, renewed already %s → %s", (status, hasRenewal, expected) => {
    expect(isRenewalOffered({ isWholesale: true, status, expirationDate: null, hasRenewal }, today)).toBe(expected);
  });
});

describe("isMarketplaceRenewalDue", () => {
  const today = "2026-11-28";
  const due = { isWholesale: false, status: "Bound", expirationDate: "2027-01-15", hasRenewal: false };
  it("is a marketplace policy in force, within the offer's days, not renewed yet", () => {
    expect(isMarketplaceRenewalDue(due, today)).toBe(true);
    expect(isMarketplaceRenewalDue({ ...due, isWholesale: true }, today)).toBe(false);
    expect(isMarketplaceRenewalDue({ ...due, hasRenewal: true }, today)).toBe(false);
    expect(isMarketplaceRenewalDue({ ...due, status: "PolicyCancelled" }, today)).toBe(false);
    expect(isMarketplaceRenewalDue({ ...due, expirationDate: "2027-03-01" }, today)).toBe(false);
    expect(isMarketplaceRenewalDue({ ...due, expirationDate: "2026-11-27" }, today)).toBe(false);
  });
});
