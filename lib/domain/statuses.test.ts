import { describe, expect, it } from "vitest";
import {
  appCentralBucket,
  applicationStatuses,
  isAfterBindStatus,
  isEditableStatus,
  isPostBindStatus,
  marketplaceStatuses,
  splitAtCapitals,
  statusId,
  statusLabel,
  wholesaleStatuses,
} from "./statuses";

describe("status ids (spec 1 §4 table)", () => {
  it.each([
    ["InProgress", 0],
    ["ApprovalRequested", 1],
    ["Bound", 2],
    ["UnderwritingDeclined", 8],
    ["PolicyCancelled", 11],
    ["Renewal", 14],
    ["QuoteApproved", 15],
    ["PendingBind", 16],
    ["IncompleteBind", 17],
    ["QuoteArchived", 30],
    ["CancellationRequested", 31],
    ["ReinstatementRequested", 32],
    ["UnderwritingBindReview", 33],
    ["CancellationDenied", 34],
    ["QuotePermanentlyArchived", 35],
    ["Hidden", 36],
    ["NotStarted", 50],
  ] as const)("%s is %i", (status, id) => expect(statusId(status)).toBe(id));

  it.each([
    "Submitted",
    "Working",
    "RequestedInfo",
    "InMarket",
    "Quoted",
    "NTU",
    "ReferredToProgram",
    "RequestedRenewal",
    "Declined",
    "Test",
    "ReinstatementDenied",
    "PolicyReinstated",
    "CancellationScheduled",
  ] as const)("%s has no numeric id", (status) => expect(statusId(status)).toBeNull());
});

describe("status sets", () => {
  it("the marketplace set has the 22 statuses of spec 2 §4 and CancellationScheduled", () => {
    expect(marketplaceStatuses).toHaveLength(23);
    expect(marketplaceStatuses).toContain("CancellationScheduled");
  });
  it("the wholesale set has the 11 statuses of spec 2 §4", () => expect(wholesaleStatuses).toHaveLength(11));
  it("every status of both sets is known", () => {
    for (const s of [...marketplaceStatuses, ...wholesaleStatuses]) expect(applicationStatuses).toContain(s);
  });
});

describe("badge label", () => {
  it.each([
    ["QuoteApproved", "Quote Approved"],
    ["InProgress", "In Progress"],
    ["UnderwritingBindReview", "Underwriting Bind Review"],
    ["NTU", "Not Taken Up"],
    ["PolicyCancelled", "Cancelled"],
    ["CancellationScheduled", "Cancellation Scheduled"],
    ["Bound", "Bound"],
  ])("%s → %s", (status, label) => expect(statusLabel(status)).toBe(label));
  it("splits acronyms before a word", () => expect(splitAtCapitals("NTUReview")).toBe("NTU Review"));
});

describe("a scheduled cancellation (a policy in force until its cancellation date)", () => {
  it("is after bind, with the other policies in the Policy Summary block", () => {
    expect(isPostBindStatus("CancellationScheduled")).toBe(true);
    expect(isAfterBindStatus("CancellationScheduled")).toBe(true);
    expect(appCentralBucket({ status: "CancellationScheduled" })).toBe("finalized");
    expect(isEditableStatus("CancellationScheduled")).toBe(false);
  });
});
