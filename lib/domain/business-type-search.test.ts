import { describe, expect, it } from "vitest";
import { businessTypeSearchState } from "./business-type-search";

describe("business type search state (spec 1 §7)", () => {
  it("filters by the mailing address state for the workers comp marketplace industry only", () => {
    expect(businessTypeSearchState([{ industryIdentifier: "workers_comp_mp" }], { state: "CA" })).toBe("CA");
    expect(businessTypeSearchState([{ industryIdentifier: "construction" }], { state: "CA" })).toBeUndefined();
    expect(businessTypeSearchState([{ industryIdentifier: "workers_comp_mp" }], null)).toBeUndefined();
    expect(businessTypeSearchState([], { state: "CA" })).toBeUndefined();
  });
});
