import "server-only";
import { day } from "../db/sql-values";
import type { Tx } from "../db";
import { statusId, type ApplicationStatus } from "@/lib/domain/statuses";
import { transitionKindFor } from "@/lib/domain/requested-transition";
import { evaluateTransition } from "@/lib/domain/transitions";
import { approvesQuote, defaultExpirationDate, isQuoteExpired, quoteValidUntil } from "@/lib/domain/policy-term";
import { READY_FOR_POLICY, policyReadiness, type PolicyReadiness } from "@/lib/domain/policy-readiness";
import { submissionStatusFor } from "@/lib/domain/submission-status";
import { CLEARANCE_BLOCKED_MESSAGE } from "@/lib/domain/clearance";
import { utcToday } from "@/lib/questionnaire/dates";
import type { Flags } from "@/lib/flags";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { AppError } from "../errors";
import { requestGeneratedDocument } from "../documents/generation";
import { isClearanceBlocked } from "./clearance";
import { noticeApplicationStatus } from "./notices";
import { persistedAgentDocument } from "./document-view";
import { updateIfFresh, type Freshness } from "./freshness";
import { productDefinition } from "./product-definitions";

interface CurrentApplication {
  id: string;
  submissionId: string;
  status: string;
  updatedAt: Date;
  quoteValidUntil: Date | null;
  productId: string;
  productVersion: number;
  /** { [sectionGroupID]: "NotStarted" | "InProgress" | "Completed" }, as the question engine left them. */
  sectionGroupStatuses: Prisma.JsonValue;
  selectedCarrierId: string | null;
  totalCostCents: number | null;
  product: { isWholesale: boolean };
}

/** The feature flags a status change obeys. */
export type StatusChangeFlags = Pick<Flags, "allowEveryStatus" | "proceedToBind" | "generatedQuoteSatisfiesApproval">;

export interface StatusChangeInput {
  user: Pick<SessionUser, "id" | "role">;
  application: CurrentApplication;
  to: ApplicationStatus;
  flags: StatusChangeFlags;
  policyNo: string | null;
  /** The policy term sent with a bind. */
  effectiveDate?: string;
  expirationDate?: string;
  reason?: string;
}

async function hasDocument(tx: Tx, applicationId: string, where: Prisma.DocumentWhereInput): Promise<boolean> {
  return Boolean(await tx.document.findFirst({ where: { applicationId, ...where }, select: { id: true } }));
}

/** Whether the application is complete and priced, as binding needs and approving a quote (priced) too (its questionnaire's groups in order, with their labels). */
async function readinessOf(tx: Tx, app: CurrentApplication): Promise<PolicyReadiness> {
  const { questionnaire } = await productDefinition(app.productId, app.productVersion, tx);
  const statuses = (app.sectionGroupStatuses ?? {}) as Record<string, string>;
  return policyReadiness({
    sectionGroups: questionnaire.sectionGroups.map((g) => ({ label: g.label, status: statuses[g.id] ?? "NotStarted" })),
    selectedCarrierID: app.selectedCarrierId,
    totalCost: app.totalCostCents,
  });
}

/**
 * Locks the application's row for the rest of the transaction: what a status change reads beside it (documents,
 * clearance) is written by transactions that take the same lock first, so neither can change under the other.
 */
export async function lockApplication(tx: Tx, applicationId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Application" WHERE id = ${applicationId} FOR UPDATE`;
}

/**
 * Locks a submission's applications in id order, then the submission's row: the order an edit of the insured takes
 * them (server/services/submissions.ts). A write that reads the insured, which the submission's policies share, and
 * writes it back sees the last such write committed, and waits for none that holds a row it needs (a change of the
 * insured's name rewrites every application's copy of it).
 */
export async function lockSubmission(tx: Tx, submissionId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Application" WHERE "submissionId" = ${submissionId} ORDER BY id FOR UPDATE`;
  await tx.$queryRaw`SELECT id FROM "Submission" WHERE id = ${submissionId} FOR UPDATE`;
}

/** The quote's valid-until day has passed (only while a quote stands: QuoteApproved or Quoted). */
export function quoteHasExpired(application: Pick<CurrentApplication, "status" | "quoteValidUntil">, today = utcToday()): boolean {
  return (application.status === "QuoteApproved" || application.status === "Quoted") && isQuoteExpired(day(application.quoteValidUntil), today);
}

/** Columns a status sets beside itself: an approval its valid-until day, a bind the policy number and term. */
function statusColumns(input: StatusChangeInput, today: string): Prisma.ApplicationUncheckedUpdateManyInput {
  if (approvesQuote({ from: input.application.status, to: input.to })) return { quoteValidUntil: new Date(`${quoteValidUntil(today)}T00:00:00Z`) };
  if (input.to === "Bound" && input.effectiveDate) {
    return {
      policyNo: input.policyNo,
      effectiveDate: new Date(`${input.effectiveDate}T00:00:00Z`),
      expirationDate: new Date(`${input.expirationDate ?? defaultExpirationDate(input.effectiveDate)}T00:00:00Z`),
    };
  }
  return {};
}

