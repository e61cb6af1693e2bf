import { describe, expect, it } from "vitest";
import { countLabel } from "./counts";

describe("countLabel", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1,000+"],
  ])("%i reads %s", (count, label) => {
    expect(countLabel(count)).toBe(label);
  });
});
