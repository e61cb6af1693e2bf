import { describe, expect, it } from "vitest";
import type { Question, QuestionType, QuestionValidations } from "@/lib/schemas/product-definition";
import { messages } from "./messages";
import { validateValue } from "./validation";
import { normalizeValue } from "./values";

const today = "2026-11-22";
const q = (type: QuestionType, validations?: QuestionValidations, extra: Partial<Question> = {}): Question => ({
  id: `t.${type}`,
  questionKey: type,
  type,
  label: type,
  ...(validations ? { validations } : {}),
  ...extra,
});
/** Validates what a user would type, after the same normalization the server applies. */
const check = (question: Question, typed: unknown, tolerance = 0) =>
  validateValue(question, normalizeValue(question, typed), { today, dateToleranceDays: tolerance });

describe("the exact messages of spec 1 §5", () => {
  it("words every message as the spec does", () => {
    expect(messages.required).toBe("Answer is required");
    expect(messages.notString).toBe("Value must be a string");
    expect(messages.textBetween(10, 500)).toBe("Value must be between 10 and 500 characters long");
    expect(messages.textLessThan(50)).toBe("Value must be less than 50 characters long");
    expect(messages.textMoreThan(4)).toBe("Value must be more than 4 characters long");
    expect(messages.numberBetween(1, 60)).toBe("Value must be between 1 and 60");
    expect(messages.numberLessThan(25)).toBe("Value must be less than 25");
    expect(messages.numberMoreThan(0)).toBe("Value must be more than 0");
    expect(messages.dateBetween("11/22/2026", "02/20/2027")).toBe("Date must be between 11/22/2026 and 02/20/2027");
    expect(messages.dateAfter("11/22/2026")).toBe("Date must be after 11/22/2026");
    expect(messages.dateBefore("11/22/2026")).toBe("Date must be before 11/22/2026");
    expect(messages.email).toBe("Invalid Email address!");
    expect(messages.phone).toBe("Phone number cannot be smaller than 10 digits!");
    expect(messages.percent).toBe("Percent value must be a number");
    expect(messages.invalidText).toBe("This text is invalid");
    expect(messages.invalidNumber).toBe("This number is invalid");
    expect(messages.invalidDate).toBe("This date is invalid");
  });
});

describe("text", () => {
  it.each<[QuestionValidations | undefined, unknown, string | null]>([
    [{ min: 10, max: 20 }, "Framing", "Value must be between 10 and 20 characters long"],
    [{ min: 10, max: 20 }, "Framing and trim work beyond", "Value must be between 10 and 20 characters long"],
    [{ min: 10, max: 20 }, "Framing crews", null],
    [{ min: 4, max: 4 }, "5183", null],
    [{ max: 5 }, "abcdef", "Value must be less than 5 characters long"],
    [{ max: 5 }, "abcde", null],
    [{ min: 3 }, "ab", "Value must be more than 3 characters long"],
    [{ min: 3 }, "  abc  ", null],
    [undefined, "anything at all", null],
    [undefined, 42, "Value must be a string"],
    [undefined, ["a"], "Value must be a string"],
    [undefined, "bell\u0007", "This text is invalid"],
    [undefined, "two\nlines", null],
  ])("%j, %j → %j", (validations, value, expected) => expect(check(q("text", validations), value)).toBe(expected));

  it.each<[unknown, string | null]>([
    ["owner@example.com", null],
    ["owner@example", "Invalid Email address!"],
    ["owner example.com", "Invalid Email address!"],
    ["@example.com", "Invalid Email address!"],
  ])("email %j → %j", (value, expected) => expect(check(q("text", { textFormat: "email" }), value)).toBe(expected));

  it.each<[unknown, string | null]>([
    ["5125550100", null],
    ["(512) 555-0100", null],
    ["512555010", "Phone number cannot be smaller than 10 digits!"],
    ["555-0100", "Phone number cannot be smaller than 10 digits!"],
    ["51255501001", "This text is invalid"],
    ["512-CALL-NOW", "This text is invalid"],
  ])("phone %j → %j", (value, expected) => expect(check(q("text", { textFormat: "phone" }), value)).toBe(expected));
});

describe("number", () => {
  it.each<[QuestionValidations | undefined, unknown, string | null]>([
    [{ min: 1, max: 60 }, 0, "Value must be between 1 and 60"],
    [{ min: 1, max: 60 }, 61, "Value must be between 1 and 60"],
    [{ min: 1, max: 60 }, 1, null],
    [{ min: 1, max: 60 }, "60", null],
    [{ max: 25 }, 26, "Value must be less than 25"],
    [{ min: 0 }, -1, "Value must be more than 0"],
    [{ min: 0.5, max: 2.5 }, 1.25, null],
    [undefined, "twelve", "This number is invalid"],
    [undefined, true, "This number is invalid"],
    [undefined, "1,200", null],
  ])("%j, %j → %j", (validations, value, expected) => expect(check(q("number", validations), value)).toBe(expected));
});

