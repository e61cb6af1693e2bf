import { describe, expect, it } from "vitest";
import { evaluateQuestionnaire } from "@/lib/questionnaire/evaluate";
import { products } from "../fixtures/catalog";
import { sampleAnswerGroups } from "./sample-answers";

const today = "2026-11-22";

describe("sampleAnswerGroups", () => {
  it.each(products.filter((p) => p.questionnaire).map((p) => [p.identifier, p.questionnaire!] as const))(
    "completes every group of %s",
    (_id, questionnaire) => {
      const evaluation = evaluateQuestionnaire({
        questionnaire,
        answerGroups: sampleAnswerGroups(questionnaire, today),
        companyInfo: { yearsOfExp: 1, entityType: "join-venture" },
        validation: { today },
      });
      expect(evaluation.issues).toEqual([]);
      expect(new Set(Object.values(evaluation.statuses))).toEqual(new Set(["Completed"]));
    },
  );

  it("answers only the first groups when asked", () => {
    const gl = products.find((p) => p.identifier === "general_liability")!.questionnaire!;
    expect(sampleAnswerGroups(gl, today, 1).map((g) => g.sectionGroupID)).toEqual(["gl-operations"]);
  });
});
