/**
 * Documents: which files are accepted, who may upload which category in which
 * status, who may delete what, and the messages of spec 2 §8 and spec 3 §8.
 */
import type { Role } from "./roles";
import { editableStatuses, isAfterBindStatus, statusLabel, type ApplicationStatus } from "./statuses";
import { can } from "./permissions";
import { documentCategories, isGeneratedCategory, storedDocumentCategories, type DocumentCategory, type StoredDocumentCategory } from "./document-category";

// The categories are the documents' vocabulary: defined apart so the permission table reads them without a circle.
export { documentCategories, isGeneratedCategory, storedDocumentCategories, type DocumentCategory, type StoredDocumentCategory };

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
  generatedKept: "A generated document stays on file: hide it from agents instead.",
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

// Control characters, and the bidirectional marks, embeddings, overrides and isolates that can make "invoice\u202Efdp.exe" read as "invoiceexe.pdf".
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Drops the characters a file name may never carry: control characters and bidirectional controls. */
export function withoutUnsafeCharacters(name: string): string {
  return name.replace(UNSAFE_NAME_CHARACTERS, "");
}

/** Text (a policy number, an insured's name) as part of a file name the app writes: no path separators, no unsafe characters. */
export const fileNamePart = (text: string): string => withoutUnsafeCharacters(text).replace(/[/\\]/g, "-");

/** A file name as it is stored: its last path segment, without control or bidirectional characters, trimmed. */
export function cleanFilename(name: string): string {
  const lastSegment = name.split(/[/\\]/).pop() ?? "";
  return withoutUnsafeCharacters(lastSegment).trim();
}

// A name's extension: a last ".word" of letters and digits (at least one letter) after something; "v1.2" has none.
const EXTENSION = /(?<=[^.])\.(?=[0-9]*[a-z])[a-z0-9]{1,10}$/i;

/**
 * The name a file of a type is stored under: a name already ending in one of
 * the type's extensions keeps it (".jpeg" and ".JPG" alike); any other
 * extension gives way to the type's own, and a name without one gets it. So a
 * PDF named "quote.html" is stored as "quote.pdf". A type the app does not
 * accept keeps the name as it is.
 */
export function filenameForType(filename: string, mimeType: string): string {
  const extensions: readonly string[] | undefined = acceptedDocumentTypes[mimeType as AcceptedMimeType];
  if (!extensions) return filename;
  const lower = filename.toLowerCase();
  if (extensions.some((ext) => lower.endsWith(ext) && lower.length > ext.length)) return filename;
  // Trailing dots and spaces first, which some systems drop: "budget.xlsx." has the extension ".xlsx".
  const stem = filename.replace(/[.\s]+$/, "").replace(EXTENSION, "");
  return `${(stem || "document").slice(0, MAX_FILENAME_LENGTH - extensions[0].length)}${extensions[0]}`;
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

/** Only a request still waiting for its decision takes or gives up supporting documents: once decided, its file is closed. */
const openRecordStatus: Record<SupportedRecordKind, string> = { cancellation: "CancellationRequested", reinstatement: "ReinstatementRequested" };

/** The refusal of adding or removing a supporting document of a decided request, or null while it is open. */
function closedRecord(record: { kind: SupportedRecordKind; status: string }, verb: "added" | "removed"): DocumentVerdict | null {
  if (record.status === openRecordStatus[record.kind]) return null;
  return {
    allowed: false,
    code: "conflict",
    message: `Supporting documents can be ${verb} only while the ${record.kind} is requested; it is ${statusLabel(record.status)}.`,
  };
}

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
  return closedRecord({ kind: args.kind, status: args.recordStatus }, "added") ?? { allowed: true };
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
 * never loses its last file); a supporting document of a cancellation or
 * reinstatement (`record`) only while that request is open.
 */
export function deletionVerdict(args: {
  role: Role;
  uploaderType: UploaderType;
  category: StoredDocumentCategory;
  status: string;
  activeDocumentCount: number;
  record?: { kind: SupportedRecordKind; status: string } | null;
}): DocumentVerdict {
  if (!can(args.role, "deleteDocument", { uploaderType: args.uploaderType })) {
    return { allowed: false, code: "forbidden", message: "Agents can delete only documents that agents uploaded." };
  }
  // What the app wrote of a quote, bind or endorsement is the record of it: a new version is a new document.
  if (isGeneratedCategory(args.category))
    return { allowed: false, code: "conflict", title: documentMessages.deletionNotAllowedTitle, message: documentMessages.generatedKept };
  const closed = args.record ? closedRecord(args.record, "removed") : null;
  if (closed) return closed;
  if (args.activeDocumentCount > 1) return { allowed: true };
  if ((quoteStatuses as readonly string[]).includes(args.status)) return { allowed: false, code: "conflict", message: documentMessages.lastAfterQuote };
  if ((bindStatuses as readonly string[]).includes(args.status) || isAfterBindStatus(args.status)) {
    return { allowed: false, code: "conflict", title: documentMessages.deletionNotAllowedTitle, message: documentMessages.onlyDocument };
  }
  return { allowed: true };
}

const categoryLabels: Record<StoredDocumentCategory, string> = {
  Bind: "Bind",
  upload_finalize_quote: "Quote",
  upload_view_upload: "Application",
  generated_quote: "Quote proposal",
  generated_binder: "Binder",
  generated_endorsement: "Endorsement",
};

export function categoryLabel(category: StoredDocumentCategory): string {
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
