import "server-only";
import { numericValue } from "@/lib/domain/calculations";
import { TOTAL_COST_KEY } from "@/lib/domain/product-definition";
import { mergeAnswerGroups } from "@/lib/questionnaire/evaluate";
import type { AnswerGroup } from "@/lib/schemas/application";
import type { PricingDefinition, Questionnaire } from "@/lib/schemas/product-definition";
import type { Prisma } from "../generated/prisma/client";
import { AppError } from "../errors";
import { type AnswerContext, evaluateAnswers, fieldErrors } from "./questionnaire-answers";

/** Pricing groups read as a questionnaire of one section each, so the question engine serves them too. */
export function pricingQuestionnaire(pricing: PricingDefinition): Questionnaire {
  return { sectionGroups: pricing.groups.map((g) => ({ id: g.id, label: g.label, sections: [{ id: g.id, label: g.label, questions: g.questions }] })) };
}

// Pricing questions never refer to the insured.
const NO_CONTEXT: AnswerContext = { companyInfo: {}, state: null, classes: [] };

export const REQUIRED_PRICES_MESSAGE = "Answer every required price before saving.";

/**
 * The columns a pricing save writes: the prices merged with those saved, through the question engine, and the total
 * cost it computes. A price breaking its rule in a group sent refuses the save (422, per question); so does a required
 * price left without an answer in any group, since the total adds them all up and would be stored short of it.
 */
export function pricedColumns(pricing: Questionnaire, saved: readonly AnswerGroup[], incoming: readonly AnswerGroup[]) {
  const evaluation = evaluateAnswers(pricing, mergeAnswerGroups(saved, incoming), NO_CONTEXT);
  const sent = new Set(incoming.map((g) => g.sectionGroupID));
  const invalid = evaluation.issues.filter((i) => i.kind === "invalid" && sent.has(i.sectionGroupID));
  if (invalid.length) throw new AppError("unprocessable", "Some pricing answers are not valid.", fieldErrors(invalid));
  const unanswered = evaluation.issues.filter((i) => i.kind === "required");
  if (unanswered.length) throw new AppError("unprocessable", REQUIRED_PRICES_MESSAGE, fieldErrors(unanswered));
  const totalDollars = numericValue(evaluation.value(TOTAL_COST_KEY)) ?? 0;
  return {
    pricingAnswers: evaluation.answerGroups as unknown as Prisma.InputJsonValue,
    totalCostCents: Math.round(totalDollars * 100),
  } satisfies Prisma.ApplicationUncheckedUpdateManyInput;
}
