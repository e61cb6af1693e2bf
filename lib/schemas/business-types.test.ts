import { describe, expect, it } from "vitest";
import { businessTypeMessages as m, businessTypeValuesSchema, parsePercentage, percentageTotal } from "./business-types";

const a = "0b6c1d8e-3f2a-4c5b-9d7e-1a2b3c4d5e6f";
const b = "1c7d2e9f-4a3b-4d6c-8e8f-2b3c4d5e6f70";
const c = "2d8e3fa0-5b4c-4e7d-9f90-3c4d5e6f7081";

function errorsOf(rows: { id: string; value: number | null }[]) {
  const result = businessTypeValuesSchema.safeParse(rows);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join(".")] ??= []).push(issue.message);
  return out;
}

describe("business type percentages (spec 1 §5)", () => {
  it("none selected: 'Please select a business type'", () => {
    expect(errorsOf([])).toEqual({ "": [m.noneSelected] });
  });

  it("a row without a percentage: 'Please fill in percentages' and the row 'Required'; empty counts as 0 in the total", () => {
    expect(
      errorsOf([
        { id: a, value: 100 },
        { id: b, value: null },
      ]),
    ).toEqual({ "": [m.fillPercentages], "1.value": [m.rowRequired] });
    expect(
      errorsOf([
        { id: a, value: 60 },
        { id: b, value: null },
      ]),
    ).toEqual({
      "": [m.fillPercentages, m.totalNot100],
      "0.value": [m.rowTotal],
      "1.value": [m.rowRequired],
    });
  });

  it("a total other than 100: the summary and 'Total must equal 100%' on each row", () => {
    expect(
      errorsOf([
        { id: a, value: 60 },
        { id: b, value: 30 },
      ]),
    ).toEqual({ "": [m.totalNot100], "0.value": [m.rowTotal], "1.value": [m.rowTotal] });
    expect(
      errorsOf([
        { id: a, value: 70 },
        { id: b, value: 40 },
      ])["0.value"],
    ).toEqual([m.rowTotal]);
  });

  it("accepts totals of exactly 100, with two decimals", () => {
    expect(errorsOf([{ id: a, value: 100 }])).toEqual({});
    expect(
      errorsOf([
        { id: a, value: 33.33 },
        { id: b, value: 33.33 },
        { id: c, value: 33.34 },
      ]),
    ).toEqual({});
    expect(businessTypeValuesSchema.parse([{ id: a, value: 40, title: "Carpentry" } as never, { id: b, value: 60 }])).toEqual([
      { id: a, value: 40 },
      { id: b, value: 60 },
    ]);
  });

  it("each percentage is 0 to 100 with at most two decimals, and a type is chosen once", () => {
    expect(
      errorsOf([
        { id: a, value: 120 },
        { id: b, value: -20 },
      ]),
    ).toMatchObject({ "0.value": [m.range], "1.value": [m.range] });
    expect(
      errorsOf([
        { id: a, value: 50.005 },
        { id: b, value: 49.995 },
      ]),
    ).toMatchObject({ "0.value": [m.decimals] });
    expect(
      errorsOf([
        { id: a, value: 50 },
        { id: a, value: 50 },
      ]),
    ).toEqual({ "1.id": [m.duplicate] });
  });

  it("a percentage typed as no number at all ('.') gets the range message on its row", () => {
    expect(parsePercentage(".")).toBeNaN();
    expect(
      errorsOf([
        { id: a, value: Number.NaN },
        { id: b, value: 100 },
      ]),
    ).toEqual({ "0.value": [m.range] });
  });

  it("the column reads '% of work (up to 100%)' and the messages are the spec's", () => {
    expect(m).toMatchObject({
      noneSelected: "Please select a business type",
      fillPercentages: "Please fill in percentages",
      rowRequired: "Required",
      totalNot100: "Please modify percentages above to ensure total equals 100%",
      rowTotal: "Total must equal 100%",
    });
  });

  it("percentageTotal and parsePercentage", () => {
    expect(percentageTotal([{ value: 10.1 }, { value: 20.2 }, { value: null }])).toBe(30.3);
    expect(parsePercentage("")).toBeNull();
    expect(parsePercentage(" 42.5 ")).toBe(42.5);
    expect(parsePercentage("abc")).toBeNaN();
  });
});
