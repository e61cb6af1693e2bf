import { describe, expect, it } from "vitest";
import { ariaSort, nextSort, parseSort, sortParam } from "./list-sort";

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
});
