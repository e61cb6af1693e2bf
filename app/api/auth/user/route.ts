import { authUserAnswerSchema } from "@/lib/schemas/auth-user";
import { toApiUser } from "@/server/auth/api-user";
import { issueApiToken } from "@/server/auth/sessions";
import { withAuth } from "@/server/api/with-auth";

/**
 * The signed-in user and a short-lived API token for `Authorization: Bearer
 * <jwtToken>`. The token is not the session cookie: it expires within the hour
 * and dies with the session it was issued from (sign-out revokes it).
 */
export const GET = withAuth({ answer: authUserAnswerSchema, freshSession: true }, async ({ user, sessionId }) => {
  const { token, expiresAt } = await issueApiToken(user, sessionId);
  return { user: toApiUser(user), jwtToken: token, jwtTokenExpiresAt: expiresAt.toISOString() };
});
