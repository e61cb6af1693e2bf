/**
 * The categories a document is uploaded under (spec 2 §9, spec 3 §5): the
 * vocabulary the permission table grants uploads by and the document rules
 * judge, in a module of its own so neither imports the other for it.
 */
export const documentCategories = ["Bind", "upload_finalize_quote", "upload_view_upload"] as const;
export type DocumentCategory = (typeof documentCategories)[number];

/** The categories of documents the app writes itself (never uploaded): a quote proposal, a binder, an endorsement. */
export const generatedDocumentCategories = ["generated_quote", "generated_binder", "generated_endorsement"] as const;
export type GeneratedDocumentCategory = (typeof generatedDocumentCategories)[number];

/** Every category a document on file may have. */
export const storedDocumentCategories = [...documentCategories, ...generatedDocumentCategories] as const;
export type StoredDocumentCategory = (typeof storedDocumentCategories)[number];

export const isGeneratedCategory = (category: string): category is GeneratedDocumentCategory =>
  (generatedDocumentCategories as readonly string[]).includes(category);
