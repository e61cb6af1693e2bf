import { describe, expect, it } from "vitest";
import {
  canAddEndorsement,
  canEditEndorsementCost,
  canSetEndorsementStatus,
  DEFAULT_ENDORSEMENT_TAB,
  endorsementActions,
  endorsementCostDisplay,
  endorsementStatuses,
  endorsementStatusLabel,
  endorsementTabs,
  endorsementTotalCents,
  isEndorsementStatus,
} from "./endorsements";

describe("endorsement tabs (spec 3 §4, §9)", () => {
  it("six tabs in order with their labels", () => {
    expect(endorsementTabs).toEqual([
      { status: "ApprovalRequested", label: "Requested" },
      { status: "EndorsementApproved", label: "Approved" },
      { status: "BindRequested", label: "Bind Requested" },
      { status: "Bound", label: "Bound" },
      { status: "Declined", label: "Declined" },
      { status: "Archived", label: "Archived" },
    ]);
  });
  it("the default tab is ApprovalRequested", () => expect(DEFAULT_ENDORSEMENT_TAB).toBe("ApprovalRequested"));
  it("the vocabulary adds InProgress, Cancelled, CancelledReversed", () => {
    expect(endorsementStatuses).toEqual([
      "ApprovalRequested",
      "EndorsementApproved",
      "BindRequested",
      "Bound",
      "Declined",
      "Archived",
      "InProgress",
      "Cancelled",
      "CancelledReversed",
    ]);
  });

  it.each([
    ["ApprovalRequested", "Requested", true],
    ["EndorsementApproved", "Approved", true],
    ["BindRequested", "Bind Requested", true],
    ["Bound", "Bound", true],
    ["Declined", "Declined", true],
    ["Archived", "Archived", true],
    ["InProgress", "In Progress", true],
    ["Cancelled", "Cancelled", true],
    ["CancelledReversed", "Cancelled Reversed", true],
    ["QuoteApproved", "QuoteApproved", false],
  ])("%s → label %s, known %s", (status, label, known) => {
    expect(endorsementStatusLabel(status)).toBe(label);
    expect(isEndorsementStatus(status)).toBe(known);
  });
});

describe("endorsementActions (spec 3 §4 table)", () => {
  it.each([
    [
      "Underwriter",
      "ApprovalRequested",
      [
        { action: "decline", to: "Declined" },
        { action: "approve", to: "EndorsementApproved" },
      ],
    ],
    [
      "Underwriter",
      "EndorsementApproved",
      [
        { action: "decline", to: "Declined" },
        { action: "bind", to: "Bound" },
        { action: "archive", to: "Archived" },
      ],
    ],
    [
      "Underwriter",
      "BindRequested",
      [
        { action: "decline", to: "Declined" },
        { action: "modify", to: null },
        { action: "bind", to: "Bound" },
      ],
    ],
    ["Agent", "ApprovalRequested", [{ action: "archive", to: "Archived" }]],
    [
      "Agent",
      "EndorsementApproved",
      [
        { action: "archive", to: "Archived" },
        { action: "modify", to: null },
        { action: "requestBind", to: "BindRequested" },
      ],
    ],
    ["Agent", "BindRequested", [{ action: "modify", to: null }]],
    ["Underwriter", "Bound", []],
    ["Underwriter", "Declined", []],
    ["Underwriter", "Archived", []],
    ["Underwriter", "InProgress", []],
    ["Underwriter", "Cancelled", []],
    ["Underwriter", "CancelledReversed", []],
    ["Agent", "Bound", []],
    ["Agent", "Declined", []],
    ["Agent", "Archived", []],
    ["Agent", "InProgress", []],
    ["Agent", "Cancelled", []],
    ["Agent", "CancelledReversed", []],
  ] as const)("%s, %s → %j", (role, status, expected) => {
    expect(endorsementActions(role, status)).toEqual(expected);
  });
});

describe("canSetEndorsementStatus", () => {
  it.each([
    ["Underwriter", "ApprovalRequested", "EndorsementApproved", true],
    ["Underwriter", "ApprovalRequested", "Bound", false],
    ["Underwriter", "BindRequested", "Bound", true],
    ["Underwriter", "EndorsementApproved", "Archived", true],
    ["Agent", "EndorsementApproved", "BindRequested", true],
    ["Agent", "ApprovalRequested", "EndorsementApproved", false],
    ["Agent", "ApprovalRequested", "Archived", true],
    ["Agent", "BindRequested", "Archived", false],
    ["Agent", "Declined", "Archived", false],
  ] as const)("%s: %s → %s is %s", (role, from, to, expected) => {
    expect(canSetEndorsementStatus(role, from, to)).toBe(expected);
  });
});

describe("canEditEndorsementCost (spec 3 §6)", () => {
  it.each([
    ["Underwriter", "ApprovalRequested", true],
    ["Underwriter", "EndorsementApproved", true],
    ["Underwriter", "BindRequested", true],
    ["Underwriter", "InProgress", true],
    ["Underwriter", "Bound", false],
    ["Underwriter", "Declined", false],
    ["Underwriter", "Archived", false],
    ["Agent", "ApprovalRequested", false],
    ["Agent", "EndorsementApproved", false],
    ["Agent", "Bound", false],
  ] as const)("%s, %s → %s", (role, status, expected) => {
    expect(canEditEndorsementCost(role, status)).toBe(expected);
  });
});

describe("endorsementTotalCents (totalPremium + stateTax + underwriterFee)", () => {
  it.each([
    [100_00, 5_00, 25_00, 130_00],
    [100_00, null, null, 100_00],
    [null, 5_00, null, 5_00],
    [0, 0, 0, 0],
    [null, null, 0, 0],
    [null, null, null, null],
    [123_45, 6_78, 9_01, 139_24],
  ])("%s + %s + %s → %s", (totalPremiumCents, stateTaxCents, underwriterFeeCents, expected) => {
    expect(endorsementTotalCents({ totalPremiumCents, stateTaxCents, underwriterFeeCents })).toBe(expected);
  });
});

describe("endorsementCostDisplay", () => {
  it.each([
    ["Agent", null, "TBD"],
    ["Agent", 0, "$0"],
    ["Agent", 123456, "$1,235"],
    ["Underwriter", null, "$0"],
    ["Underwriter", 0, "$0"],
    ["Underwriter", 250000, "$2,500"],
  ] as const)("%s, %s → %s", (role, cents, expected) => {
    expect(endorsementCostDisplay(role, cents)).toBe(expected);
  });
});

describe("canAddEndorsement (a policy in force with nothing pending)", () => {
  it.each([
    ["Bound", true],
    ["PolicyCancelled", false],
    ["CancellationRequested", false],
    ["ReinstatementRequested", false],
    // Its cancellation denied, the policy is in force as it was.
    ["CancellationDenied", true],
    ["PendingBind", false],
    ["RequestedRenewal", false],
  ])("%s → %s", (status, expected) => expect(canAddEndorsement(status)).toBe(expected));
});
