import { describe, expect, it } from "vitest";
import { statusTone } from "./status-badge";

describe("statusTone: the badge's colour group", () => {
  it.each([
    ["ApprovalRequested", "pending"],
    // Requests and scheduled changes on a policy wait on someone, as a submitted application does: amber, not green.
    ["CancellationRequested", "pending"],
    ["CancellationScheduled", "pending"],
    ["ReinstatementRequested", "pending"],
    ["RequestedRenewal", "pending"],
    ["Bound", "finalized"],
    ["PolicyReinstated", "finalized"],
    ["PolicyCancelled", "declined"],
    ["QuoteApproved", "quoted"],
    ["InProgress", "inProgress"],
  ])("%s → %s", (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});
