import { describe, expect, it } from "vitest";
import { judgeApplicationPatch } from "./application-patch";

const answers = [{ sectionGroupID: "g", answers: [] }];

describe("judgeApplicationPatch: the underwriter's parts of a PATCH", () => {
  it.each([
    [{ policyNo: "P-1" }, "Only an underwriter may set the policy number."],
    [{ answerType: "pricing", answers }, "Only an underwriter may enter pricing."],
    [{ answerType: "pricing", selectedCarrierID: "c" }, "Only an underwriter may choose the carrier."],
    [{ isFlaggedForManualReview: true }, "Only an underwriter may flag an application for manual review."],
    [{ isFlaggedForManualReview: false }, "Only an underwriter may flag an application for manual review."],
    [{ appetiteOverride: true }, "Only an underwriter may override the appetite."],
  ] as const)("an agent sending %j is refused: %s", (patch, message) => {
    expect(judgeApplicationPatch("Agent", patch).refusal).toBe(message);
    expect(judgeApplicationPatch("Underwriter", patch).refusal).toBeNull();
  });

  it("refuses a body with several of them for the policy number first, then pricing, the carrier, the flag", () => {
    const all = { policyNo: "P-1", answerType: "pricing", answers, selectedCarrierID: "c", isFlaggedForManualReview: true } as const;
    expect(judgeApplicationPatch("Agent", all).refusal).toBe("Only an underwriter may set the policy number.");
    expect(judgeApplicationPatch("Agent", { ...all, policyNo: undefined }).refusal).toBe("Only an underwriter may enter pricing.");
    expect(judgeApplicationPatch("Agent", { ...all, policyNo: undefined, answers: undefined }).refusal).toBe("Only an underwriter may choose the carrier.");
  });

  it.each([[{}], [{ answerType: "general", answers }], [{ answerType: "pricing" }]] as const)("lets either role send %j", (patch) => {
    expect(judgeApplicationPatch("Agent", patch).refusal).toBeNull();
    expect(judgeApplicationPatch("Underwriter", patch).refusal).toBeNull();
  });
});

describe("judgeApplicationPatch: answers that return an application to In Progress", () => {
  it.each([
    ["Agent", { answerType: "general", answers }, true],
    ["Agent", { answers }, true],
    ["Agent", { answerType: "general" }, false],
    ["Agent", { answerType: "pricing", answers }, false],
    ["Underwriter", { answerType: "general", answers }, false],
  ] as const)("%s sending %j: %s", (role, patch, expected) => {
    expect(judgeApplicationPatch(role, patch).reopensWithAnswers).toBe(expected);
  });
});
