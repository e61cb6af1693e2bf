import { appParamsSchema } from "@/lib/schemas/common";
import { withAuth } from "@/server/api/with-auth";
import { applicationSummaryPdf } from "@/server/documents/application-summary";
import { attachmentDisposition } from "@/server/services/content-disposition";

/** The application summary as a PDF, written now from what the application holds (not stored): what the insured signs. */
export const GET = withAuth({ answer: "file", params: appParamsSchema }, async ({ user, params, requestId }) => {
  const { bytes, filename } = await applicationSummaryPdf(user, params.appID);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(bytes.length),
      "content-disposition": attachmentDisposition(filename),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "x-request-id": requestId,
    },
  });
});
