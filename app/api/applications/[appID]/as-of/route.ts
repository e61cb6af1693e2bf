import { appParamsSchema } from "@/lib/schemas/common";
import { policyAsOfQuerySchema, policyAsOfSchema } from "@/lib/schemas/endorsements";
import { withAuth } from "@/server/api/with-auth";
import { policyOn } from "@/server/services/endorsements";

/** The policy as it stood on one day of its term: the live policy with later bound endorsements taken back. */
export const GET = withAuth({ answer: policyAsOfSchema, params: appParamsSchema, query: policyAsOfQuerySchema }, async ({ user, params, query }) =>
  policyOn(user, params.appID, query.date),
);
