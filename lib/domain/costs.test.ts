import { describe, expect, it } from "vitest";
import { centsToDollars, costColumn, formatCurrency, formatWholeDollars, policyTotalCents, priceRange } from "./costs";

describe("costColumn (spec 2 §2, §4 cost columns)", () => {
  it.each([
    [["QuoteApproved"], "QUOTE"],
    [["PendingBind"], "QUOTE"],
    [["Bound"], "COST"],
    [["InProgress", "QuoteApproved"], "QUOTE"],
    [["InProgress", "PendingBind", "ApprovalRequested"], "QUOTE"],
    [["Bound", "QuoteApproved"], "COST"],
    [["PendingBind", "Bound"], "COST"],
    [["InProgress", "Bound"], "COST"],
    [["InProgress"], null],
    [["ApprovalRequested", "NotStarted"], null],
    [["Quoted"], null],
    // A policy in force keeps its price while a renewal, cancellation or reinstatement is asked for or decided around it.
    [["RequestedRenewal"], "COST"],
    [["CancellationRequested", "QuoteApproved"], "COST"],
    [["CancellationScheduled"], "COST"],
    [["CancellationDenied"], "COST"],
    [["PolicyReinstated"], "COST"],
    [["PolicyCancelled"], null],
    [["ReinstatementRequested"], null],
    [[], null],
  ] as const)("%j → %s", (statuses, expected) => {
    expect(costColumn(statuses)).toBe(expected);
  });
});

describe("policyTotalCents (spec 2 §4: sum of totalCost across coverages)", () => {
  it.each([
    [[], 0],
    [[{ totalCostCents: 100_00 }], 100_00],
    [[{ totalCostCents: 100_00 }, { totalCostCents: 250_50 }], 350_50],
    [[{ totalCostCents: 100_00 }, { totalCostCents: null }], 100_00],
    [[{ totalCostCents: null }, { totalCostCents: null }], 0],
    [[{ totalCostCents: 0 }, { totalCostCents: 1 }], 1],
  ] as const)("%j → %i", (apps, expected) => {
    expect(policyTotalCents(apps)).toBe(expected);
  });
});

describe("formatWholeDollars (whole dollars, no cents)", () => {
  it.each([
    [123456, "$1,235"],
    [123449, "$1,234"],
    [123450, "$1,235"],
    [0, "$0"],
    [49, "$0"],
    [50, "$1"],
    [100, "$1"],
    [99999, "$1,000"],
    [100000000, "$1,000,000"],
    [-123456, "-$1,235"],
    [-40, "$0"],
  ])("%i cents → %s", (cents, expected) => {
    expect(formatWholeDollars(cents)).toBe(expected);
  });
});

describe("formatCurrency (2 decimals, comma thousands)", () => {
  it.each([
    [123456, "$1,234.56"],
    [0, "$0.00"],
    [5, "$0.05"],
    [100, "$1.00"],
    [100000000, "$1,000,000.00"],
    [99999, "$999.99"],
    [-123456, "-$1,234.56"],
    [1234.6, "$12.35"],
  ])("%d cents → %s", (cents, expected) => {
    expect(formatCurrency(cents)).toBe(expected);
  });
});

describe("priceRange ('low - high' in whole dollars)", () => {
  it.each([
    [100000, 200000, "$1,000 - $2,000"],
    [26000, 26000, "$260"],
    [75020, 74980, "$750"],
    [74949, 75050, "$749 - $751"],
    [123456, 1500000, "$1,235 - $15,000"],
    [200000, 100000, "$1,000 - $2,000"],
  ])("%i, %i → %s", (low, high, expected) => {
    expect(priceRange(low, high)).toBe(expected);
  });
});

describe("centsToDollars (the API answers money in dollars)", () => {
  it.each([
    [123456, 1234.56],
    [0, 0],
    [-250, -2.5],
    [null, null],
    [undefined, null],
  ])("%s cents is %s", (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });
});
