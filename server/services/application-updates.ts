import "server-only";
import { mayChooseCarrier } from "@/lib/domain/appetite";
import { appetiteBlocksSubmit, outOfAppetiteMessage } from "@/lib/domain/appetite-display";
import { judgeApplicationPatch } from "@/lib/domain/application-patch";
import { applicationEditPermissions } from "@/lib/domain/editing";
import { isEditableStatus, statusLabel, type ApplicationStatus } from "@/lib/domain/statuses";
import { transitionKindFor } from "@/lib/domain/requested-transition";
import { questionsLeftToReview } from "@/lib/questionnaire/changed-questions";
import { mergeAnswerGroups, type QuestionIssue } from "@/lib/questionnaire/evaluate";
import type { AnswerGroup, ApplicationPatch } from "@/lib/schemas/application";
import type { ApplicationUpdate } from "@/lib/schemas/application-answer";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { db, sql, sqlIn, type Tx } from "../db";
import { AppError, forbidden, notFound } from "../errors";
import { readApplication } from "./application-read";
import type { ApplicationRow } from "./application-row";
import { applicationAppetite, isOverdue, readApplicationIn, settleOverdue, toApiApplication } from "./applications";
import { productDefinition } from "./product-definitions";
import {
  answerContext,
  assertAnswersFitGroups,
  type AnswerContext,
  evaluateAnswers,
  evaluationData,
  fieldErrors,
  priceIndicationData,
  ratedCarriers,
} from "./questionnaire-answers";
import { pricedColumns, pricingQuestionnaire } from "./pricing-answers";
import { applicationFreshness } from "./application-freshness";
import { writeApplicationColumns } from "./application-columns-write";
import { assertFresh, basedOnTime, type Freshness } from "./freshness";
import { wakeDocumentGeneration } from "../documents/generation";
import { commitApplicationUpdate, planStatusChange, type StatusChangeFlags, type StatusHistoryRow } from "./status-change";

type Data = Prisma.ApplicationUncheckedUpdateManyInput;

function notEditable(row: ApplicationRow, what: string) {
  return new AppError("conflict", `${what} cannot be changed while the application is ${statusLabel(row.status)}.`, undefined, { currentStatus: row.status });
}

function unknownIds(ids: string[], known: Set<string>, field: string) {
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length)
    throw new AppError("unprocessable", `Unknown ${field}: ${unknown.join(", ")}.`, { answers: [`Unknown ${field}: ${unknown.join(", ")}.`] });
}

interface AnswersResult {
  data: Data;
  /** When submitting: every problem left in the questionnaire, which refuses the submit once the status change is allowed. */
  submitIssues: QuestionIssue[];
}

/**
 * Answers go through the question engine: a value breaking a rule in a group
 * sent refuses the write (422, per question); calculated fields, group
 * statuses and the price indication are computed here, never taken from the
 * client. A submit evaluates the whole questionnaire.
 */
