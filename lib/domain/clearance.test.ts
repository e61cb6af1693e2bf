import { describe, expect, it } from "vitest";
import { clearanceMatch } from "./clearance";

describe("clearance: reasons and score of a comparison", () => {
  it.each([
    [
      { sameTaxId: true, sameAddress: false, nameSimilarity: 0 },
      { reasons: ["fein"], score: 1 },
    ],
    [
      { sameTaxId: false, sameAddress: true, nameSimilarity: 0.5 },
      { reasons: ["name+address"], score: 0.8 },
    ],
    [
      { sameTaxId: false, sameAddress: true, nameSimilarity: 1 },
      { reasons: ["name+address", "name"], score: 1 },
    ],
    [
      { sameTaxId: false, sameAddress: false, nameSimilarity: 0.9 },
      { reasons: ["name"], score: 0.72 },
    ],
    [
      { sameTaxId: true, sameAddress: true, nameSimilarity: 0.8 },
      { reasons: ["fein", "name+address", "name"], score: 1 },
    ],
  ])("%o → %o", (comparison, expected) => {
    expect(clearanceMatch(comparison)).toEqual(expected);
  });

  it.each([
    // The same building, unrelated names; a somewhat similar name elsewhere; nothing in common.
    { sameTaxId: false, sameAddress: true, nameSimilarity: 0.2 },
    { sameTaxId: false, sameAddress: false, nameSimilarity: 0.6 },
    { sameTaxId: false, sameAddress: false, nameSimilarity: 0 },
  ])("%o is no match", (comparison) => {
    expect(clearanceMatch(comparison)).toBeNull();
  });
});
