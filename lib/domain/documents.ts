/**
 * Documents: which files are accepted, who may upload which category in which
 * status, who may delete what, and the messages of spec 2 §8 and spec 3 §8.
 */
import type { Role } from "./roles";
import { editableStatuses, isAfterBindStatus, statusLabel, type ApplicationStatus } from "./statuses";
import { can } from "./permissions";

export const documentCategories = ["Bind", "upload_finalize_quote", "upload_view_upload"] as const;
export type DocumentCategory = (typeof documentCategories)[number];

export const uploaderTypes = ["Agent", "Underwriter"] as const;
export type UploaderType = (typeof uploaderTypes)[number];

/**
 * The file types an upload may be, recognised by their content on the
 * server. Legacy Word and Excel files share one container format, so their
 * extension tells them apart.
 */
export const acceptedDocumentTypes = {
  "application/pdf": [".pdf"],
  "application/msword": [".doc"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
  "application/vnd.ms-excel": [".xls"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [".xlsx"],
  "image/png": [".png"],
  "image/jpeg": [".jpg", ".jpeg"],
} as const satisfies Record<string, readonly string[]>;
export type AcceptedMimeType = keyof typeof acceptedDocumentTypes;

export const DEFAULT_DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;
export const MAX_FILENAME_LENGTH = 255;
export const MAX_DOCUMENT_PAGE_SIZE = 100;

export const documentMessages = {
  duplicate: "File already exists, please rename the file or select a new file and try again.",
  unsupportedType: "File type is not supported, please upload a valid document or image (e.g., PDF, Word, Excel, PNG, JPEG) and try again",
  /** The server's 415 answer; the screen recognises it by "expected type". */
  notExpectedType: "The file's content is not of an expected type: PDF, Word, Excel, PNG or JPEG.",
  createFailed: "File could not be created",
  deleteFailed: "File could not be deleted",
  lastAfterQuote: "There must be at least one document after the quote is approved. Upload another in order to delete this one.",
  deletionNotAllowedTitle: "File deletion not allowed",
  onlyDocument: "There must be at least one document. Upload another in order to delete this one.",
  hidden: "Document hidden successfully",
  shown: "Document shown successfully",
  visibilityFailed: "An error occurred while updating the document.",
} as const;

/** 'Document {names} already exist' for the files chosen whose names are taken (case-insensitive). */
export function duplicateNames(chosen: readonly string[], existing: readonly string[]): string[] {
  const taken = new Set(existing.map((name) => name.toLowerCase()));
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const name of chosen) {
    const key = name.toLowerCase();
    if (taken.has(key) || seen.has(key)) duplicates.push(name);
    seen.add(key);
  }
  return duplicates;
}

export function duplicateMessage(names: readonly string[]): string {
  return `Document ${names.join(", ")} already exist`;
}

/** A file name as it is stored: its last path segment, without control characters, trimmed. */
export function cleanFilename(name: string): string {
  const lastSegment = name.split(/[/\\]/).pop() ?? "";
  return lastSegment.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim();
}

const quoteStatuses: readonly ApplicationStatus[] = ["QuoteApproved", "Quoted"];
const finalizeStatuses: readonly ApplicationStatus[] = ["ApprovalRequested", "Submitted", "Working", "RequestedInfo", "InMarket", ...quoteStatuses];
const bindStatuses: readonly ApplicationStatus[] = ["PendingBind", "UnderwritingBindReview", "IncompleteBind", "Bound"];

/**
 * While the application is in which status each category is uploaded (who
 * uploads it is the permission table's): agents their View & Upload files
 * while the application is editable (spec 2 §9); underwriters quote documents
 * until the quote is approved or replaced, and bind documents from PendingBind
 * until the policy is bound.
 */
const uploadStatuses: Record<DocumentCategory, readonly ApplicationStatus[]> = {
  upload_view_upload: editableStatuses,
  upload_finalize_quote: finalizeStatuses,
  Bind: bindStatuses,
};

export type DocumentVerdict = { allowed: true } | { allowed: false; code: "forbidden" | "conflict"; message: string; title?: string };

export function uploadVerdict(args: { role: Role; uploaderType: UploaderType; category: DocumentCategory; status: string }): DocumentVerdict {
  if (!can(args.role, "uploadAs", { uploaderType: args.uploaderType }))
    return { allowed: false, code: "forbidden", message: `You cannot upload documents as ${args.uploaderType}.` };
  if (!can(args.role, "uploadCategory", { category: args.category }))
    return { allowed: false, code: "forbidden", message: `${args.role}s cannot upload ${categoryLabel(args.category)} documents.` };
  if (!(uploadStatuses[args.category] as readonly string[]).includes(args.status)) {
    return {
      allowed: false,
      code: "conflict",
      message: `${categoryLabel(args.category)} documents cannot be uploaded while the application is ${statusLabel(args.status)}.`,
    };
  }
  return { allowed: true };
}

/** The records a supporting document can be attached to. */
export type SupportedRecordKind = "cancellation" | "reinstatement";

/** Only a request still waiting for its decision takes supporting documents: once decided, its file is closed. */
const openRecordStatus: Record<SupportedRecordKind, string> = { cancellation: "CancellationRequested", reinstatement: "ReinstatementRequested" };

/**
 * A supporting document of a cancellation or reinstatement request: either
 * role, each in a category it uploads, while the request is open. The
 * record's status replaces the application-status table (a policy is past
 * every upload window of that table).
 */
export function recordUploadVerdict(args: {
  role: Role;
  uploaderType: UploaderType;
  category: DocumentCategory;
  kind: SupportedRecordKind;
  recordStatus: string;
}): DocumentVerdict {
  if (!can(args.role, "uploadAs", { uploaderType: args.uploaderType }))
    return { allowed: false, code: "forbidden", message: `You cannot upload documents as ${args.uploaderType}.` };
  if (!can(args.role, "uploadCategory", { category: args.category }))
    return { allowed: false, code: "forbidden", message: `${args.role}s cannot upload ${categoryLabel(args.category)} documents.` };
  if (args.recordStatus !== openRecordStatus[args.kind]) {
    return {
      allowed: false,
      code: "conflict",
      message: `Supporting documents can be added only while the ${args.kind} is requested; it is ${statusLabel(args.recordStatus)}.`,
    };
  }
  return { allowed: true };
}

/** The category a role's supporting documents take: the agent's own uploads, the underwriter's quote documents. */
export function supportingDocumentCategory(role: Role): DocumentCategory {
  return can(role, "uploadCategory", { category: "upload_finalize_quote" }) ? "upload_finalize_quote" : "upload_view_upload";
}

/** The categories a role uploads in a status, for the screens to offer an upload area. */
export function uploadableCategories(role: Role, status: string): DocumentCategory[] {
  return documentCategories.filter((category) => uploadVerdict({ role, uploaderType: role, category, status }).allowed);
}

/**
 * Deleting a document (spec 2 §5, spec 3 §5): agents only agents' uploads;
 * nobody the last active document once a quote is approved, nor from
 * PendingBind on (bound policies and their servicing included, so a policy
 * never loses its last file).
 */
export function deletionVerdict(args: { role: Role; uploaderType: UploaderType; status: string; activeDocumentCount: number }): DocumentVerdict {
  if (!can(args.role, "deleteDocument", { uploaderType: args.uploaderType })) {
    return { allowed: false, code: "forbidden", message: "Agents can delete only documents that agents uploaded." };
  }
  if (args.activeDocumentCount > 1) return { allowed: true };
  if ((quoteStatuses as readonly string[]).includes(args.status)) return { allowed: false, code: "conflict", message: documentMessages.lastAfterQuote };
  if ((bindStatuses as readonly string[]).includes(args.status) || isAfterBindStatus(args.status)) {
    return { allowed: false, code: "conflict", title: documentMessages.deletionNotAllowedTitle, message: documentMessages.onlyDocument };
  }
  return { allowed: true };
}

const categoryLabels: Record<DocumentCategory, string> = {
  Bind: "Bind",
  upload_finalize_quote: "Quote",
  upload_view_upload: "Application",
};

export function categoryLabel(category: DocumentCategory): string {
  return categoryLabels[category];
}

/** How a classification reads on screen: "signed_app_packet" → "Signed App Packet". */
export function classificationLabel(classification: string | null): string | null {
  if (!classification) return null;
  return classification
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" ");
}
