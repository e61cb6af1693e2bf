import { describe, expect, it } from "vitest";
import { REVIEW_INCOMPLETE_REASON, reviewContinueState } from "./review";

describe("reviewContinueState", () => {
  const done = [{ status: "Completed" }, { status: "Completed" }];
  it("enables Continue when every group is Completed and edit mode is off", () => {
    expect(reviewContinueState(done, false)).toEqual({ disabled: false, reason: null });
  });
  it.each<[string, { status: string }[], boolean]>([
    ["a group in progress", [{ status: "Completed" }, { status: "InProgress" }], false],
    ["a group not started", [{ status: "NotStarted" }], false],
    ["edit mode on", done, true],
    ["no groups", [], false],
  ])("disables it with %s, saying why", (_why, groups, editMode) => {
    expect(reviewContinueState(groups, editMode)).toEqual({ disabled: true, reason: "Edit app and fill in required field." });
    expect(REVIEW_INCOMPLETE_REASON).toBe("Edit app and fill in required field.");
  });
});
