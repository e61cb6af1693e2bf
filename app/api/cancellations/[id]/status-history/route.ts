import { recordParamsSchema, recordStatusHistorySchema } from "@/lib/schemas/policy-records";
import { withAuth } from "@/server/api/with-auth";
import { cancellationStatusHistory } from "@/server/services/cancellations";

export const GET = withAuth({ answer: recordStatusHistorySchema, params: recordParamsSchema }, async ({ user, params }) =>
  cancellationStatusHistory(user, params.id),
);
