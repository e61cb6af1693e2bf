import "server-only";
import { isDeepStrictEqual } from "node:util";
import type { AnswerGroup } from "@/lib/schemas/application";
import { sqlIn, type Tx } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { productDefinition } from "./product-definitions";
import { answerContext, evaluateAnswers, evaluationData, priceIndicationData, ratedCarriers } from "./questionnaire-answers";

const answeredSelect = {
  id: true,
  productId: true,
  productVersion: true,
  answerGroups: true,
  sectionGroupStatuses: true,
  completionPercentage: true,
  priceIndicationReady: true,
  basePremiumCents: true,
  totalPremiumCents: true,
  priceIndicationCarriers: true,
  product: { select: { carriers: { include: { carrier: true }, orderBy: { carrierId: "asc" } } } },
} satisfies Prisma.ApplicationSelect;

/**
 * The insured's fields, state and business types feed the questionnaires'
 * conditions and the price indication (spec 1 §3: a condition may read
 * `companyInfo.{field}`). After the insured changes, every application of the
 * submission is evaluated again in the same transaction, so a question the
 * change makes required and unanswered reopens its section (and keeps the
 * application from passing as complete) instead of leaving the statuses the
 * old insured gave. Only applications whose result changed are written.
 */
export async function reevaluateSubmissionAnswers(tx: Tx, submissionId: string): Promise<void> {
  const context = await answerContext(sqlIn(tx), submissionId);
  const applications = await tx.application.findMany({ where: { submissionId }, select: answeredSelect, orderBy: { id: "asc" } });
  for (const app of applications) {
    const definition = await productDefinition(app.productId, app.productVersion, tx);
    const evaluation = evaluateAnswers(definition.questionnaire, app.answerGroups as unknown as AnswerGroup[], context);
    const data: Record<string, unknown> = {
      ...evaluationData(evaluation),
      // An indication is shown from the first save on (spec 1 §4): none is made for a questionnaire never saved.
      ...(app.priceIndicationReady ? priceIndicationData(definition.rating, evaluation, context, ratedCarriers(app.product.carriers)) : {}),
    };
    const current: Record<string, unknown> = app;
    if (Object.entries(data).every(([column, value]) => isDeepStrictEqual(current[column], value))) continue;
    await tx.application.update({ where: { id: app.id }, data });
  }
}
