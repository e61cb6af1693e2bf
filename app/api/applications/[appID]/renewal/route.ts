import { renewalCreatedSchema } from "@/lib/schemas/application-answer";
import { appParamsSchema } from "@/lib/schemas/common";
import { withAuth } from "@/server/api/with-auth";
import { evaluateFlags } from "@/server/flags/evaluate";
import { requestRenewal } from "@/server/services/renewals";

/** Request Renewal (spec 1 §7, spec 2 §4): answers `{ appID, renewedFromAppID }`. */
export const POST = withAuth({ answer: renewalCreatedSchema, params: appParamsSchema }, async ({ user, params }) => requestRenewal(user, params.appID, await evaluateFlags(user)));
