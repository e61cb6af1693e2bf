import { describe, expect, it } from "vitest";
import {
  appCentralBuckets,
  appCentralRowActions,
  blockTotalCents,
  coverageTableRows,
  renewalLinkCandidates,
  rowActionTarget,
  rowCostCents,
  sortCoverageRows,
  type AppCentralCoverage,
} from "./app-central";
import type { CoverageRowFlags } from "./post-bind";
import { isListedCoverage } from "./statuses";

const app = (appID: string, status: string, extra: Partial<AppCentralCoverage> = {}): AppCentralCoverage => ({
  appID,
  status,
  isWholesale: false,
  renewedFromAppID: null,
  ...extra,
});

describe("appCentralBuckets (spec 1 §4 app central buckets)", () => {
  it("puts each application in its block, a renewal in finalized, and Hidden, Renewal and Test in none", () => {
    const apps = [
      app("a", "InProgress"),
      app("b", "QuoteApproved"),
      app("c", "Bound"),
      app("d", "Declined", { isWholesale: true }),
      app("e", "Quoted", { isWholesale: true }),
      app("f", "InProgress", { renewedFromAppID: "c" }),
      app("g", "Renewal", { renewedFromAppID: "c" }),
      app("h", "Hidden"),
      app("i", "Renewal"),
      app("j", "Test"),
      app("k", "RequestedRenewal", { isWholesale: true }),
    ];
    const buckets = appCentralBuckets(apps);
    expect(buckets.inProgress.map((a) => a.appID)).toEqual(["a", "d"]);
    expect(buckets.quoted.map((a) => a.appID)).toEqual(["b", "e"]);
    expect(buckets.finalized.map((a) => a.appID)).toEqual(["c", "f", "g", "k"]);
  });
});

describe("coverageTableRows", () => {
  it("lists each application once, nesting renewals of an application on the same submission under it", () => {
    const rows = coverageTableRows([
      app("bound", "Bound"),
      app("r1", "Renewal", { renewedFromAppID: "bound" }),
      app("other", "InProgress"),
      app("r2", "InProgress", { renewedFromAppID: "bound" }),
      app("elsewhere", "Renewal", { renewedFromAppID: "not-on-this-submission" }),
    ]);
    expect(rows.map((r) => [r.app.appID, r.renewals.map((x) => x.appID)])).toEqual([
      ["bound", ["r1", "r2"]],
      ["other", []],
      ["elsewhere", []],
    ]);
  });

  it("leaves Hidden and Test applications out", () => {
    expect(coverageTableRows([app("a", "Hidden"), app("b", "Test"), app("c", "Bound")]).map((r) => r.app.appID)).toEqual(["c"]);
    expect(isListedCoverage({ status: "Renewal" })).toBe(true);
    expect(isListedCoverage({ status: "Hidden" })).toBe(false);
  });
});

const allOn: CoverageRowFlags = {
  renewalAction: true,
  endorsementAction: true,
  cancellationAction: true,
  reinstatementAction: true,
  agentToUnderwriterShortcut: true,
};
const noShortcut = { ...allOn, agentToUnderwriterShortcut: false };

