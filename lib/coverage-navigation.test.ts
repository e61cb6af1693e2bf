import { describe, expect, it } from "vitest";
import { coverageAreaSections, coverageSubsections, hasQuoteToReview, quoteSummarySubsections, subsectionState } from "@/lib/coverage-navigation";
import { applicationStatuses } from "@/lib/domain/statuses";

describe("subsectionState", () => {
  it.each([
    { index: 0, currentIndex: 0, completedUpTo: -1, expected: "active" },
    { index: 1, currentIndex: 0, completedUpTo: -1, expected: "disabled" },
    { index: 1, currentIndex: 0, completedUpTo: 0, expected: "inactive" },
    { index: 2, currentIndex: 0, completedUpTo: 0, expected: "disabled" },
    { index: 0, currentIndex: 2, completedUpTo: 1, expected: "inactive" },
    { index: 2, currentIndex: 2, completedUpTo: 1, expected: "active" },
    { index: 3, currentIndex: 2, completedUpTo: 1, expected: "disabled" },
    { index: 3, currentIndex: 0, completedUpTo: 3, expected: "inactive" },
    { index: 4, currentIndex: 0, completedUpTo: 3, expected: "inactive" },
    { index: 5, currentIndex: 0, completedUpTo: 3, expected: "disabled" },
    // The current step wins even when its predecessors are not all complete.
    { index: 4, currentIndex: 4, completedUpTo: 0, expected: "active" },
  ])("index $index, current $currentIndex, completed up to $completedUpTo → $expected", ({ index, currentIndex, completedUpTo, expected }) => {
    expect(subsectionState(index, currentIndex, completedUpTo)).toBe(expected);
  });
});

describe("coverageSubsections", () => {
  const groups = [
    { id: "ops", label: "Operations", status: "Completed" },
    { id: "pay", label: "Payroll", status: "InProgress" },
    { id: "cov", label: "Coverage", status: "NotStarted" },
  ];
  const states = (appStatus: string, currentSectionID: string) =>
    coverageSubsections({ appID: "a1", appStatus, groups, currentSectionID }).map((s) => [s.label, s.state, s.status ?? null]);

  it("makes the current group active, reachable groups inactive with their status, later ones disabled", () => {
    expect(states("InProgress", "pay")).toEqual([
      ["Operations", "inactive", "Completed"],
      ["Payroll", "active", null],
      ["Coverage", "disabled", "NotStarted"],
      ["Complete", "disabled", null],
    ]);
  });

  it("treats a NotStarted app as being filled in", () => {
    expect(states("NotStarted", "ops")[0]).toEqual(["Operations", "active", null]);
  });

  it("makes every subsection inactive when the app is not InProgress, the completion step last", () => {
    expect(states("ApprovalRequested", "pay")).toEqual([
      ["Operations", "inactive", "Completed"],
      ["Payroll", "inactive", null],
      ["Coverage", "inactive", "NotStarted"],
      ["Complete", "inactive", null],
    ]);
  });

  it("links each group and the completion step", () => {
    expect(coverageSubsections({ appID: "a1", appStatus: "Submitted", groups, currentSectionID: "complete" }).map((s) => s.href)).toEqual([
      "/coverage/a1/details/ops",
      "/coverage/a1/details/pay",
      "/coverage/a1/details/cov",
      "/coverage/a1/details/complete",
    ]);
  });
});

describe("quoteSummarySubsections", () => {
  it("lists Review Quotes and View & Upload, the current one active", () => {
    expect(quoteSummarySubsections("a 1", "documents")).toEqual([
      { label: "Review Quotes", href: "/coverage/a%201/review-quote", state: "inactive" },
      { label: "View & Upload", href: "/coverage/a%201/documents", state: "active" },
    ]);
  });
});

describe("coverageAreaSections", () => {
  const groups = [{ id: "ops", label: "Operations", status: "Completed" }];
  const headings = (appStatus: string, quotePage?: "reviewQuote" | "documents") =>
    coverageAreaSections({ appID: "a1", appStatus, groups, quotePage }).map((s) => [s.heading, s.subsections.map((sub) => sub.label)]);
  const both = [
    ["Coverages", ["Operations", "Complete"]],
    ["Quote Summary", ["Review Quotes", "View & Upload"]],
  ];

  it("shows Coverages alone before the application has a quote", () => {
    expect(headings("InProgress")).toEqual([both[0]]);
    expect(headings("ApprovalRequested")).toEqual([both[0]]);
  });

  it("shows Coverages and Quote Summary together once it has one, on the questionnaire and on the Quote Summary pages", () => {
    for (const status of ["QuoteApproved", "Quoted", "PendingBind", "Bound"]) {
      expect(headings(status), status).toEqual(both);
      expect(headings(status, "reviewQuote"), status).toEqual(both);
    }
  });

  it("keeps Quote Summary on its own pages whatever the status, the current page active", () => {
    expect(headings("InProgress", "documents")).toEqual(both);
    expect(coverageAreaSections({ appID: "a1", appStatus: "PendingBind", groups, quotePage: "documents" })[1].subsections.map((s) => s.state)).toEqual([
      "inactive",
      "active",
    ]);
  });
});

describe("hasQuoteToReview", () => {
  it("is true from the quote's approval until the policy it was bound into", () => {
    expect(applicationStatuses.filter(hasQuoteToReview).sort()).toEqual(["Bound", "PendingBind", "QuoteApproved", "Quoted"]);
  });
});
