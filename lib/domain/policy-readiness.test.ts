import { describe, expect, it } from "vitest";
import { READY_FOR_POLICY, missingForPolicy, missingForQuote, policyReadiness, pricingReadiness, type PolicyReadiness } from "./policy-readiness";

const groups = (...statuses: string[]) => statuses.map((status, i) => ({ label: `Group ${i + 1}`, status }));

describe("policyReadiness (spec 2 §2, §4: a complete, priced application)", () => {
  it.each<[string, Parameters<typeof policyReadiness>[0], PolicyReadiness]>([
    ["complete and priced", { sectionGroups: groups("Completed", "Completed"), selectedCarrierID: "c1", totalCost: 100_000 }, READY_FOR_POLICY],
    [
      "groups not Completed, in order",
      { sectionGroups: groups("Completed", "InProgress", "NotStarted"), selectedCarrierID: "c1", totalCost: 1 },
      { incompleteGroups: ["Group 2", "Group 3"], hasCarrier: true, hasTotalCost: true },
    ],
    [
      "no carrier, no total",
      { sectionGroups: groups("Completed"), selectedCarrierID: null, totalCost: null },
      { incompleteGroups: [], hasCarrier: false, hasTotalCost: false },
    ],
    [
      "a total of nothing is no price",
      { sectionGroups: [], selectedCarrierID: "c1", totalCost: 0 },
      { incompleteGroups: [], hasCarrier: true, hasTotalCost: false },
    ],
  ])("%s", (_name, app, expected) => {
    expect(policyReadiness(app)).toEqual(expected);
  });
});

describe("missingForPolicy: what is missing, in plain words", () => {
  it.each<[PolicyReadiness, string | null]>([
    [READY_FOR_POLICY, null],
    [
      { incompleteGroups: ["Operations"], hasCarrier: true, hasTotalCost: true },
      "The application cannot be bound yet: the section Operations is not Completed.",
    ],
    [
      { incompleteGroups: ["A", "B", "C"], hasCarrier: true, hasTotalCost: true },
      "The application cannot be bound yet: the sections A, B and C are not Completed.",
    ],
    [{ incompleteGroups: [], hasCarrier: false, hasTotalCost: true }, "The application cannot be bound yet: no carrier is selected."],
    [{ incompleteGroups: [], hasCarrier: true, hasTotalCost: false }, "The application cannot be bound yet: there is no total cost."],
    [
      { incompleteGroups: ["A"], hasCarrier: false, hasTotalCost: false },
      "The application cannot be bound yet: the section A is not Completed; no carrier is selected; there is no total cost.",
    ],
  ])("%j → %s", (readiness, expected) => {
    expect(missingForPolicy(readiness)).toBe(expected);
  });
});

describe("missingForQuote: a quote is approved once priced, as a policy is (spec 2 §2)", () => {
  it.each<[Parameters<typeof pricingReadiness>[0], string | null]>([
    [{ selectedCarrierID: "c1", totalCost: 1_200 }, null],
    [{ selectedCarrierID: null, totalCost: 1_200 }, "Select carrier, enter pricing info, and save to continue"],
    [{ selectedCarrierID: "c1", totalCost: 0 }, "Select carrier, enter pricing info, and save to continue"],
    [{ selectedCarrierID: "c1", totalCost: null }, "Select carrier, enter pricing info, and save to continue"],
  ])("%j → %s", (app, expected) => {
    expect(missingForQuote(pricingReadiness(app))).toBe(expected);
  });

  it("reads the same carrier and total as a policy's readiness", () => {
    expect(missingForQuote(READY_FOR_POLICY)).toBeNull();
    expect(missingForQuote(policyReadiness({ sectionGroups: groups("InProgress"), selectedCarrierID: "c1", totalCost: 5 }))).toBeNull();
  });
});
