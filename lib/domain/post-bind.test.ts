import { describe, expect, it } from "vitest";
import {
  coverageRowActions,
  policySummaryActions,
  policySummaryActionsFor,
  RENEWAL_LIST_INITIAL,
  RENEWAL_LIST_STEP,
  visibleRenewalCount,
  type CoverageRowFlags,
} from "./post-bind";

const withoutPostBindActions = [
  // Its one decision, cancelling the cancellation, is offered with the cancellation (canCancelCancellation).
  "CancellationScheduled",
  "NotStarted",
  "InProgress",
  "ApprovalRequested",
  "QuoteApproved",
  "PendingBind",
  "ReinstatementDenied",
  "PolicyReinstated",
  "UnderwritingDeclined",
  "UnderwritingBindReview",
  "IncompleteBind",
  "QuoteArchived",
  "QuotePermanentlyArchived",
  "Renewal",
  "Hidden",
  "NTU",
  "Declined",
  "ReferredToProgram",
  "Submitted",
  "Working",
  "RequestedInfo",
  "InMarket",
  "Quoted",
  "RequestedRenewal",
  "Test",
] as const;

describe("policySummaryActions (spec 3 §4 post-bind actions)", () => {
  it.each([
    ["Bound", ["requestCancellation", "cancelPolicy", "endorse"]],
    // A denied cancellation leaves the policy in force as it was: the same actions as Bound.
    ["CancellationDenied", ["requestCancellation", "cancelPolicy", "endorse"]],
    ["PolicyCancelled", ["requestReinstatement", "reinstate"]],
    ["CancellationRequested", ["cancelPolicy", "denyCancellation"]],
    ["ReinstatementRequested", ["denyReinstatement", "reinstate"]],
  ] as const)("%s → %j", (status, expected) => {
    expect(policySummaryActions(status)).toEqual(expected);
  });

  it.each(withoutPostBindActions)("%s → none", (status) => {
    expect(policySummaryActions(status)).toEqual([]);
  });

  it("returns a fresh list each time", () => {
    policySummaryActions("Bound").push("reinstate");
    expect(policySummaryActions("Bound")).toEqual(["requestCancellation", "cancelPolicy", "endorse"]);
  });
});

describe("policySummaryActionsFor (agents request, underwriters decide)", () => {
  it.each([
    ["Agent", "Bound", ["requestCancellation", "endorse"]],
    ["Underwriter", "Bound", ["cancelPolicy"]],
    ["Agent", "PolicyCancelled", ["requestReinstatement"]],
    // The agent asks; the underwriter may reinstate directly, as the coverage row offers (spec 2 §2).
    ["Underwriter", "PolicyCancelled", ["reinstate"]],
    ["Agent", "CancellationRequested", []],
    ["Underwriter", "CancellationRequested", ["cancelPolicy", "denyCancellation"]],
    ["Agent", "ReinstatementRequested", []],
    ["Underwriter", "ReinstatementRequested", ["denyReinstatement", "reinstate"]],
    ["Agent", "PendingBind", []],
    ["Agent", "CancellationDenied", ["requestCancellation", "endorse"]],
    ["Underwriter", "CancellationDenied", ["cancelPolicy"]],
  ] as const)("%s, %s → %j", (role, status, expected) => {
    expect(policySummaryActionsFor(role, status)).toEqual(expected);
  });
});

const allOn: CoverageRowFlags = {
  renewalAction: true,
  endorsementAction: true,
  cancellationAction: true,
  reinstatementAction: true,
  agentToUnderwriterShortcut: true,
};
const shortcutOff: CoverageRowFlags = { ...allOn, agentToUnderwriterShortcut: false };

describe("coverageRowActions by status, underwriter, every flag on (spec 2 §2, spec 3 §4)", () => {
  it.each([
    ["Bound", ["renewal", "review", "goToUwFlow"]],
    ["CancellationDenied", ["renewal", "review", "goToUwFlow"]],
    ["CancellationRequested", ["renewal", "denyCancellation", "review", "goToUwFlow"]],
    ["ReinstatementRequested", ["renewal", "reinstate", "review", "goToUwFlow"]],
    ["PolicyCancelled", ["renewal", "reinstate", "review", "goToUwFlow"]],
    ...withoutPostBindActions.map((s) => [s, ["review", "goToUwFlow"]] as const),
  ] as const)("%s → %j", (status, expected) => {
    expect(coverageRowActions({ status, isWholesale: false, role: "Underwriter", flags: allOn })).toEqual(expected);
  });
});

