import { describe, expect, it } from "vitest";
import { ariaSort, documentListOrder, nextSort, parseSort, sortParam, submissionListOrder, workQueueOrder } from "./list-sort";

describe("list sorts", () => {
  it("read and write a column's key, a minus for the other way round", () => {
    expect(parseSort("expiration", ["expiration", "requested"])).toEqual({ key: "expiration", direction: "asc" });
    expect(parseSort("-requested", ["expiration", "requested"])).toEqual({ key: "requested", direction: "desc" });
    expect(parseSort("premium", ["expiration"])).toBeNull();
    expect(parseSort("--expiration", ["expiration"])).toBeNull();
    expect(sortParam({ key: "requested", direction: "desc" })).toBe("-requested");
    expect(sortParam({ key: "expiration", direction: "asc" })).toBe("expiration");
  });

  it("turn the same column round, and start another in its own direction", () => {
    expect(nextSort({ key: "requested", direction: "desc" }, "requested", "desc")).toEqual({ key: "requested", direction: "asc" });
    expect(nextSort({ key: "requested", direction: "desc" }, "cancellationDate", "asc")).toEqual({ key: "cancellationDate", direction: "asc" });
  });

  it("tell a screen reader which column sorts, and which way", () => {
    expect(ariaSort({ key: "requested", direction: "desc" }, "requested")).toBe("descending");
    expect(ariaSort({ key: "requested", direction: "asc" }, "requested")).toBe("ascending");
    expect(ariaSort({ key: "requested", direction: "asc" }, "expiration")).toBe("none");
  });

  it("say the work queue's order in its caption", () => {
    expect(workQueueOrder({ key: "waiting", direction: "desc" })).toBe("longest waiting first");
    expect(workQueueOrder({ key: "waiting", direction: "asc" })).toBe("latest arrivals first");
    expect(workQueueOrder({ key: "insured", direction: "asc" })).toBe("by insured, A to Z");
    expect(workQueueOrder({ key: "insured", direction: "desc" })).toBe("by insured, Z to A");
  });

  it("say App Central's list's order in its caption", () => {
    expect(submissionListOrder({ key: "updated", direction: "desc" })).toBe("most recently updated first");
    expect(submissionListOrder({ key: "updated", direction: "asc" })).toBe("least recently updated first");
    expect(submissionListOrder({ key: "insured", direction: "asc" })).toBe("by insured, A to Z");
    expect(submissionListOrder({ key: "insured", direction: "desc" })).toBe("by insured, Z to A");
  });

  it("say the documents list's order in its caption", () => {
    expect(documentListOrder({ key: "uploaded", direction: "desc" })).toBe("newest first");
    expect(documentListOrder({ key: "uploaded", direction: "asc" })).toBe("oldest first");
    expect(documentListOrder({ key: "file", direction: "asc" })).toBe("by file name, A to Z");
    expect(documentListOrder({ key: "file", direction: "desc" })).toBe("by file name, Z to A");
  });
});
