import { NextResponse } from "next/server";
import { documentListQuerySchema } from "@/lib/schemas/documents";
import { withAuth } from "@/server/api/with-auth";
import { listDocuments, uploadDocument } from "@/server/services/documents";

/** Documents the caller may see: one application's (spec 3 §7), or all of them for the Documents page. */
export const GET = withAuth({ query: documentListQuerySchema }, async ({ user, query }) => listDocuments(user, query));

/** Upload one file (multipart: appID, file, filename, category, uploaderType, classification). */
export const POST = withAuth({ accepts: "multipart" }, async ({ user, req, requestId }) =>
  NextResponse.json(await uploadDocument(user, req), { status: 201, headers: { "x-request-id": requestId } }),
);
