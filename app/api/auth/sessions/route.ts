import { sessionsRevokedSchema } from "@/lib/schemas/auth-user";
import { revokeAllSessions } from "@/server/auth/sessions";
import { withAuth } from "@/server/api/with-auth";

/** Sign out everywhere: ends every session and API token of the caller, this one included. */
export const DELETE = withAuth({ answer: sessionsRevokedSchema }, async ({ user }) => ({ revoked: await revokeAllSessions(user.id) }));
