import { numericValue } from "@/lib/domain/calculations";
import type { ConditionOperator, ShowIf, ShowIfCondition } from "@/lib/schemas/product-definition";
import { parseDateAnswer } from "./dates";

const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);

function asBoolean(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (value === "true") return true;
  if (value === "false") return false;
  return null;
}

function ordered(order: number, operator: ConditionOperator): boolean {
  switch (operator) {
    case "<":
      return order < 0;
    case ">":
      return order > 0;
    case "<=":
      return order <= 0;
    case ">=":
      return order >= 0;
    case "=":
      return order === 0;
    case "!=":
      return order !== 0;
  }
}

/**
 * One condition on one answer. Numbers compare as numbers, dates as dates,
 * booleans and text by equality only (an ordering on them is false). A
 * multi-select answer "=" a value when it contains it. A missing answer
 * satisfies only "!=".
 */
export function compare(answer: unknown, operator: ConditionOperator, expected: ShowIfCondition["value"]): boolean {
  if (isMissing(answer)) return operator === "!=";
  if (Array.isArray(answer)) {
    const contains = answer.map(String).includes(String(expected));
    if (operator === "=") return contains;
    if (operator === "!=") return !contains;
    return false;
  }
  const equalityOnly = operator === "=" || operator === "!=";
  if (typeof expected === "boolean") {
    const actual = asBoolean(answer);
    if (actual === null || !equalityOnly) return operator === "!=";
    return (actual === expected) === (operator === "=");
  }
  const left = numericValue(answer);
  const right = numericValue(expected);
  if (left !== null && right !== null) return ordered(Math.sign(left - right), operator);
  const leftDate = parseDateAnswer(answer);
  const rightDate = parseDateAnswer(expected);
  if (leftDate && rightDate) return ordered(leftDate < rightDate ? -1 : leftDate > rightDate ? 1 : 0, operator);
  if (!equalityOnly) return false;
  return (String(answer).trim() === String(expected).trim()) === (operator === "=");
}

/** showIf with None (its one condition), AND (every) or OR (any); no showIf shows the question. */
export function evaluateShowIf(showIf: ShowIf | undefined, valueOf: (sourceQuestionKey: string) => unknown): boolean {
  if (!showIf) return true;
  const results = showIf.conditions.map((c) => compare(valueOf(c.sourceQuestionKey), c.operator, c.value));
  switch (showIf.operatorBetweenConditions) {
    case "AND":
      return results.every(Boolean);
    case "OR":
      return results.some(Boolean);
    case "None":
      return results[0] ?? true;
  }
}
