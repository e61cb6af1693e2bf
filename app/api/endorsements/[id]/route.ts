import { apiEndorsementSchema, endorsementParamsSchema } from "@/lib/schemas/endorsements";
import { withAuth } from "@/server/api/with-auth";
import { getEndorsement } from "@/server/services/endorsements";

export const GET = withAuth({ answer: apiEndorsementSchema, params: endorsementParamsSchema }, async ({ user, params }) => getEndorsement(user, params.id));
