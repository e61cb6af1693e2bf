import { describe, expect, it } from "vitest";
import {
  isWithinTerm,
  lapseDays,
  outsideTermMessage,
  proRataReturnCents,
  applicationStatusAfter,
  canCancelCancellation,
  canCancelPolicy,
  cancellationStatuses,
  canDecideCancellation,
  canDecideReinstatement,
  canRequestCancellation,
  canRequestReinstatement,
  canSeeUecDueTo,
  canTakeDecision,
  cancellationTakesEffect,
  decisionOutcome,
  outcomeOn,
  isCancellationStatus,
  isReinstatementStatus,
  reinstatementStatuses,
} from "./cancellations";

describe("status vocabularies (spec 3 §4)", () => {
  it("cancellation statuses", () => {
    expect(cancellationStatuses).toEqual(["CancellationRequested", "CancellationDenied", "CancellationCancelled", "PolicyCancelled", "CancellationScheduled"]);
  });
  it("reinstatement statuses", () => {
    expect(reinstatementStatuses).toEqual(["ReinstatementRequested", "ReinstatementDenied", "PolicyReinstated"]);
  });
  it.each([
    ["CancellationCancelled", true, false],
    ["PolicyCancelled", true, false],
    ["PolicyReinstated", false, true],
    ["ReinstatementDenied", false, true],
    ["Bound", false, false],
    [42, false, false],
  ])("%s: cancellation %s, reinstatement %s", (value, cancellation, reinstatement) => {
    expect(isCancellationStatus(value)).toBe(cancellation);
    expect(isReinstatementStatus(value)).toBe(reinstatement);
  });
});

describe("canCancelCancellation (spec 3 §4, §6)", () => {
  it.each([
    ["Underwriter", "CancellationRequested", "CancellationRequested", true],
    ["Underwriter", "PolicyCancelled", "PolicyCancelled", true],
    ["Underwriter", "CancellationRequested", "PolicyCancelled", true],
    ["Underwriter", "CancellationCancelled", "PolicyCancelled", false],
    ["Underwriter", "CancellationDenied", "CancellationDenied", false],
    ["Underwriter", "CancellationDenied", "PolicyCancelled", false],
    ["Underwriter", "PolicyCancelled", "Bound", false],
    ["Underwriter", "PolicyCancelled", "ReinstatementRequested", false],
    ["Underwriter", "CancellationRequested", "Bound", false],
    ["Agent", "CancellationRequested", "CancellationRequested", false],
    ["Agent", "PolicyCancelled", "PolicyCancelled", false],
  ] as const)("%s, cancellation %s, application %s → %s", (role, cancellationStatus, applicationStatus, expected) => {
    expect(canCancelCancellation({ role, cancellationStatus, applicationStatus, isLatest: true })).toBe(expected);
  });

  // Cancelled, then reinstated, then a newer cancellation requested: the older one no longer decides the policy's status.
  it.each([
    ["PolicyCancelled", "CancellationRequested"],
    ["PolicyCancelled", "PolicyCancelled"],
    ["CancellationScheduled", "CancellationScheduled"],
  ] as const)("never one a newer cancellation has replaced: cancellation %s, application %s", (cancellationStatus, applicationStatus) => {
    expect(canCancelCancellation({ role: "Underwriter", cancellationStatus, applicationStatus, isLatest: false })).toBe(false);
  });
});

describe("canSeeUecDueTo (underwriters only)", () => {
  it.each([
    ["Underwriter", true],
    ["Agent", false],
  ] as const)("%s → %s", (role, expected) => expect(canSeeUecDueTo(role)).toBe(expected));
});

describe("who may request or decide, per role and application status", () => {
  it.each([
    // role, status, requestCancellation, requestReinstatement, decideCancellation, cancelPolicy, reinstate
    ["Agent", "Bound", true, false, false, false, false],
    ["Underwriter", "Bound", false, false, false, true, false],
    ["Agent", "PolicyCancelled", false, true, false, false, false],
    // The underwriter reinstates a cancelled policy directly (spec 2 §2's row table).
    ["Underwriter", "PolicyCancelled", false, false, false, false, true],
    ["Agent", "CancellationRequested", false, false, false, false, false],
    ["Underwriter", "CancellationRequested", false, false, true, true, false],
    ["Agent", "ReinstatementRequested", false, false, false, false, false],
    ["Underwriter", "ReinstatementRequested", false, false, false, false, true],
    // A denied cancellation leaves the policy in force: it may be cancelled again, as a Bound one.
    ["Agent", "CancellationDenied", true, false, false, false, false],
    ["Underwriter", "CancellationDenied", false, false, false, true, false],
    ["Agent", "PendingBind", false, false, false, false, false],
    ["Underwriter", "QuoteApproved", false, false, false, false, false],
  ] as const)("%s, %s", (role, status, reqCancel, reqReinstate, decideCancel, cancelPolicy, decideReinstate) => {
    expect(canRequestCancellation(role, status)).toBe(reqCancel);
    expect(canRequestReinstatement(role, status)).toBe(reqReinstate);
    expect(canDecideCancellation(role, status)).toBe(decideCancel);
    expect(canCancelPolicy(role, status)).toBe(cancelPolicy);
    expect(canDecideReinstatement(role, status)).toBe(decideReinstate);
  });
});