describe("coverageRowActions by status, agent, shortcut off", () => {
  it.each([
    ["Bound", ["renewal", "endorse", "review"]],
    ["CancellationRequested", ["renewal", "review"]],
    ["ReinstatementRequested", ["renewal", "review"]],
    // The agent's reinstate is the reinstatement request.
    ["PolicyCancelled", ["renewal", "reinstate", "review"]],
    ["QuoteApproved", ["review"]],
    ["InProgress", ["review"]],
    ["CancellationDenied", ["renewal", "endorse", "review"]],
  ] as const)("%s → %j", (status, expected) => {
    expect(coverageRowActions({ status, isWholesale: false, role: "Agent", flags: shortcutOff })).toEqual(expected);
  });
});

describe("coverageRowActions flags", () => {
  it.each([
    ["Underwriter", "CancellationRequested", { ...shortcutOff, renewalAction: false }, ["denyCancellation", "review"]],
    ["Underwriter", "CancellationRequested", { ...shortcutOff, cancellationAction: false }, ["renewal", "review"]],
    ["Underwriter", "CancellationRequested", { ...shortcutOff, reinstatementAction: false }, ["renewal", "denyCancellation", "review"]],
    ["Underwriter", "ReinstatementRequested", { ...shortcutOff, reinstatementAction: false }, ["renewal", "review"]],
    ["Underwriter", "PolicyCancelled", { ...allOn, reinstatementAction: false, renewalAction: false }, ["review", "goToUwFlow"]],
    ["Underwriter", "PolicyCancelled", { ...shortcutOff, cancellationAction: false }, ["renewal", "reinstate", "review"]],
    ["Agent", "Bound", { ...shortcutOff, endorsementAction: false }, ["renewal", "review"]],
    ["Agent", "Bound", { ...shortcutOff, renewalAction: false }, ["endorse", "review"]],
    // Go To UW Flow leads into the underwriter's screens: never offered to agents, whatever the flag.
    ["Agent", "Bound", allOn, ["renewal", "endorse", "review"]],
    ["Agent", "InProgress", allOn, ["review"]],
    ["Agent", "PolicyCancelled", { ...allOn, reinstatementAction: false }, ["renewal", "review"]],
    ["Underwriter", "InProgress", allOn, ["review", "goToUwFlow"]],
    ["Underwriter", "InProgress", shortcutOff, ["review"]],
    ["Underwriter", "Bound", { ...shortcutOff, renewalAction: false, endorsementAction: false }, ["review"]],
  ] as const)("%s, %s, %j → %j", (role, status, flags, expected) => {
    expect(coverageRowActions({ status, isWholesale: false, role, flags })).toEqual(expected);
  });
});

describe("coverageRowActions, wholesale rows", () => {
  it.each([
    ["Agent", "Bound", ["renewal", "endorse", "review"]],
    ["Agent", "RequestedRenewal", ["review"]],
    ["Agent", "Quoted", ["review"]],
    ["Underwriter", "Submitted", ["review"]],
  ] as const)("%s, %s → %j (no Decline/NTU here)", (role, status, expected) => {
    expect(coverageRowActions({ status, isWholesale: true, role, flags: shortcutOff })).toEqual(expected);
  });
});

describe("renewal list (3 initially, 10 more per View More)", () => {
  it("constants", () => {
    expect(RENEWAL_LIST_INITIAL).toBe(3);
    expect(RENEWAL_LIST_STEP).toBe(10);
  });

  it.each([
    [0, 0, 0],
    [2, 0, 2],
    [3, 0, 3],
    [5, 0, 3],
    [5, 1, 5],
    [13, 1, 13],
    [14, 1, 13],
    [30, 2, 23],
    [30, 5, 30],
    [5, -1, 3],
  ])("total %i, clicks %i → %i", (total, clicks, expected) => {
    expect(visibleRenewalCount(total, clicks)).toBe(expected);
  });
});