async function answersData(
  tx: Tx,
  user: SessionUser,
  row: ApplicationRow,
  patch: ApplicationPatch,
  submitting: boolean,
  readContext: AnswerContext | undefined,
): Promise<AnswersResult> {
  const none: AnswersResult = { data: {}, submitIssues: [] };
  if (!patch.answers && !submitting) return none;
  const may = applicationEditPermissions(user.role, row.status as ApplicationStatus);
  const definition = await productDefinition(row.productId, row.productVersion, tx);
  if (patch.answers && patch.answerType === "pricing") {
    if (!may.coveragePricing) throw notEditable(row, "Pricing");
    // Pricing questions go through the same engine: values are validated and total_cost is computed here.
    const pricing = pricingQuestionnaire(definition.pricing);
    unknownIds(
      patch.answers.map((g) => g.sectionGroupID),
      new Set(pricing.sectionGroups.map((g) => g.id)),
      "pricing group",
    );
    assertAnswersFitGroups(pricing, patch.answers);
    return { ...none, data: pricedColumns(pricing, row.pricingAnswers as unknown as AnswerGroup[], patch.answers) };
  }
  const incoming = patch.answers ?? [];
  if (patch.answers) {
    if (!may.coverageQuestions) throw notEditable(row, "Answers");
    unknownIds(
      incoming.map((g) => g.sectionGroupID),
      new Set(definition.questionnaire.sectionGroups.map((g) => g.id)),
      "section group",
    );
    assertAnswersFitGroups(definition.questionnaire, incoming);
  }
  const context = readContext ?? (await answerContext(sqlIn(tx), row.submissionId));
  const merged = mergeAnswerGroups(row.answerGroups as unknown as AnswerGroup[], incoming);
  const evaluation = evaluateAnswers(definition.questionnaire, merged, context, submitting);
  const sent = new Set(incoming.map((g) => g.sectionGroupID));
  const invalid = evaluation.issues.filter((i) => i.kind === "invalid" && sent.has(i.sectionGroupID));
  if (invalid.length) throw new AppError("unprocessable", "Some answers are not valid.", fieldErrors(invalid));
  const toReview = questionsLeftToReview(row.reviewQuestionKeys, definition.questionnaire, sent);
  return {
    data: {
      ...evaluationData(evaluation),
      ...priceIndicationData(definition.rating, evaluation, context, ratedCarriers(row.product.carriers)),
      // The first save makes the price indication ready (spec 1 §4).
      priceIndicationReady: true,
      ...(toReview.length < row.reviewQuestionKeys.length ? { reviewQuestionKeys: toReview } : {}),
    },
    submitIssues: submitting ? evaluation.issues : [],
  };
}

async function carrierData(tx: Tx, user: SessionUser, row: ApplicationRow, patch: ApplicationPatch): Promise<Data> {
  if (patch.selectedCarrierID === undefined) return {};
  if (!applicationEditPermissions(user.role, row.status as ApplicationStatus).coveragePricing) throw notEditable(row, "The carrier");
  const offered = await tx.productCarrier.findUnique({ where: { productId_carrierId: { productId: row.productId, carrierId: patch.selectedCarrierID } } });
  if (!offered)
    throw new AppError("unprocessable", "This carrier is not offered for this coverage.", { selectedCarrierID: ["Not a carrier option of this coverage."] });
  // A carrier that declines the risk is chosen only once an underwriter overrode the appetite (in this write or before).
  const carrier = applicationAppetite(row).carriers.find((c) => c.carrierID === patch.selectedCarrierID);
  const overridden = patch.appetiteOverride ?? row.appetiteOverriddenAt !== null;
  if (carrier && !mayChooseCarrier(carrier.decision, { alreadyChosen: row.selectedCarrierId === carrier.carrierID, overridden })) {
    const message = `${carrier.name} does not write this risk: ${carrier.reasons[0]}`;
    throw new AppError("unprocessable", message, { selectedCarrierID: [message] });
  }
  return { selectedCarrierId: patch.selectedCarrierID };
}

/** An underwriter's override of the appetite: set with who and when (kept when already set), or taken back. */
function appetiteOverrideData(user: SessionUser, row: ApplicationRow, patch: ApplicationPatch): Data {
  if (patch.appetiteOverride === undefined || patch.appetiteOverride === (row.appetiteOverriddenAt !== null)) return {};
  if (!isEditableStatus(row.status as ApplicationStatus)) throw notEditable(row, "The appetite override");
  return patch.appetiteOverride
    ? { appetiteOverriddenById: user.id, appetiteOverriddenAt: new Date() }
    : { appetiteOverriddenById: null, appetiteOverriddenAt: null };
}

