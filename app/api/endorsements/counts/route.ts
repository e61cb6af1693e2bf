import { endorsementCountsQuerySchema, endorsementCountsSchema } from "@/lib/schemas/endorsements";
import { withAuth } from "@/server/api/with-auth";
import { countEndorsementTabs } from "@/server/services/endorsements";

/** How many endorsements the caller may see each history tab holds, searched as the tab's list is. */
export const GET = withAuth({ answer: endorsementCountsSchema, query: endorsementCountsQuerySchema }, async ({ user, query }) =>
  countEndorsementTabs(user, query),
);
