import { describe, expect, it } from "vitest";
import { decodeCursor, decodeNumberCursor, decodeTextCursor, decodeListCursor, encodeCursor, encodeNumberCursor, encodeTextCursor } from "./list-query";
import { endorsementListQuerySchema } from "./endorsements";
import { workQueueQuerySchema } from "./work-queue";
import { submissionListQuerySchema } from "./submission-list";

const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
const updatedAt = new Date("2026-11-20T08:30:15.123Z");

describe("list cursor", () => {
  it("round-trips the position, URL-safe", () => {
    const cursor = encodeCursor({ at: updatedAt, id });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual({ at: updatedAt, id });
  });

  it.each([["-requested"], ["requested"], ["dueTo"], ["-expiration"]])("round-trips the order %s it was written in, for every kind", (order) => {
    expect(decodeCursor(encodeCursor({ at: updatedAt, id, order }))).toEqual({ at: updatedAt, id, order });
    expect(decodeTextCursor(encodeTextCursor({ text: "acme@home", id, order }))).toEqual({ text: "acme@home", id, order });
    expect(decodeNumberCursor(encodeNumberCursor({ amount: -12, id, order }))).toEqual({ amount: -12, id, order });
    expect(decodeListCursor(encodeTextCursor({ text: "", id, order }))).toEqual({ text: "", id, order });
  });

  it.each([
    ["not base64", "!!!"],
    ["no separator", btoa("2026-11-20T08:30:15.123Z")],
    ["not a date", btoa(`yesterday|${id}`)],
    ["an impossible date", btoa(`2026-13-45T99:99:99.999Z|${id}`)],
    ["not a uuid", btoa("2026-11-20T08:30:15.123Z|42")],
    ["an order that is not a sort's", btoa(`-re-quested@2026-11-20T08:30:15.123Z|${id}`)],
    ["an order without a position", btoa("-requested@")],
    ["empty", ""],
  ])("refuses %s", (_what, value) => {
    expect(decodeCursor(value)).toBeNull();
  });
});

describe("text cursor", () => {
  it.each([["o'brien & sons | co."], ["zoë müller 東京"], [""], ["t:2026|x"]])("round-trips the name %j, URL-safe", (text) => {
    const cursor = encodeTextCursor({ text, id });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeTextCursor(cursor)).toEqual({ text, id });
    expect(decodeListCursor(cursor)).toEqual({ text, id });
    expect(decodeCursor(cursor)).toBeNull();
  });

  it("is told apart from a time cursor, and refuses what it did not write", () => {
    const timed = encodeCursor({ at: updatedAt, id });
    expect(decodeTextCursor(timed)).toBeNull();
    expect(decodeListCursor(timed)).toEqual({ at: updatedAt, id });
    for (const value of [btoa(`t:abc|42`), btoa(`t:%E0%A4%A|${id}`), btoa(`abc|${id}`), "!!!"]) expect(decodeTextCursor(value)).toBeNull();
  });

  it("is taken by the work queue with its order only", () => {
    const byName = encodeTextCursor({ text: "acme", id, order: "insured" });
    const byTime = encodeCursor({ at: updatedAt, id, order: "-waiting" });
    expect(workQueueQuerySchema.parse({ sort: "insured", cursor: byName })).toMatchObject({ cursor: { text: "acme", id } });
    expect(workQueueQuerySchema.parse({ sort: "-waiting", cursor: byTime })).toMatchObject({ cursor: { at: updatedAt, id } });
    for (const query of [
      { sort: "insured", cursor: byTime },
      { cursor: byName },
      // The same kind of place, of another order: another column, the same column the other way round, or no order named.
      { sort: "agency", cursor: byName },
      { sort: "-insured", cursor: byName },
      { sort: "waiting", cursor: byTime },
      { sort: "insured", cursor: encodeTextCursor({ text: "acme", id }) },
    ]) {
      const result = workQueueQuerySchema.safeParse(query);
      expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["cursor", "Cursor is not valid; use the nextCursor of a previous page."],
      ]);
    }
  });

  it("refuses a cursor that does not parse once, as the cursor's own issue, for either list and either order", () => {
    for (const schema of [workQueueQuerySchema, submissionListQuerySchema]) {
      for (const query of [{ sort: "insured", cursor: "x".repeat(2000) }, { cursor: "garbage" }, { sort: "insured", cursor: "garbage", limit: "0" }]) {
        const result = schema.safeParse(query);
        expect(result.success).toBe(false);
        expect(result.error?.issues.filter((i) => i.path.join(".") === "cursor")).toHaveLength(1);
      }
    }
  });
});

describe("amount cursor", () => {
  it.each([[0], [125_000], [-4_200], [2_999_999_997]])("round-trips %d cents, URL-safe, told apart from the other kinds", (amount) => {
    const cursor = encodeNumberCursor({ amount, id });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeNumberCursor(cursor)).toEqual({ amount, id });
    expect(decodeListCursor(cursor)).toEqual({ amount, id });
    expect(decodeCursor(cursor)).toBeNull();
  });

  it("refuses what it did not write", () => {
    for (const value of [btoa(`n:12.5|${id}`), btoa(`n:1e9|${id}`), btoa(`n:${"9".repeat(16)}|${id}`), btoa("n:12|42"), encodeTextCursor({ text: "12", id })]) {
      expect(decodeNumberCursor(value)).toBeNull();
    }
  });

  it("is taken by the endorsement history with its order only", () => {
    const byCost = encodeNumberCursor({ amount: 125_000, id, order: "-cost" });
    const byTime = encodeCursor({ at: updatedAt, id, order: "-created" });
    expect(endorsementListQuerySchema.parse({ sort: "-cost", cursor: byCost })).toMatchObject({ cursor: { amount: 125_000, id } });
    expect(endorsementListQuerySchema.parse({ cursor: byTime })).toMatchObject({ cursor: { at: updatedAt, id } });
    expect(endorsementListQuerySchema.parse({ sort: "insured", cursor: encodeTextCursor({ text: "acme", id, order: "insured" }) })).toMatchObject({
      cursor: { text: "acme", id },
    });
    for (const query of [
      { sort: "cost", cursor: byTime },
      { cursor: byCost },
      { sort: "-cost", cursor: encodeTextCursor({ text: "acme", id, order: "-cost" }) },
      { sort: "insured", cursor: byCost },
      // A time of another time order: when it was bound is not when it was created.
      { sort: "-bound", cursor: byTime },
      { sort: "cost", cursor: byCost },
    ]) {
      expect(endorsementListQuerySchema.safeParse(query).error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["cursor", "Cursor is not valid; use the nextCursor of a previous page."],
      ]);
    }
  });
});

describe("submissionListQuerySchema", () => {
  it("reads search, cursor, limit and sort; blank parameters count as absent, the sort most recently updated first", () => {
    const cursor = encodeCursor({ at: updatedAt, id, order: "updated" });
    const newest = { key: "updated", direction: "desc" };
    expect(submissionListQuerySchema.parse({ search: "  Granite ", cursor, limit: "50", sort: "updated" })).toEqual({
      search: "Granite",
      cursor: { at: updatedAt, id, order: "updated" },
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
