import { recordParamsSchema } from "@/lib/schemas/policy-records";
import { withAuth } from "@/server/api/with-auth";
import { cancellationStatusHistory } from "@/server/services/cancellations";

export const GET = withAuth({ params: recordParamsSchema }, async ({ user, params }) => cancellationStatusHistory(user, params.id));
