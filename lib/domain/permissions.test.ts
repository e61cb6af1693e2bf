import { describe, expect, it } from "vitest";
import { can, whoMay, type Action } from "./permissions";

describe("can: the role's side of each action", () => {
  const underwriterOnly: Action[] = [
    "enterPricing",
    "chooseCarrier",
    "setPolicyNumber",
    "flagForManualReview",
    "overrideAppetite",
    "changeEveryStatus",
    "declineMarketplace",
    "linkRenewal",
    "seeEveryAgency",
    "useEveryProduct",
    "openUnderwriterScreens",
    "seeHiddenDocuments",
    "hideDocument",
    "seeInternalNotes",
    "writeInternalNotes",
    "notifyProducer",
    "priceEndorsement",
    "cancelPolicy",
    "denyCancellation",
    "cancelCancellation",
    "seeUecDueTo",
    "reinstate",
    "denyReinstatement",
    "takeUnderwriterShortcut",
    "readWorkQueue",
    "readAuditTrail",
    "seeClearance",
    "decideClearance",
    "decideCancellation",
    "decideReinstatement",
  ];
  const agentOnly: Action[] = [
    "createSubmission",
    "signInThroughProgram",
    "reopenWithAnswers",
    "declineFromRow",
    "seePriceIndication",
    "acknowledgeDecline",
    "endorse",
    "requestCancellation",
    "requestReinstatement",
  ];
  const both: Action[] = [
    "editCompanyInfo",
    "editBusinessTypes",
    "editCoverageQuestions",
    "changeStatus",
    "uploadAs",
    "uploadCategory",
    "deleteDocument",
    "receiveNotice",
    "actOnEndorsement",
  ];

  it.each(underwriterOnly)("%s: underwriters only", (action) => {
    expect(can("Underwriter", action)).toBe(true);
    expect(can("Agent", action)).toBe(false);
  });
  it.each(agentOnly)("%s: agents only", (action) => {
    expect(can("Agent", action)).toBe(true);
    expect(can("Underwriter", action)).toBe(false);
  });
  it.each(both)("%s: either role, the subject decides", (action) => {
    expect(can("Agent", action)).toBe(true);
    expect(can("Underwriter", action)).toBe(true);
  });

  it("grants nothing to a role the table does not name", () => {
    for (const action of [...underwriterOnly, ...agentOnly, ...both]) {
      // @ts-expect-error The role union names every role the table grants to.
      expect(can("Producer", action)).toBe(false);
    }
  });

  it("names the roles each action is granted to", () => {
    expect(whoMay("linkRenewal")).toEqual(["Underwriter"]);
    expect(whoMay("createSubmission")).toEqual(["Agent"]);
    expect(whoMay("changeStatus")).toEqual(["Agent", "Underwriter"]);
    expect(whoMay("actOnNotes")).toEqual(["Underwriter", "Admin"]);
  });

  it("lets an Admin act on notes as an underwriter does, and nothing else", () => {
    expect(can("Admin", "actOnNotes")).toBe(true);
    expect(can("Agent", "actOnNotes")).toBe(false);
    expect(can("Admin", "seeInternalNotes")).toBe(false);
  });
});

