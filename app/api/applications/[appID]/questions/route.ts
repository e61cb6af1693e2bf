import { applicationQuestionsSchema } from "@/lib/schemas/application-answer";
import { appParamsSchema } from "@/lib/schemas/common";
import { withAuth } from "@/server/api/with-auth";
import { getApplicationQuestions } from "@/server/services/applications";

export const GET = withAuth({ answer: applicationQuestionsSchema, params: appParamsSchema }, async ({ user, params }) =>
  getApplicationQuestions(user, params.appID),
);
