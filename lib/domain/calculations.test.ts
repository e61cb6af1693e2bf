import { describe, expect, it } from "vitest";
import { numericValue, sumOfAnswers } from "./calculations";

describe("numericValue", () => {
  it.each<[unknown, number | null]>([
    [12, 12],
    [0, 0],
    [-3.5, -3.5],
    ["1,250.50", 1250.5],
    ["$300,000", 300000],
    ["42", 42],
    ["abc", null],
    ["", null],
    [null, null],
    [true, null],
    [Number.NaN, null],
    [Infinity, null],
  ])("%j → %j", (value, expected) => expect(numericValue(value)).toBe(expected));
});

describe("sumOfAnswers", () => {
  const answers = [
    { source: "a", value: 100.1 },
    { source: "b", value: "200.2" },
    { source: "c", value: "n/a" },
  ];
  it("sums the listed keys", () => expect(sumOfAnswers(["a", "b"], answers)).toBe(300.3));
  it("counts missing and non-numeric answers as 0", () => expect(sumOfAnswers(["a", "c", "zzz"], answers)).toBe(100.1));
  it("is 0 for no keys", () => expect(sumOfAnswers([], answers)).toBe(0));
});
