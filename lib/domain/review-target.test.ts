import { describe, expect, it } from "vitest";
import { reviewHref, reviewStep } from "./review-target";
import { applicationStatuses, editableStatuses } from "./statuses";

describe("reviewHref: the step a coverage row's Review opens", () => {
  it.each([
    ["NotStarted", "/coverage/app-1"],
    ["InProgress", "/coverage/app-1"],
    ["ApprovalRequested", "/coverage/app-1"],
    ["Submitted", "/coverage/app-1"],
    ["Working", "/coverage/app-1"],
    ["InMarket", "/coverage/app-1"],
    ["RequestedInfo", "/coverage/app-1"],
    ["QuoteApproved", "/coverage/app-1/review-quote"],
    ["Quoted", "/coverage/app-1/review-quote"],
    ["PendingBind", "/coverage/app-1/documents"],
    ["Bound", "/coverage/app-1/summary"],
    ["PolicyCancelled", "/coverage/app-1/summary"],
    ["CancellationRequested", "/coverage/app-1/summary"],
    ["CancellationDenied", "/coverage/app-1/summary"],
    ["ReinstatementRequested", "/coverage/app-1/summary"],
    ["ReinstatementDenied", "/coverage/app-1/summary"],
    ["PolicyReinstated", "/coverage/app-1/summary"],
    ["RequestedRenewal", "/coverage/app-1/summary"],
    ["UnderwritingBindReview", "/coverage/app-1/summary"],
    ["IncompleteBind", "/coverage/app-1/summary"],
    ["UnderwritingDeclined", "/coverage/app-1/summary"],
    ["Declined", "/coverage/app-1/summary"],
    ["NTU", "/coverage/app-1/summary"],
    ["ReferredToProgram", "/coverage/app-1/summary"],
    ["QuoteArchived", "/coverage/app-1/summary"],
    ["QuotePermanentlyArchived", "/coverage/app-1/summary"],
    ["Renewal", "/coverage/app-1/summary"],
    ["Hidden", "/coverage/app-1/summary"],
    ["Test", "/coverage/app-1/summary"],
  ] as const)("%s → %s", (status, href) => {
    expect(reviewHref("app-1", status)).toBe(href);
  });

  it("covers every status, and only editable statuses open an editing step", () => {
    for (const status of applicationStatuses) {
      if (reviewStep(status) !== "summary") expect(editableStatuses).toContain(status);
    }
  });

  it("encodes the id into the path", () => {
    expect(reviewHref("a/b", "Bound")).toBe("/coverage/a%2Fb/summary");
  });

  it("reads an unknown status as read-only", () => {
    expect(reviewHref("app-1", "SomethingNew")).toBe("/coverage/app-1/summary");
  });
});
