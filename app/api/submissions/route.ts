import { submissionListPageSchema, submissionListQuerySchema } from "@/lib/schemas/submission-list";
import { withAuth } from "@/server/api/with-auth";
import { listSubmissions } from "@/server/services/submission-list";

/** The submission list of app central: search, cursor pages, newest first. */
export const GET = withAuth({ answer: submissionListPageSchema, query: submissionListQuerySchema }, async ({ user, query }) => listSubmissions(user, query));
