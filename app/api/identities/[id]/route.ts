import { withAuth } from "@/server/api/with-auth";
import { apiIdentitySchema, identityParamsSchema } from "@/lib/schemas/identity";
import { getIdentity } from "@/server/services/identities";

/** The signed-in user's flags and traits (spec 1 §7, GET /identities/{id}). */
export const GET = withAuth({ answer: apiIdentitySchema, params: identityParamsSchema }, async ({ user, params }) => getIdentity(user, params.id));
