import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "./safe-redirect";

describe("safeCallbackPath", () => {
  it.each([
    ["/app-central", "/app-central"],
    ["/coverage/1/details/a?x=1", "/coverage/1/details/a?x=1"],
    ["/app-central#top", "/app-central"],
    ["https://evil.example.com", "/app-central"],
    ["//evil.example.com", "/app-central"],
    ["/\\evil.example.com", "/app-central"],
    ["/\t/evil.example.com", "/app-central"],
    ["/\n/evil.example.com", "/app-central"],
    ["/\r/evil.example.com", "/app-central"],
    ["/\v/evil.example.com", "/app-central"],
    ["/%09/evil.example.com", "/%09/evil.example.com"],
    ["/\u0000", "/app-central"],
    ["/../../evil", "/evil"],
    ["/.//evil.example.com", "/app-central"],
    ["", "/app-central"],
    [undefined, "/app-central"],
    [["/a"], "/app-central"],
  ])("%j → %s", (value, expected) => expect(safeCallbackPath(value)).toBe(expected));

  it("never leaves our origin, whatever the browser makes of the path", () => {
    const tricky = ["/\t/evil.example.com", "/ /evil.example.com", "/%2F/evil.example.com", "/.//evil.example.com", "/\u3000/evil.example.com"];
    for (const value of tricky) {
      const path = safeCallbackPath(value);
      expect(new URL(path, "https://app.example.com").origin).toBe("https://app.example.com");
      expect(path.startsWith("//")).toBe(false);
    }
  });
});
