import { apiSubmissionSchema } from "@/lib/schemas/submission-answer";
import { submissionCreateSchema } from "@/lib/schemas/submission";
import { withAuth } from "@/server/api/with-auth";
import { createSubmission } from "@/server/services/submissions";

/** Creates a submission with one application per coverage (spec 1 §7, POST /submission). Agents only. */
export const POST = withAuth({ answer: apiSubmissionSchema, status: 201, may: "createSubmission", body: submissionCreateSchema }, async ({ user, body }) =>
  createSubmission(user, body),
);
