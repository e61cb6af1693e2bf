import { describe, expect, it } from "vitest";
import { effectiveRole } from "./roles";

describe("effectiveRole", () => {
  it.each([
    [["Underwriter"], "Underwriter"],
    [["underwriter", "Agent"], "Underwriter"],
    [["Agent"], "Agent"],
    [["Admin"], "Agent"],
    [["MGAUnderwriter"], "Agent"],
    [[], "Agent"],
    [null, "Agent"],
  ] as const)("%j → %s", (names, expected) => {
    expect(effectiveRole(names)).toBe(expected);
  });
});
