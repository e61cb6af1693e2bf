import { describe, expect, it } from "vitest";
import { nextPagePath, readPagesAfter } from "./use-fetched-pages";

describe("nextPagePath", () => {
  it("adds the cursor to the list's address, keeping its filters", () => {
    expect(nextPagePath("/api/documents", "c1")).toBe("/api/documents?cursor=c1");
    expect(nextPagePath("/api/documents?search=loss+runs", "c2")).toBe("/api/documents?search=loss+runs&cursor=c2");
  });

  it("replaces a cursor the address already has, and encodes it", () => {
    expect(nextPagePath("/api/documents?cursor=old&search=a", "n/e=w")).toBe("/api/documents?cursor=n%2Fe%3Dw&search=a");
  });
});

describe("readPagesAfter", () => {
  const page = (n: number, next: number | null) => ({ n, nextCursor: next === null ? null : `c${next}` });
  const server = (last: number) => async (path: string) => {
    const n = Number(new URL(path, "http://x").searchParams.get("cursor")!.slice(1));
    return page(n, n < last ? n + 1 : null);
  };

  it("reads as many pages as were loaded after the first, each from the cursor of the one before", async () => {
    const asked: string[] = [];
    const read = server(9);
    const pages = await readPagesAfter("/api/notes?limit=2", page(1, 2), 3, (path) => (asked.push(path), read(path)));
    expect(pages.map((p) => p.n)).toEqual([2, 3, 4]);
    expect(asked).toEqual(["/api/notes?limit=2&cursor=c2", "/api/notes?limit=2&cursor=c3", "/api/notes?limit=2&cursor=c4"]);
  });

  it("stops where the list now ends", async () => {
    expect((await readPagesAfter("/api/notes", page(1, 2), 5, server(3))).map((p) => p.n)).toEqual([2, 3]);
    expect(await readPagesAfter("/api/notes", page(1, null), 5, server(3))).toEqual([]);
  });

  it("fails as the read of any page fails", async () => {
    await expect(readPagesAfter("/api/notes", page(1, 2), 2, () => Promise.reject(new Error("offline")))).rejects.toThrow("offline");
  });
});
