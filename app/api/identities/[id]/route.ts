import { withAuth } from "@/server/api/with-auth";
import { identityParamsSchema } from "@/lib/schemas/identity";
import { getIdentity } from "@/server/services/identities";

/** The signed-in user's flags and traits (spec 1 §7, GET /identities/{id}). */
export const GET = withAuth({ params: identityParamsSchema }, async ({ user, params }) => getIdentity(user, params.id));
