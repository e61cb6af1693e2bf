import { clearanceParamsSchema, clearanceSchema } from "@/lib/schemas/clearance";
import { withAuth } from "@/server/api/with-auth";
import { getClearance } from "@/server/services/clearance";

/** The other submissions, of every agency, that may be the same insured: best first, with the decision on each (underwriters). */
export const GET = withAuth({ may: "seeClearance", params: clearanceParamsSchema, answer: clearanceSchema }, async ({ user, params }) =>
  getClearance(user, params.submissionID),
);
