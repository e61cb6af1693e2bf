import { describe, expect, it } from "vitest";
import type { Question, Questionnaire } from "@/lib/schemas/product-definition";
import { changedQuestionKeys, questionsLeftToReview } from "./changed-questions";

const text = (questionKey: string, more: Partial<Question> = {}): Question => ({
  id: `q-${questionKey}`,
  questionKey,
  type: "text",
  label: questionKey,
  ...more,
});
const of = (...questions: Question[]): Questionnaire => ({ sectionGroups: [{ id: "g", label: "G", sections: [{ id: "s", label: "S", questions }] }] });

describe("changedQuestionKeys", () => {
  it("names nothing when the versions ask the same, whatever the ids and the order of fields", () => {
    const before = of(text("a", { required: true, options: undefined }), text("b"));
    const after = of({ required: true, label: "a", type: "text", questionKey: "a", id: "other-id" }, text("b"));
    expect(changedQuestionKeys(before, after)).toEqual([]);
  });

  it("names the questions asked otherwise and the new ones, in display order", () => {
    const before = of(text("a"), text("b"), text("c", { validations: { max: 10 } }), text("gone"));
    const after = of(
      text("new"),
      text("a", { label: "A, reworded" }),
      text("b"),
      text("c", { validations: { max: 20 } }),
      text("d", { type: "single_select_dropdown", options: [{ label: "X", value: "x" }] }),
    );
    expect(changedQuestionKeys(before, after)).toEqual(["new", "a", "c", "d"]);
  });

  it("leaves out questions nobody answers: calculated, read-only and uploads", () => {
    const before = of(text("a"));
    const after = of(
      text("a"),
      { id: "t", questionKey: "total", type: "number", label: "Total", calculationLogic: ["a"] },
      text("note", { isReadOnly: true }),
      { id: "u", questionKey: "upload", type: "document_upload", label: "Upload" },
    );
    expect(changedQuestionKeys(before, after)).toEqual([]);
  });
});

describe("questionsLeftToReview", () => {
  const questionnaire: Questionnaire = {
    sectionGroups: [
      {
        id: "one",
        label: "One",
        sections: [
          { id: "s1", label: "S1", questions: [text("a")] },
          { id: "s2", label: "S2", questions: [text("b")] },
        ],
      },
      { id: "two", label: "Two", sections: [{ id: "s3", label: "S3", questions: [text("c")] }] },
    ],
  };
  it("takes off the questions of every section of the groups saved, and only those", () => {
    expect(questionsLeftToReview(["a", "b", "c"], questionnaire, new Set(["one"]))).toEqual(["c"]);
    expect(questionsLeftToReview(["a", "c"], questionnaire, new Set(["two"]))).toEqual(["a"]);
    expect(questionsLeftToReview(["a"], questionnaire, new Set())).toEqual(["a"]);
  });
});
