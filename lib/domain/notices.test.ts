import { describe, expect, it } from "vitest";
import { applicationDecision, decisionHref, kindsFor, noticeSubject, noticeTitle, recordDecision } from "./notices";

describe("which changes notify", () => {
  it.each([
    ["ApprovalRequested", "QuoteApproved", "quoteApproved"],
    ["InMarket", "Quoted", "quoteApproved"],
    ["QuoteApproved", "PendingBind", "bindRequested"],
    ["PendingBind", "QuoteApproved", null],
    ["PendingBind", "Quoted", null],
    ["PendingBind", "Bound", "bound"],
    ["IncompleteBind", "Bound", "bound"],
    ["ReinstatementRequested", "Bound", null],
    ["CancellationRequested", "Bound", null],
    ["InProgress", "ApprovalRequested", null],
    ["Bound", "CancellationRequested", null],
  ])("an application moving %s → %s: %s", (from, to, kind) => {
    expect(applicationDecision({ from, to })).toBe(kind);
  });

  it.each([
    ["endorsement", "EndorsementApproved", "endorsementDecided"],
    ["endorsement", "Declined", "endorsementDecided"],
    ["endorsement", "Bound", "endorsementDecided"],
    ["endorsement", "ApprovalRequested", null],
    ["endorsement", "BindRequested", null],
    ["endorsement", "Archived", null],
    ["cancellation", "CancellationDenied", "cancellationDecided"],
    ["cancellation", "CancellationScheduled", "cancellationDecided"],
    ["cancellation", "PolicyCancelled", "cancellationDecided"],
    ["cancellation", "CancellationCancelled", "cancellationDecided"],
    ["cancellation", "CancellationRequested", null],
    ["reinstatement", "PolicyReinstated", "reinstatementDecided"],
    ["reinstatement", "ReinstatementDenied", "reinstatementDecided"],
    ["reinstatement", "ReinstatementRequested", null],
  ] as const)("a %s reaching %s: %s", (record, status, kind) => {
    expect(recordDecision(record, status)).toBe(kind);
  });
});

describe("what a notification says and where it leads", () => {
  it("names what happened, to which product, insured and policy", () => {
    expect(noticeTitle("note", null)).toBe("New note");
    expect(noticeTitle("bound", null)).toBe("Policy bound");
    expect(noticeTitle("cancellationDecided", "CancellationScheduled")).toBe("Cancellation scheduled");
    expect(noticeTitle("endorsementDecided", "Declined")).toBe("Endorsement declined");
    expect(noticeSubject({ productName: "General Liability", insuredName: "Acme Bakery", policyNo: "GL-1" })).toBe(
      "General Liability for Acme Bakery, policy GL-1",
    );
    expect(noticeSubject({ productName: "Cyber", insuredName: "", policyNo: null })).toBe("Cyber for an unnamed insured");
  });

  const app = { appID: "a1", submissionID: "s1", status: "QuoteApproved", policyNo: "GL-1" };
  it("leads the agent to where the application is now, the underwriter to the bind step, an endorsement to its tab", () => {
    expect(decisionHref("quoteApproved", app, null)).toBe("/coverage/a1/review-quote");
    // The quote was bound since: the summary, not a quote that is gone.
    expect(decisionHref("quoteApproved", { ...app, status: "Bound" }, null)).toBe("/coverage/a1/summary");
    expect(decisionHref("cancellationDecided", { ...app, status: "PolicyCancelled" }, "PolicyCancelled")).toBe("/coverage/a1/summary");
    expect(decisionHref("bindRequested", { ...app, status: "PendingBind" }, null)).toBe("/submission/s1/coverage/a1/bind");
    expect(decisionHref("endorsementDecided", { ...app, status: "Bound" }, "Declined")).toBe("/endorsement-history?status=Declined&search=GL-1");
  });

  it("offers each role the kinds it can receive", () => {
    expect(kindsFor("Agent")).toEqual(["note", "quoteApproved", "bound", "endorsementDecided", "cancellationDecided", "reinstatementDecided", "renewalDue"]);
    expect(kindsFor("Underwriter")).toEqual(["note", "bindRequested"]);
  });
});

describe("a renewal due", () => {
  it("names the day the policy expires and leads to the policy's summary", () => {
    expect(noticeTitle("renewalDue", "2027-01-31")).toBe("Renewal due by 01/31/2027");
    expect(decisionHref("renewalDue", { appID: "a1", submissionID: "s1", status: "Bound", policyNo: "GL-1" }, "2027-01-31")).toBe("/coverage/a1/summary");
  });
});
