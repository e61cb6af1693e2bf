import "server-only";
import { numericValue } from "@/lib/domain/calculations";
import { formatWholeDollars, POLICY_COST_MAX_CENTS } from "@/lib/domain/costs";
import { TOTAL_COST_KEY, TOTAL_GROUP_ID } from "@/lib/domain/product-definition";
import { isEnteredPriceQuestion } from "@/lib/domain/underwriting";
import { groupQuestions, mergeAnswerGroups, type Evaluation } from "@/lib/questionnaire/evaluate";
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
export const TOTAL_COST_TOO_HIGH = `These prices take the total cost past ${formatWholeDollars(POLICY_COST_MAX_CENTS)}.`;

/**
 * A total past what a policy's cost may reach (the column's bound) is refused on the price that weighs most in it,
 * where Carrier & Pricing shows it, and on the total itself.
 */
function assertTotalWithinBound(pricing: Questionnaire, evaluation: Evaluation, totalCostCents: number) {
  if (Math.abs(totalCostCents) <= POLICY_COST_MAX_CENTS) return;
  const amount = (questionKey: string) => Math.abs(numericValue(evaluation.value(questionKey)) ?? 0);
  const [heaviest] = pricing.sectionGroups
    .flatMap((g) =>
      groupQuestions(g)
        .filter(isEnteredPriceQuestion)
        .map((q) => ({ sectionGroupID: g.id, questionKey: q.questionKey })),
    )
    .sort((a, b) => amount(b.questionKey) - amount(a.questionKey));
  const at = [...(heaviest ? [heaviest] : []), { sectionGroupID: TOTAL_GROUP_ID, questionKey: TOTAL_COST_KEY }];
  throw new AppError("unprocessable", TOTAL_COST_TOO_HIGH, fieldErrors(at.map((a) => ({ ...a, message: TOTAL_COST_TOO_HIGH, kind: "invalid" }))));
}

/**
 * The columns a pricing save writes: the prices merged with those saved, through the question engine, and the total
 * cost it computes. A price breaking its rule in a group sent refuses the save (422, per question); so does a required
 * price left without an answer in any group, since the total adds them all up and would be stored short of it, and a
 * total past what a policy's cost may reach.
 */
export function pricedColumns(pricing: Questionnaire, saved: readonly AnswerGroup[], incoming: readonly AnswerGroup[]) {
  const evaluation = evaluateAnswers(pricing, mergeAnswerGroups(saved, incoming), NO_CONTEXT);
  const sent = new Set(incoming.map((g) => g.sectionGroupID));
  const invalid = evaluation.issues.filter((i) => i.kind === "invalid" && sent.has(i.sectionGroupID));
  if (invalid.length) throw new AppError("unprocessable", "Some pricing answers are not valid.", fieldErrors(invalid));
  const unanswered = evaluation.issues.filter((i) => i.kind === "required");
  if (unanswered.length) throw new AppError("unprocessable", REQUIRED_PRICES_MESSAGE, fieldErrors(unanswered));
  const totalCostCents = Math.round((numericValue(evaluation.value(TOTAL_COST_KEY)) ?? 0) * 100);
  assertTotalWithinBound(pricing, evaluation, totalCostCents);
  return { pricingAnswers: evaluation.answerGroups as unknown as Prisma.InputJsonValue, totalCostCents } satisfies Prisma.ApplicationUncheckedUpdateManyInput;
}
