import { apiEndorsementSchema, endorsementParamsSchema, endorsementStatusPatchSchema } from "@/lib/schemas/endorsements";
import { withAuth } from "@/server/api/with-auth";
import { setEndorsementStatus } from "@/server/services/endorsements";

/** Decline, approve, bind, archive or request bind, as the actions table allows the caller's role. */
export const PATCH = withAuth(
  { answer: apiEndorsementSchema, params: endorsementParamsSchema, body: endorsementStatusPatchSchema, basedOn: true },
  async ({ user, params, body }) => setEndorsementStatus(user, params.id, body),
);
