import { describe, expect, it } from "vitest";
import { nextPagePath } from "./use-fetched-pages";

describe("nextPagePath", () => {
  it("adds the cursor to the list's address, keeping its filters", () => {
    expect(nextPagePath("/api/documents", "c1")).toBe("/api/documents?cursor=c1");
    expect(nextPagePath("/api/documents?search=loss+runs", "c2")).toBe("/api/documents?search=loss+runs&cursor=c2");
  });

  it("replaces a cursor the address already has, and encodes it", () => {
    expect(nextPagePath("/api/documents?cursor=old&search=a", "n/e=w")).toBe("/api/documents?cursor=n%2Fe%3Dw&search=a");
  });
});