/**
 * Locks the application, then asks the rules whether this user may move it to `to`; refuses
 * with 403 (role), 409 (current status) or 422 (precondition). Returns the
 * columns to write and the history row to append.
 */
export async function planStatusChange(tx: Tx, input: StatusChangeInput) {
  await lockApplication(tx, input.application.id);
  const from = input.application.status as ApplicationStatus;
  const isWholesale = input.application.product.isWholesale;
  const kind = transitionKindFor({ role: input.user.role, from, to: input.to, isWholesale });
  const binding = kind === "requestBind" || input.to === "Bound";
  const quoting = input.to === "QuoteApproved" || input.to === "Quoted";
  const today = utcToday();
  const verdict = evaluateTransition({
    kind,
    role: input.user.role,
    isWholesale,
    from,
    to: input.to,
    flags: input.flags,
    hasPersistedDocument: binding && (await hasDocument(tx, input.application.id, persistedAgentDocument)),
    // With the flag on, the proposal the approval generates (server/documents) stands for an uploaded quote document.
    hasQuoteDocument:
      quoting &&
      (input.flags.generatedQuoteSatisfiesApproval || (await hasDocument(tx, input.application.id, { isActive: true, category: "upload_finalize_quote" }))),
    policyNo: input.policyNo,
    effectiveDate: input.effectiveDate ?? null,
    quoteExpired: quoteHasExpired(input.application, today),
    readiness: quoting || input.to === "Bound" ? await readinessOf(tx, input.application) : READY_FOR_POLICY,
  });
  if (!verdict.allowed) throw new AppError(verdict.code, verdict.message, undefined, { currentStatus: from });
  if ((quoting || input.to === "Bound") && (await isClearanceBlocked(tx, input.application.submissionId))) {
    throw new AppError("unprocessable", CLEARANCE_BLOCKED_MESSAGE, undefined, { currentStatus: from });
  }
  if (input.to === "Bound" && input.policyNo) await assertPolicyNumberFree(tx, input.policyNo, input.application.id);
  return {
    data: {
      status: input.to,
      statusId: statusId(input.to),
      statusChangedAt: new Date(),
      ...statusColumns(input, today),
    } satisfies Prisma.ApplicationUncheckedUpdateManyInput,
    history: { applicationId: input.application.id, fromStatus: from, toStatus: input.to, changedById: input.user.id, reason: input.reason ?? null },
  };
}

export type StatusHistoryRow = Awaited<ReturnType<typeof planStatusChange>>["history"];

/** A policy number names one policy whatever its case ("pol-1" is POL-1), as the unique index on lower("policyNo") holds. */
async function assertPolicyNumberFree(tx: Tx, policyNo: string, applicationId: string) {
  const [taken] = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Application" WHERE lower("policyNo") = lower(${policyNo}) AND id <> ${applicationId} LIMIT 1`;
  if (taken)
    throw new AppError("conflict", `Policy number ${policyNo} is already used by another policy.`, { policyNo: ["This policy number is already used."] });
}

/**
 * A submission is Completed once one of its applications is bound and none
 * is still on its way to a quote or a bind; otherwise InProgress. Written only
 * when it changes, so a submission's own concurrency token moves only then.
 */
export async function settleSubmissionStatus(tx: Tx, submissionId: string) {
  const apps = await tx.application.findMany({ where: { submissionId }, select: { status: true } });
  const statuses = apps.map((a) => a.status as ApplicationStatus);
  const status = submissionStatusFor(statuses);
  await tx.submission.updateMany({ where: { id: submissionId, status: { not: status } }, data: { status } });
}

/**
 * The one write of an application row: only while it is still as the write
 * was based on (else 409), together with the status history row when the
 * status moves.
 */
export async function commitApplicationUpdate(
  tx: Tx,
  application: Pick<CurrentApplication, "id" | "submissionId">,
  data: Prisma.ApplicationUncheckedUpdateManyInput,
  history: StatusHistoryRow | null,
  freshness: Freshness,
): Promise<void> {
  await updateIfFresh((guard) => tx.application.updateMany({ where: { id: application.id, ...guard }, data }), freshness);
  if (history) {
    await tx.applicationStatusHistory.create({ data: history });
    await settleSubmissionStatus(tx, application.submissionId);
    await requestStatusDocument(tx, history);
    await noticeApplicationStatus(tx, history);
  }
}

/**
 * An approved quote is owed its proposal (a quote returned to from Pending Bind keeps the one it has), a policy's first
 * bind its binder (a reinstated policy returning to Bound is no bind), asked for in the transaction of the change so
 * neither is ever missing.
 */
async function requestStatusDocument(tx: Tx, history: StatusHistoryRow) {
  const request = { applicationId: history.applicationId, requestedById: history.changedById };
  if (approvesQuote({ from: history.fromStatus, to: history.toStatus })) await requestGeneratedDocument(tx, { ...request, kind: "quote" });
  if (history.toStatus === "Bound") {
    const binds = await tx.applicationStatusHistory.count({ where: { applicationId: history.applicationId, toStatus: "Bound" } });
    if (binds === 1) await requestGeneratedDocument(tx, { ...request, kind: "binder" });
  }
}
