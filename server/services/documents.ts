import "server-only";
import type { Readable } from "node:stream";
import {
  deletionVerdict,
  documentMessages,
  filenameForType,
  recordUploadVerdict,
  uploadVerdict,
  type DocumentVerdict,
  type SupportedRecordKind,
} from "@/lib/domain/documents";
import {
  DOCUMENT_PAGE_SIZE,
  documentUploadFieldsSchema,
  type ApiDocument,
  type DocumentDeleted,
  type DocumentUploadFields,
  type DocumentListQuery,
  type DocumentPage,
  documentListCursors,
} from "@/lib/schemas/documents";
import { isUuid } from "@/lib/schemas/list-query";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { db, type Tx } from "../db";
import { containsText } from "../db/sql-values";
import { AppError, notFound } from "../errors";
import { log } from "../log";
import { documentStorage, StorageObjectMissing } from "../storage";
import { applicationAccess } from "./access";
import { documentMimeType } from "./document-type";
import { discardStoredObject, receiveUpload, storageUnavailable } from "./document-upload";
import { documentAccess, documentContext, documentContextSelect, toApiDocument } from "./document-view";
import { assertFresh, basedOnTime, staleConflict, updateIfFresh, type Freshness } from "./freshness";
import { keysetList } from "./keyset";

type Viewer = Pick<SessionUser, "role" | "agencyId">;

function refuse(verdict: DocumentVerdict): void {
  if (verdict.allowed) return;
  throw new AppError(verdict.code, verdict.message, undefined, verdict.title ? { title: verdict.title } : undefined);
}

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[issue.path.join(".") || "_"] ??= []).push(issue.message);
  return fields;
}

/**
 * The application a document is written to, locked for the rest of the
 * transaction so that two uploads or deletions on it run one after the other
 * (a duplicate name or the "last document" rule cannot slip between them).
 */
async function lockedApplication(tx: Tx, viewer: Viewer, appID: string) {
  const app = await tx.application.findFirst({
    where: { id: appID, ...applicationAccess(viewer) },
    select: { ...documentContextSelect, submission: { select: { ...documentContextSelect.submission.select, agencyId: true } } },
  });
  if (!app) throw notFound("Application");
  const [locked] = await tx.$queryRaw<{ status: string }[]>`SELECT "status"::text AS "status" FROM "Application" WHERE "id" = ${appID} FOR UPDATE`;
  return { ...app, status: locked.status };
}

/**
 * The request a supporting document is for: one of the application's
 * records, locked until the upload or removal commits, so a decision taken
 * meanwhile waits and the file never lands on, or leaves, a decided record.
 */
async function lockedRecord(
  tx: Tx,
  appID: string,
  link: { cancellationID?: string | null; reinstatementID?: string | null },
): Promise<{ kind: SupportedRecordKind; id: string; status: string } | null> {
  const [kind, id] = link.cancellationID
    ? (["cancellation", link.cancellationID] as const)
    : link.reinstatementID
      ? (["reinstatement", link.reinstatementID] as const)
      : [null, null];
  if (!kind) return null;
  const rows =
    kind === "cancellation"
      ? await tx.$queryRaw<
          { applicationId: string; status: string }[]
        >`SELECT "applicationId", "status"::text AS "status" FROM "Cancellation" WHERE "id" = ${id} FOR UPDATE`
      : await tx.$queryRaw<
          { applicationId: string; status: string }[]
        >`SELECT "applicationId", "status"::text AS "status" FROM "Reinstatement" WHERE "id" = ${id} FOR UPDATE`;
  // A record of another application is as good as missing: the viewer may not see it through this one.
  if (!rows[0] || rows[0].applicationId !== appID) throw notFound(kind === "cancellation" ? "Cancellation" : "Reinstatement");
  return { kind, id, status: rows[0].status };
}

/** Where an upload goes and whether it may: the caller's application (404), an open record of it, the rules of who uploads what (403/409). */
async function uploadTarget(tx: Tx, user: SessionUser, input: DocumentUploadFields) {
  const app = await lockedApplication(tx, user, input.appID);
  const record = await lockedRecord(tx, app.id, input);
  refuse(
    record
      ? recordUploadVerdict({ role: user.role, uploaderType: input.uploaderType, category: input.category, kind: record.kind, recordStatus: record.status })
      : uploadVerdict({ role: user.role, uploaderType: input.uploaderType, category: input.category, status: app.status }),
  );
  return app;
}

