import { openApiDocumentSchema } from "@/lib/schemas/openapi";
import { openApiDocument } from "@/server/api/openapi";
import { apiRoutes } from "./routes";
import { withAuth } from "@/server/api/with-auth";

/** The API's description for the systems that call it, built from the routes' own schemas. */
export const GET = withAuth({ answer: openApiDocumentSchema }, async () => openApiDocument(apiRoutes));
