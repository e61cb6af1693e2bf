import "server-only";
import { Readable } from "node:stream";
import { endorsementTotalCents } from "@/lib/domain/endorsements";
import type { GeneratedDocumentContent } from "@/lib/domain/generated-document-content";
import { binderContent, endorsementContent, quoteProposalContent } from "@/lib/domain/generated-documents";
import { formatCurrency } from "@/lib/domain/costs";
import { fileNamePart, type StoredDocumentCategory } from "@/lib/domain/documents";
import { endorsementChangeRows, type StoredEndorsementChanges } from "@/lib/questionnaire/printed-answers";
import { db, type Tx } from "../db";
import type { GeneratedDocumentKind } from "../generated/prisma/client";
import { log } from "../log";
import { runInRequestContext } from "../request-context";
import { retryDelay, startSweep } from "../services/sweep";
import { documentStorage, newStorageKey, type DocumentStorage } from "../storage";
import { discardStoredObject } from "../services/document-upload";
import { applicationFacts, type ApplicationFacts } from "./generated-facts";
import { renderPdf } from "./pdf-render";

/**
 * The documents the app writes itself. An approval, bind or endorsement bind
 * asks for its document in its own transaction (`requestGeneratedDocument`),
 * so none is ever owed without a record of it; this worker then renders the
 * PDF, stores it and files it as a document of the application, retrying
 * with growing delays until it succeeds. Each request files a new document:
 * nothing generated is ever overwritten.
 */
const POLL_MS = 5_000;
// Longer than one rendering may take; a worker that died mid-way frees its rows after it.
const CLAIM_MS = 60_000;
const ERROR_MAX = 500;

const categoryOf: Record<GeneratedDocumentKind, StoredDocumentCategory> = {
  quote: "generated_quote",
  binder: "generated_binder",
  endorsement: "generated_endorsement",
};

/** Records, in the caller's transaction, that the application is owed a generated document. */
export async function requestGeneratedDocument(
  tx: Tx,
  request: { applicationId: string; kind: GeneratedDocumentKind; requestedById: string; endorsementId?: string },
): Promise<void> {
  await tx.documentGeneration.create({ data: request });
}

interface Job {
  id: string;
  applicationId: string;
  endorsementId: string | null;
  kind: GeneratedDocumentKind;
  createdAt: Date;
  attempts: number;
  requestedBy: { id: string; firstName: string; lastName: string };
}

