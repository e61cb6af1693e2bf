import { optionalBasisSchema } from "@/lib/schemas/common";
import { apiDocumentSchema, documentDeletedSchema, documentParamsSchema, documentVisibilitySchema } from "@/lib/schemas/documents";
import { withAuth } from "@/server/api/with-auth";
import { deleteDocument, setDocumentVisibility } from "@/server/services/documents";

/** Hide a document from agents, or show it again (spec 2 §6: underwriters only). */
export const PATCH = withAuth(
  { answer: apiDocumentSchema, may: "hideDocument", params: documentParamsSchema, body: documentVisibilitySchema, basedOn: true },
  async ({ user, params, body, basedOn }) => setDocumentVisibility(user, params.documentID, body.exclusiveToUnderwriter, basedOn),
);

/** Soft delete under the deletion rules (spec 2 §5, spec 3 §5). */
export const DELETE = withAuth(
  { answer: documentDeletedSchema, params: documentParamsSchema, body: optionalBasisSchema, basedOn: true },
  async ({ user, params, basedOn }) => deleteDocument(user, params.documentID, basedOn),
);
