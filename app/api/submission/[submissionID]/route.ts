import { apiSubmissionSchema } from "@/lib/schemas/submission-answer";
import { submissionParamsSchema } from "@/lib/schemas/common";
import { submissionUpdateSchema } from "@/lib/schemas/submission";
import { withAuth } from "@/server/api/with-auth";
import { getSubmission, updateSubmission } from "@/server/services/submissions";

export const GET = withAuth({ answer: apiSubmissionSchema, params: submissionParamsSchema }, async ({ user, params }) =>
  getSubmission(user, params.submissionID),
);

/** Saves the insured and, when sent, the business types (spec 1 §7, PUT /submission/{submissionID}). */
export const PUT = withAuth(
  { answer: apiSubmissionSchema, params: submissionParamsSchema, body: submissionUpdateSchema, basedOn: true },
  async ({ user, params, body }) => updateSubmission(user, params.submissionID, body),
);
