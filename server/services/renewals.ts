import "server-only";
import { statusId } from "@/lib/domain/statuses";
import type { Flags } from "@/lib/flags";
import type { RenewalCreated } from "@/lib/schemas/application-answer";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { db } from "../db";
import { forbidden, notFound } from "../errors";
import { applicationAccess } from "./access";
import { applicationFreshness } from "./application-freshness";
import { assertFresh, basedOnTime } from "./freshness";
import { commitApplicationUpdate, planStatusChange, settleSubmissionStatus } from "./status-change";

/**
 * POST /api/applications/{appID}/renewal: in one transaction, the Bound
 * wholesale application moves to RequestedRenewal through the status rules and
 * its renewal is created beside it in the same submission (status Renewal,
 * same product version, the original's answers carried over for review).
 * Based on the original's updatedDate when the request names one; the spec's
 * request has no body, so without one it is based on the application as read.
 */
export async function requestRenewal(user: SessionUser, appID: string, flags: Flags, basedOn: string | null = null): Promise<RenewalCreated> {
  if (!flags.renewalAction) throw forbidden("Renewals are not enabled.");
  return db.$transaction(async (tx) => {
    const original = await tx.application.findFirst({
      where: { id: appID, ...applicationAccess(user) },
      select: {
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
        product: { select: { isWholesale: true } },
      },
    });
    if (!original) throw notFound("Application");
    const freshness = applicationFreshness(tx, user, appID, basedOn === null ? original.updatedAt : basedOnTime(basedOn));
    await assertFresh(original.updatedAt, freshness);
    const plan = await planStatusChange(tx, { user, application: original, to: "RequestedRenewal", flags, policyNo: null, reason: "Renewal requested" });
    await commitApplicationUpdate(tx, original, plan.data, plan.history, freshness);
    const renewal = await tx.application.create({
      data: {
        submissionId: original.submissionId,
        productId: original.productId,
        productVersion: original.productVersion,
        status: "Renewal",
        statusId: statusId("Renewal"),
        renewedFromAppId: original.id,
        answerGroups: original.answerGroups as Prisma.InputJsonValue,
      },
      select: { id: true },
    });
    // The renewal is worked on the same submission: it is in progress again.
    await settleSubmissionStatus(tx, original.submissionId);
    return { appID: renewal.id, renewedFromAppID: original.id };
  });
}
