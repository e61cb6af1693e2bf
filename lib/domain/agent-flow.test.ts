import { describe, expect, it } from "vitest";
import { EDIT_CONFIRMATION_MESSAGE, needsEditConfirmation, opensNoMarketModal, statusAfterSectionSave } from "./agent-flow";
import { applicationStatuses, type ApplicationStatus } from "./statuses";

// Spec 1 §4, Editability and agent detail flow, written out.
const EDITABLE: readonly ApplicationStatus[] = [
  "NotStarted",
  "InProgress",
  "ApprovalRequested",
  "Submitted",
  "InMarket",
  "RequestedInfo",
  "Working",
  "QuoteApproved",
  "Quoted",
  "PendingBind",
];
const NO_MARKET: readonly ApplicationStatus[] = ["UnderwritingDeclined", "ReferredToProgram", "Declined", "NTU"];

describe("statusAfterSectionSave (spec 1 §4)", () => {
  const rows = applicationStatuses.flatMap((status) =>
    [false, true].flatMap((isWholesale) =>
      [false, true].map((isLastSection) => {
        const expected: ApplicationStatus = !EDITABLE.includes(status)
          ? status
          : isLastSection
            ? isWholesale
              ? "Submitted"
              : "ApprovalRequested"
            : "InProgress";
        return [status, isWholesale, isLastSection, expected] as const;
      }),
    ),
  );
  it.each(rows)("%s, wholesale %s, last section %s → %s", (status, isWholesale, isLastSection, expected) => {
    expect(statusAfterSectionSave({ status, isWholesale, isLastSection })).toBe(expected);
  });
});

describe("needsEditConfirmation (spec 1 §4)", () => {
  it.each(applicationStatuses.map((s) => [s, EDITABLE.includes(s) && s !== "NotStarted" && s !== "InProgress"] as const))("%s → %s", (status, expected) =>
    expect(needsEditConfirmation(status)).toBe(expected),
  );
  it("uses the spec's confirmation text", () => {
    expect(EDIT_CONFIRMATION_MESSAGE).toBe("Editing will revert your coverages back to Approval Requested or In Progress status");
  });
});

describe("opensNoMarketModal (spec 1 §4)", () => {
  it.each(applicationStatuses.map((s) => [s, NO_MARKET.includes(s)] as const))("%s → %s", (status, expected) => {
    expect(opensNoMarketModal(status)).toBe(expected);
  });
});
