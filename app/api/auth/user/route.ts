import { authUserAnswerSchema } from "@/lib/schemas/auth-user";
import { toApiUser } from "@/server/auth/api-user";
import { issueApiToken } from "@/server/auth/sessions";
import { withAuth } from "@/server/api/with-auth";
import { forbidden } from "@/server/errors";

/**
 * The signed-in user and a short-lived API token for `Authorization: Bearer
 * <jwtToken>`. The token is not the session cookie: it expires within the hour
 * and dies with the session it was issued from (sign-out revokes it). An API
 * key is refused: it is sent as the bearer itself and needs no token.
 */
export const GET = withAuth({ may: "issueApiToken", answer: authUserAnswerSchema, freshSession: true }, async ({ user, sessionId, apiKeyId }) => {
  if (apiKeyId) throw forbidden("An API key is sent as the bearer itself; it is not exchanged for a token.");
  const { token, expiresAt } = await issueApiToken(user, sessionId);
  return { user: toApiUser(user), jwtToken: token, jwtTokenExpiresAt: expiresAt.toISOString() };
});
