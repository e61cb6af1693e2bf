import { withAuth } from "@/server/api/with-auth";
import { apiAppetiteSchema, appetiteQuerySchema } from "@/lib/schemas/appetite";
import { checkAppetite } from "@/server/services/appetite";

/** Whether a coverage's carriers want a risk (state, class codes, day): any signed-in user, as appetite is no agency's data. */
export const GET = withAuth({ answer: apiAppetiteSchema, query: appetiteQuerySchema }, async ({ query }) => checkAppetite(query));
