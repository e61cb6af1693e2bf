import { describe, expect, it } from "vitest";
import type { Role } from "./roles";
import type { ApplicationStatus } from "./statuses";
import { transitionKindFor } from "./requested-transition";

describe("transitionKindFor", () => {
  it.each<[Role, ApplicationStatus, ApplicationStatus, boolean, string]>([
    ["Agent", "NotStarted", "InProgress", false, "sectionSave"],
    ["Agent", "ApprovalRequested", "InProgress", false, "sectionSave"],
    ["Agent", "InProgress", "ApprovalRequested", false, "submit"],
    ["Agent", "InProgress", "Submitted", true, "submit"],
    ["Agent", "QuoteApproved", "PendingBind", false, "requestBind"],
    ["Agent", "Quoted", "PendingBind", true, "requestBind"],
    ["Agent", "Submitted", "Declined", true, "decline"],
    ["Agent", "Submitted", "NTU", true, "notTakenUp"],
    ["Agent", "Bound", "RequestedRenewal", true, "requestRenewal"],
    ["Agent", "PendingBind", "Bound", false, "manualStatus"],
    ["Agent", "ApprovalRequested", "QuoteApproved", false, "manualStatus"],
    ["Underwriter", "PendingBind", "Bound", false, "bind"],
    ["Underwriter", "QuoteApproved", "PendingBind", false, "proceedToBind"],
    ["Underwriter", "Quoted", "PendingBind", true, "proceedToBind"],
    // Whatever it starts from, so Proceed to Bind's own statuses decide (a Bound policy is never taken back to it).
    ["Underwriter", "Bound", "PendingBind", false, "proceedToBind"],
    ["Underwriter", "InProgress", "PendingBind", false, "proceedToBind"],
    ["Underwriter", "ApprovalRequested", "QuoteApproved", false, "approveQuote"],
    ["Underwriter", "InMarket", "Quoted", true, "approveQuote"],
    ["Underwriter", "PendingBind", "QuoteApproved", false, "manualStatus"],
    ["Underwriter", "QuoteApproved", "InProgress", false, "manualStatus"],
    ["Underwriter", "Working", "InMarket", true, "manualStatus"],
    ["Underwriter", "InProgress", "UnderwritingDeclined", false, "decline"],
    ["Underwriter", "Quoted", "NTU", true, "notTakenUp"],
  ])("%s %s → %s (wholesale %s) is %s", (role, from, to, isWholesale, kind) => {
    expect(transitionKindFor({ role, from, to, isWholesale })).toBe(kind);
  });
});