describe("decision outcomes", () => {
  it.each([
    ["requestCancellation", "cancellation", "CancellationRequested", "CancellationRequested"],
    ["cancelPolicy", "cancellation", "PolicyCancelled", "PolicyCancelled"],
    ["denyCancellation", "cancellation", "CancellationDenied", "CancellationDenied"],
    ["cancelCancellation", "cancellation", "CancellationCancelled", "Bound"],
    ["requestReinstatement", "reinstatement", "ReinstatementRequested", "ReinstatementRequested"],
    ["reinstate", "reinstatement", "PolicyReinstated", "Bound"],
    ["denyReinstatement", "reinstatement", "ReinstatementDenied", "PolicyCancelled"],
  ] as const)("%s → %s record %s, application %s", (decision, record, recordStatus, applicationStatus) => {
    expect(decisionOutcome(decision)).toEqual({ record, recordStatus, applicationStatus });
    expect(applicationStatusAfter(decision)).toBe(applicationStatus);
  });
});

describe("a cancellation dated after today is scheduled, and takes effect on its date", () => {
  const today = "2026-11-26";
  it.each([
    ["cancelPolicy", "2026-12-01", "CancellationScheduled", "CancellationScheduled"],
    ["cancelPolicy", "2026-11-27", "CancellationScheduled", "CancellationScheduled"],
    ["cancelPolicy", "2026-11-26", "PolicyCancelled", "PolicyCancelled"],
    ["cancelPolicy", "2026-06-01", "PolicyCancelled", "PolicyCancelled"],
    // An agent's request waits for the underwriter, whatever its date.
    ["requestCancellation", "2026-12-01", "CancellationRequested", "CancellationRequested"],
    ["denyCancellation", "2026-12-01", "CancellationDenied", "CancellationDenied"],
  ] as const)("%s dated %s: record %s, policy %s", (decision, cancellationDate, recordStatus, applicationStatus) => {
    expect(outcomeOn(decision, cancellationDate, today)).toMatchObject({ record: "cancellation", recordStatus, applicationStatus });
  });

  it.each([
    ["2026-11-27", false],
    ["2026-11-26", true],
    ["2026-11-01", true],
    [null, false],
  ] as const)("dated %s: in effect on 2026-11-26 %s", (cancellationDate, expected) => {
    expect(cancellationTakesEffect(cancellationDate, today)).toBe(expected);
  });
});

describe("canTakeDecision", () => {
  it.each([
    ["requestCancellation", "Agent", "Bound", undefined, true],
    ["requestCancellation", "Underwriter", "Bound", undefined, false],
    ["cancelPolicy", "Underwriter", "Bound", undefined, true],
    ["cancelPolicy", "Underwriter", "CancellationRequested", undefined, true],
    ["cancelPolicy", "Agent", "CancellationRequested", undefined, false],
    ["denyCancellation", "Underwriter", "CancellationRequested", undefined, true],
    ["denyCancellation", "Underwriter", "Bound", undefined, false],
    ["cancelCancellation", "Underwriter", "PolicyCancelled", { status: "PolicyCancelled", isLatest: true }, true],
    ["cancelCancellation", "Underwriter", "PolicyCancelled", { status: "PolicyCancelled", isLatest: false }, false],
    ["cancelCancellation", "Underwriter", "PolicyCancelled", undefined, false],
    ["cancelCancellation", "Underwriter", "Bound", { status: "PolicyCancelled", isLatest: true }, false],
    ["requestReinstatement", "Agent", "PolicyCancelled", undefined, true],
    ["requestReinstatement", "Agent", "Bound", undefined, false],
    ["reinstate", "Underwriter", "ReinstatementRequested", undefined, true],
    ["reinstate", "Agent", "ReinstatementRequested", undefined, false],
    ["denyReinstatement", "Underwriter", "ReinstatementRequested", undefined, true],
    ["denyReinstatement", "Underwriter", "PolicyCancelled", undefined, false],
  ] as const)("%s by %s on %s (cancellation %o) → %s", (decision, role, applicationStatus, cancellation, expected) => {
    expect(canTakeDecision({ decision, role, applicationStatus, cancellation })).toBe(expected);
  });
});

describe("pro-rata return premium, term and lapse", () => {
  const term = { effectiveDate: "2026-01-01", expirationDate: "2027-01-01" };
  it.each([
    ["2026-01-01", 365_000],
    ["2026-07-02", 183_000],
    ["2027-01-01", 0],
    ["2025-12-01", 365_000],
  ])("cancelled on %s returns %i cents of 3,650.00", (cancellationDate, cents) => {
    expect(proRataReturnCents({ totalCents: 365_000, ...term, cancellationDate })).toBe(cents);
  });

  it("never returns more than was paid, rounding down", () => {
    expect(proRataReturnCents({ totalCents: 100_001, effectiveDate: "2026-01-01", expirationDate: "2026-01-04", cancellationDate: "2026-01-02" })).toBe(66_667);
  });

  it.each([
    ["2026-01-01", true],
    ["2027-01-01", true],
    ["2025-12-31", false],
    ["2027-01-02", false],
  ])("%s within the term: %s", (day, inside) => {
    expect(isWithinTerm(day, term)).toBe(inside);
  });

  it("says why a day outside the term is refused with the term's days as the app shows days", () => {
    expect(outsideTermMessage("The cancellation date", { effectiveDate: "2026-11-29", expirationDate: "2027-11-29" })).toBe(
      "The cancellation date must fall within the policy term (11/29/2026 to 11/29/2027).",
    );
  });

  it.each([
    ["2026-03-01", "2026-03-11", 10],
    ["2026-03-01", "2026-03-01", 0],
    ["2026-03-05", "2026-03-01", 0],
  ])("cancelled %s, reinstated %s: %i days of lapse", (cancelled, reinstated, days) => {
    expect(lapseDays(cancelled, reinstated)).toBe(days);
  });
});
