import { renewalCreatedSchema } from "@/lib/schemas/application-answer";
import { appParamsSchema, optionalBasisSchema } from "@/lib/schemas/common";
import { withAuth } from "@/server/api/with-auth";
import { evaluateFlags } from "@/server/flags/evaluate";
import { requestRenewal } from "@/server/services/renewals";

/** Request Renewal (spec 1 §7, spec 2 §4): answers `{ appID, renewedFromAppID }`. */
export const POST = withAuth(
  { answer: renewalCreatedSchema, params: appParamsSchema, body: optionalBasisSchema, basedOn: true },
  async ({ user, params, basedOn }) => requestRenewal(user, params.appID, await evaluateFlags(user), basedOn),
);
