import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "./safe-redirect";

describe("safeCallbackPath", () => {
  it.each([
    ["/app-central", "/app-central"],
    ["/coverage/1/details/a?x=1", "/coverage/1/details/a?x=1"],
    ["https://evil.example.com", "/app-central"],
    ["//evil.example.com", "/app-central"],
    ["/\\evil.example.com", "/app-central"],
    [undefined, "/app-central"],
    [["/a"], "/app-central"],
  ])("%j → %s", (value, expected) => expect(safeCallbackPath(value)).toBe(expected));
});
