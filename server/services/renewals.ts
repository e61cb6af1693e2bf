import "server-only";
import { can } from "@/lib/domain/permissions";
import { REQUESTED_EFFECTIVE_DATE_KEY } from "@/lib/domain/policy-term";
import { renewalRefusal, renewalTerm } from "@/lib/domain/renewals";
import { statusId } from "@/lib/domain/statuses";
import { changedQuestionKeys } from "@/lib/questionnaire/changed-questions";
import { utcToday } from "@/lib/questionnaire/dates";
import type { Flags } from "@/lib/flags";
import type { AnswerGroup } from "@/lib/schemas/application";
import type { RenewalCreated } from "@/lib/schemas/application-answer";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { db, sqlIn, type Tx } from "../db";
import { AppError, forbidden, notFound } from "../errors";
import { applicationAccess } from "./access";
import { applicationFreshness } from "./application-freshness";
import { assertFresh, basedOnTime } from "./freshness";
import { productDefinition } from "./product-definitions";
import { answerContext, evaluateAnswers, evaluationData } from "./questionnaire-answers";
import { commitApplicationUpdate, lockApplication, planStatusChange, settleSubmissionStatus } from "./status-change";
import { assertActionOn } from "../flags/action-flags";

/** The expiring policy's answers for the next term: every answer as it was, the requested effective date the next term's. */
function renewalAnswers(answerGroups: unknown, effectiveDate: string): AnswerGroup[] {
  return (answerGroups as AnswerGroup[]).map((g) => ({
    ...g,
    answers: g.answers.map((a) => (a.source === REQUESTED_EFFECTIVE_DATE_KEY ? { ...a, value: effectiveDate } : a)),
  }));
}

const originalSelect = {
  id: true,
  status: true,
  updatedAt: true,
  quoteValidUntil: true,
  submissionId: true,
  productId: true,
  productVersion: true,
  sectionGroupStatuses: true,
  selectedCarrierId: true,
  totalCostCents: true,
  answerGroups: true,
  expirationDate: true,
  product: { select: { isWholesale: true, currentVersion: true } },
} satisfies Prisma.ApplicationSelect;

type Original = Prisma.ApplicationGetPayload<{ select: typeof originalSelect }>;

/** The renewal's answers as the questionnaire of `version` reads them: its sections' statuses and completion follow. */
async function carriedAnswers(tx: Tx, original: Original, version: number, answers: AnswerGroup[]) {
  const { questionnaire } = await productDefinition(original.productId, version, tx);
  const evaluation = evaluateAnswers(questionnaire, answers, await answerContext(sqlIn(tx), original.submissionId));
  return { questionnaire, ...evaluationData(evaluation) };
}

/**
 * A marketplace policy's renewal: a new application on the same submission,
 * linked to the policy, pre-filled with its answers and sections for the next
 * term, on the product's current version (the questions it asks otherwise
 * marked for review), and worked as new business
 * (questionnaire, submit, quote, bind). The policy stays as it is, in force
 * until it expires. The policy's row is locked first and read again, so two
 * requests at once make one renewal, and a cancellation committed meanwhile
 * is seen.
 */
async function renewMarketplacePolicy(tx: Tx, policyId: string): Promise<RenewalCreated> {
  await lockApplication(tx, policyId);
  const original = await tx.application.findUniqueOrThrow({ where: { id: policyId }, select: originalSelect });
  const renewals = await tx.application.count({ where: { renewedFromAppId: original.id } });
  const expiration = original.expirationDate?.toISOString().slice(0, 10) ?? null;
  const refusal = renewalRefusal({ status: original.status, expirationDate: expiration, hasRenewal: renewals > 0 }, utcToday());
  if (refusal) throw new AppError("conflict", refusal);
  const term = renewalTerm(expiration!);
  // The answers as the product's current questionnaire reads them.
  const { questionnaire, answerGroups, sectionGroupStatuses, completionPercentage } = await carriedAnswers(
    tx,
    original,
    original.product.currentVersion,
    renewalAnswers(original.answerGroups, term.effectiveDate),
  );
  const reviewQuestionKeys =
    original.productVersion === original.product.currentVersion
      ? []
      : changedQuestionKeys((await productDefinition(original.productId, original.productVersion, tx)).questionnaire, questionnaire);
  const renewal = await tx.application.create({
    data: {
      submissionId: original.submissionId,
      productId: original.productId,
      productVersion: original.product.currentVersion,
      status: "InProgress",
      statusId: statusId("InProgress"),
      renewedFromAppId: original.id,
      answerGroups: answerGroups as Prisma.InputJsonValue,
      sectionGroupStatuses: sectionGroupStatuses as Prisma.InputJsonValue,
      completionPercentage: completionPercentage as number,
      reviewQuestionKeys,
    },
    select: { id: true },
  });
  await settleSubmissionStatus(tx, original.submissionId);
  return { appID: renewal.id, renewedFromAppID: original.id };
}

/**
 * POST /api/applications/{appID}/renewal. A marketplace policy gets its
 * renewal as `renewMarketplacePolicy` says. For wholesale, in one transaction,
 * the Bound application moves to RequestedRenewal through the status rules and
 * its renewal is created beside it in the same submission (status Renewal,
 * same product version, the original's answers carried over for review, with
 * the section statuses they give, so the underwriter works it to a bind as a
 * submission).
 * Based on the original's updatedDate when the request names one; the spec's
 * request has no body, so without one it is based on the application as read.
 */
export async function requestRenewal(user: SessionUser, appID: string, flags: Flags, basedOn: string | null = null): Promise<RenewalCreated> {
  assertActionOn(flags, "renewalAction");
  return db.$transaction(async (tx) => {
    const original = await tx.application.findFirst({ where: { id: appID, ...applicationAccess(user) }, select: originalSelect });
    if (!original) throw notFound("Application");
    const freshness = applicationFreshness(tx, user, appID, basedOn === null ? original.updatedAt : basedOnTime(basedOn));
    await assertFresh(original.updatedAt, freshness);
    if (!original.product.isWholesale) {
      // The wholesale request asks this through the status rules; a marketplace renewal changes no status, so it asks here.
      if (!can(user.role, "changeStatus", { kind: "requestRenewal" })) throw forbidden("You may not renew this policy.");
      return renewMarketplacePolicy(tx, original.id);
    }
    const plan = await planStatusChange(tx, { user, application: original, to: "RequestedRenewal", flags, policyNo: null, reason: "Renewal requested" });
    await commitApplicationUpdate(tx, original, plan.data, plan.history, freshness);
    // The answers come over as they were; the statuses they give on the same version let the renewal be bound once worked.
    const { sectionGroupStatuses, completionPercentage } = await carriedAnswers(
      tx,
      original,
      original.productVersion,
      original.answerGroups as unknown as AnswerGroup[],
    );
    const renewal = await tx.application.create({
      data: {
        submissionId: original.submissionId,
        productId: original.productId,
        productVersion: original.productVersion,
        status: "Renewal",
        statusId: statusId("Renewal"),
        renewedFromAppId: original.id,
        answerGroups: original.answerGroups as Prisma.InputJsonValue,
        sectionGroupStatuses: sectionGroupStatuses as Prisma.InputJsonValue,
        completionPercentage: completionPercentage as number,
      },
      select: { id: true },
    });
    // The renewal is worked on the same submission: it is in progress again.
    await settleSubmissionStatus(tx, original.submissionId);
    return { appID: renewal.id, renewedFromAppID: original.id };
  });
}
