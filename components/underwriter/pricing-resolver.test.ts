import { describe, expect, it } from "vitest";
import { pricingResolver, type PricingForm } from "./pricing-resolver";

const CARRIER = "0b9f3f43-2f5e-4a59-9f5b-0d3c1a8e6a10";
const groups = [
  {
    id: "premium",
    questions: [{ questionKey: "base_premium" }, { questionKey: "fees" }, { questionKey: "tax", isReadOnly: true }],
    answers: [],
  },
  { id: "total", questions: [{ questionKey: "total_cost", calculationLogic: ["sum"] }], answers: [] },
];
const resolve = (values: PricingForm) => pricingResolver(groups)(values, undefined, { fields: {}, shouldUseNativeValidation: false, names: [] } as never);

describe("pricingResolver", () => {
  it("answers the body the route parses: the carrier and the entered prices as numbers, blanks left out", async () => {
    const result = await resolve({ selectedCarrierID: CARRIER, prices: { base_premium: "1200.50", fees: " " } });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      answerType: "pricing",
      selectedCarrierID: CARRIER,
      answers: [{ sectionGroupID: "premium", answers: [{ source: "base_premium", value: 1200.5 }] }],
    });
  });

  it("refuses what the route refuses, with its message on the field", async () => {
    const result = await resolve({ selectedCarrierID: "", prices: { base_premium: "100" } });
    expect(result.values).toEqual({});
    expect(result.errors.selectedCarrierID?.message).toBe("selectedCarrierID must be a carrier id.");
  });
});
