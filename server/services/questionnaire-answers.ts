import "server-only";
import type { SqlReader } from "../db";
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
import { isIndicationGiven, priceIndication, type RatedCarrier } from "@/lib/questionnaire/rating";
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

// The insured's fields as the engine reads them (a date as YYYY-MM-DD), the physical address's state and the business types, in one statement.
const ANSWER_CONTEXT_SQL = `
SELECT json_build_object(${companyInfoFields
  .map((f) => (f === "dateBusinessStarted" ? `'${f}', to_char(s."${f}", 'YYYY-MM-DD')` : `'${f}', s."${f}"`))
  .join(", ")}) AS "companyInfo",
  (SELECT ad.state FROM "SubmissionAddress" ad WHERE ad."submissionId" = s.id AND ad.kind = 'physical' LIMIT 1) AS state,
  (SELECT coalesce(json_agg(json_build_object('naicsCode', b."naicsCode", 'percentage', sb.percentage::float8) ORDER BY b."naicsCode"), '[]')
     FROM "SubmissionBusinessType" sb JOIN "BusinessType" b ON b.id = sb."businessTypeId" WHERE sb."submissionId" = s.id) AS classes
FROM "Submission" s WHERE s.id = $1`;

/** In a transaction, pass sqlIn(tx). */
export async function answerContext(reader: SqlReader, submissionId: string): Promise<AnswerContext> {
  const [context] = await reader.query<AnswerContext>(ANSWER_CONTEXT_SQL, [submissionId]);
  if (!context) throw new Error(`submission ${submissionId} of an application is missing`);
  return context;
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

/** A product's carriers as the rating reads them. */
export const ratedCarriers = (carriers: readonly { factorBps: number; carrier: { id: string; name: string; thumbnailUrl: string | null } }[]): RatedCarrier[] =>
  carriers.map((c) => ({ id: c.carrier.id, name: c.carrier.name, thumbnailUrl: c.carrier.thumbnailUrl, factorBps: c.factorBps }));

/** The price indication columns, rated from the evaluated answers (docs/rating.md); emptied when none can be given. */
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
  if (!isIndicationGiven(indication)) return { basePremiumCents: null, totalPremiumCents: null, priceIndicationCarriers: [] };
  return {
    basePremiumCents: indication.basePremiumCents,
    totalPremiumCents: indication.totalPremiumCents,
    priceIndicationCarriers: indication.carriers,
  };
}
