import { renewalsDuePageSchema, renewalsDueQuerySchema } from "@/lib/schemas/renewals-due";
import { withAuth } from "@/server/api/with-auth";
import { evaluateFlags } from "@/server/flags/evaluate";
import { listRenewalsDue } from "@/server/services/renewals-due";

/** Policies coming due for renewal within 30, 60 or 90 days, soonest first: the agency's for an agent, every agency's for an underwriter. */
export const GET = withAuth({ answer: renewalsDuePageSchema, query: renewalsDueQuerySchema }, async ({ user, query }) =>
  listRenewalsDue(user, query, await evaluateFlags(user)),
);
