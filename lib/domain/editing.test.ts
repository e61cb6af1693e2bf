import { describe, expect, it } from "vitest";
import { applicationEditPermissions, editPermissions, submissionEditPermissions } from "./editing";

describe("one application: status and role decide (spec 1 §4 Editability, §6; spec 2 §6)", () => {
  it.each([
    // status, agent {companyInfo, businessTypes, coverageQuestions, coveragePricing}, underwriter pricing
    ["NotStarted", true, true],
    ["InProgress", true, true],
    ["ApprovalRequested", true, true],
    ["Submitted", true, true],
    ["InMarket", true, true],
    ["RequestedInfo", true, true],
    ["Working", true, true],
    ["QuoteApproved", true, true],
    ["Quoted", true, true],
    ["PendingBind", true, true],
    ["Bound", false, false],
    ["PolicyCancelled", false, false],
    ["CancellationRequested", false, false],
    ["CancellationDenied", false, false],
    ["ReinstatementRequested", false, false],
    ["ReinstatementDenied", false, false],
    ["PolicyReinstated", false, false],
    ["UnderwritingDeclined", false, false],
    ["UnderwritingBindReview", false, false],
    ["IncompleteBind", false, false],
    ["QuoteArchived", false, false],
    ["QuotePermanentlyArchived", false, false],
    ["Renewal", false, false],
    ["Hidden", false, false],
    ["NTU", false, false],
    ["Declined", false, false],
    ["ReferredToProgram", false, false],
    ["RequestedRenewal", false, false],
    ["Test", false, false],
  ] as const)("%s: editable %s, underwriter pricing %s", (status, editable, underwriterPricing) => {
    expect(editPermissions({ role: "Agent", statuses: [status] })).toEqual({
      companyInfo: editable,
      businessTypes: editable,
      coverageQuestions: editable,
      coveragePricing: false,
    });
    expect(editPermissions({ role: "Underwriter", statuses: [status] })).toEqual({
      companyInfo: editable,
      businessTypes: editable,
      coverageQuestions: editable,
      coveragePricing: underwriterPricing,
    });
  });
});

describe("several coverages or none (spec 1 §6)", () => {
  it.each([
    ["Agent", [], { companyInfo: true, businessTypes: true, coverageQuestions: false, coveragePricing: false }],
    ["Underwriter", [], { companyInfo: true, businessTypes: true, coverageQuestions: false, coveragePricing: false }],
    ["Agent", ["InProgress", "QuoteApproved"], { companyInfo: true, businessTypes: true, coverageQuestions: false, coveragePricing: false }],
    ["Underwriter", ["InProgress", "PendingBind"], { companyInfo: true, businessTypes: true, coverageQuestions: false, coveragePricing: false }],
    ["Agent", ["InProgress", "Bound"], { companyInfo: false, businessTypes: false, coverageQuestions: false, coveragePricing: false }],
    ["Underwriter", ["Bound", "PolicyCancelled"], { companyInfo: false, businessTypes: false, coverageQuestions: false, coveragePricing: false }],
    ["Agent", ["Submitted", "Working", "RequestedInfo"], { companyInfo: true, businessTypes: true, coverageQuestions: false, coveragePricing: false }],
    ["Agent", ["Submitted", "Working", "NTU"], { companyInfo: false, businessTypes: false, coverageQuestions: false, coveragePricing: false }],
  ] as const)("%s, %j → %j", (role, statuses, expected) => {
    expect(editPermissions({ role, statuses })).toEqual(expected);
  });
});

describe("submissionEditPermissions", () => {
  it.each([
    ["Agent", [], { companyInfo: true, businessTypes: true }],
    ["Agent", ["InProgress"], { companyInfo: true, businessTypes: true }],
    ["Underwriter", ["QuoteApproved"], { companyInfo: true, businessTypes: true }],
    ["Agent", ["Bound"], { companyInfo: false, businessTypes: false }],
    ["Agent", ["InProgress", "ApprovalRequested"], { companyInfo: true, businessTypes: true }],
    ["Underwriter", ["InProgress", "UnderwritingDeclined"], { companyInfo: false, businessTypes: false }],
  ] as const)("%s, %j → %j", (role, statuses, expected) => {
    expect(submissionEditPermissions(role, statuses)).toEqual(expected);
  });
});

describe("applicationEditPermissions", () => {
  it.each([
    ["Agent", "InProgress", { coverageQuestions: true, coveragePricing: false }],
    ["Underwriter", "InProgress", { coverageQuestions: true, coveragePricing: true }],
    ["Agent", "PendingBind", { coverageQuestions: true, coveragePricing: false }],
    ["Underwriter", "PendingBind", { coverageQuestions: true, coveragePricing: true }],
    ["Agent", "Bound", { coverageQuestions: false, coveragePricing: false }],
    ["Underwriter", "Bound", { coverageQuestions: false, coveragePricing: false }],
    ["Underwriter", "UnderwritingBindReview", { coverageQuestions: false, coveragePricing: false }],
  ] as const)("%s, %s → %j", (role, status, expected) => {
    expect(applicationEditPermissions(role, status)).toEqual(expected);
  });
});
