import { describe, expect, it } from "vitest";
import type { Question, QuestionType } from "@/lib/schemas/product-definition";
import { initialValue, isAnswered, normalizeValue } from "./values";

const options = [
  { value: "framing", label: "Framing" },
  { value: "roofing", label: "Roofing" },
  { value: "500", label: "$500" },
];
const q = (type: QuestionType, extra: Partial<Question> = {}): Question => ({ id: type, questionKey: type, type, label: type, ...extra });

describe("normalizeValue, per question type", () => {
  it.each<[QuestionType, unknown, unknown, Partial<Question>?]>([
    ["text", "  Framing  ", "Framing"],
    ["text", "   ", undefined],
    ["text", "(512) 555-0100", "5125550100", { validations: { textFormat: "phone" } }],
    ["text", "(512) 555-0100", "(512) 555-0100"],
    ["number", "1,200", 1200],
    ["number", "abc", "abc"],
    ["currency", "$1,250.50", 1250.5],
    ["currency", 300000, 300000],
    ["percent_100", "45%", 45],
    ["boolean", "Yes", true],
    ["boolean", "No", false],
    ["boolean", false, false],
    ["checkbox", "true", true],
    ["checklist", false, false],
    ["date", "11/22/2026", "2026-11-22"],
    ["date", "2026-11-22", "2026-11-22"],
    ["date", "31/31/2026", "31/31/2026"],
    ["single_select_dropdown", "framing", "framing", { options }],
    ["single_select_dropdown", 500, "500", { options }],
    ["single_select_dropdown", "plumbing", undefined, { options }],
    ["multi_select_dropdown", ["framing", "plumbing", "framing"], ["framing"], { options }],
    ["multi_select_dropdown", "roofing", ["roofing"], { options }],
    ["multi_select_dropdown", ["plumbing"], undefined, { options }],
    [
      "address",
      { streetAddress: " 1 Main St ", city: "Austin", state: "tx", zip: "78701", aptSuite: "" },
      { streetAddress: "1 Main St", city: "Austin", state: "TX", zip: "78701", isManuallyEntered: true },
    ],
    ["address", { streetAddress: "", city: " " }, undefined],
    ["document_upload", "loss-runs.pdf", undefined],
  ])("%s: %j → %j", (type, value, expected, extra) => expect(normalizeValue(q(type, extra), value)).toEqual(expected));

  it("treats null and undefined as no answer", () => {
    expect(normalizeValue(q("number"), null)).toBeUndefined();
    expect(normalizeValue(q("text"), undefined)).toBeUndefined();
  });

  it("ignores a value sent for a calculated field", () =>
    expect(normalizeValue(q("currency", { calculationLogic: ["a"], isReadOnly: true }), 99)).toBeUndefined());

  it("keeps a read-only field at its default whatever was sent", () => {
    const program = q("text", { isReadOnly: true, defaultValue: "Casualty Program" });
    expect(normalizeValue(program, "Changed")).toBe("Casualty Program");
    expect(normalizeValue(q("text", { isReadOnly: true }), "Changed")).toBeUndefined();
  });
});

describe("isAnswered", () => {
  it("counts false and 0 as answers (spec 1 §5)", () => {
    expect(isAnswered(q("boolean"), false)).toBe(true);
    expect(isAnswered(q("number"), 0)).toBe(true);
    expect(isAnswered(q("currency"), 0)).toBe(true);
  });
  it("needs a required checkbox ticked", () => {
    expect(isAnswered(q("checkbox"), false)).toBe(false);
    expect(isAnswered(q("checkbox"), true)).toBe(true);
  });
  it("does not count blanks and empty lists", () => {
    for (const blank of [undefined, null, "", " "]) expect(isAnswered(q("text"), blank)).toBe(false);
    expect(isAnswered(q("multi_select_dropdown"), [])).toBe(false);
  });
});

describe("initialValue", () => {
  it("starts from the default, and false for checkboxes and checklists (spec 1 §9)", () => {
    expect(initialValue(q("number", { defaultValue: 1 }))).toBe(1);
    expect(initialValue(q("checkbox"))).toBe(false);
    expect(initialValue(q("checklist"))).toBe(false);
    expect(initialValue(q("boolean"))).toBeUndefined();
  });
});
