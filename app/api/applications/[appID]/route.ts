import { apiApplicationSchema, applicationUpdateSchema } from "@/lib/schemas/application-answer";
import { appParamsSchema } from "@/lib/schemas/common";
import { applicationPatchSchema } from "@/lib/schemas/application";
import { withAuth } from "@/server/api/with-auth";
import { evaluateFlags } from "@/server/flags/evaluate";
import { getApplication } from "@/server/services/applications";
import { updateApplication } from "@/server/services/application-updates";

// An entity tag may come quoted (and weak); its value is the updatedDate.
const ifMatch = (header: string | null) => header?.replace(/^W\//, "").replaceAll('"', "").trim() || null;

export const GET = withAuth({ answer: apiApplicationSchema, params: appParamsSchema }, async ({ user, params }) => getApplication(user, params.appID));

export const PATCH = withAuth({ answer: applicationUpdateSchema, params: appParamsSchema, body: applicationPatchSchema }, async ({ req, user, params, body }) =>
  updateApplication(user, params.appID, body, await evaluateFlags(user), ifMatch(req.headers.get("if-match"))),
);
