import { z } from "zod";
import {
  cleanFilename,
  documentCategories,
  MAX_DOCUMENT_PAGE_SIZE,
  MAX_FILENAME_LENGTH,
  storedDocumentCategories,
  uploaderTypes,
} from "@/lib/domain/documents";
import { basedOnSchema, blankToUndefined, idSchema } from "./common";
import { documentListSortKeys } from "@/lib/domain/list-sorts/documents";
import { cursorField, cursorFitsSort, cursorFitsSortIssue, decodeListCursor, listQueryFields, sortQueryField, type SortCursorKinds } from "./list-query";

export const DOCUMENT_PAGE_SIZE = 20;

export const documentParamsSchema = z.object({ documentID: idSchema("Document id") });

/**
 * The text fields of `POST /api/documents` (multipart, beside the file). The
 * file name is metadata only: stored as its last path segment without
 * control characters; storage keys never come from it.
 */
export const documentUploadFieldsSchema = z
  .object({
    appID: idSchema("Application id"),
    filename: z
      .string("File name is required.")
      .transform(cleanFilename)
      .pipe(z.string().min(1, "File name is required.").max(MAX_FILENAME_LENGTH, `File name must be at most ${MAX_FILENAME_LENGTH} characters.`)),
    category: z.enum(documentCategories, `Category must be one of ${documentCategories.join(", ")}.`),
    uploaderType: z.enum(uploaderTypes, `Uploader type must be one of ${uploaderTypes.join(", ")}.`),
    classification: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(100, "Classification must be at most 100 characters.")
        .regex(/^[A-Za-z0-9 _-]+$/, "Classification may hold letters, digits, spaces, '_' and '-' only.")
        .optional(),
    ),
    /** A supporting document of this cancellation or reinstatement request of the application (one at most). */
    cancellationID: z.preprocess(blankToUndefined, idSchema("Cancellation id").optional()),
    reinstatementID: z.preprocess(blankToUndefined, idSchema("Reinstatement id").optional()),
  })
  .refine((fields) => !(fields.cancellationID && fields.reinstatementID), {
    message: "A document supports one cancellation or one reinstatement, not both.",
    path: ["reinstatementID"],
  });
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

/** What a page of the documents list ends at, per sort: a time or a name. */
export const documentListCursors = {
  uploaded: "time",
  file: "text",
  product: "text",
  uploader: "text",
  classification: "text",
} as const satisfies SortCursorKinds<(typeof documentListSortKeys)[number]>;

/**
 * `GET /api/documents`: one application's documents (spec 3 §7: by
 * applicationID, documentCategory and uploaderType), or, without an
 * application, every document the caller may see (the Documents page), with
 * search on file name, insured and product. Newest first unless sorted
 * otherwise (`sort`), paged.
 */
export const documentListQuerySchema = z
  .object({
    applicationID: z.preprocess(blankToUndefined, idSchema("Application id").optional()),
    documentCategory: z.preprocess(
      blankToUndefined,
      z.enum(["upload_view_upload", "view_all"], "Document category must be upload_view_upload or view_all.").optional(),
    ),
    uploaderType: z.preprocess(blankToUndefined, z.enum(uploaderTypes, `Uploader type must be one of ${uploaderTypes.join(", ")}.`).optional()),
    /** `-uploaded` (newest first, the default) or `uploaded` (oldest first), or by file name, product, uploader or classification (A to Z first). */
    sort: sortQueryField(documentListSortKeys, { key: "uploaded", direction: "desc" }),
    ...listQueryFields(MAX_DOCUMENT_PAGE_SIZE),
    cursor: cursorField(decodeListCursor),
  })
  .refine((query) => cursorFitsSort(query, documentListCursors), cursorFitsSortIssue);
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

export const documentVisibilitySchema = z.object({
  exclusiveToUnderwriter: z.boolean("exclusiveToUnderwriter must be true or false."),
  /** The document's updatedDate as read; the spec's request names none, so it may be left out. */
  updatedDate: basedOnSchema.optional(),
});
export type DocumentVisibility = z.infer<typeof documentVisibilitySchema>;

/** A document as every endpoint answers it (spec 2 §3, spec 3 §3). */
export const apiDocumentSchema = z.object({
  id: z.string(),
  appID: z.string(),
  submissionID: z.string(),
  filename: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  category: z.enum(storedDocumentCategories),
  /** Written by the app itself (a quote proposal, a binder, an endorsement), not uploaded. */
  generated: z.boolean(),
  classification: z.string().nullable(),
  classificationDisplayValue: z.string().nullable(),
  exclusiveToUnderwriter: z.boolean(),
  /** The cancellation or reinstatement request the document supports, if any. */
  cancellationID: z.string().nullable(),
  reinstatementID: z.string().nullable(),
  isActive: z.boolean(),
  uploaderName: z.string(),
  uploaderType: z.enum(uploaderTypes),
  uploadedAt: z.string(),
  updatedDate: z.string(),
  createdDate: z.string(),
  url: z.string(),
  productName: z.string(),
  productIconUrl: z.string().nullable(),
  insuredName: z.string(),
});
export type ApiDocument = z.infer<typeof apiDocumentSchema>;

export const documentPageSchema = z.object({
  documents: z.array(apiDocumentSchema),
  nextCursor: z.string().nullable(),
});
export type DocumentPage = z.infer<typeof documentPageSchema>;

/** Answer of DELETE /api/documents/{documentID}: the document, now inactive. */
export const documentDeletedSchema = z.object({ id: z.string(), isActive: z.literal(false) });
export type DocumentDeleted = z.infer<typeof documentDeletedSchema>;
