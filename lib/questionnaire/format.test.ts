import { describe, expect, it } from "vitest";
import type { Question, QuestionType } from "@/lib/schemas/product-definition";
import { answerText, currencyInputText, currencyTypedText, dateInputText, phoneText } from "./format";

const q = (type: QuestionType, extra: Partial<Question> = {}): Question => ({ id: type, questionKey: type, type, label: type, ...extra });

describe("input text", () => {
  it.each<[unknown, string]>([
    [1250.5, "1,250.50"],
    ["1250", "1,250.00"],
    [0, "0.00"],
    ["12a", "12a"],
    [undefined, ""],
  ])("currency %j → %j", (value, expected) => expect(currencyInputText(value)).toBe(expected));

  it.each<[string, string]>([
    ["250000", "250000"],
    ["250,000.0", "250,000.0"],
    ["$1,250.5", "1,250.5"],
    ["12a", "12"],
    ["1.2.3", "1.23"],
    [".", "."],
    ["-5", "5"],
  ])("currency typed %j keeps %j", (typed, kept) => expect(currencyTypedText(typed)).toBe(kept));

  it.each<[unknown, string]>([
    ["5", "(5"],
    ["5125", "(512) 5"],
    ["5125550100", "(512) 555-0100"],
    ["512555010099", "(512) 555-0100"],
    ["", ""],
  ])("phone %j → %j", (value, expected) => expect(phoneText(value)).toBe(expected));

  it("shows stored dates as MM/DD/YYYY and typed text as it is", () => {
    expect(dateInputText("2026-11-22")).toBe("11/22/2026");
    expect(dateInputText("11/2")).toBe("11/2");
    expect(dateInputText(undefined)).toBe("");
  });
});

describe("answerText", () => {
  const options = [
    { value: "a", label: "Alpha" },
    { value: "b", label: "Beta" },
  ];
  it.each<[QuestionType, unknown, string, Partial<Question>?]>([
    ["boolean", true, "Yes"],
    ["boolean", false, "No"],
    ["checkbox", false, "No"],
    ["currency", 1250.5, "$1,250.50"],
    ["percent_100", 45, "45%"],
    ["date", "2026-11-22", "11/22/2026"],
    ["single_select_dropdown", "a", "Alpha", { options }],
    ["multi_select_dropdown", ["a", "b"], "Alpha, Beta", { options }],
    ["address", { streetAddress: "1 Main St", city: "Austin", state: "TX", zip: "78701" }, "1 Main St, Austin, TX 78701"],
    ["text", "5125550100", "(512) 555-0100", { validations: { textFormat: "phone" } }],
    ["number", 3, "3"],
    ["text", undefined, ""],
  ])("%s %j → %j", (type, value, expected, extra) => expect(answerText(q(type, extra), value)).toBe(expected));

  it("gives an amount in whole dollars for a summary, rounded, and anything else as a form gives it", () => {
    expect(answerText(q("currency"), 1250.5, "wholeDollars")).toBe("$1,251");
    expect(answerText(q("currency"), "2500", "wholeDollars")).toBe("$2,500");
    expect(answerText(q("percent_100"), 45, "wholeDollars")).toBe("45%");
    expect(answerText(q("currency"), 1250.5, "cents")).toBe("$1,250.50");
  });
});
