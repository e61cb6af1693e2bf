import { describe, expect, it } from "vitest";
import { cancellationDateError, confirmationText, dialogCopy, dollarsToCents, formatDay, formatLapse, TERM_DATE_MESSAGE } from "./policy-servicing";

describe("policy servicing dialogs", () => {
  it.each([
    ["requestCancellation", undefined, ["cancellationDate", "reason"]],
    ["cancelPolicy", "Bound", ["cancellationDate", "reason", "uecDueTo"]],
    ["cancelPolicy", "CancellationRequested", ["cancellationDate", "uecDueTo"]],
    ["requestReinstatement", "PolicyCancelled", ["reason"]],
    ["denyCancellation", "CancellationRequested", []],
    ["cancelCancellation", "PolicyCancelled", []],
    ["reinstate", "ReinstatementRequested", []],
    ["denyReinstatement", "ReinstatementRequested", []],
  ] as const)("%s on %s asks for %j", (action, status, fields) => {
    expect(dialogCopy(action, status).fields).toEqual(fields);
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
  it("shows a day as the same short date in any time zone", () => {
    expect(formatDay("2026-01-17")).toBe("01/17/2026");
    expect(formatDay("2026-12-31T00:00:00.000Z")).toBe("12/31/2026");
    expect(formatDay(null)).toBe("");
  });
  it("counts the lapse in days", () => {
    expect(formatLapse(0)).toBe("0 days");
    expect(formatLapse(1)).toBe("1 day");
    expect(formatLapse(22)).toBe("22 days");
  });
  it("turns dollars into cents without float noise", () => {
    expect(dollarsToCents(1830.1)).toBe(183010);
  });
});
