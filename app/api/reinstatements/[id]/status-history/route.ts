import { recordParamsSchema } from "@/lib/schemas/policy-records";
import { withAuth } from "@/server/api/with-auth";
import { reinstatementStatusHistory } from "@/server/services/reinstatements";

export const GET = withAuth({ params: recordParamsSchema }, async ({ user, params }) => reinstatementStatusHistory(user, params.id));
