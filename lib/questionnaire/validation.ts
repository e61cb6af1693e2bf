import { isUsStateCode } from "@/lib/domain/us-states";
import type { Question } from "@/lib/schemas/product-definition";
import { addDays, dateBounds, parseDateAnswer } from "./dates";
import { formatDay } from "@/lib/domain/dates";
import { messages } from "./messages";
import type { AddressAnswer } from "./values";

export interface ValidationOptions {
  /** Today as YYYY-MM-DD, the origin of daysPrior / daysAfter. */
  today: string;
  /**
   * Days of slack on each relative date bound. The server allows one, so a
   * date that is valid on the user's own calendar is not refused in UTC.
   */
  dateToleranceDays?: number;
}

// Anything but printable text, tabs and line breaks.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const ADDRESS_PART_MAX = 50;
// No answer in an insurance application is a trillion or more; larger numbers only overflow what is computed from them.
export const MAX_NUMBER_ANSWER = 999_999_999_999.99;

function decimals(n: number): number {
  const text = String(n);
  if (/e/i.test(text)) return Number.isInteger(n) ? 0 : Infinity;
  return text.includes(".") ? text.split(".")[1].length : 0;
}

function textError(question: Question, value: unknown): string | null {
  if (typeof value !== "string") return messages.notString;
  if (CONTROL_CHARACTERS.test(value)) return messages.invalidText;
  const format = question.validations?.textFormat;
  if (format === "phone") {
    if (!/^\d+$/.test(value) || value.length > 10) return messages.invalidText;
    return value.length < 10 ? messages.phone : null;
  }
  if (format === "email" && !EMAIL.test(value)) return messages.email;
  const { min, max } = question.validations ?? {};
  const length = value.length;
  if (min !== undefined && max !== undefined) return length < min || length > max ? messages.textBetween(min, max) : null;
  if (max !== undefined) return length > max ? messages.textLessThan(max) : null;
  if (min !== undefined) return length < min ? messages.textMoreThan(min) : null;
  return null;
}

function rangeError(n: number, min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && max !== undefined) return n < min || n > max ? messages.numberBetween(min, max) : null;
  if (max !== undefined) return n > max ? messages.numberLessThan(max) : null;
  if (min !== undefined) return n < min ? messages.numberMoreThan(min) : null;
  return null;
}

function numberError(question: Question, value: unknown): string | null {
  const percent = question.type === "percent_100";
  if (typeof value !== "number" || !Number.isFinite(value)) return percent ? messages.percent : messages.invalidNumber;
  if (Math.abs(value) > MAX_NUMBER_ANSWER) return messages.invalidNumber;
  // Currency and percent carry at most two decimals (spec 1 §5).
  if (question.type !== "number" && decimals(value) > 2) return messages.invalidNumber;
  const { min, max } = question.validations ?? {};
  return percent ? rangeError(value, min ?? 0, max ?? 100) : rangeError(value, min, max);
}

function dateError(question: Question, value: unknown, options: ValidationOptions): string | null {
  const iso = parseDateAnswer(value);
  if (!iso) return messages.invalidDate;
  const bounds = dateBounds(question.validations, options.today);
  const slack = options.dateToleranceDays ?? 0;
  const earliest = bounds.earliestLimited ? addDays(bounds.earliest, -slack) : bounds.earliest;
  const latest = bounds.latestLimited ? addDays(bounds.latest, slack) : bounds.latest;
  if (iso >= earliest && iso <= latest) return null;
  const a = formatDay(bounds.earliest);
  const b = formatDay(bounds.latest);
  if (bounds.earliestLimited && bounds.latestLimited) return messages.dateBetween(a, b);
  if (iso < earliest) return bounds.earliestLimited ? messages.dateAfter(a) : messages.dateBetween(a, b);
  return bounds.latestLimited ? messages.dateBefore(b) : messages.dateBetween(a, b);
}

function addressError(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return messages.addressMissing;
  const address = value as AddressAnswer;
  if (!address.streetAddress || !address.city || !address.state || !address.zip) return messages.addressMissing;
  if (!isUsStateCode(address.state)) return messages.addressState;
  const tooLong = [address.streetAddress, address.aptSuite, address.city, address.zip].some((part) => (part ?? "").length > ADDRESS_PART_MAX);
  return tooLong ? messages.textLessThan(ADDRESS_PART_MAX) : null;
}

/**
 * What is wrong with a given (normalized, non-empty) answer, or null. Whether
 * an answer is required is the caller's question: see evaluate.ts.
 */
export function validateValue(question: Question, value: unknown, options: ValidationOptions): string | null {
  switch (question.type) {
    case "text":
      return textError(question, value);
    case "number":
    case "currency":
    case "percent_100":
      return numberError(question, value);
    case "date":
      return dateError(question, value, options);
    case "boolean":
    case "checkbox":
    case "checklist":
      return typeof value === "boolean" ? null : messages.invalidText;
    case "address":
      return addressError(value);
    case "single_select_dropdown":
    case "multi_select_dropdown":
    case "document_upload":
      return null;
    default:
      return null;
  }
}
