import { openApiDocumentSchema } from "@/lib/schemas/openapi";
import { openApiDocument } from "@/server/api/openapi";
import { publicRoute } from "@/server/api/with-auth";
import { serverEnv } from "@/server/env";
import { requestOrigin } from "@/server/http/client-address";
import { apiRoutes, operationSummaries } from "./routes";

/**
 * The API's description for the systems that call it, built from the routes' own schemas. Served without a session,
 * so a build can fetch it to generate a client; its server is the configured public address, else the one asked.
 */
export const GET = publicRoute({ answer: openApiDocumentSchema }, async (req) => {
  const configured = serverEnv().NEXTAUTH_URL;
  return openApiDocument(apiRoutes, operationSummaries, configured ? new URL(configured).origin : requestOrigin(req));
});
