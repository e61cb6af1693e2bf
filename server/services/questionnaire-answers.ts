import "server-only";
import type { Tx } from "../db";
import {
  completionPercentage,
  evaluateQuestionnaire,
  groupQuestions,
  mergeAnswerGroups,
  type CompanyInfoValues,
  type Evaluation,
  type QuestionIssue,
} from "@/lib/questionnaire/evaluate";
import { utcToday } from "@/lib/questionnaire/dates";
import { priceIndication, type RatedCarrier } from "@/lib/questionnaire/rating";
import type { AnswerGroup } from "@/lib/schemas/application";
import { companyInfoFields, type Questionnaire, type RatingDefinition } from "@/lib/schemas/product-definition";
import type { Prisma } from "../generated/prisma/client";
import { AppError, type FieldErrors } from "../errors";

/** What the engine and the rating read from the submission: the insured's fields, state and business types. */
export interface AnswerContext {
  companyInfo: CompanyInfoValues;
  state: string | null;
  classes: { naicsCode: string; percentage: number }[];
}

export async function answerContext(tx: Tx, submissionId: string): Promise<AnswerContext> {
  const submission = await tx.submission.findUniqueOrThrow({
    where: { id: submissionId },
    include: { addresses: { where: { kind: "physical" } }, businessTypes: { include: { businessType: { select: { naicsCode: true } } } } },
  });
  const companyInfo: CompanyInfoValues = {};
  for (const field of companyInfoFields) {
    const value = submission[field];
    companyInfo[field] = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  }
  return {
    companyInfo,
    state: submission.addresses[0]?.state ?? null,
    classes: submission.businessTypes.map((b) => ({ naicsCode: b.businessType.naicsCode, percentage: Number(b.percentage) })),
  };
}

export const answerField = (sectionGroupID: string, questionKey: string) => `answers.${sectionGroupID}.${questionKey}`;

export function fieldErrors(issues: readonly QuestionIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) (fields[answerField(issue.sectionGroupID, issue.questionKey)] ??= []).push(issue.message);
  return fields;
}

/** Refuses groups sent twice, answers to questions of another group and the same question answered twice (422). */
export function assertAnswersFitGroups(questionnaire: Questionnaire, incoming: readonly AnswerGroup[]): void {
  const fields: FieldErrors = {};
  const seenGroups = new Set<string>();
  for (const group of incoming) {
    if (seenGroups.has(group.sectionGroupID)) fields[`answers.${group.sectionGroupID}`] = ["This section group is sent more than once."];
    seenGroups.add(group.sectionGroupID);
    const definition = questionnaire.sectionGroups.find((g) => g.id === group.sectionGroupID);
    const keys = new Set(definition ? groupQuestions(definition).map((q) => q.questionKey) : []);
    const seen = new Set<string>();
    for (const { source } of group.answers) {
      if (!keys.has(source)) fields[answerField(group.sectionGroupID, source)] = ["Not a question of this section group."];
      else if (seen.has(source)) fields[answerField(group.sectionGroupID, source)] = ["Answered more than once."];
      seen.add(source);
    }
  }
  if (Object.keys(fields).length) throw new AppError("unprocessable", "Some answers do not belong to this questionnaire.", fields);
}

/**
 * The engine on the server: today in UTC with a day of slack on relative
 * date bounds, so a date valid on the user's calendar is not refused. When
 * `asSubmitted`, every group counts as saved, so a group without required
 * questions completes too.
 */
export function evaluateAnswers(questionnaire: Questionnaire, answerGroups: readonly AnswerGroup[], context: AnswerContext, asSubmitted = false): Evaluation {
  const groups = asSubmitted
    ? mergeAnswerGroups(
        questionnaire.sectionGroups.map((g) => ({ sectionGroupID: g.id, answers: [] })),
        answerGroups,
      )
    : answerGroups;
  return evaluateQuestionnaire({
    questionnaire,
    answerGroups: groups,
    companyInfo: context.companyInfo,
    validation: { today: utcToday(), dateToleranceDays: 1 },
  });
}

/** The columns the engine's result sets: answers, group statuses and completion. */
export function evaluationData(evaluation: Evaluation): Prisma.ApplicationUncheckedUpdateManyInput {
  return {
    answerGroups: evaluation.answerGroups as unknown as Prisma.InputJsonValue,
    sectionGroupStatuses: evaluation.statuses,
    completionPercentage: completionPercentage(evaluation.statuses),
  };
}

/** The price indication columns, rated from the evaluated answers (docs/rating.md). */
export function priceIndicationData(
  rating: RatingDefinition | null,
  evaluation: Evaluation,
  context: AnswerContext,
  carriers: readonly RatedCarrier[],
): Prisma.ApplicationUncheckedUpdateManyInput {
  if (!rating) return {};
  const indication = priceIndication({
    rating,
    exposure: evaluation.value(rating.exposureQuestionKey),
    state: context.state,
    classes: context.classes,
    carriers,
  });
  return {
    basePremiumCents: indication.basePremiumCents,
    totalPremiumCents: indication.totalPremiumCents,
    priceIndicationCarriers: indication.carriers,
  };
}
