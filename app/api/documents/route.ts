import { apiDocumentSchema, documentListQuerySchema, documentPageSchema } from "@/lib/schemas/documents";
import { withAuth } from "@/server/api/with-auth";
import { listDocuments, uploadDocument } from "@/server/services/documents";

/** Documents the caller may see: one application's (spec 3 §7), or all of them for the Documents page. */
export const GET = withAuth({ answer: documentPageSchema, query: documentListQuerySchema }, async ({ user, query }) => listDocuments(user, query));

/** Upload one file (multipart: appID, file, filename, category, uploaderType, classification). */
export const POST = withAuth({ answer: apiDocumentSchema, status: 201, accepts: "multipart" }, async ({ user, req }) => uploadDocument(user, req));
