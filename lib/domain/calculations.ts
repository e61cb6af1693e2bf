type AnswerLike = { source: string; value: unknown };

/** A number from an answer value: numbers, and numeric strings such as "1,250.50" from currency inputs. */
export function numericValue(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const cleaned = value.replace(/[$,\s]/g, "");
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** calculationLogic: the sum of the numeric answers of the listed keys (missing or non-numeric count 0). */
export function sumOfAnswers(keys: readonly string[], answers: readonly AnswerLike[]): number {
  const byKey = new Map(answers.map((a) => [a.source, a.value]));
  const total = keys.reduce((sum, key) => sum + (numericValue(byKey.get(key)) ?? 0), 0);
  return Math.round(total * 100) / 100;
}
