import { describe, expect, it } from "vitest";
import { isStorableText, unstorableTextPath } from "./text";

describe("storable text", () => {
  it.each([
    ["plain", true],
    ["emoji 😀 and accents é", true],
    ["tab\tand\nnewline", true],
    ["nul\u0000byte", false],
    ["lone high \ud800 surrogate", false],
    ["lone low \udc00 surrogate", false],
    ["reversed pair \udc00\ud800", false],
    ["", true],
  ])("%j → %s", (text, ok) => expect(isStorableText(text)).toBe(ok));

  it("finds the path of the first unstorable string, keys included", () => {
    expect(unstorableTextPath({ a: [{ b: "ok" }, { c: "x\u0000" }] })).toBe("a.1.c");
    expect(unstorableTextPath({ ["k\u0000"]: 1 })).toBe("k\u0000");
    expect(unstorableTextPath("bad\ud800")).toBe("");
    expect(unstorableTextPath({ a: 1, b: [true, null, "fine"] })).toBeNull();
    expect(unstorableTextPath(undefined)).toBeNull();
  });

  it("walks input nested 20,000 deep without exhausting the stack", () => {
    let deep: unknown = "x\u0000";
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(unstorableTextPath(deep)).toMatch(/^0(\.0)*$/);
  });
});