describe("can: with a subject", () => {
  it.each([
    ["Agent", "InProgress", true, false],
    ["Underwriter", "InProgress", true, true],
    ["Underwriter", "Submitted", true, true],
    ["Underwriter", "Bound", false, false],
    ["Agent", "Bound", false, false],
  ] as const)("%s on an application %s: questions %s, pricing %s", (role, status, questions, pricing) => {
    expect(can(role, "editCoverageQuestions", { status })).toBe(questions);
    expect(can(role, "enterPricing", { status })).toBe(pricing);
    expect(can(role, "chooseCarrier", { status })).toBe(pricing);
  });

  it("company info is editable only while every coverage is", () => {
    expect(can("Agent", "editCompanyInfo", { applicationStatuses: ["InProgress", "Submitted"] })).toBe(true);
    expect(can("Agent", "editCompanyInfo", { applicationStatuses: ["InProgress", "Bound"] })).toBe(false);
    expect(can("Underwriter", "editBusinessTypes", { applicationStatuses: [] })).toBe(true);
  });

  it.each([
    ["Agent", "submit", true],
    ["Agent", "requestBind", true],
    ["Agent", "bind", false],
    ["Agent", "approveQuote", false],
    ["Underwriter", "submit", false],
    ["Underwriter", "bind", true],
    ["Underwriter", "manualStatus", true],
    ["Agent", "decline", true],
    ["Underwriter", "requestRenewal", true],
  ] as const)("%s may change a status by %s: %s", (role, kind, expected) => {
    expect(can(role, "changeStatus", { kind })).toBe(expected);
  });

  it.each([
    ["Agent", "Agent", true],
    ["Agent", "Underwriter", false],
    ["Underwriter", "Agent", true],
    ["Underwriter", "Underwriter", true],
  ] as const)("%s deletes a document uploaded by %s: %s", (role, uploaderType, expected) => {
    expect(can(role, "deleteDocument", { uploaderType })).toBe(expected);
  });

  it("uploads only as oneself, each category by its role", () => {
    expect(can("Agent", "uploadAs", { uploaderType: "Underwriter" })).toBe(false);
    expect(can("Agent", "uploadCategory", { category: "upload_view_upload" })).toBe(true);
    expect(can("Agent", "uploadCategory", { category: "Bind" })).toBe(false);
    expect(can("Underwriter", "uploadCategory", { category: "upload_finalize_quote" })).toBe(true);
  });

  it("a notification for the agency reaches agents, one for the underwriters underwriters", () => {
    expect(can("Agent", "receiveNotice", { audience: "agency" })).toBe(true);
    expect(can("Underwriter", "receiveNotice", { audience: "agency" })).toBe(false);
    expect(can("Underwriter", "receiveNotice", { audience: "underwriters" })).toBe(true);
    expect(can("Agent", "receiveNotice", { audience: "underwriters" })).toBe(false);
  });

  it.each([
    ["requestCancellation", "Agent", "Bound", true],
    ["requestCancellation", "Agent", "CancellationRequested", false],
    // A denied cancellation leaves the policy in force: it may be cancelled again.
    ["requestCancellation", "Agent", "CancellationDenied", true],
    ["cancelPolicy", "Underwriter", "CancellationDenied", true],
    ["cancelPolicy", "Underwriter", "Bound", true],
    ["cancelPolicy", "Underwriter", "CancellationRequested", true],
    ["cancelPolicy", "Underwriter", "PolicyCancelled", false],
    ["denyCancellation", "Underwriter", "CancellationRequested", true],
    ["requestReinstatement", "Agent", "PolicyCancelled", true],
    ["reinstate", "Underwriter", "ReinstatementRequested", true],
    ["reinstate", "Underwriter", "PolicyCancelled", true],
    ["reinstate", "Underwriter", "Bound", false],
    ["denyReinstatement", "Underwriter", "Bound", false],
  ] as const)("%s by %s on a policy %s: %s", (action, role, applicationStatus, expected) => {
    expect(can(role, action, { applicationStatus })).toBe(expected);
  });

  it.each([
    ["CancellationRequested", "CancellationRequested", true],
    ["PolicyCancelled", "PolicyCancelled", true],
    // A scheduled cancellation can be withdrawn before its day, the policy back to Bound.
    ["CancellationScheduled", "CancellationScheduled", true],
    ["CancellationDenied", "PolicyCancelled", false],
    ["PolicyCancelled", "Bound", false],
    ["PolicyCancelled", "ReinstatementRequested", false],
  ] as const)("cancelling a cancellation %s on a policy %s: %s", (cancellationStatus, applicationStatus, expected) => {
    expect(can("Underwriter", "cancelCancellation", { cancellationStatus, applicationStatus, isLatest: true })).toBe(expected);
    expect(can("Underwriter", "cancelCancellation", { cancellationStatus, applicationStatus, isLatest: false })).toBe(false);
  });

  it.each([
    ["ApprovalRequested", true],
    ["BindRequested", true],
    ["Bound", false],
    ["Declined", false],
    ["Archived", false],
  ] as const)("prices an endorsement %s: %s", (endorsementStatus, expected) => {
    expect(can("Underwriter", "priceEndorsement", { endorsementStatus })).toBe(expected);
    expect(can("Agent", "priceEndorsement", { endorsementStatus })).toBe(false);
  });

  it.each([
    ["Underwriter", "approve", "ApprovalRequested", true],
    ["Agent", "approve", "ApprovalRequested", false],
    ["Agent", "archive", "ApprovalRequested", true],
    ["Underwriter", "archive", "ApprovalRequested", false],
    ["Underwriter", "archive", "EndorsementApproved", true],
    ["Agent", "requestBind", "EndorsementApproved", true],
    ["Underwriter", "modify", "EndorsementApproved", false],
    ["Underwriter", "modify", "BindRequested", true],
    ["Agent", "bind", "BindRequested", false],
    ["Underwriter", "bind", "Bound", false],
  ] as const)("%s may %s an endorsement %s: %s", (role, action, endorsementStatus, expected) => {
    expect(can(role, "actOnEndorsement", { action, endorsementStatus })).toBe(expected);
  });
});
