import { describe, expect, it } from "vitest";
import { demoStatusPath, demoStepHours } from "./status-path";

describe("demoStatusPath", () => {
  it.each([
    ["InProgress", false, ["InProgress"]],
    ["ApprovalRequested", false, ["ApprovalRequested"]],
    ["Working", true, ["Submitted", "Working"]],
    ["QuoteApproved", false, ["ApprovalRequested", "QuoteApproved"]],
    ["PendingBind", true, ["Submitted", "Quoted", "PendingBind"]],
    ["Bound", false, ["ApprovalRequested", "QuoteApproved", "Bound"]],
    ["PolicyCancelled", false, ["ApprovalRequested", "QuoteApproved", "Bound", "PolicyCancelled"]],
    ["UnderwritingDeclined", false, ["ApprovalRequested", "UnderwritingDeclined"]],
    ["NTU", true, ["Submitted", "Quoted", "NTU"]],
  ] as const)("reaches %s (wholesale: %s) through %j", (status, wholesale, path) => {
    expect(demoStatusPath(status, wholesale)).toEqual(path);
  });

  it("spaces a bind days after its quote, a quote hours after its submit", () => {
    expect(demoStepHours("granite-gl-bound", "Bound") % 24).toBe(0);
    expect(demoStepHours("granite-gl-bound", "QuoteApproved")).toBeLessThan(73);
  });
});
