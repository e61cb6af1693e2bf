import { describe, expect, it } from "vitest";
import { bandCenters, bars, columns, framedRows, labelStride, linePath, niceScale, topRows, yOf, type Frame } from "./chart-geometry";

// A plot 100 wide and 100 high, starting at (10, 5).
const frame: Frame = { width: 120, height: 125, top: 5, right: 10, bottom: 20, left: 10 };

describe("niceScale", () => {
  it.each([
    { largest: 1_627_600, whole: false, max: 2_000_000, ticks: [0, 500_000, 1_000_000, 1_500_000, 2_000_000] },
    { largest: 400, whole: false, max: 400, ticks: [0, 100, 200, 300, 400] },
    { largest: 7, whole: false, max: 8, ticks: [0, 2, 4, 6, 8] },
    { largest: 0.3, whole: false, max: 0.3, ticks: [0, 0.1, 0.2, 0.3] },
    { largest: 6, whole: true, max: 6, ticks: [0, 2, 4, 6] },
    { largest: 1, whole: true, max: 1, ticks: [0, 1] },
    { largest: 3, whole: true, max: 3, ticks: [0, 1, 2, 3] },
  ])("$largest (whole steps: $whole) runs to $max", ({ largest, whole, max, ticks }) => {
    expect(niceScale(largest, 4, whole)).toEqual({ max, ticks });
  });

  it("has nothing to scale without a positive value", () => {
    expect(niceScale(0)).toEqual({ max: 0, ticks: [0] });
    expect(niceScale(Number.NaN)).toEqual({ max: 0, ticks: [0] });
  });
});

describe("positions", () => {
  const scale = { max: 200, ticks: [0, 100, 200] };

  it("puts 0 at the bottom of the plot and the maximum at its top", () => {
    expect([yOf(0, frame, scale), yOf(100, frame, scale), yOf(200, frame, scale)]).toEqual([105, 55, 5]);
    expect(yOf(5, frame, { max: 0, ticks: [0] })).toBe(105);
  });

  it("centres each band", () => {
    expect(bandCenters(4, frame)).toEqual([22.5, 47.5, 72.5, 97.5]);
  });
});

describe("columns", () => {
  it("stand in their bands, as tall as their share of the scale", () => {
    expect(columns([200, 50, 0, 100], frame, { max: 200, ticks: [] }, 0.6)).toEqual([
      { x: 15, y: 5, width: 15, height: 100 },
      { x: 40, y: 80, width: 15, height: 25 },
      { x: 65, y: 105, width: 15, height: 0 },
      { x: 90, y: 55, width: 15, height: 50 },
    ]);
  });

  it("draw nothing for a value below 0", () => {
    expect(columns([-50], frame, { max: 100, ticks: [] })[0].height).toBe(0);
  });
});

describe("bars", () => {
  it("lie in their rows, as long as their share of the scale", () => {
    expect(bars([10, 5], frame, { max: 10, ticks: [] }, 0.5)).toEqual([
      { x: 10, y: 17.5, width: 100, height: 25 },
      { x: 10, y: 67.5, width: 50, height: 25 },
    ]);
    expect(bars([-5], frame, { max: 10, ticks: [] })[0].width).toBe(0);
  });

  it("a frame grows with its rows", () => {
    expect(framedRows(3, 30, { width: 640, top: 8, right: 100, bottom: 12, left: 90 })).toEqual({
      width: 640,
      height: 110,
      top: 8,
      right: 100,
      bottom: 12,
      left: 90,
    });
  });
});

describe("linePath", () => {
  const scale = { max: 100, ticks: [] };

  it("joins the values left to right", () => {
    expect(linePath([0, 50, 100, 25], frame, scale)).toBe("M22.5 105 L47.5 55 L72.5 5 L97.5 80");
  });

  it("breaks where a month has no value, and starts again after it", () => {
    expect(linePath([0, null, 100, 25], frame, scale)).toBe("M22.5 105 M72.5 5 L97.5 80");
    expect(linePath([null, 50, null, null], frame, scale)).toBe("M47.5 55");
    expect(linePath([null, null], frame, scale)).toBe("");
  });
});

describe("labelStride", () => {
  it.each([
    { count: 4, most: 12, stride: 1 },
    { count: 12, most: 12, stride: 1 },
    { count: 13, most: 12, stride: 2 },
    { count: 37, most: 12, stride: 4 },
  ])("$count labels with room for $most: every $stride", ({ count, most, stride }) => {
    expect(labelStride(count, most)).toBe(stride);
  });
});

describe("topRows", () => {
  it("keeps the largest, largest first, ties in their order", () => {
    const rows = [
      { key: "a", v: 1 },
      { key: "b", v: 3 },
      { key: "c", v: 2 },
      { key: "d", v: 3 },
    ];
    expect(topRows(rows, 3, (r) => r.v).map((r) => r.key)).toEqual(["b", "d", "c"]);
  });
});
