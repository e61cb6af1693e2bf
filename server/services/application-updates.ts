import "server-only";
import { sumOfAnswers } from "@/lib/domain/calculations";
import { applicationEditPermissions } from "@/lib/domain/editing";
import { statusLabel, type ApplicationStatus } from "@/lib/domain/statuses";
import type { AnswerGroup, ApplicationPatch } from "@/lib/schemas/application";
import type { Flags } from "@/lib/flags";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { db } from "../db";
import { AppError, forbidden } from "../errors";
import { findApplication, productDefinition, toApiApplication, type ApplicationRow, type Tx } from "./applications";
import { commitApplicationUpdate, planStatusChange, type StatusHistoryRow } from "./status-change";

type Data = Prisma.ApplicationUncheckedUpdateManyInput;

async function staleError(tx: Tx, user: SessionUser, appID: string): Promise<AppError> {
  // A new statement in the transaction sees what is committed now.
  const current = await toApiApplication(await findApplication(user, appID, tx), tx);
  return new AppError("conflict", "This application was changed by someone else since you loaded it. Reload it to see the changes.", undefined, { current });
}

function assertBasedOnCurrent(row: ApplicationRow, basedOn: string | undefined) {
  if (!basedOn) {
    throw new AppError("unprocessable", "Send the updatedDate this change is based on.", { updatedDate: ["updatedDate is required."] });
  }
  const time = new Date(basedOn).getTime();
  if (Number.isNaN(time)) throw new AppError("unprocessable", "updatedDate must be an ISO date-time.", { updatedDate: ["Invalid date-time."] });
  return time === row.updatedAt.getTime();
}

function notEditable(row: ApplicationRow, what: string) {
  return new AppError("conflict", `${what} cannot be changed while the application is ${statusLabel(row.status)}.`, undefined, { currentStatus: row.status });
}

/** Replaces the answers of each group sent, keeping the others. */
function mergeGroups(saved: AnswerGroup[], incoming: AnswerGroup[]): AnswerGroup[] {
  const byId = new Map(saved.map((g) => [g.sectionGroupID, g]));
  for (const g of incoming) byId.set(g.sectionGroupID, g);
  return [...byId.values()];
}

function unknownIds(ids: string[], known: Set<string>, field: string) {
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) throw new AppError("unprocessable", `Unknown ${field}: ${unknown.join(", ")}.`, { answers: [`Unknown ${field}: ${unknown.join(", ")}.`] });
}

async function answersData(tx: Tx, user: SessionUser, row: ApplicationRow, patch: ApplicationPatch): Promise<Data> {
  if (!patch.answers) return {};
  const can = applicationEditPermissions(user.role, row.status as ApplicationStatus);
  const definition = await productDefinition(row.productId, row.productVersion, tx);
  if (patch.answerType === "pricing") {
    if (user.role !== "Underwriter") throw forbidden("Only an underwriter may enter pricing.");
    if (!can.coveragePricing) throw notEditable(row, "Pricing");
    unknownIds(patch.answers.map((g) => g.sectionGroupID), new Set(definition.pricing.groups.map((g) => g.id)), "pricing group");
    const merged = mergeGroups(row.pricingAnswers as unknown as AnswerGroup[], patch.answers);
    const totalQuestion = definition.pricing.groups.find((g) => g.id === "total")?.questions.find((q) => q.questionKey === "total_cost");
    const totalDollars = sumOfAnswers(totalQuestion?.calculationLogic ?? [], merged.filter((g) => g.sectionGroupID !== "total").flatMap((g) => g.answers));
    const withTotal = mergeGroups(merged, [{ sectionGroupID: "total", answers: [{ source: "total_cost", value: totalDollars }] }]);
    return { pricingAnswers: withTotal as unknown as Prisma.InputJsonValue, totalCostCents: Math.round(totalDollars * 100) };
  }
  if (!can.coverageQuestions) throw notEditable(row, "Answers");
  unknownIds(patch.answers.map((g) => g.sectionGroupID), new Set(definition.questionnaire.sectionGroups.map((g) => g.id)), "section group");
  const statuses = { ...(row.sectionGroupStatuses as Record<string, string>) };
  for (const g of patch.answers) statuses[g.sectionGroupID] = "Completed";
  return {
    answerGroups: mergeGroups(row.answerGroups as unknown as AnswerGroup[], patch.answers) as unknown as Prisma.InputJsonValue,
    sectionGroupStatuses: statuses,
    // The first save makes the price indication ready (spec 1 §4).
    priceIndicationReady: true,
  };
}

