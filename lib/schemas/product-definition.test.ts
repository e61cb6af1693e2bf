import { describe, expect, it } from "vitest";
import { questionSchema } from "./product-definition";

describe("questionSchema", () => {
  const text = { id: "q", questionKey: "q", type: "text", label: "Q" } as const;
  it("takes an email or phone textFormat on text questions only", () => {
    expect(questionSchema.safeParse({ ...text, validations: { textFormat: "email" } }).success).toBe(true);
    expect(questionSchema.safeParse({ ...text, validations: { textFormat: "phone" } }).success).toBe(true);
    expect(questionSchema.safeParse({ ...text, type: "number", validations: { textFormat: "phone" } }).success).toBe(false);
    expect(questionSchema.safeParse({ ...text, validations: { textFormat: "fax" } }).success).toBe(false);
  });
});
