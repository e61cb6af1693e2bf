import { endorsementParamsSchema, endorsementStatusHistorySchema } from "@/lib/schemas/endorsements";
import { withAuth } from "@/server/api/with-auth";
import { endorsementStatusHistory } from "@/server/services/endorsements";

export const GET = withAuth({ answer: endorsementStatusHistorySchema, params: endorsementParamsSchema }, async ({ user, params }) =>
  endorsementStatusHistory(user, params.id),
);
