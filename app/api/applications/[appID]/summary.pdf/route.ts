import { appParamsSchema } from "@/lib/schemas/common";
import { withAuth } from "@/server/api/with-auth";
import { applicationSummaryPdf } from "@/server/documents/application-summary";
import { attachmentHeaders } from "@/server/services/content-disposition";

/** The application summary as a PDF, written now from what the application holds (not stored): what the insured signs. */
export const GET = withAuth({ answer: { file: "application/pdf" }, params: appParamsSchema }, async ({ user, params, requestId }) => {
  const { bytes, filename } = await applicationSummaryPdf(user, params.appID);
  return new Response(new Uint8Array(bytes), { headers: attachmentHeaders({ filename, mimeType: "application/pdf", sizeBytes: bytes.length }, requestId) });
});
