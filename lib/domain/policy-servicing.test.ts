import { describe, expect, it } from "vitest";
import { cancellationDateError, confirmationText, decidesRequest, dialogCopy, dollarsToCents, formatLapse, TERM_DATE_MESSAGE } from "./policy-servicing";

describe("policy servicing dialogs", () => {
  it.each([
    ["requestCancellation", undefined, ["cancellationDate", "reason"]],
    ["cancelPolicy", "Bound", ["cancellationDate", "reason", "uecDueTo"]],
    ["cancelPolicy", "CancellationRequested", ["cancellationDate", "uecDueTo"]],
    ["requestReinstatement", "PolicyCancelled", ["reason"]],
    ["denyCancellation", "CancellationRequested", []],
    ["cancelCancellation", "PolicyCancelled", []],
    ["reinstate", "ReinstatementRequested", []],
    // Reinstating directly starts the record, which says why.
    ["reinstate", "PolicyCancelled", ["reason"]],
    ["denyReinstatement", "ReinstatementRequested", []],
  ] as const)("%s on %s asks for %j", (action, status, fields) => {
    expect(dialogCopy(action, status).fields).toEqual(fields);
  });

  it.each([
    ["cancelPolicy", true],
    ["cancelCancellation", true],
    ["requestCancellation", false],
    ["denyCancellation", false],
    ["reinstate", false],
  ] as const)("%s has the danger look: %s", (action, destructive) => {
    expect(Boolean(dialogCopy(action).destructive)).toBe(destructive);
  });

  it.each([
    ["denyCancellation", "CancellationRequested", "cancellation"],
    ["cancelCancellation", "PolicyCancelled", "cancellation"],
    ["cancelPolicy", "CancellationRequested", "cancellation"],
    ["cancelPolicy", "Bound", null],
    ["reinstate", "ReinstatementRequested", "reinstatement"],
    ["reinstate", "PolicyCancelled", null],
    ["denyReinstatement", "ReinstatementRequested", "reinstatement"],
    ["requestCancellation", "Bound", null],
    ["requestReinstatement", "PolicyCancelled", null],
  ] as const)("%s on a %s policy decides its %s (loaded before it is sent)", (action, status, decided) => {
    expect(decidesRequest(action, status)).toBe(decided);
  });

  it("cancelling a cancellation uses the spec's toasts and says what it reverts", () => {
    expect(dialogCopy("cancelCancellation")).toMatchObject({
      success: "Cancellation has been successfully cancelled",
      failure: "Failed to cancel the cancellation",
    });
    expect(confirmationText("cancelCancellation", "General Liability")).toBe(
      "This deletes the cancellation endorsement or data sheet and reverts the status to Bound for General Liability.",
    );
  });
});

describe("cancellation date", () => {
  const term = { effectiveDate: "2026-01-17", expirationDate: "2027-01-17" };
  it.each([
    ["", "Please select a date."],
    ["2026-01-16", TERM_DATE_MESSAGE],
    ["2026-01-17", null],
    ["2027-01-17", null],
    ["2027-01-18", TERM_DATE_MESSAGE],
  ])("%s → %s", (day, error) => {
    expect(cancellationDateError(day, term)).toBe(error);
  });

  it("leaves the term to the server when the policy has none", () => {
    expect(cancellationDateError("2030-01-01", { effectiveDate: null, expirationDate: null })).toBeNull();
  });
});

describe("formatting", () => {
  it("counts the lapse in days", () => {
    expect(formatLapse(0)).toBe("0 days");
    expect(formatLapse(1)).toBe("1 day");
    expect(formatLapse(22)).toBe("22 days");
  });
  it("turns dollars into cents without float noise", () => {
    expect(dollarsToCents(1830.1)).toBe(183010);
  });
});
