import { describe, expect, it } from "vitest";
import { pricingResolver, pricingTotalCents } from "./pricing-resolver";

const UPDATED = "2026-11-23T10:00:00.000Z";
const resolve = (values: Record<string, number>) =>
  pricingResolver(UPDATED)(values as never, undefined, { fields: {}, shouldUseNativeValidation: false, names: [] } as never);

describe("pricingTotalCents", () => {
  it("adds the parts in cents; an empty part counts as zero", () => {
    expect(pricingTotalCents({ totalPremium: 120.5, stateTax: 6.03, underwriterFee: 25 })).toBe(15153);
    expect(pricingTotalCents({ totalPremium: -40, stateTax: 0, underwriterFee: 25 })).toBe(-1500);
    expect(pricingTotalCents({ totalPremium: 150, stateTax: Number.NaN })).toBe(15000);
    expect(pricingTotalCents({})).toBe(0);
  });
});

describe("pricingResolver", () => {
  it("answers the body the route parses: the parts, their computed total and the endorsement's updatedDate", async () => {
    const result = await resolve({ totalPremium: 120.5, stateTax: 6.03, underwriterFee: 25 });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ totalPremium: 120.5, stateTax: 6.03, underwriterFee: 25, totalCost: 151.53, updatedDate: UPDATED });
  });

  it("refuses with the schema's messages: a part left empty, a negative tax, more than two decimals", async () => {
    const result = await resolve({ totalPremium: Number.NaN, stateTax: -1, underwriterFee: 25.001 });
    expect(result.values).toEqual({});
    expect(result.errors.totalPremium?.message).toBe("Total premium must be a number.");
    expect(result.errors.stateTax?.message).toBe("State tax must be at least 0.");
    expect(result.errors.underwriterFee?.message).toBe("Underwriter fee has at most two decimals.");
  });
});