describe("appCentralRowActions", () => {
  it.each([
    // Wholesale Decline and NTU (spec 2 §4): InProgress, ApprovalRequested, Quoted, PendingBind, Submitted.
    ["Agent", "InProgress", true, allOn, ["review", "decline", "notTakenUp"]],
    ["Agent", "ApprovalRequested", true, allOn, ["review", "decline", "notTakenUp"]],
    ["Agent", "Quoted", true, allOn, ["review", "decline", "notTakenUp"]],
    ["Agent", "PendingBind", true, allOn, ["review", "decline", "notTakenUp"]],
    ["Agent", "Submitted", true, noShortcut, ["review", "decline", "notTakenUp"]],
    ["Agent", "Working", true, noShortcut, ["review"]],
    ["Agent", "InMarket", true, noShortcut, ["review"]],
    ["Agent", "Declined", true, noShortcut, ["review"]],
    // Marketplace rows never offer Decline or NTU to agents.
    ["Agent", "InProgress", false, noShortcut, ["review"]],
    ["Agent", "PendingBind", false, noShortcut, ["review"]],
    // Request Renewal: a Bound wholesale policy, with the renewal flag.
    ["Agent", "Bound", true, noShortcut, ["requestRenewal", "endorse", "review"]],
    ["Agent", "Bound", true, { ...noShortcut, renewalAction: false }, ["endorse", "review"]],
    ["Underwriter", "Bound", true, noShortcut, ["requestRenewal", "review"]],
    // Endorse opens the endorsement draft, for agents with the endorsement flag; the marketplace renewal has no flow here yet.
    ["Agent", "Bound", false, allOn, ["endorse", "review"]],
    ["Agent", "Bound", false, { ...allOn, endorsementAction: false }, ["review"]],
    ["Agent", "Bound", true, allOn, ["requestRenewal", "endorse", "review"]],
    // Deny cancellation and reinstate decide a pending request, with their flags.
    // An underwriter links a marketplace policy's renewal instead.
    ["Underwriter", "Bound", false, noShortcut, ["linkRenewal", "review"]],
    ["Underwriter", "Bound", false, { ...noShortcut, renewalAction: false }, ["review"]],
    ["Underwriter", "CancellationRequested", false, noShortcut, ["linkRenewal", "denyCancellation", "review"]],
    ["Underwriter", "CancellationRequested", false, { ...noShortcut, cancellationAction: false }, ["linkRenewal", "review"]],
    ["Underwriter", "ReinstatementRequested", false, noShortcut, ["linkRenewal", "reinstate", "review"]],
    // A cancelled policy (spec 2 §2: renewal, reinstate, review): the underwriter reinstates directly, the agent requests it.
    ["Underwriter", "PolicyCancelled", false, noShortcut, ["linkRenewal", "reinstate", "review"]],
    ["Underwriter", "PolicyCancelled", false, { ...noShortcut, renewalAction: false }, ["reinstate", "review"]],
    ["Agent", "PolicyCancelled", false, noShortcut, ["requestReinstatement", "review"]],
    ["Agent", "PolicyCancelled", false, { ...noShortcut, reinstatementAction: false }, ["review"]],
    ["Agent", "ReinstatementRequested", false, noShortcut, ["review"]],
    ["Agent", "CancellationRequested", false, noShortcut, ["review"]],
    ["Agent", "RequestedRenewal", true, noShortcut, ["review"]],
    // Go To UW Flow leads into the underwriter's screens: the underwriter's, with the shortcut flag, last.
    ["Underwriter", "InProgress", true, allOn, ["review", "goToUwFlow"]],
    ["Underwriter", "Bound", false, allOn, ["linkRenewal", "review", "goToUwFlow"]],
    ["Agent", "InProgress", false, allOn, ["review"]],
  ] as const)("%s, %s, wholesale=%s → %j", (role, status, isWholesale, flags, expected) => {
    expect(appCentralRowActions({ role, status, isWholesale, flags })).toEqual(expected);
  });

  it("offers Renew on a marketplace policy while it is due, with the renewal flag", () => {
    const actions = (role: "Agent" | "Underwriter", status: string, renewalDue: boolean, flags = noShortcut, isWholesale = false) =>
      appCentralRowActions({ role, status, isWholesale, flags, renewalDue });
    expect(actions("Agent", "Bound", true)).toEqual(["renew", "endorse", "review"]);
    expect(actions("Underwriter", "Bound", true)).toEqual(["renew", "linkRenewal", "review"]);
    expect(actions("Agent", "CancellationRequested", true)).toEqual(["renew", "review"]);
    // Not due (too early, past its term, already renewed), or renewals off: no Renew.
    expect(actions("Agent", "Bound", false)).toEqual(["endorse", "review"]);
    expect(actions("Underwriter", "Bound", true, { ...noShortcut, renewalAction: false })).toEqual(["review"]);
    // A wholesale policy's renewal is its Request Renewal.
    expect(actions("Agent", "Bound", true, noShortcut, true)).toEqual(["requestRenewal", "endorse", "review"]);
  });

  it("offers as renewals the unlinked applications of the same coverage on the submission", () => {
    const cov = (appID: string, productID: string, renewedFromAppID: string | null = null, status = "InProgress") => ({
      appID,
      productID,
      renewedFromAppID,
      status,
      isWholesale: false,
    });
    const policy = cov("p", "gl", null, "Bound");
    const coverages = [policy, cov("a", "gl"), cov("b", "auto"), cov("c", "gl", "p"), cov("d", "gl", null, "Hidden")];
    expect(renewalLinkCandidates(policy, coverages).map((c) => c.appID)).toEqual(["a"]);
    const renewal = cov("r", "gl", null);
    expect(renewalLinkCandidates({ ...renewal, renewedFromAppID: "a" }, [cov("a", "gl")]).map((c) => c.appID)).toEqual([]);
  });

  it("asks Declined and NTU of the status rules", () => {
    expect(rowActionTarget("decline")).toBe("Declined");
    expect(rowActionTarget("notTakenUp")).toBe("NTU");
  });
});

