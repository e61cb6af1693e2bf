import { describe, expect, it } from "vitest";
import type { RatingDefinition } from "@/lib/schemas/product-definition";
import { classFactorBps, isIndicationGiven, priceIndication, ratedPremiumCents, stateFactorBps } from "./rating";

const rating: RatingDefinition = {
  baseRateCentsPerUnit: 1450,
  exposureQuestionKey: "total_payroll",
  exposureUnit: 1000,
  minimumPremiumCents: 75000,
  stateFactorsBps: { TX: 10500, OH: 9000 },
  classFactorsBps: { "238350": 8500, "238310": 12000 },
};
const carriers = [
  { id: "k", name: "Keystone Indemnity", thumbnailUrl: null, factorBps: 10800 },
  { id: "s", name: "Summit Mutual", thumbnailUrl: "https://x/s.svg", factorBps: 10000 },
  { id: "p", name: "Pioneer Casualty", thumbnailUrl: null, factorBps: 9600 },
];

describe("factors", () => {
  it("weights class factors by each business type's share, 1.0 for unknown codes or none", () => {
    expect(classFactorBps(rating, [{ naicsCode: "238350", percentage: 100 }])).toBe(8500);
    expect(
      classFactorBps(rating, [
        { naicsCode: "238350", percentage: 40 },
        { naicsCode: "238310", percentage: 60 },
      ]),
    ).toBe(10600);
    expect(classFactorBps(rating, [{ naicsCode: "999999", percentage: 100 }])).toBe(10000);
    expect(classFactorBps(rating, [])).toBe(10000);
  });
  it("takes the state factor, 1.0 for other states or none", () => {
    expect(stateFactorBps(rating, "TX")).toBe(10500);
    expect(stateFactorBps(rating, "WA")).toBe(10000);
    expect(stateFactorBps(rating, null)).toBe(10000);
  });
});

describe("priceIndication", () => {
  const input = { rating, exposure: 500000, state: "TX", classes: [{ naicsCode: "238350", percentage: 100 }], carriers };

  it("rates base rate x exposure units x class x state", () => {
    // 1450 cents x 500 units x 0.85 x 1.05
    expect(ratedPremiumCents(input)).toBeCloseTo(647062.5, 6);
  });

  it("applies each carrier's factor, cheapest first; base and total premium are the range's ends", () => {
    expect(priceIndication(input)).toEqual({
      basePremiumCents: 621180,
      totalPremiumCents: 698828,
      carriers: [
        { id: "p", name: "Pioneer Casualty", thumbnailUrl: null, premiumCents: 621180 },
        { id: "s", name: "Summit Mutual", thumbnailUrl: "https://x/s.svg", premiumCents: 647063 },
        { id: "k", name: "Keystone Indemnity", thumbnailUrl: null, premiumCents: 698828 },
      ],
    });
  });

  it("never goes below the minimum premium, also before the exposure is answered", () => {
    const result = priceIndication({ ...input, exposure: undefined });
    expect(result.carriers.map((c) => c.premiumCents)).toEqual([75000, 75000, 75000]);
    expect([result.basePremiumCents, result.totalPremiumCents]).toEqual([75000, 75000]);
  });

  it("reads currency text exposures and ignores negative ones", () => {
    expect(ratedPremiumCents({ ...input, exposure: "$500,000" })).toBeCloseTo(647062.5, 6);
    expect(ratedPremiumCents({ ...input, exposure: -5 })).toBe(0);
  });

  it("defaults the exposure unit to 1000", () => {
    const perThousand = { ...rating, exposureUnit: undefined };
    expect(ratedPremiumCents({ ...input, rating: perThousand, state: null, classes: [] })).toBe(725000);
  });

  it("rates a product without carriers at 1.0", () => {
    const result = priceIndication({ ...input, carriers: [] });
    expect(result).toEqual({ basePremiumCents: 647063, totalPremiumCents: 647063, carriers: [] });
  });
});

describe("isIndicationGiven", () => {
  const input = { rating, state: "TX", classes: [], carriers };

  it("gives an indication up to what a policy's cost may be, none past it", () => {
    expect(isIndicationGiven(priceIndication({ ...input, exposure: 500000 }))).toBe(true);
    // $1.4 billion of payroll: Keystone's premium is about $23 million, past the $20 million a policy may cost.
    const huge = priceIndication({ ...input, exposure: 1_400_000_000 });
    expect(huge.totalPremiumCents).toBeGreaterThan(2 ** 31);
    expect(isIndicationGiven(huge)).toBe(false);
    expect(isIndicationGiven({ basePremiumCents: 2_000_000_000, totalPremiumCents: 2_000_000_000, carriers: [] })).toBe(true);
    expect(isIndicationGiven({ basePremiumCents: 2_000_000_000, totalPremiumCents: 2_000_000_001, carriers: [] })).toBe(false);
  });
});