async function claimDue(now: Date, limit: number): Promise<string[]> {
  const claimUntil = new Date(now.getTime() + CLAIM_MS);
  const rows = await db.$queryRaw<{ id: string }[]>`
    UPDATE "DocumentGeneration" SET "claimedUntil" = ${claimUntil}, "attempts" = "attempts" + 1
    WHERE "id" IN (
      SELECT "id" FROM "DocumentGeneration"
      WHERE "nextAttemptAt" <= ${now} AND ("claimedUntil" IS NULL OR "claimedUntil" < ${now})
      ORDER BY "nextAttemptAt" LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id"`;
  return rows.map((r) => r.id);
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** The how-manieth document of its kind the application is owed, counting this one: it numbers quotes and endorsements. */
async function ordinal(job: Job): Promise<number> {
  return db.documentGeneration.count({ where: { applicationId: job.applicationId, kind: job.kind, createdAt: { lte: job.createdAt } } });
}

async function quoteDocument(job: Job, facts: ApplicationFacts) {
  const quoteNumber = `Q-${facts.appID.slice(0, 8).toUpperCase()}-${await ordinal(job)}`;
  const content = quoteProposalContent({
    quoteNumber,
    issuedOn: day(job.createdAt),
    validUntil: facts.quoteValidUntil,
    requestedEffectiveDate: facts.requestedEffectiveDate,
    parties: facts.parties,
    insured: facts.insured,
    pricing: facts.pricing,
    totalCostCents: facts.totalCostCents,
    coverageTerms: facts.coverageTerms,
    approvedBy: personName(job.requestedBy),
  });
  return { content, filename: `Quote proposal ${quoteNumber}.pdf` };
}

function binderDocument(job: Job, facts: ApplicationFacts) {
  const policyNumber = facts.policyNumber ?? "";
  const content = binderContent({
    policyNumber,
    effectiveDate: facts.effectiveDate,
    expirationDate: facts.expirationDate,
    parties: facts.parties,
    insured: facts.insured,
    pricing: facts.pricing,
    totalCostCents: facts.totalCostCents,
    boundOn: day(job.createdAt),
    boundBy: personName(job.requestedBy),
  });
  return { content, filename: `Binder ${fileNamePart(policyNumber)}.pdf` };
}

async function endorsementDocument(job: Job, facts: ApplicationFacts) {
  const row = await db.endorsement.findUniqueOrThrow({ where: { id: job.endorsementId ?? "" } });
  const policyNumber = facts.policyNumber ?? "";
  const priced = (label: string, cents: number | null) => (cents === null ? [] : [{ label, value: formatCurrency(cents) }]);
  const content = endorsementContent({
    policyNumber,
    effectiveDate: day(row.effectiveDate),
    parties: facts.parties,
    insured: facts.insured,
    changes: endorsementChangeRows({
      companyInfo: row.companyInfoChanges as StoredEndorsementChanges["companyInfo"],
      businessTypes: row.businessTypeChanges as StoredEndorsementChanges["businessTypes"],
      answers: row.answerChanges as StoredEndorsementChanges["answers"],
    }),
    pricing: [...priced("Premium", row.totalPremiumCents), ...priced("State tax", row.stateTaxCents), ...priced("Underwriter fee", row.underwriterFeeCents)],
    premiumChangeCents: endorsementTotalCents(row),
    boundOn: day(row.boundDate ?? job.createdAt),
    boundBy: personName(job.requestedBy),
  });
  return { content, filename: `Endorsement ${await ordinal(job)} ${fileNamePart(policyNumber)}.pdf` };
}

const documentOf: Record<GeneratedDocumentKind, (job: Job, facts: ApplicationFacts) => Promise<{ content: GeneratedDocumentContent; filename: string }>> = {
  quote: quoteDocument,
  binder: async (job, facts) => binderDocument(job, facts),
  endorsement: endorsementDocument,
};

export interface GenerationOptions {
  now?: Date;
  limit?: number;
  storage?: DocumentStorage;
}

/** Another run filed the document first: a render that outlived its claim is thrown away. */
class FiledMeanwhile extends Error {}

/**
 * Renders, stores and files one owed document, as written by the one who asked for it (the audit trail names them).
 * Answers whether this run filed it.
 */
async function fileDocument(job: Job, storage: DocumentStorage, now: Date): Promise<boolean> {
  const facts = await applicationFacts(job.applicationId);
  if (!facts) return false; // The application is gone, and its request with it.
  const { content, filename } = await documentOf[job.kind](job, facts);
  const bytes = await renderPdf(content, { createdAt: job.createdAt });
  const storageKey = newStorageKey();
  // Marked pending before it is written, as an upload is: if the process dies before the row is filed, the sweep removes it.
  await db.pendingDocumentObject.create({ data: { storageKey } });
  const context = { actorId: job.requestedBy.id, requestId: job.id, clientAddress: null, userAgent: null };
  try {
    await storage.put(storageKey, Readable.from([bytes]), "application/pdf");
    await runInRequestContext(context, () =>
      db.$transaction(async (tx) => {
        const [owed] = await tx.$queryRaw<unknown[]>`SELECT 1 FROM "DocumentGeneration" WHERE "id" = ${job.id} AND "doneAt" IS NULL FOR UPDATE`;
        if (!owed) throw new FiledMeanwhile();
        const app = await tx.application.findUniqueOrThrow({ where: { id: job.applicationId }, select: { submission: { select: { agencyId: true } } } });
        const document = await tx.document.create({
          data: {
            applicationId: job.applicationId,
            agencyId: app.submission.agencyId,
            filename,
            mimeType: "application/pdf",
            sizeBytes: bytes.length,
            category: categoryOf[job.kind],
            uploaderId: job.requestedBy.id,
            uploaderName: personName(job.requestedBy),
            uploaderType: "Underwriter",
            storageKey,
          },
        });
        await tx.documentGeneration.update({
          where: { id: job.id },
          data: { documentId: document.id, doneAt: now, nextAttemptAt: null, claimedUntil: null, lastError: null },
        });
        await tx.pendingDocumentObject.delete({ where: { storageKey } });
      }),
    );
  } catch (error) {
    await discardStoredObject(storageKey, storage);
    if (error instanceof FiledMeanwhile) return false;
    throw error;
  }
  return true;
}

/** Files the documents owed now; answers how many were filed and how many will be tried again. */
export async function generateDueDocuments(options: GenerationOptions = {}) {
  const now = options.now ?? new Date();
  const storage = options.storage ?? documentStorage();
  const result = { filed: 0, retrying: 0 };
  const ids = await claimDue(now, options.limit ?? 10);
  const jobs = await db.documentGeneration.findMany({
    where: { id: { in: ids } },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      applicationId: true,
      endorsementId: true,
      kind: true,
      createdAt: true,
      attempts: true,
      requestedBy: { select: { id: true, firstName: true, lastName: true } },
    },
  });
  // One at a time: rendering is work on this process's own thread, beside its requests.
  for (const job of jobs) {
    try {
      if (await fileDocument(job, storage, now)) result.filed += 1;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);
      log.warn({ err: error, generationId: job.id, kind: job.kind }, "a generated document could not be filed; it will be tried again");
      await db.documentGeneration.update({
        where: { id: job.id },
        data: { claimedUntil: null, lastError: message, nextAttemptAt: new Date(now.getTime() + retryDelay(job.attempts)) },
      });
      result.retrying += 1;
    }
  }
  return result;
}

let running: Promise<unknown> | null = null;

/** Starts filing what is owed now, unless this process already is: called once an approval or bind has committed. */
export function wakeDocumentGeneration(): void {
  running ??= generateDueDocuments()
    .catch((error) => log.error({ err: error }, "document generation failed"))
    .finally(() => {
      running = null;
    });
}

/** Resolves once this process's own woken run (if any) has ended: tests read what it filed. */
export const documentGenerationSettled = (): Promise<unknown> => running ?? Promise.resolve();

export function startDocumentGeneration(): void {
  startSweep("document generation", POLL_MS, () => generateDueDocuments());
}
