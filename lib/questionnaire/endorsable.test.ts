import { describe, expect, it } from "vitest";
import type { Question } from "@/lib/schemas/product-definition";
import { isEndorsable } from "./endorsable";

describe("endorsable questions", () => {
  const question = (extras: Partial<Question>): Question => ({ id: "q", questionKey: "q", type: "number", label: "Q", ...extras });

  it("lets an endorsement change only a question marked endorsable that a person answers", () => {
    expect(isEndorsable(question({ endorsable: true }))).toBe(true);
    expect(isEndorsable(question({}))).toBe(false);
    expect(isEndorsable(question({ endorsable: false }))).toBe(false);
    expect(isEndorsable(question({ endorsable: true, isReadOnly: true }))).toBe(false);
    expect(isEndorsable(question({ endorsable: true, calculationLogic: ["a", "b"] }))).toBe(false);
    expect(isEndorsable(question({ endorsable: true, type: "document_upload" }))).toBe(false);
  });
});