async function carrierData(tx: Tx, user: SessionUser, row: ApplicationRow, patch: ApplicationPatch): Promise<Data> {
  if (patch.selectedCarrierID === undefined) return {};
  if (user.role !== "Underwriter") throw forbidden("Only an underwriter may choose the carrier.");
  if (!applicationEditPermissions(user.role, row.status as ApplicationStatus).coveragePricing) throw notEditable(row, "The carrier");
  const offered = await tx.productCarrier.findUnique({ where: { productId_carrierId: { productId: row.productId, carrierId: patch.selectedCarrierID } } });
  if (!offered) throw new AppError("unprocessable", "This carrier is not offered for this coverage.", { selectedCarrierID: ["Not a carrier option of this coverage."] });
  return { selectedCarrierId: patch.selectedCarrierID };
}

function flagData(user: SessionUser, patch: ApplicationPatch): Data {
  const data: Data = {};
  if (patch.isFlaggedForManualReview !== undefined) {
    if (user.role !== "Underwriter") throw forbidden("Only an underwriter may flag an application for manual review.");
    data.isFlaggedForManualReview = patch.isFlaggedForManualReview;
  }
  if (patch.priceIndicationSeen !== undefined) data.priceIndicationSeen = patch.priceIndicationSeen;
  if (patch.isDeclineAcknowledged !== undefined) data.isDeclineAcknowledged = patch.isDeclineAcknowledged;
  return data;
}

/**
 * The status the write asks for. An agent who changes answers of an app that
 * is not InProgress reverts it to InProgress (spec 1 §4), unless they submit.
 */
function targetStatus(user: SessionUser, row: ApplicationRow, patch: ApplicationPatch): ApplicationStatus | undefined {
  // A renewal request also creates the renewal application: only its own endpoint does both.
  if (patch.status === "RequestedRenewal") {
    const message = "A renewal is requested with POST /api/applications/{appID}/renewal.";
    throw new AppError("unprocessable", message, { status: [message] });
  }
  if (patch.status) return patch.status;
  if (user.role === "Agent" && patch.answers && patch.answerType === "general" && row.status !== "InProgress") return "InProgress";
  return undefined;
}

/** PATCH /api/applications/{appID}: answers, pricing, flags and status in one guarded write. */
export async function updateApplication(user: SessionUser, appID: string, patch: ApplicationPatch, flags: Flags, ifMatch: string | null) {
  return db.$transaction(async (tx) => {
    const row = await findApplication(user, appID, tx);
    if (!assertBasedOnCurrent(row, patch.updatedDate ?? ifMatch ?? undefined)) throw await staleError(tx, user, appID);
    if (patch.policyNo !== undefined && user.role !== "Underwriter") throw forbidden("Only an underwriter may set the policy number.");

    const data: Data = { ...(await answersData(tx, user, row, patch)), ...(await carrierData(tx, user, row, patch)), ...flagData(user, patch) };
    const to = targetStatus(user, row, patch);
    let history: StatusHistoryRow | null = null;
    if (to && to !== row.status) {
      const plan = await planStatusChange(tx, { user, application: row, to, flags, policyNo: patch.policyNo ?? null, reason: patch.reason });
      Object.assign(data, plan.data);
      history = plan.history;
    }
    if (patch.policyNo !== undefined) {
      if ((data.status ?? row.status) !== "Bound") {
        throw new AppError("unprocessable", "A policy number is entered when binding.", { policyNo: ["A policy number is entered when binding."] });
      }
      data.policyNo = patch.policyNo;
    }
    if (Object.keys(data).length) await commitApplicationUpdate(tx, row, data, history, () => staleError(tx, user, appID));
    const saved = await toApiApplication(await findApplication(user, appID, tx), tx);
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
      updatedDate: saved.updatedDate,
    };
  });
}
