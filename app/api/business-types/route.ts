import { withAuth } from "@/server/api/with-auth";
import { apiBusinessTypeSchema, businessTypeQuerySchema } from "@/lib/schemas/catalog";
import { searchBusinessTypes } from "@/server/services/catalog";

/** Business type search (spec 1 §7, GET /business-types?productIDs=&state=&search=). */
export const GET = withAuth({ answer: apiBusinessTypeSchema.array(), query: businessTypeQuerySchema }, async ({ query }) => searchBusinessTypes(query));
