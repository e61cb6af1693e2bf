import { agencyListSchema } from "@/lib/schemas/work-queue";
import { withAuth } from "@/server/api/with-auth";
import { listAgencies } from "@/server/services/agencies";

/** Agencies the caller may see (an agent their own, an underwriter all), for filters. */
export const GET = withAuth({ answer: agencyListSchema }, async ({ user }) => listAgencies(user));