describe("rowCostCents", () => {
  it.each([
    ["QuoteApproved", 2500.4, 250_040],
    ["PendingBind", 100, 10_000],
    ["Quoted", 12.5, 1_250],
    ["Bound", 3000, 300_000],
    ["CancellationRequested", 3000, 300_000],
    ["QuoteArchived", 3000, null],
    ["Declined", 3000, null],
    ["InProgress", 3000, null],
    ["Bound", null, null],
  ] as const)("%s with %s → %s", (status, totalCost, expected) => {
    expect(rowCostCents({ ...app("a", status), totalCost })).toBe(expected);
  });
});

describe("blockTotalCents: the Policy Summary block's total cost (spec 2 §4)", () => {
  const priced = (appID: string, status: string, totalCost: number | null) => ({ appID, status, isWholesale: false, renewedFromAppID: null, totalCost });
  it.each([
    ["two bound coverages", [priced("a", "Bound", 1000), priced("b", "Bound", 2345)], 334_500],
    ["a coverage without a price adds nothing", [priced("a", "Bound", 1000), priced("b", "PolicyCancelled", null)], 100_000],
    ["cents are kept until the total is shown", [priced("a", "Bound", 0.5), priced("b", "Bound", 0.5)], 100],
    ["none priced: no total", [priced("a", "Bound", null)], null],
    ["no coverages: no total", [], null],
  ] as const)("%s", (_name, apps, expected) => {
    expect(blockTotalCents(apps)).toBe(expected);
  });
});

describe("sortCoverageRows (the coverage table's headings)", () => {
  const coverage = (
    appID: string,
    productName: string,
    status: string,
    updatedDate: string,
    totalCost: number | null,
    extra: Partial<AppCentralCoverage> = {},
  ) => ({
    ...app(appID, status, extra),
    productName,
    standing: null as string | null,
    updatedDate,
    totalCost,
  });
  const apps = [
    coverage("a", "Cyber", "Bound", "2026-03-01T10:00:00.000Z", 1200),
    coverage("b", "Auto", "InProgress", "2026-05-01T10:00:00.000Z", 300),
    { ...coverage("c", "Property", "Bound", "2026-01-01T10:00:00.000Z", 900), standing: "Expired" },
    coverage("d", "Workers Comp", "QuoteApproved", "2026-04-01T10:00:00.000Z", 2500),
    coverage("r", "Cyber", "InProgress", "2026-06-01T10:00:00.000Z", null, { renewedFromAppID: "a" }),
  ];
  const rows = coverageTableRows(apps);
  const order = (key: Parameters<typeof sortCoverageRows>[1]["key"], direction: "asc" | "desc") =>
    sortCoverageRows(rows, { key, direction }).map((row) => row.app.appID);

  it("keeps the order the coverages were added when no column is asked", () => {
    expect(order("added", "asc")).toEqual(["a", "b", "c", "d"]);
  });

  it("sorts by the coverage's name, A to Z or Z to A", () => {
    expect(order("coverage", "asc")).toEqual(["b", "a", "c", "d"]);
    expect(order("coverage", "desc")).toEqual(["d", "c", "a", "b"]);
  });

  it("sorts by the status the badge reads (a standing before the status), ties in the order added", () => {
    expect(order("status", "asc")).toEqual(["a", "c", "b", "d"]);
    expect(order("status", "desc")).toEqual(["d", "b", "c", "a"]);
  });

  it("sorts by when each was updated", () => {
    expect(order("updated", "desc")).toEqual(["b", "d", "a", "c"]);
    expect(order("updated", "asc")).toEqual(["c", "a", "d", "b"]);
  });

  it("sorts by the cost the row prints, a row without one last either way", () => {
    expect(order("cost", "asc")).toEqual(["c", "a", "d", "b"]);
    expect(order("cost", "desc")).toEqual(["d", "a", "c", "b"]);
  });

  it("keeps each policy's renewals under it", () => {
    const sorted = sortCoverageRows(rows, { key: "updated", direction: "desc" });
    expect(sorted.find((row) => row.app.appID === "a")!.renewals.map((r) => r.appID)).toEqual(["r"]);
    expect(sorted.map((row) => row.app.appID)).not.toContain("r");
  });
});
