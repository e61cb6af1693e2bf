import { ownDuplicatesQuerySchema, ownDuplicatesSchema } from "@/lib/schemas/clearance";
import { withAuth } from "@/server/api/with-auth";
import { ownDuplicates } from "@/server/services/clearance";

/** The agency's own submissions that the insured being typed may duplicate (an agent never learns of another agency's). */
export const GET = withAuth({ answer: ownDuplicatesSchema, query: ownDuplicatesQuerySchema }, async ({ user, query }) => ownDuplicates(user, query));
