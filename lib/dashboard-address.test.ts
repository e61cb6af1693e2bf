import { describe, expect, it } from "vitest";
import { dashboardExportHref, dashboardHref, dashboardQuery, filterValues } from "./dashboard-address";

describe("filterValues", () => {
  it("reads every filter, blank when absent and the first when repeated", () => {
    expect(filterValues({ from: "2026-01-01", state: ["TX", "CA"], other: "x" })).toEqual({
      from: "2026-01-01",
      to: "",
      productID: "",
      state: "TX",
      agencyID: "",
      carrierID: "",
    });
  });
});

describe("dashboardQuery", () => {
  it.each([
    { values: {}, expected: "" },
    { values: { from: " ", state: "" }, expected: "" },
    { values: { state: "TX", from: "2026-01-01" }, expected: "?from=2026-01-01&state=TX" },
    { values: { productID: "a b&c" }, expected: "?productID=a+b%26c" },
  ])("$values gives '$expected'", ({ values, expected }) => {
    expect(dashboardQuery(values)).toBe(expected);
  });
});

describe("addresses", () => {
  it("the page keeps only the filters with a value", () => {
    expect(dashboardHref({ to: "2026-02-01", carrierID: "" })).toBe("/dashboard?to=2026-02-01");
    expect(dashboardHref({})).toBe("/dashboard");
  });

  it("an export names its table, then the same filters", () => {
    expect(dashboardExportHref("premiumByState", { from: "2026-01-01", agencyID: "ag-1" })).toBe(
      "/api/dashboard/export?table=premiumByState&from=2026-01-01&agencyID=ag-1",
    );
    expect(dashboardExportHref("funnel", {})).toBe("/api/dashboard/export?table=funnel");
  });
});
