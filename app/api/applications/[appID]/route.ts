import { apiApplicationSchema, applicationUpdateSchema } from "@/lib/schemas/application-answer";
import { appParamsSchema } from "@/lib/schemas/common";
import { applicationPatchSchema } from "@/lib/schemas/application";
import { withAuth } from "@/server/api/with-auth";
import { evaluateFlags } from "@/server/flags/evaluate";
import { getApplication } from "@/server/services/applications";
import { updateApplication } from "@/server/services/application-updates";

export const GET = withAuth({ answer: apiApplicationSchema, params: appParamsSchema }, async ({ user, params }) => getApplication(user, params.appID));

export const PATCH = withAuth(
  { answer: applicationUpdateSchema, params: appParamsSchema, body: applicationPatchSchema, basedOn: true },
  async ({ user, params, body }) => updateApplication(user, params.appID, body, () => evaluateFlags(user)),
);
