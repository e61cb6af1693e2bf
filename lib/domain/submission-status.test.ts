import { describe, expect, it } from "vitest";
import type { ApplicationStatus } from "./statuses";
import { submissionStatusFor } from "./submission-status";

describe("submissionStatusFor", () => {
  it.each([
    [[], "InProgress"],
    [["InProgress"], "InProgress"],
    [["QuoteApproved"], "InProgress"],
    [["PendingBind"], "InProgress"],
    [["Bound"], "Completed"],
    [["Bound", "InProgress"], "InProgress"],
    [["Bound", "UnderwritingDeclined"], "Completed"],
    [["PolicyCancelled", "NTU"], "Completed"],
    [["PolicyReinstated", "QuoteArchived"], "Completed"],
    [["Declined"], "InProgress"],
    [["Bound", "Renewal"], "InProgress"],
  ] as [ApplicationStatus[], string][])("%j → %s", (statuses, expected) => {
    expect(submissionStatusFor(statuses)).toBe(expected);
  });
});
