import { describe, expect, it } from "vitest";
import { conditionOperators, type ConditionOperator, type ShowIf } from "@/lib/schemas/product-definition";
import { compare, evaluateShowIf } from "./visibility";

describe("compare: every operator", () => {
  // answer 5 against 3, 5 and 7
  const numeric: Record<ConditionOperator, [boolean, boolean, boolean]> = {
    "<": [false, false, true],
    ">": [true, false, false],
    "=": [false, true, false],
    "<=": [false, true, true],
    ">=": [true, true, false],
    "!=": [true, false, true],
  };
  it.each(conditionOperators.map((op) => [op] as const))("%s on numbers, numeric strings and currency text", (op) => {
    expect([3, 5, 7].map((v) => compare(5, op, v))).toEqual(numeric[op]);
    expect([3, 5, 7].map((v) => compare("5", op, String(v)))).toEqual(numeric[op]);
    expect([3000, 5000, 7000].map((v) => compare("$5,000.00", op, v))).toEqual(numeric[op]);
  });

  it.each(conditionOperators.map((op) => [op] as const))("%s on dates, typed or stored", (op) => {
    expect(["2026-01-03", "2026-01-05", "2026-01-07"].map((v) => compare("01/05/2026", op, v))).toEqual(numeric[op]);
  });

  it.each<[ConditionOperator, boolean, boolean]>([
    ["=", true, false],
    ["!=", false, true],
    ["<", false, false],
    [">", false, false],
    ["<=", false, false],
    [">=", false, false],
  ])("%s on text compares equality only", (op, same, different) => {
    expect(compare("llc", op, "llc")).toBe(same);
    expect(compare("llc", op, "corporation")).toBe(different);
  });

  it.each<[ConditionOperator, boolean, boolean]>([
    ["=", true, false],
    ["!=", false, true],
    ["<", false, false],
    [">=", false, false],
  ])("%s on booleans (stored or as 'true'/'false')", (op, same, different) => {
    expect(compare(true, op, true)).toBe(same);
    expect(compare("false", op, false)).toBe(same);
    expect(compare(false, op, true)).toBe(different);
  });

  it("treats 0 and false as answers", () => {
    expect(compare(0, "=", 0)).toBe(true);
    expect(compare(false, "=", false)).toBe(true);
  });

  it.each(conditionOperators.map((op) => [op, op === "!="] as const))("a missing answer satisfies only != (%s → %s)", (op, expected) => {
    for (const missing of [undefined, null, "", "  ", []]) expect(compare(missing, op, 3)).toBe(expected);
  });

  it("reads a multi-select answer as containing the value", () => {
    expect(compare(["roofing", "framing"], "=", "framing")).toBe(true);
    expect(compare(["roofing"], "=", "framing")).toBe(false);
    expect(compare(["roofing"], "!=", "framing")).toBe(true);
    expect(compare(["roofing"], ">", "framing")).toBe(false);
  });
});

describe("evaluateShowIf", () => {
  const answers: Record<string, unknown> = { stories: 4, subs: true, payroll: 20000, "companyInfo.yearsOfExp": 2 };
  const valueOf = (key: string) => answers[key];
  const c = (sourceQuestionKey: string, operator: ConditionOperator, value: string | number | boolean) => ({ sourceQuestionKey, operator, value });
  const show = (operatorBetweenConditions: ShowIf["operatorBetweenConditions"], ...conditions: ReturnType<typeof c>[]) =>
    evaluateShowIf({ operatorBetweenConditions, conditions }, valueOf);

  it("shows a question without showIf", () => expect(evaluateShowIf(undefined, valueOf)).toBe(true));

  it.each(conditionOperators.map((op) => [op] as const))("None with %s: the one condition decides", (op) => {
    expect(show("None", c("stories", op, 4))).toBe(compare(4, op, 4));
    expect(show("None", c("stories", op, 10))).toBe(compare(4, op, 10));
  });

  it.each(conditionOperators.map((op) => [op] as const))("AND with %s: every condition must hold", (op) => {
    const first = compare(4, op, 3);
    expect(show("AND", c("stories", op, 3), c("subs", "=", true))).toBe(first);
    expect(show("AND", c("stories", op, 3), c("subs", "=", false))).toBe(false);
  });

  it.each(conditionOperators.map((op) => [op] as const))("OR with %s: any condition suffices", (op) => {
    const first = compare(4, op, 3);
    expect(show("OR", c("stories", op, 3), c("subs", "=", false))).toBe(first);
    expect(show("OR", c("stories", op, 3), c("subs", "=", true))).toBe(true);
  });

  it("reads companyInfo.{field} through the same lookup", () => {
    expect(show("None", c("companyInfo.yearsOfExp", "<", 3))).toBe(true);
    expect(show("None", c("companyInfo.yearsOfExp", ">=", 3))).toBe(false);
  });
});
