import { describe, expect, it } from "vitest";
import type { Dashboard } from "@/lib/schemas/dashboard";
import { dashboardCsvName, dashboardTableRows } from "./dashboard-tables";

const empty = { count: 0, medianHours: null, p90Hours: null };
const dashboard: Dashboard = {
  range: { from: "2026-09-01", to: "2026-09-30" },
  filters: { productID: null, state: null, agencyID: null, carrierID: null },
  funnel: { submissionsReceived: 3, applicationsSubmitted: 4, quoted: 2, bound: 1, declined: 1, notTakenUp: 0, quoteToBindRatio: 0.5, submitToQuoteRatio: 0.5 },
  timeToQuote: empty,
  timeToBind: empty,
  premiumBound: {
    totalCents: 123_456,
    policies: 1,
    byMonth: [{ key: "2026-09", label: "Sep 2026", premiumCents: 123_456, policies: 1 }],
    byProduct: [],
    byState: [{ key: "TX", label: "TX", premiumCents: 123_456, policies: 1 }],
    byCarrier: [],
    byAgency: null,
  },
  timeToQuoteByMonth: [{ month: "2026-09", label: "Sep 2026", ...empty }],
  queueAging: { buckets: [{ key: "underOneDay", label: "Under 1 day", count: 2 }], oldest: [] },
  declinesByReason: [{ key: "", label: "No reason given", count: 1 }],
  cancellationsByReason: [],
  endorsementsByStatus: [],
};

describe("dashboardTableRows", () => {
  it("writes premiums as dollars, ratios as percentages, an unknown median as an empty cell", () => {
    expect(dashboardTableRows(dashboard, "premiumByState")).toEqual([
      ["State", "Policies bound", "Premium bound (USD)"],
      ["TX", 1, "1234.56"],
    ]);
    expect(dashboardTableRows(dashboard, "funnel")).toContainEqual(["Quote-to-bind ratio", "50.0%"]);
    expect(dashboardTableRows(dashboard, "timeToQuoteByMonth")?.[1]).toEqual(["Sep 2026", 0, "", ""]);
    expect(dashboardTableRows(dashboard, "declinesByReason")).toEqual([
      ["Reason", "Declines"],
      ["No reason given", 1],
    ]);
  });

  it("has no by-agency table where the dashboard has none", () => {
    expect(dashboardTableRows(dashboard, "premiumByAgency")).toBeNull();
  });

  it("names the file for the table and the range", () => {
    expect(dashboardCsvName(dashboard, "queueAging")).toBe("dashboard-queueAging-2026-09-01-to-2026-09-30.csv");
  });
});
