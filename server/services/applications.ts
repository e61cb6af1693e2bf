import "server-only";
import { day } from "../db/sql-values";
import { mayChooseCarrier } from "@/lib/domain/appetite";
import { centsToDollars } from "@/lib/domain/costs";
import { isQuoteExpired } from "@/lib/domain/policy-term";
import { utcToday } from "@/lib/questionnaire/dates";
import { policyStanding } from "@/lib/domain/policy-standing";
import { isMarketplaceRenewalDue } from "@/lib/domain/renewals";
import { statusId, statusLabel, type ApplicationStatus } from "@/lib/domain/statuses";
import type { AnswerGroup } from "@/lib/schemas/application";
import type { ApiApplication, ApplicationQuestions } from "@/lib/schemas/application-answer";
import type { PricingDefinition } from "@/lib/schemas/product-definition";
import type { SessionUser } from "../auth/session-user";
import { db, sqlIn, type Tx } from "../db";
import { notFound } from "../errors";
import { applicationAccess } from "./access";
import { coverageAppetite } from "./appetite";
import { readApplication } from "./application-read";
import { applicationInclude, type ApplicationRow } from "./application-row";
import { documentContext, toApiDocument } from "./document-view";
import { toApiNote } from "./note-view";
import { productDefinition } from "./product-definitions";
import { cancelIfDue, isCancellationDue } from "./cancellation-schedule";
import { archiveIfExpired } from "./quote-expiry";

type Viewer = Pick<SessionUser, "role" | "agencyId">;

/** Loads an application through the viewer's access rule; anything they may not see is 404. */
export async function findApplication(viewer: Viewer, appID: string, tx: Tx = db): Promise<ApplicationRow> {
  const row = await tx.application.findFirst({ where: { id: appID, ...applicationAccess(viewer) }, include: applicationInclude(viewer) });
  if (!row) throw notFound("Application");
  return row;
}

/** findApplication's row through the hand-written read, on the transaction's connection: the read of every write that answers the application. */
export async function readApplicationIn(tx: Tx, viewer: Viewer, appID: string): Promise<ApplicationRow> {
  const row = await readApplication(viewer, appID, sqlIn(tx));
  if (!row) throw notFound("Application");
  return row;
}

type GroupStatuses = Record<string, string>;

function linkedCoverage(app: ApplicationRow["renewals"][number]) {
  return {
    appID: app.id,
    submissionID: app.submissionId,
    productID: app.product.id,
    productName: app.product.label,
    status: app.status,
    isWholesale: app.product.isWholesale,
    totalCost: centsToDollars(app.totalCostCents),
  };
}

function pricingOf(row: ApplicationRow, definition: PricingDefinition) {
  const saved = row.pricingAnswers as unknown as AnswerGroup[];
  return {
    groups: definition.groups.map((g) => ({
      id: g.id,
      label: g.label,
      questions: g.questions,
      answers: saved.find((a) => a.sectionGroupID === g.id)?.answers ?? [],
    })),
  };
}

/** The carriers' appetite for the application's coverage, from its submission and product as the row carries them. */
export function applicationAppetite(row: ApplicationRow) {
  return coverageAppetite({
    carriers: row.product.carriers,
    rules: row.product.appetiteRules,
    addresses: row.submission.addresses,
    businessTypes: row.submission.businessTypes,
    effectiveDate: row.effectiveDate,
  });
}