/** An upload's fields, checked before its file is stored: valid (422), and an upload the caller may make there. */
async function admitUpload(user: SessionUser, fields: Readonly<Record<string, string>>): Promise<DocumentUploadFields> {
  const parsed = documentUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) throw new AppError("unprocessable", "Invalid request body.", fieldErrors(parsed.error.issues));
  await db.$transaction((tx) => uploadTarget(tx, user, parsed.data));
  return parsed.data;
}

/**
 * POST /api/documents: checks the fields and the caller's right to upload,
 * stores the file, then writes its row after checking again under the
 * application's lock; either both stay or neither. The stored name takes the
 * extension of the type found in the content.
 */
export async function uploadDocument(user: SessionUser, req: Request): Promise<ApiDocument> {
  const { admitted: input, file } = await receiveUpload(req, (fields) => admitUpload(user, fields));
  try {
    const mimeType = documentMimeType(file.sniffed, input.filename);
    const filename = filenameForType(input.filename, mimeType);
    return await db.$transaction(async (tx) => {
      const app = await uploadTarget(tx, user, input);
      // On the name as stored: "quote.html" that is a PDF meets an existing "quote.pdf".
      // Compared in SQL: Prisma's case-insensitive equals is an ILIKE that reads "_" and "%" in a name as wildcards.
      const taken = await tx.$queryRaw<unknown[]>`
        SELECT 1 FROM "Document" WHERE "applicationId" = ${app.id} AND "isActive" AND lower("filename") = lower(${filename}) LIMIT 1`;
      if (taken.length) throw new AppError("conflict", documentMessages.duplicate);
      const doc = await tx.document.create({
        data: {
          applicationId: app.id,
          agencyId: app.submission.agencyId,
          filename,
          mimeType,
          sizeBytes: file.sizeBytes,
          category: input.category,
          classification: input.classification ?? null,
          uploaderId: user.id,
          uploaderName: user.fullName,
          uploaderType: input.uploaderType,
          storageKey: file.storageKey,
          cancellationId: input.cancellationID ?? null,
          reinstatementId: input.reinstatementID ?? null,
        },
      });
      await tx.pendingDocumentObject.delete({ where: { storageKey: file.storageKey } });
      return toApiDocument(doc, documentContext(app));
    });
  } catch (error) {
    await discardStoredObject(file.storageKey);
    throw error;
  }
}

const listInclude = { application: { select: documentContextSelect } } satisfies Prisma.DocumentInclude;

/** Name, insured or product contains the search text; a full UUID finds that document or application. */
async function searchWhere(search: string | undefined, client: Tx): Promise<Prisma.DocumentWhereInput> {
  if (!search) return {};
  if (isUuid(search)) {
    const id = search.toLowerCase();
    return { OR: [{ id }, { applicationId: id }] };
  }
  // Products are few: matching their names first keeps the document query on its indexes.
  const products = await client.product.findMany({ where: { label: containsText(search) }, select: { id: true } });
  return {
    OR: [
      { filename: containsText(search) },
      { application: { submission: { companyName: containsText(search) } } },
      ...(products.length ? [{ application: { productId: { in: products.map((p) => p.id) } } }] : []),
    ],
  };
}

function listFilters(query: DocumentListQuery): Prisma.DocumentWhereInput {
  return {
    ...(query.applicationID && { applicationId: query.applicationID }),
    ...(query.documentCategory === "upload_view_upload" && { category: "upload_view_upload" }),
    ...(query.uploaderType && { uploaderType: query.uploaderType }),
  };
}

/**
 * The list's orders: by when each was uploaded, ties by id the other way round (both orders are the (createdAt desc,
 * id) indexes read forward or backward), or, ties by id the same way, by the file's name, the uploader's or the
 * classification without case (generated by the database) or the product's name (a copy the database keeps).
 */
const documentOrders = keysetList(documentListCursors, {
  uploaded: { column: "createdAt", ties: "opposite" },
  file: { column: "filenameSortKey" },
  product: { column: "productSortKey" },
  uploader: { column: "uploaderSortKey" },
  classification: { column: "classificationSortKey" },
});

