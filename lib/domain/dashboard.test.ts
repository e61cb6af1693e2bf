import { describe, expect, it } from "vitest";
import { cuboidOf, isTallied, monthLabel, monthsOf, rangeParts, ratio, resolveRange, type Dimension } from "./dashboard";

describe("resolveRange", () => {
  it("covers the 90 days ending today unless told otherwise", () => {
    expect(resolveRange({}, "2026-11-27")).toEqual({ ok: true, range: { from: "2026-08-30", to: "2026-11-27" } });
    expect(resolveRange({ to: "2026-03-31" }, "2026-11-27")).toEqual({ ok: true, range: { from: "2026-01-01", to: "2026-03-31" } });
    expect(resolveRange({ from: "2026-11-27", to: "2026-11-27" }, "2026-11-27")).toEqual({ ok: true, range: { from: "2026-11-27", to: "2026-11-27" } });
  });

  it.each([
    [{ from: "2026-02-30" }, { from: ["from must be a date, YYYY-MM-DD."] }],
    [{ from: "11/01/2026" }, { from: ["from must be a date, YYYY-MM-DD."] }],
    [{ to: "soon" }, { to: ["to must be a date, YYYY-MM-DD."] }],
    [{ from: "2026-05-02", to: "2026-05-01" }, { from: ["from must be on or before to."] }],
    [{ from: "2023-01-01", to: "2026-01-01" }, { to: ["The range may span at most 3 years."] }],
    [{ from: "9996-12-31", to: "9999-12-30" }, { to: ["to must be on or before 9998-12-31."] }],
    [
      { from: "9999-01-01", to: "9999-01-02" },
      { from: ["from must be on or before 9998-12-31."], to: ["to must be on or before 9998-12-31."] },
    ],
    [{ from: "9999-01-01" }, { from: ["from must be on or before 9998-12-31."] }],
  ])("refuses %j naming the field", (query, fields) => {
    expect(resolveRange(query, "2026-11-27")).toEqual({ ok: false, fields });
  });

  it("allows three years less a day, from 29 February too", () => {
    expect(resolveRange({ from: "2023-01-01", to: "2025-12-31" }, "2026-11-27").ok).toBe(true);
    expect(resolveRange({ from: "2024-02-29", to: "2027-02-27" }, "2026-11-27").ok).toBe(true);
    expect(resolveRange({ from: "2024-02-29", to: "2027-02-28" }, "2026-11-27").ok).toBe(false);
  });

  it("measures the span as days where three years on has five digits", () => {
    expect(resolveRange({ from: "9997-06-01", to: "9997-06-02" }, "2026-11-27")).toEqual({ ok: true, range: { from: "9997-06-01", to: "9997-06-02" } });
    expect(resolveRange({ from: "9996-01-01", to: "9998-12-31" }, "2026-11-27").ok).toBe(true);
    expect(resolveRange({ from: "9995-12-31", to: "9998-12-31" }, "2026-11-27").ok).toBe(false);
  });
});

describe("rangeParts", () => {
  it("reads whole months monthly and the days on either side daily", () => {
    expect(rangeParts({ from: "2026-08-30", to: "2026-11-27" })).toEqual({
      months: { start: "2026-09-01", end: "2026-11-01" },
      days: [
        { from: "2026-08-30", to: "2026-08-31" },
        { from: "2026-11-01", to: "2026-11-27" },
      ],
    });
  });

  it("has no days when the range is whole months, and no months inside one month", () => {
    expect(rangeParts({ from: "2024-01-01", to: "2024-03-31" })).toEqual({ months: { start: "2024-01-01", end: "2024-04-01" }, days: [] });
    expect(rangeParts({ from: "2026-11-03", to: "2026-11-20" })).toEqual({ months: null, days: [{ from: "2026-11-03", to: "2026-11-20" }] });
    expect(rangeParts({ from: "2026-10-15", to: "2026-11-14" })).toEqual({ months: null, days: [{ from: "2026-10-15", to: "2026-11-14" }] });
  });

  it("reads the last months a range may touch", () => {
    expect(rangeParts({ from: "9998-11-15", to: "9998-12-31" })).toEqual({
      months: { start: "9998-12-01", end: "9999-01-01" },
      days: [{ from: "9998-11-15", to: "9998-11-30" }],
    });
  });

  it("crosses a year end", () => {
    expect(rangeParts({ from: "2025-12-15", to: "2026-02-28" })).toEqual({
      months: { start: "2026-01-01", end: "2026-03-01" },
      days: [{ from: "2025-12-15", to: "2025-12-31" }],
    });
  });
});

describe("months", () => {
  it("lists every month a range touches, labelled", () => {
    expect(monthsOf({ from: "2025-11-30", to: "2026-02-01" })).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthLabel("2026-09")).toBe("Sep 2026");
  });

  it("ends at the last month of the calendar", () => {
    expect(monthsOf({ from: "9999-11-15", to: "9999-12-30" })).toEqual(["9999-11", "9999-12"]);
    expect(monthsOf({ from: "9998-12-31", to: "9998-12-31" })).toEqual(["9998-12"]);
  });
});

describe("cuboidOf", () => {
  it("sets a bit for each dimension counted over all its values, agency first", () => {
    expect(cuboidOf([])).toBe(15);
    expect(cuboidOf(["agency"])).toBe(7);
    expect(cuboidOf(["state"])).toBe(14);
    expect(cuboidOf(["agency", "product", "carrier", "state"])).toBe(0);
    expect(cuboidOf(["product", "carrier"])).toBe(9);
  });
});

describe("isTallied", () => {
  it("counts ahead over all, each dimension alone and product with carrier, in any order", () => {
    for (const fixed of [[], ["agency"], ["product"], ["carrier"], ["state"], ["carrier", "product"]] as Dimension[][]) expect(isTallied(fixed)).toBe(true);
    for (const fixed of [
      ["agency", "product"],
      ["product", "state"],
      ["carrier", "state"],
      ["product", "carrier", "state"],
    ] as Dimension[][])
      expect(isTallied(fixed)).toBe(false);
  });
});

describe("ratio", () => {
  it("is null with nothing to divide by", () => {
    expect(ratio(2, 5)).toBe(0.4);
    expect(ratio(0, 0)).toBeNull();
  });
});
