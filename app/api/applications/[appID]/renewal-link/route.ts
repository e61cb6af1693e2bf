import { renewalLinkSchema, renewalUnlinkSchema } from "@/lib/schemas/application";
import { renewalLinkAnswerSchema } from "@/lib/schemas/application-answer";
import { appParamsSchema } from "@/lib/schemas/common";
import { withAuth } from "@/server/api/with-auth";
import { linkRenewal, unlinkRenewal } from "@/server/services/renewal-links";

/** Link this application as the renewal of a bound policy (spec 3 §7); underwriters. */
export const PATCH = withAuth(
  { answer: renewalLinkAnswerSchema, may: "linkRenewal", params: appParamsSchema, body: renewalLinkSchema, basedOn: true },
  async ({ user, params, body }) => linkRenewal(user, params.appID, body),
);

/** Cancel the renewal link. */
export const DELETE = withAuth(
  { answer: renewalLinkAnswerSchema, may: "linkRenewal", params: appParamsSchema, body: renewalUnlinkSchema, basedOn: true },
  async ({ user, params, body }) => unlinkRenewal(user, params.appID, body.updatedDate),
);
