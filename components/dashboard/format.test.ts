import { describe, expect, it } from "vitest";
import { formatCount, formatHours, formatPercent } from "./format";

describe("dashboard figures", () => {
  it.each([
    { share: null, text: "—" },
    { share: 0, text: "0%" },
    { share: 0.5, text: "50%" },
    { share: 1, text: "100%" },
    { share: 4 / 3, text: "133.3%" },
    { share: 2 / 3, text: "66.7%" },
    { share: 12.3456, text: "1,234.6%" },
  ])("a share of $share reads $text", ({ share, text }) => {
    expect(formatPercent(share)).toBe(text);
  });

  it.each([
    { hours: null, text: "—" },
    { hours: 0, text: "0 hours" },
    { hours: 1, text: "1 hour" },
    { hours: 36, text: "36 hours" },
    { hours: 1440, text: "1,440 hours" },
  ])("$hours calendar hours read $text", ({ hours, text }) => {
    expect(formatHours(hours)).toBe(text);
  });

  it("groups the thousands of a count", () => {
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatCount(0)).toBe("0");
  });
});
