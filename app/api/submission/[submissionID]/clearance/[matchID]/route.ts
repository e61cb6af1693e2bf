import { clearanceDecisionInputSchema, clearanceMatchParamsSchema, clearanceSchema } from "@/lib/schemas/clearance";
import { withAuth } from "@/server/api/with-auth";
import { decideClearance } from "@/server/services/clearance";

/** The underwriter's decision on one possible duplicate: cleared or blocked, and why; answers the clearance as it now stands. */
export const PUT = withAuth(
  { may: "decideClearance", params: clearanceMatchParamsSchema, body: clearanceDecisionInputSchema, answer: clearanceSchema },
  async ({ user, params, body }) => decideClearance(user, params.submissionID, params.matchID, body),
);
