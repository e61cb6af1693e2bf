import { Readable } from "node:stream";
import { documentParamsSchema } from "@/lib/schemas/documents";
import { withAuth } from "@/server/api/with-auth";
import { attachmentDisposition } from "@/server/services/content-disposition";
import { openDocumentFile } from "@/server/services/documents";

/** The stored bytes, after the same access check as every read: never cached by shared caches, never sniffed. */
export const GET = withAuth({ answer: "file", params: documentParamsSchema }, async ({ user, params, requestId }) => {
  const file = await openDocumentFile(user, params.documentID);
  return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, {
    headers: {
      "content-type": file.mimeType,
      "content-length": String(file.sizeBytes),
      "content-disposition": attachmentDisposition(file.filename),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "x-request-id": requestId,
    },
  });
});
