import { apiIdentitySchema, identityTraitsSchema } from "@/lib/schemas/identity";
import { withAuth } from "@/server/api/with-auth";
import { saveTraits } from "@/server/services/identities";

/** Saves the signed-in user's traits (spec 1 §7, POST /identities). */
export const POST = withAuth({ answer: apiIdentitySchema, body: identityTraitsSchema }, async ({ user, body }) => saveTraits(user, body));
