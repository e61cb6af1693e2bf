import { numericValue } from "@/lib/domain/calculations";
import { formatCurrency, formatWholeDollars } from "@/lib/domain/costs";
import type { Question } from "@/lib/schemas/product-definition";
import { parseDateAnswer } from "./dates";
import { formatDay } from "@/lib/domain/dates";
import { formatPhone } from "@/lib/domain/insured";
import type { AddressAnswer } from "./values";

/** A currency input's text: 2 decimals, comma thousands, no "$" (the input shows it as a prefix). */
export function currencyInputText(value: unknown): string {
  const n = numericValue(value);
  if (n === null) return typeof value === "string" ? value : "";
  return formatCurrency(Math.round(n * 100)).replace("$", "");
}

/** What a currency input keeps of what is typed into it: digits, commas and one decimal point. */
export function currencyTypedText(text: string): string {
  const [whole, ...decimals] = text.replace(/[^\d,.]/g, "").split(".");
  return decimals.length ? `${whole}.${decimals.join("")}` : whole;
}

/** A phone answer as (xxx) xxx-xxxx, formatted as far as its digits go while typing. */
export function phoneText(value: unknown): string {
  return typeof value === "string" ? formatPhone(value) : "";
}

/** A date input's text: stored ISO dates as MM/DD/YYYY, anything typed as it is. */
export function dateInputText(value: unknown): string {
  if (typeof value !== "string") return "";
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && parseDateAnswer(value) ? formatDay(value) : value;
}

/** What an answer's text depends on: the question's type, options and text format. */
type AnsweredQuestion = Pick<Question, "type" | "options" | "validations">;

function optionLabel(question: AnsweredQuestion, value: unknown): string {
  return question.options?.find((o) => o.value === String(value))?.label ?? String(value);
}

/** How amounts read (spec 1 §9): to the cent in forms and the documents printed from them, in whole dollars in summaries. */
export type MoneyStyle = "cents" | "wholeDollars";

/** An answer as read-only text (review mode): Yes/No, option labels, $ amounts, MM/DD/YYYY. Empty when unanswered. */
export function answerText(question: AnsweredQuestion, value: unknown, money: MoneyStyle = "cents"): string {
  if (value === undefined || value === null || value === "") return "";
  switch (question.type) {
    case "boolean":
      return value === true ? "Yes" : value === false ? "No" : String(value);
    case "checkbox":
    case "checklist":
      return value === true ? "Yes" : "No";
    case "currency": {
      const n = numericValue(value);
      return n === null ? String(value) : (money === "cents" ? formatCurrency : formatWholeDollars)(Math.round(n * 100));
    }
    case "percent_100":
      return `${value}%`;
    case "date":
      return dateInputText(value);
    case "single_select_dropdown":
      return optionLabel(question, value);
    case "multi_select_dropdown":
      return (Array.isArray(value) ? value : [value]).map((v) => optionLabel(question, v)).join(", ");
    case "address": {
      const a = value as AddressAnswer;
      return [a.streetAddress, a.aptSuite, a.city, [a.state, a.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
    }
    case "text":
      return question.validations?.textFormat === "phone" ? phoneText(value) : String(value);
    default:
      return String(value);
  }
}