function flagData(patch: ApplicationPatch): Data {
  const data: Data = {};
  if (patch.isFlaggedForManualReview !== undefined) data.isFlaggedForManualReview = patch.isFlaggedForManualReview;
  if (patch.priceIndicationSeen !== undefined) data.priceIndicationSeen = patch.priceIndicationSeen;
  if (patch.isDeclineAcknowledged !== undefined) data.isDeclineAcknowledged = patch.isDeclineAcknowledged;
  return data;
}

/**
 * The status the write asks for. An agent who changes answers of an app that
 * is not InProgress reverts it to InProgress (spec 1 §4), unless they submit
 * it in the same write; their answers never ride along with any other status.
 */
function targetStatus(user: SessionUser, row: ApplicationRow, patch: ApplicationPatch): ApplicationStatus | undefined {
  // A renewal request also creates the renewal application: only its own endpoint does both.
  if (patch.status === "RequestedRenewal") {
    const message = "A renewal is requested with POST /api/applications/{appID}/renewal.";
    throw new AppError("unprocessable", message, { status: [message] });
  }
  if (!judgeApplicationPatch(user.role, patch).reopensWithAnswers || row.status === "InProgress") return patch.status;
  if (!patch.status) return "InProgress";
  if (!applicationEditPermissions(user.role, row.status as ApplicationStatus).coverageQuestions) throw notEditable(row, "Answers");
  const kind = transitionKindFor({ role: user.role, from: row.status as ApplicationStatus, to: patch.status, isWholesale: row.product.isWholesale });
  if (patch.status !== row.status && kind === "submit") return patch.status;
  const message = "Changed answers return the application to In Progress: send them without a status, or submit the application with them.";
  throw new AppError("conflict", message, { status: [message] }, { currentStatus: row.status });
}

/** Whether the status a write asks for moves the application (a write naming its current status changes none). */
function movesStatus(row: ApplicationRow, to: ApplicationStatus | undefined): to is ApplicationStatus {
  return to !== undefined && to !== row.status;
}

/** Writes the planned columns and, with a status change, its history row; stale is refused (409). */
type Commit = (data: Data, history: StatusHistoryRow | null, freshness: Freshness) => Promise<void>;

/**
 * PATCH /api/applications/{appID}: answers, pricing, flags and status in one guarded write. The feature flags are
 * evaluated only when the write changes the status, the one part they govern.
 */
export async function updateApplication(
  user: SessionUser,
  appID: string,
  patch: ApplicationPatch,
  flags: () => Promise<StatusChangeFlags>,
): Promise<ApplicationUpdate> {
  // Read before any transaction: the update is a compare-and-set on the updatedDate read here, so a change in between is
  // refused as stale, and a transaction holds a connection only while it writes.
  const found = await readApplication(user, appID);
  if (!found) throw notFound("Application");
  const needsContext = patch.status !== undefined || (patch.answers !== undefined && patch.answerType !== "pricing");
  const context = needsContext ? await answerContext(sql, found.submissionId) : undefined;
  // A write that changes only this application's own columns is one guarded statement (most saves of answers);
  // settling an overdue status, or a status change with its history and the submission's status, takes a transaction.
  if (!isOverdue(found) && !movesStatus(found, targetStatus(user, found, patch))) {
    return applyPatch(db, user, found, patch, context, flags, (data, _history, freshness) => writeApplicationColumns(appID, data, freshness));
  }
  const update = await db.$transaction(async (tx) => {
    // An expired quote is archived first, a due cancellation takes effect: the write is then judged against the status
    // the application has reached, and its updatedDate is stale.
    const row = isOverdue(found) ? (await settleOverdue(tx, appID), await readApplicationIn(tx, user, appID)) : found;
    // The insured read above is the one the engine sees, unless the application was archived and read again.
    return applyPatch(tx, user, row, patch, row === found ? context : undefined, flags, (data, history, freshness) =>
      commitApplicationUpdate(tx, row, data, history, freshness),
    );
  });
  // An approval or bind may now be owed its generated document.
  wakeDocumentGeneration();
  return update;
}

