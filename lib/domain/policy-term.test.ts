import { describe, expect, it } from "vitest";
import { approvesQuote, bindTermDefaults, defaultExpirationDate, isQuoteExpired, quoteValidUntil, requestedEffectiveDate } from "./policy-term";

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

describe("approving a quote", () => {
  it.each([
    ["ApprovalRequested", "QuoteApproved", true],
    ["InMarket", "Quoted", true],
    ["QuoteArchived", "QuoteApproved", true],
    ["PendingBind", "QuoteApproved", false],
    ["PendingBind", "Quoted", false],
    ["QuoteApproved", "PendingBind", false],
  ] as const)("%s → %s approves a quote: %s", (from, to, approves) => {
    expect(approvesQuote({ from, to })).toBe(approves);
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

describe("the Bind step's term (spec 2 §5): from the day the application asked for, or today", () => {
  const asked = (value: unknown) => [{ answers: [{ source: "business_name", value: "x" }] }, { answers: [{ source: "effective_date", value }] }];

  it.each<[string, unknown, string | null]>([
    ["a day asked for", "2027-02-15", "2027-02-15"],
    ["no such day", "2027-02-30", null],
    ["not a day", "soon", null],
    ["no answer", undefined, null],
  ])("%s: %j → %s", (_name, value, expected) => {
    expect(requestedEffectiveDate(value === undefined ? [] : asked(value))).toBe(expected);
  });

  it.each<[string, Parameters<typeof bindTermDefaults>[0], { effectiveDate: string; expirationDate: string }]>([
    [
      "the application's requested day, a year long",
      { effectiveDate: null, expirationDate: null, answerGroups: asked("2028-02-29") },
      { effectiveDate: "2028-02-29", expirationDate: "2029-03-01" },
    ],
    [
      "today when it asked for none",
      { effectiveDate: null, expirationDate: null, answerGroups: [] },
      { effectiveDate: "2026-11-26", expirationDate: "2027-11-26" },
    ],
    [
      "the term already set wins",
      { effectiveDate: "2027-01-01", expirationDate: "2027-07-01", answerGroups: asked("2027-02-15") },
      { effectiveDate: "2027-01-01", expirationDate: "2027-07-01" },
    ],
  ])("%s", (_name, app, expected) => {
    expect(bindTermDefaults(app, "2026-11-26")).toEqual(expected);
  });
});
