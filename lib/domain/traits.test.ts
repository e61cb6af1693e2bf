import { describe, expect, it } from "vitest";
import { coerceTraitValue, serializeTraitValue } from "./traits";

describe("coerceTraitValue", () => {
  it.each([
    ["true", true],
    ["false", false],
    ["0", 0],
    ["42", 42],
    ["-7", -7],
    ["3.25", 3.25],
    ["-0.5", -0.5],
    ["007", 7],
    ["True", "True"],
    ["FALSE", "FALSE"],
    ["", ""],
    [" 42", " 42"],
    ["42 ", "42 "],
    ["1e3", "1e3"],
    [".5", ".5"],
    ["5.", "5."],
    ["+5", "+5"],
    ["1,000", "1,000"],
    ["abc", "abc"],
    ["hoa-step1", "hoa-step1"],
  ] as const)("%j → %j", (stored, expected) => {
    expect(coerceTraitValue(stored)).toBe(expected);
  });
});

describe("serializeTraitValue", () => {
  it.each([
    [true, "true"],
    [false, "false"],
    [12, "12"],
    [-1.5, "-1.5"],
    ["text", "text"],
  ] as const)("%j → %j", (value, expected) => {
    expect(serializeTraitValue(value)).toBe(expected);
  });

  it.each([true, false, 0, 12, -1.5, "text"] as const)("round-trips %j", (value) => {
    expect(coerceTraitValue(serializeTraitValue(value))).toBe(value);
  });
});
