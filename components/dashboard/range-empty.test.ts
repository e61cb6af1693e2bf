import { describe, expect, it } from "vitest";
import type { Dashboard } from "@/lib/schemas/dashboard";
import { rangeIsEmpty } from "./range-empty";

const none = { count: 0, medianHours: null, p90Hours: null };

function emptyDashboard(): Dashboard {
  return {
    range: { from: "2026-01-01", to: "2026-01-31" },
    filters: { productID: null, state: null, agencyID: null, carrierID: null },
    funnel: {
      submissionsReceived: 0,
      applicationsSubmitted: 0,
      quoted: 0,
      bound: 0,
      declined: 0,
      notTakenUp: 0,
      quoteToBindRatio: null,
      submitToQuoteRatio: null,
    },
    timeToQuote: none,
    timeToBind: none,
    premiumBound: {
      totalCents: 0,
      policies: 0,
      byMonth: [{ key: "2026-01", label: "Jan 2026", premiumCents: 0, policies: 0 }],
      byProduct: [],
      byState: [],
      byCarrier: [],
      byAgency: null,
    },
    timeToQuoteByMonth: [{ month: "2026-01", label: "Jan 2026", ...none }],
    queueAging: { buckets: [{ key: "overSevenDays", label: "Over 7 days", count: 3 }], oldest: [] },
    declinesByReason: [],
    cancellationsByReason: [],
    endorsementsByStatus: [],
  };
}

describe("rangeIsEmpty", () => {
  it("is empty when nothing was counted in the range, whatever waits in the queue now", () => {
    expect(rangeIsEmpty(emptyDashboard())).toBe(true);
  });

  it.each<[string, (d: Dashboard) => void]>([
    ["a submission", (d) => (d.funnel.submissionsReceived = 1)],
    ["a decline", (d) => (d.funnel.declined = 1)],
    ["a policy bound", (d) => (d.premiumBound.policies = 1)],
    ["a quote timed", (d) => (d.timeToQuote = { count: 1, medianHours: 4, p90Hours: 4 })],
    ["a cancellation", (d) => d.cancellationsByReason.push({ key: "r", label: "r", count: 1 })],
    ["an endorsement", (d) => d.endorsementsByStatus.push({ key: "Bound", label: "Bound", count: 1 })],
  ])("is not empty with %s", (_, change) => {
    const dashboard = emptyDashboard();
    change(dashboard);
    expect(rangeIsEmpty(dashboard)).toBe(false);
  });
});
