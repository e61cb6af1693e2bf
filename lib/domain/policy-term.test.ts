import { describe, expect, it } from "vitest";
import { defaultExpirationDate, isQuoteExpired, quoteValidUntil } from "./policy-term";

describe("quote validity", () => {
  it.each([
    ["2026-11-23", "2026-12-23"],
    ["2026-12-15", "2027-01-14"],
    ["2028-02-10", "2028-03-11"],
  ])("a quote approved on %s may be bound until %s", (approved, until) => {
    expect(quoteValidUntil(approved)).toBe(until);
  });

  it.each([
    [null, "2030-01-01", false],
    ["2026-12-23", "2026-12-22", false],
    ["2026-12-23", "2026-12-23", false],
    ["2026-12-23", "2026-12-24", true],
  ] as const)("valid until %s, today %s: expired %s", (until, today, expired) => {
    expect(isQuoteExpired(until, today)).toBe(expired);
  });
});

describe("policy term", () => {
  it.each([
    ["2026-12-01", "2027-12-01"],
    ["2028-02-29", "2029-03-01"],
    ["2026-12-31", "2027-12-31"],
  ])("effective %s expires %s by default", (effective, expiration) => {
    expect(defaultExpirationDate(effective)).toBe(expiration);
  });
});