describe("currency: $, 2 decimals, comma thousands", () => {
  it.each<[unknown, string | null]>([
    ["$1,250,000.50", null],
    [1250.5, null],
    ["1250.505", "This number is invalid"],
    ["$12a", "This number is invalid"],
    [-5, "Value must be more than 0"],
  ])("%j → %j", (value, expected) => expect(check(q("currency", { min: 0 }), value)).toBe(expected));
});

describe("percent_100: 0 to 100 by default, 2 decimals", () => {
  it.each<[QuestionValidations | undefined, unknown, string | null]>([
    [undefined, 0, null],
    [undefined, 100, null],
    [undefined, "45.25%", null],
    [undefined, 100.01, "Value must be between 0 and 100"],
    [undefined, -1, "Value must be between 0 and 100"],
    [undefined, "half", "Percent value must be a number"],
    [undefined, 33.333, "This number is invalid"],
    [{ min: 10, max: 50 }, 60, "Value must be between 10 and 50"],
  ])("%j, %j → %j", (validations, value, expected) => expect(check(q("percent_100", validations), value)).toBe(expected));
});

describe("date with daysPrior and daysAfter (today 11/22/2026)", () => {
  it.each<[QuestionValidations | undefined, string, string | null]>([
    [{ daysPrior: 0, daysAfter: 90 }, "11/22/2026", null],
    [{ daysPrior: 0, daysAfter: 90 }, "02/20/2027", null],
    [{ daysPrior: 0, daysAfter: 90 }, "11/21/2026", "Date must be between 11/22/2026 and 02/20/2027"],
    [{ daysPrior: 0, daysAfter: 90 }, "02/21/2027", "Date must be between 11/22/2026 and 02/20/2027"],
    [{ daysPrior: 30 }, "10/23/2026", null],
    [{ daysPrior: 30 }, "10/22/2026", "Date must be after 10/23/2026"],
    [{ daysPrior: 30, daysAfter: 9999 }, "12/31/9999", null],
    [{ daysPrior: 30, daysAfter: 9999 }, "10/21/2026", "Date must be after 10/23/2026"],
    [{ daysPrior: 9999, daysAfter: 0 }, "01/01/1999", null],
    [{ daysPrior: 9999, daysAfter: 0 }, "11/23/2026", "Date must be before 11/22/2026"],
    [{ daysAfter: 10 }, "12/03/2026", "Date must be before 12/02/2026"],
    [{ daysPrior: 9999, daysAfter: 0 }, "12/31/1998", "Date must be between 01/01/1999 and 11/22/2026"],
    [{ daysPrior: 9999, daysAfter: 9999 }, "12/31/1998", "Date must be between 01/01/1999 and 12/31/9999"],
    [undefined, "12/31/1998", "Date must be between 01/01/1999 and 12/31/9999"],
    [undefined, "01/01/1999", null],
    [undefined, "2026-11-22", null],
    [undefined, "11/31/2026", "This date is invalid"],
    [undefined, "next week", "This date is invalid"],
  ])("%j, %s → %j", (validations, value, expected) => expect(check(q("date", validations), value)).toBe(expected));

  it("allows the server a day of slack on relative bounds only", () => {
    const effective = q("date", { daysPrior: 0, daysAfter: 90 });
    expect(check(effective, "11/21/2026", 1)).toBeNull();
    expect(check(effective, "11/20/2026", 1)).toBe("Date must be between 11/22/2026 and 02/20/2027");
    expect(check(q("date"), "12/31/1998", 1)).toBe("Date must be between 01/01/1999 and 12/31/9999");
  });
});

describe("boolean, checkbox and checklist", () => {
  it.each(["boolean", "checkbox", "checklist"] as const)("%s takes true, false, Yes and No", (type) => {
    for (const value of [true, false, "Yes", "no", "true"]) expect(check(q(type), value)).toBeNull();
    expect(check(q(type), "maybe")).toBe("This text is invalid");
  });
});

describe("address", () => {
  const full = { streetAddress: "1 Main St", city: "Austin", state: "tx", zip: "78701" };
  it.each<[unknown, string | null]>([
    [full, null],
    [{ ...full, aptSuite: "Suite 200" }, null],
    [{ ...full, city: "" }, "Please enter missing info."],
    [{ streetAddress: "1 Main St" }, "Please enter missing info."],
    [{ ...full, state: "DC" }, "Please make a selection."],
    [{ ...full, aptSuite: "x".repeat(51) }, "Value must be less than 50 characters long"],
    ["1 Main St, Austin", "Please enter missing info."],
  ])("%j → %j", (value, expected) => expect(check(q("address"), value)).toBe(expected));
});

describe("dropdowns and uploads", () => {
  const options = [
    { value: "a", label: "A" },
    { value: "b", label: "B" },
  ];
  it("never reports offered values; others are cleared before validation", () => {
    expect(check(q("single_select_dropdown", undefined, { options }), "a")).toBeNull();
    expect(check(q("multi_select_dropdown", undefined, { options }), ["a", "b"])).toBeNull();
    expect(normalizeValue(q("single_select_dropdown", undefined, { options }), "z")).toBeUndefined();
  });
  it("does not validate document uploads", () => expect(validateValue(q("document_upload"), "file.pdf", { today })).toBeNull());
});
