/**
 * The categories a document is uploaded under (spec 2 §9, spec 3 §5): the
 * vocabulary the permission table grants uploads by and the document rules
 * judge, in a module of its own so neither imports the other for it.
 */
export const documentCategories = ["Bind", "upload_finalize_quote", "upload_view_upload"] as const;
export type DocumentCategory = (typeof documentCategories)[number];
