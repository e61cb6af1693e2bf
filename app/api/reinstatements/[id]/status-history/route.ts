import { recordParamsSchema, recordStatusHistorySchema } from "@/lib/schemas/policy-records";
import { withAuth } from "@/server/api/with-auth";
import { reinstatementStatusHistory } from "@/server/services/reinstatements";

export const GET = withAuth({ answer: recordStatusHistorySchema, params: recordParamsSchema }, async ({ user, params }) =>
  reinstatementStatusHistory(user, params.id),
);
