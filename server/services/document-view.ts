import "server-only";
import { classificationLabel, isGeneratedCategory } from "@/lib/domain/documents";
import { insuredDisplayName } from "@/lib/domain/insured";
import type { ApiDocument } from "@/lib/schemas/documents";
import type { Document, Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { applicationAccess } from "./access";
import { can } from "@/lib/domain/permissions";

type Viewer = Pick<SessionUser, "role" | "agencyId">;

/** Active documents a viewer may see: agents never see hidden ones (spec 2 §6). */
export function visibleDocuments(viewer: Viewer): Prisma.DocumentWhereInput {
  return { isActive: true, ...(!can(viewer.role, "seeHiddenDocuments") && { exclusiveToUnderwriter: false }) };
}

/** An upload an agent made that is still on file: what request bind needs and isDocumentUploaded reports. */
export const persistedAgentDocument = { isActive: true, uploaderType: "Agent" } satisfies Prisma.DocumentWhereInput;

/**
 * The access rule of a document in one `where`: visible to the viewer, on an
 * application they may see; an agent's lists also go through the document's
 * own agency column, which its index pages on.
 */
export function documentAccess(viewer: Viewer): Prisma.DocumentWhereInput {
  const agency = !can(viewer.role, "seeEveryAgency") && viewer.agencyId ? { agencyId: viewer.agencyId } : {};
  return { ...visibleDocuments(viewer), ...agency, application: applicationAccess(viewer) };
}

/** What a document answer needs from its application and submission. */
export interface DocumentContext {
  submissionID: string;
  insuredName: string;
  productName: string;
  productIconUrl: string | null;
}

export const documentContextSelect = {
  id: true,
  submissionId: true,
  product: { select: { label: true, iconUrl: true } },
  submission: { select: { companyName: true, firstName: true, lastName: true } },
} satisfies Prisma.ApplicationSelect;

export function documentContext(app: Prisma.ApplicationGetPayload<{ select: typeof documentContextSelect }>): DocumentContext {
  return {
    submissionID: app.submissionId,
    insuredName: insuredDisplayName(app.submission),
    productName: app.product.label,
    productIconUrl: app.product.iconUrl,
  };
}

/** The document as every endpoint answers it (spec 2 §3, spec 3 §3). */
export function toApiDocument(doc: Document, context: DocumentContext): ApiDocument {
  const uploadedAt = doc.createdAt.toISOString();
  return {
    id: doc.id,
    appID: doc.applicationId,
    submissionID: context.submissionID,
    filename: doc.filename,
    mimeType: doc.mimeType,
    sizeBytes: doc.sizeBytes,
    category: doc.category,
    generated: isGeneratedCategory(doc.category),
    classification: doc.classification,
    classificationDisplayValue: classificationLabel(doc.classification),
    exclusiveToUnderwriter: doc.exclusiveToUnderwriter,
    cancellationID: doc.cancellationId,
    reinstatementID: doc.reinstatementId,
    isActive: doc.isActive,
    uploaderName: doc.uploaderName,
    uploaderType: doc.uploaderType,
    uploadedAt,
    updatedDate: doc.updatedAt.toISOString(),
    createdDate: uploadedAt,
    url: `/api/documents/${doc.id}/file`,
    productName: context.productName,
    productIconUrl: context.productIconUrl,
    insuredName: context.insuredName,
  };
}
