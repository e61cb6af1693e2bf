import { renewalUnlinkSchema, submissionLinkSchema } from "@/lib/schemas/application";
import { renewalLinkAnswerSchema } from "@/lib/schemas/application-answer";
import { appParamsSchema } from "@/lib/schemas/common";
import { withAuth } from "@/server/api/with-auth";
import { linkAcrossSubmissions, unlinkAcrossSubmissions } from "@/server/services/renewal-links";

/** Link this application as the renewal of a bound policy of another submission (spec 3 §7); underwriters. */
export const PATCH = withAuth(
  { answer: renewalLinkAnswerSchema, may: "linkRenewal", params: appParamsSchema, body: submissionLinkSchema, basedOn: true },
  async ({ user, params, body }) => linkAcrossSubmissions(user, params.appID, body),
);

/** Cancel a renewal link across submissions. */
export const DELETE = withAuth(
  { answer: renewalLinkAnswerSchema, may: "linkRenewal", params: appParamsSchema, body: renewalUnlinkSchema, basedOn: true },
  async ({ user, params, body }) => unlinkAcrossSubmissions(user, params.appID, body.updatedDate),
);
