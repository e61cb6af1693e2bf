// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { QUESTION_TO_REVIEW_MESSAGE } from "@/lib/domain/renewals";
import type { Question } from "@/lib/schemas/product-definition";
import { QuestionField } from "./question-field";

const noop = () => undefined;
const text: Question = { id: "q1", questionKey: "operations_description", type: "text", label: "Describe the operations", helperText: "In a sentence or two." };
const yesNo: Question = { id: "q2", questionKey: "safety_program", type: "boolean", label: "Written safety program?" };

afterEach(cleanup);

describe("QuestionField marked for review", () => {
  it("says beside a renewal's changed question that it needs a look, and the control is described by it", () => {
    render(<QuestionField question={text} value="Roofing" toReview disabled={false} onChange={noop} />);
    expect(screen.getByText(QUESTION_TO_REVIEW_MESSAGE)).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Describe the operations" }).getAttribute("aria-describedby")).toBe(
      "q-operations_description-review q-operations_description-help",
    );
  });

  it("marks a question asked as a group (a legend) the same way", () => {
    render(<QuestionField question={yesNo} value={undefined} toReview disabled={false} onChange={noop} />);
    expect(screen.getByRole("group", { name: "Written safety program?" }).getAttribute("aria-describedby")).toBe("q-safety_program-review");
  });

  it("shows no mark on a question not to review", () => {
    render(<QuestionField question={text} value="Roofing" disabled={false} onChange={noop} />);
    expect(screen.queryByText(QUESTION_TO_REVIEW_MESSAGE)).toBeNull();
    expect(screen.getByRole("textbox").getAttribute("aria-describedby")).toBe("q-operations_description-help");
  });
});
