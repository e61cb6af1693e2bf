import { apiKeyParamsSchema, apiKeySchema } from "@/lib/schemas/integrations";
import { revokeApiKey } from "@/server/auth/api-keys";
import { withAuth } from "@/server/api/with-auth";

/** Revokes the key: it is refused from now on; revoking it again answers it as it is. */
export const DELETE = withAuth({ may: "manageApiKeys", params: apiKeyParamsSchema, answer: apiKeySchema }, async ({ user, params }) =>
  revokeApiKey(user, params.agencyID, params.keyID),
);
