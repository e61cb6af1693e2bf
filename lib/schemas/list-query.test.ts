import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./list-query";
import { submissionListQuerySchema } from "./submission-list";

const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
const updatedAt = new Date("2026-11-20T08:30:15.123Z");

describe("list cursor", () => {
  it("round-trips the position, URL-safe", () => {
    const cursor = encodeCursor({ at: updatedAt, id });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual({ at: updatedAt, id });
  });

  it.each([
    ["not base64", "!!!"],
    ["no separator", btoa("2026-11-20T08:30:15.123Z")],
    ["not a date", btoa(`yesterday|${id}`)],
    ["an impossible date", btoa(`2026-13-45T99:99:99.999Z|${id}`)],
    ["not a uuid", btoa("2026-11-20T08:30:15.123Z|42")],
    ["empty", ""],
  ])("refuses %s", (_what, value) => {
    expect(decodeCursor(value)).toBeNull();
  });
});

describe("submissionListQuerySchema", () => {
  it("reads search, cursor, limit and sort; blank parameters count as absent, the sort most recently updated first", () => {
    const cursor = encodeCursor({ at: updatedAt, id });
    const newest = { key: "updated", direction: "desc" };
    expect(submissionListQuerySchema.parse({ search: "  Granite ", cursor, limit: "50", sort: "updated" })).toEqual({
      search: "Granite",
      cursor: { at: updatedAt, id },
      limit: 50,
      sort: { key: "updated", direction: "asc" },
    });
    expect(submissionListQuerySchema.parse({ search: " ", cursor: "", limit: "", sort: "" })).toEqual({ sort: newest });
    expect(submissionListQuerySchema.parse({})).toEqual({ sort: newest });
  });

  it.each([
    [{ limit: "0" }, "limit"],
    [{ limit: "101" }, "limit"],
    [{ limit: "1.5" }, "limit"],
    [{ limit: "many" }, "limit"],
    [{ cursor: "garbage" }, "cursor"],
    [{ search: "x".repeat(101) }, "search"],
  ])("refuses %j", (query, field) => {
    const result = submissionListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual([field]);
  });
});
