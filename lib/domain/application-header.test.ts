import { describe, expect, it } from "vitest";
import { personLabel, priceAlertTraitKey, showsCompanyName, showsPriceIndication } from "./application-header";

describe("personLabel", () => {
  it("names an individual insured the insured", () => expect(personLabel("individual")).toBe("Insured"));
  it("names the person of a company insured its contact", () => expect(personLabel("company")).toBe("Contact"));
});

describe("showsCompanyName", () => {
  it.each<[boolean, string | null, boolean]>([
    [true, "individual-sole-proprietor", false],
    [true, "llc", true],
    [false, "individual-sole-proprietor", true],
    [false, null, true],
  ])("direct to consumer %s, entity %s → %s", (isDirectToConsumer, entityType, expected) => {
    expect(showsCompanyName({ isDirectToConsumer, entityType })).toBe(expected);
  });
});

describe("showsPriceIndication", () => {
  const shown = { flagOn: true, ready: true, indicated: true, productIndustryID: "i1", selectedIndustryIDs: ["i1"] };
  it("shows with the flag on, once ready, when the industry matches", () => expect(showsPriceIndication(shown)).toBe(true));
  it.each([
    ["the flag off", { flagOn: false }],
    ["not ready", { ready: false }],
    ["no indication given", { indicated: false }],
    ["another industry", { selectedIndustryIDs: ["i2"] }],
    ["no industry", { selectedIndustryIDs: [] }],
  ])("hides with %s", (_why, change) => expect(showsPriceIndication({ ...shown, ...change })).toBe(false));
});

describe("priceAlertTraitKey", () => {
  it("is a valid trait key per application", () => expect(priceAlertTraitKey("0f8c2b1e-1111-5222-a333-444455556666")).toMatch(/^[A-Za-z0-9_.-]{1,100}$/));
});
