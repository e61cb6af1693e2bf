import type { Question } from "@/lib/schemas/product-definition";
import { isAnswerable } from "./evaluate";

/**
 * Questions an endorsement may change: answerable ones the product marks
 * endorsable (spec 1 §3); the rest are read-only after bind. Kept apart from
 * the question engine, which every questionnaire page loads: only
 * endorsements ask it.
 */
export function isEndorsable(question: Question): boolean {
  return question.endorsable === true && isAnswerable(question);
}
