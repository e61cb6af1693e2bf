import { withAuth } from "@/server/api/with-auth";
import { flagsAnswerSchema, flagsQuerySchema } from "@/lib/schemas/identity";
import { flagsFor } from "@/server/services/identities";

/** The signed-in user's feature flags (spec 1 §7, GET /flags?id=&flagName=). */
export const GET = withAuth({ answer: flagsAnswerSchema, query: flagsQuerySchema }, async ({ user, query }) => flagsFor(user, query));
