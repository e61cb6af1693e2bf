import { describe, expect, it } from "vitest";
import { containsPattern } from "./sql-values";

describe("containsPattern", () => {
  it("matches the text anywhere", () => {
    expect(containsPattern("Granite Peak")).toBe("%Granite Peak%");
  });

  it("keeps LIKE's wildcards and its escape character as themselves", () => {
    expect(containsPattern("100%")).toBe("%100\\%%");
    expect(containsPattern("a_b")).toBe("%a\\_b%");
    expect(containsPattern("c:\\d")).toBe("%c:\\\\d%");
  });
});