/** The application as the API answers it (spec 1 §3, spec 2 §3, spec 3 §3). Money is in dollars. */
export async function toApiApplication(row: ApplicationRow, tx: Tx = db): Promise<ApiApplication> {
  const { questionnaire, pricing: pricingDefinition } = await productDefinition(row.productId, row.productVersion, tx);
  const groupStatuses = row.sectionGroupStatuses as GroupStatuses;
  const pricing = pricingOf(row, pricingDefinition);
  const cancellation = row.cancellations[0];
  const reinstatement = row.reinstatements[0];
  const appetite = applicationAppetite(row);
  const overridden = row.appetiteOverriddenAt !== null;
  // Carrier & Pricing offers the carriers that write or refer the risk (every carrier once overridden), and keeps the one chosen.
  const offered = row.product.carriers.flatMap(({ carrier }) => {
    const verdict = appetite.carriers.find((c) => c.carrierID === carrier.id) ?? { decision: "in" as const, reasons: [] };
    return mayChooseCarrier(verdict.decision, { alreadyChosen: carrier.id === row.selectedCarrierId, overridden }) ? [{ carrier, verdict }] : [];
  });
  return {
    appID: row.id,
    submissionID: row.submissionId,
    status: row.status as ApplicationStatus,
    statusDisplayValue: statusLabel(row.status),
    standing: policyStanding(
      { status: row.status, expirationDate: day(row.expirationDate), renewedFromExpirationDate: day(row.renewedFrom?.expirationDate ?? null) },
      utcToday(),
    ),
    statusID: row.statusId ?? statusId(row.status as ApplicationStatus),
    productID: row.productId,
    productName: row.product.label,
    product: {
      id: row.product.id,
      name: row.product.label,
      iconUrl: row.product.iconUrl,
      isWholesale: row.product.isWholesale,
      isDirectToConsumer: row.product.isDirectToConsumer,
      version: row.productVersion,
      identifier: row.product.identifier,
      industryID: row.product.industryId,
    },
    carriers: {
      selectedCarrierID: row.selectedCarrierId,
      options: offered.map(({ carrier, verdict }) => {
        const selected = carrier.id === row.selectedCarrierId;
        return {
          id: carrier.id,
          name: carrier.name,
          thumbnailUrl: carrier.thumbnailUrl,
          cost: selected ? centsToDollars(row.totalCostCents) : null,
          pricing: selected ? pricing : null,
          appetite: verdict.decision,
          appetiteReasons: verdict.reasons,
        };
      }),
    },
    appetite: {
      decision: appetite.decision,
      reasons: appetite.reasons,
      decisionAtSubmit: row.appetiteDecision,
      override: row.appetiteOverriddenAt ? { byUserID: row.appetiteOverriddenById, at: row.appetiteOverriddenAt.toISOString() } : null,
    },
    pricing,
    sectionGroups: questionnaire.sectionGroups.map((g) => ({ id: g.id, label: g.label, status: groupStatuses[g.id] ?? "NotStarted", sections: g.sections })),
    answerGroups: row.answerGroups as unknown as AnswerGroup[],
    documents: row.documents.map((d) => toApiDocument(d, documentContext(row))),
    notes: row.notes.map(toApiNote),
    effectiveDate: day(row.effectiveDate),
    quoteValidUntil: day(row.quoteValidUntil),
    expirationDate: day(row.expirationDate),
    policyNo: row.policyNo,
    totalCost: centsToDollars(row.totalCostCents),
    updatedDate: row.updatedAt.toISOString(),
    isFlaggedForManualReview: row.isFlaggedForManualReview,
    isFlaggedForRenewal: row.isFlaggedForRenewal,
    isDeclineAcknowledged: row.isDeclineAcknowledged,
    completionPercentage: row.completionPercentage,
    questionsToReview: row.reviewQuestionKeys,
    cancellationID: cancellation?.id ?? null,
    cancellationDate: day(cancellation?.cancellationDate ?? null),
    reinstatementID: reinstatement?.id ?? null,
    priceIndication: {
      basePremium: centsToDollars(row.basePremiumCents),
      totalPremium: centsToDollars(row.totalPremiumCents),
      carriers: ((row.priceIndicationCarriers ?? []) as { id: string; name: string; thumbnailUrl: string | null; premiumCents: number }[]).map((c) => ({
        id: c.id,
        name: c.name,
        thumbnailUrl: c.thumbnailUrl,
        premium: centsToDollars(c.premiumCents),
      })),
    },
    priceIndicationSeen: row.priceIndicationSeen,
    priceIndicationReady: row.priceIndicationReady,
    renewedFromAppID: row.renewedFromAppId,
    renewalDue: isMarketplaceRenewalDue(
      { isWholesale: row.product.isWholesale, status: row.status, expirationDate: day(row.expirationDate), hasRenewal: row.renewals.length > 0 },
      utcToday(),
    ),
    linkedCoverages: {
      renewals: row.renewals.map(linkedCoverage),
      renewedFrom: row.renewedFrom ? linkedCoverage(row.renewedFrom) : null,
    },
  };
}

/** A marketplace quote past its valid-until day, which archiveIfExpired archives. */
function hasExpiredQuote(row: Pick<ApplicationRow, "status" | "quoteValidUntil">): boolean {
  return row.status === "QuoteApproved" && isQuoteExpired(day(row.quoteValidUntil), utcToday());
}

/** A status the calendar has overtaken: a quote past its valid-until day, or a policy whose scheduled cancellation day has come. */
export function isOverdue(row: Pick<ApplicationRow, "status" | "quoteValidUntil" | "cancellations">): boolean {
  return hasExpiredQuote(row) || isCancellationDue(row.cancellations[0]);
}

/** Brings such a status up to date (archived, cancelled), with its history, before the application is read or written. */
export async function settleOverdue(tx: Tx, appID: string): Promise<void> {
  await archiveIfExpired(tx, appID);
  await cancelIfDue(tx, appID);
}

export async function getApplication(viewer: Viewer, appID: string): Promise<ApiApplication> {
  // The read every screen makes, in one hand-written statement (application-read.ts).
  const row = await readApplication(viewer, appID);
  if (!row) throw notFound("Application");
  // Nobody sees a quote past its day as open or a cancelled policy as in force; a read with nothing overdue costs nothing more.
  if (isOverdue(row)) {
    await db.$transaction((tx) => settleOverdue(tx, appID));
    return toApiApplication(await findApplication(viewer, appID));
  }
  return toApiApplication(row);
}

/** The questionnaire of the application's own product version, with each group's status. */
export async function getApplicationQuestions(viewer: Viewer, appID: string): Promise<ApplicationQuestions> {
  const app = await db.application.findFirst({
    where: { id: appID, ...applicationAccess(viewer) },
    select: { productId: true, productVersion: true, sectionGroupStatuses: true },
  });
  if (!app) throw notFound("Application");
  const { questionnaire } = await productDefinition(app.productId, app.productVersion);
  const statuses = app.sectionGroupStatuses as GroupStatuses;
  return { version: app.productVersion, sectionGroups: questionnaire.sectionGroups.map((g) => ({ ...g, status: statuses[g.id] ?? "NotStarted" })) };
}
