import { submissionParamsSchema } from "@/lib/schemas/common";
import { withAuth } from "@/server/api/with-auth";
import { getSubmission } from "@/server/services/submissions";

export const GET = withAuth({ params: submissionParamsSchema }, async ({ user, params }) => getSubmission(user, params.submissionID));