/** GET /api/documents: what the viewer may see, newest first (or oldest first, or by file name), one page at a time. */
export async function listDocuments(viewer: Viewer, query: DocumentListQuery, client: Tx = db): Promise<DocumentPage> {
  if (query.applicationID) {
    const app = await client.application.findFirst({ where: { id: query.applicationID, ...applicationAccess(viewer) }, select: { id: true } });
    if (!app) throw notFound("Application");
  }
  const limit = query.limit ?? DOCUMENT_PAGE_SIZE;
  const rows = await client.document.findMany({
    where: { AND: [documentAccess(viewer), listFilters(query), await searchWhere(query.search, client), documentOrders.after(query)] },
    orderBy: documentOrders.orderBy(query.sort),
    take: limit + 1,
    include: listInclude,
  });
  return {
    documents: rows.slice(0, limit).map((row) => toApiDocument(row, documentContext(row.application))),
    nextCursor: documentOrders.nextCursor(rows, limit, query.sort),
  };
}

async function findDocument(viewer: Viewer, documentID: string, tx: Tx = db) {
  const doc = await tx.document.findFirst({ where: { id: documentID, ...documentAccess(viewer) }, include: listInclude });
  if (!doc) throw notFound("Document");
  return doc;
}

export interface DocumentFile {
  filename: string;
  mimeType: string;
  sizeBytes: number;
  body: Readable;
}

/** The stored bytes of a document the viewer may see; checked on every download. */
export async function openDocumentFile(viewer: Viewer, documentID: string): Promise<DocumentFile> {
  const doc = await findDocument(viewer, documentID);
  try {
    const body = await documentStorage().get(doc.storageKey);
    // A name stored before names took their type's extension is sent with it, so the saved file opens as what it is.
    return { filename: filenameForType(doc.filename, doc.mimeType), mimeType: doc.mimeType, sizeBytes: doc.sizeBytes, body };
  } catch (error) {
    if (error instanceof StorageObjectMissing) {
      log.error({ documentId: doc.id, storageKey: doc.storageKey }, "document row without its stored object");
      throw notFound("Document");
    }
    log.error({ err: error, documentId: doc.id }, "document storage read failed");
    throw storageUnavailable();
  }
}

const DOCUMENT_CHANGED = "This document was changed by someone else since you loaded it. Reload it to see the changes.";

/** Based on the updatedDate the request names; the spec's requests name none, and are then based on the document as read. */
function documentFreshness(tx: Tx, viewer: Viewer, doc: { id: string; updatedAt: Date }, basedOn: string | null): Freshness {
  return {
    basedOn: basedOn === null ? doc.updatedAt : basedOnTime(basedOn),
    stale: async () => {
      const current = await findDocument(viewer, doc.id, tx);
      return staleConflict(DOCUMENT_CHANGED, toApiDocument(current, documentContext(current.application)));
    },
  };
}

/** PATCH /api/documents/{id}: hide from agents or show again (underwriters; the route checks the role). */
export async function setDocumentVisibility(
  viewer: Viewer,
  documentID: string,
  exclusiveToUnderwriter: boolean,
  basedOn: string | null = null,
): Promise<ApiDocument> {
  return db.$transaction(async (tx) => {
    const doc = await findDocument(viewer, documentID, tx);
    const freshness = documentFreshness(tx, viewer, doc, basedOn);
    await assertFresh(doc.updatedAt, freshness);
    await updateIfFresh((guard) => tx.document.updateMany({ where: { id: doc.id, ...guard }, data: { exclusiveToUnderwriter } }), freshness);
    const updated = await findDocument(viewer, documentID, tx);
    return toApiDocument(updated, documentContext(updated.application));
  });
}

/**
 * DELETE /api/documents/{id}: a soft delete. The row stays (inactive) with
 * its stored object, as the record of what was on file; nobody can read it
 * through the app any more.
 */
export async function deleteDocument(viewer: Viewer, documentID: string, basedOn: string | null = null): Promise<DocumentDeleted> {
  return db.$transaction(async (tx) => {
    const doc = await findDocument(viewer, documentID, tx);
    const freshness = documentFreshness(tx, viewer, doc, basedOn);
    await assertFresh(doc.updatedAt, freshness);
    const app = await lockedApplication(tx, viewer, doc.applicationId);
    const record = await lockedRecord(tx, app.id, { cancellationID: doc.cancellationId, reinstatementID: doc.reinstatementId });
    const activeDocumentCount = await tx.document.count({ where: { applicationId: app.id, isActive: true } });
    refuse(deletionVerdict({ role: viewer.role, uploaderType: doc.uploaderType, category: doc.category, status: app.status, activeDocumentCount, record }));
    await updateIfFresh((guard) => tx.document.updateMany({ where: { id: doc.id, isActive: true, ...guard }, data: { isActive: false } }), freshness);
    return { id: doc.id, isActive: false as const };
  });
}