async function applyPatch(
  tx: Tx,
  user: SessionUser,
  row: ApplicationRow,
  patch: ApplicationPatch,
  context: AnswerContext | undefined,
  flags: () => Promise<StatusChangeFlags>,
  commit: Commit,
): Promise<ApplicationUpdate> {
  const appID = row.id;
  const freshness = applicationFreshness(tx, user, appID, basedOnTime(patch.updatedDate));
  await assertFresh(row.updatedAt, freshness);
  const { refusal } = judgeApplicationPatch(user.role, patch);
  if (refusal) throw forbidden(refusal);

  const to = targetStatus(user, row, patch);
  const changesStatus = movesStatus(row, to);
  const submitting =
    changesStatus && transitionKindFor({ role: user.role, from: row.status as ApplicationStatus, to, isWholesale: row.product.isWholesale }) === "submit";
  const answers = await answersData(tx, user, row, patch, submitting, context);
  const data: Data = { ...answers.data, ...(await carrierData(tx, user, row, patch)), ...flagData(patch), ...appetiteOverrideData(user, row, patch) };
  let history: StatusHistoryRow | null = null;
  if (changesStatus) {
    const plan = await planStatusChange(tx, {
      user,
      // Judged as this write leaves the application: answers, pricing and a carrier sent with the status count, not the row before them.
      application: { ...row, ...data } as ApplicationRow,
      to,
      flags: await flags(),
      policyNo: patch.policyNo ?? null,
      effectiveDate: patch.effectiveDate,
      expirationDate: patch.expirationDate,
      reason: patch.reason,
    });
    Object.assign(data, plan.data);
    history = plan.history;
  }
  if (submitting) {
    // The carriers' appetite at submit is kept for the work queue; a coverage none of them wants needs an underwriter's override.
    const appetite = applicationAppetite(row);
    if (appetiteBlocksSubmit(appetite.decision, row.appetiteOverriddenAt !== null)) {
      throw new AppError("unprocessable", outOfAppetiteMessage(appetite), undefined, { currentStatus: row.status });
    }
    data.appetiteDecision = appetite.decision;
  }
  if (answers.submitIssues.length) {
    throw new AppError("unprocessable", "Answer every required question before submitting.", fieldErrors(answers.submitIssues));
  }
  // The number and term are the bind's; a bound policy's term changes by endorsement.
  const bindTerms = patch.policyNo !== undefined || patch.effectiveDate !== undefined || patch.expirationDate !== undefined;
  if (bindTerms && data.status !== "Bound") {
    const message = "A policy number and term are entered when binding.";
    throw new AppError("unprocessable", message, { policyNo: [message] });
  }
  if (Object.keys(data).length) {
    // Set here rather than by Prisma, so the answer can name it without reading the row again.
    data.updatedAt = new Date();
    await commit(data, history, freshness);
  }
  // A status change also writes history and may settle the submission, so its answer is read afresh; any other write
  // changed only the columns in data, all plain values.
  const current = history ? await readApplicationIn(tx, user, appID) : ({ ...row, ...data } as ApplicationRow);
  const saved = await toApiApplication(current, tx);
  return {
    appID: saved.appID,
    status: saved.status,
    statusID: saved.statusID,
    notes: saved.notes,
    isFlaggedForManualReview: saved.isFlaggedForManualReview,
    cancellationID: saved.cancellationID,
    cancellationDate: saved.cancellationDate,
    pricing: saved.pricing,
    selectedCarrierID: saved.carriers.selectedCarrierID,
    totalCost: saved.totalCost,
    policyNo: saved.policyNo,
    sectionGroups: saved.sectionGroups.map((g) => ({ id: g.id, status: g.status })),
    priceIndicationSeen: saved.priceIndicationSeen,
    questionsToReview: saved.questionsToReview,
    updatedDate: saved.updatedDate,
  };
}
