import { apiReinstatementSchema, recordParamsSchema, reinstatementDecisionSchema } from "@/lib/schemas/policy-records";
import { withAuth } from "@/server/api/with-auth";
import { evaluateFlags } from "@/server/flags/evaluate";
import { decideReinstatement, getReinstatement } from "@/server/services/reinstatements";

export const GET = withAuth({ answer: apiReinstatementSchema, params: recordParamsSchema }, async ({ user, params }) => getReinstatement(user, params.id));

/** Reinstate the policy or deny the request: the underwriter's decisions. */
export const PATCH = withAuth(
  { answer: apiReinstatementSchema, may: "decideReinstatement", params: recordParamsSchema, body: reinstatementDecisionSchema, basedOn: true },
  async ({ user, params, body }) => decideReinstatement(user, params.id, body, await evaluateFlags(user)),
);
