import { numericValue } from "@/lib/domain/calculations";
import type { Question } from "@/lib/schemas/product-definition";
import { parseDateAnswer } from "./dates";

/** Answers by question key; keys are unique across a questionnaire. */
export type AnswerMap = Record<string, unknown>;

export const addressFields = ["streetAddress", "aptSuite", "city", "state", "zip"] as const;
export type AddressField = (typeof addressFields)[number];
export type AddressAnswer = Partial<Record<AddressField, string>> & {
  coordinates?: { latitude: number; longitude: number };
  isManuallyEntered?: boolean;
};

const trueWords = new Set(["true", "yes"]);
const falseWords = new Set(["false", "no"]);

function booleanValue(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const word = value.trim().toLowerCase();
  if (trueWords.has(word)) return true;
  if (falseWords.has(word)) return false;
  return value;
}

// Keeps a value that is no number as it came, so validation can name the problem.
function numberValue(value: unknown, percent: boolean): unknown {
  if (typeof value !== "string") return value;
  const text = percent ? value.trim().replace(/%$/, "") : value;
  return numericValue(text) ?? value;
}

function optionValues(question: Question): Set<string> {
  return new Set((question.options ?? []).map((o) => o.value));
}

function addressValue(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const raw = value as Record<string, unknown>;
  const address: AddressAnswer = {};
  for (const field of addressFields) {
    const part = raw[field];
    if (typeof part === "string" && part.trim() !== "") address[field] = field === "state" ? part.trim().toUpperCase() : part.trim();
  }
  if (Object.keys(address).length === 0) return undefined;
  const coordinates = raw.coordinates as { latitude?: unknown; longitude?: unknown } | undefined;
  if (typeof coordinates?.latitude === "number" && typeof coordinates.longitude === "number") {
    address.coordinates = { latitude: coordinates.latitude, longitude: coordinates.longitude };
  }
  address.isManuallyEntered = raw.isManuallyEntered !== false;
  return address;
}

function textValue(question: Question, text: string): string {
  // A phone number is typed or pasted as (512) 555-0100; it is kept as its digits.
  if (question.validations?.textFormat === "phone" && /^[\d\s().+-]*$/.test(text)) return text.replace(/\D/g, "");
  return text;
}

/**
 * An answer in its stored form: trimmed text, numbers for numeric types,
 * ISO dates, booleans, only offered dropdown values (others are cleared,
 * spec 1 §5). Undefined means no answer. A value that cannot be read is
 * kept as it came so that validation reports it.
 */
export function normalizeValue(question: Question, value: unknown): unknown {
  if (question.type === "document_upload" || question.calculationLogic) return undefined;
  if (question.isReadOnly) return question.defaultValue === undefined ? undefined : normalizeValue({ ...question, isReadOnly: false }, question.defaultValue);
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  const text = typeof value === "string" ? value.trim() : value;
  switch (question.type) {
    case "text":
      return typeof text === "string" ? textValue(question, text) : text;
    case "number":
    case "currency":
      return numberValue(text, false);
    case "percent_100":
      return numberValue(text, true);
    case "boolean":
    case "checkbox":
    case "checklist":
      return booleanValue(text);
    case "date":
      return parseDateAnswer(text) ?? text;
    case "single_select_dropdown": {
      const choice = typeof text === "number" ? String(text) : text;
      return typeof choice === "string" && optionValues(question).has(choice) ? choice : undefined;
    }
    case "multi_select_dropdown": {
      const offered = optionValues(question);
      const list = Array.isArray(text) ? text : [text];
      const chosen = [...new Set(list.map((v) => (typeof v === "number" ? String(v) : v)).filter((v): v is string => typeof v === "string" && offered.has(v)))];
      return chosen.length ? chosen : undefined;
    }
    case "address":
      return addressValue(text);
    default:
      return text;
  }
}

/** Whether a normalized answer counts as given: false and 0 do (spec 1 §5), except that a required checkbox must be ticked. */
export function isAnswered(question: Question, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (question.type === "checkbox") return value === true;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The value a form starts from when nothing is saved: the default, and false for checkboxes and checklists (spec 1 §9). */
export function initialValue(question: Question): unknown {
  if (question.defaultValue !== undefined) return question.defaultValue;
  if (question.type === "checkbox" || question.type === "checklist") return false;
  return undefined;
}
