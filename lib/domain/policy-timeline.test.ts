import { describe, expect, it } from "vitest";
import { applicationEventTitle, newestFirst, recordStatusTitle } from "./policy-timeline";

describe("what an application's status change reads as on its policy's timeline", () => {
  it.each([
    ["InProgress", "ApprovalRequested", "Submitted for a quote"],
    ["InMarket", "Quoted", "Quote approved"],
    ["ApprovalRequested", "QuoteApproved", "Quote approved"],
    ["QuoteApproved", "PendingBind", "Bind requested"],
    ["PendingBind", "Bound", "Bound"],
    ["Bound", "RequestedRenewal", "Renewal requested"],
    ["QuoteApproved", "QuoteArchived", "Quote expired"],
    ["PendingBind", "UnderwritingDeclined", "Declined"],
    ["Quoted", "NTU", "Not taken up"],
    ["PendingBind", "QuoteApproved", "Returned to the quote"],
    ["PendingBind", "Quoted", "Returned to the quote"],
    ["PendingBind", "ApprovalRequested", "Returned for a new quote"],
    ["QuoteApproved", "ApprovalRequested", "Returned for a new quote"],
  ])("%s → %s: %s", (from, to, title) => {
    expect(applicationEventTitle(from, to)).toBe(title);
  });

  it.each([
    ["NotStarted", "InProgress"],
    // After bind the record that moved the policy tells it: a cancellation, a reinstatement.
    ["Bound", "CancellationRequested"],
    ["CancellationRequested", "Bound"],
    ["ReinstatementRequested", "Bound"],
    ["PolicyCancelled", "ReinstatementRequested"],
  ])("%s → %s is not an entry of its own", (from, to) => {
    expect(applicationEventTitle(from, to)).toBeNull();
  });
});

describe("a record's statuses", () => {
  it("each reads as what happened", () => {
    expect(recordStatusTitle("endorsement", "EndorsementApproved")).toBe("Endorsement approved");
    expect(recordStatusTitle("cancellation", "CancellationCancelled")).toBe("Cancellation withdrawn");
    expect(recordStatusTitle("reinstatement", "ReinstatementRequested")).toBe("Reinstatement requested");
    expect(recordStatusTitle("endorsement", "InProgress")).toBeNull();
  });
});

describe("newest first", () => {
  it("orders by time, and entries of one instant by id, latest first", () => {
    const entries = [
      { id: "a", at: "2026-01-01T00:00:00.000Z" },
      { id: "c", at: "2026-03-01T00:00:00.000Z" },
      { id: "b", at: "2026-01-01T00:00:00.000Z" },
    ];
    expect(newestFirst(entries).map((e) => e.id)).toEqual(["c", "b", "a"]);
  });
});
