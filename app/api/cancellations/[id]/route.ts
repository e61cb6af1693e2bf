import { apiCancellationSchema, cancellationDecisionSchema, recordParamsSchema } from "@/lib/schemas/policy-records";
import { withAuth } from "@/server/api/with-auth";
import { evaluateFlags } from "@/server/flags/evaluate";
import { decideCancellation, getCancellation } from "@/server/services/cancellations";

export const GET = withAuth({ answer: apiCancellationSchema, params: recordParamsSchema }, async ({ user, params }) => getCancellation(user, params.id));

/** Cancel the policy, deny the request, or cancel the cancellation: the underwriter's decisions. */
export const PATCH = withAuth(
  { answer: apiCancellationSchema, may: "decideCancellation", params: recordParamsSchema, body: cancellationDecisionSchema, basedOn: true },
  async ({ user, params, body }) => decideCancellation(user, params.id, body, await evaluateFlags(user)),
);
