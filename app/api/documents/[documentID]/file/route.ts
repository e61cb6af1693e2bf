import { Readable } from "node:stream";
import { documentParamsSchema } from "@/lib/schemas/documents";
import { withAuth } from "@/server/api/with-auth";
import { attachmentHeaders } from "@/server/services/content-disposition";
import { openDocumentFile } from "@/server/services/documents";

/** The stored bytes, after the same access check as every read: never cached by shared caches, never sniffed. */
export const GET = withAuth({ answer: { file: "*/*" }, params: documentParamsSchema }, async ({ user, params, requestId }) => {
  const file = await openDocumentFile(user, params.documentID);
  return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, { headers: attachmentHeaders(file, requestId) });
});
