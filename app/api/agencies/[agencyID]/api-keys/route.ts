import { agencyParamsSchema, apiKeyCreatedSchema, apiKeyCreateSchema, apiKeyListSchema } from "@/lib/schemas/integrations";
import { createApiKey, listApiKeys } from "@/server/auth/api-keys";
import { withAuth } from "@/server/api/with-auth";

/** The agency's API keys (underwriters only): never the keys themselves, only their first characters. */
export const GET = withAuth({ may: "manageApiKeys", params: agencyParamsSchema, answer: apiKeyListSchema }, async ({ user, params }) =>
  listApiKeys(user, params.agencyID),
);

/** A new key for the agency's system, answered once with its secret. */
export const POST = withAuth(
  { may: "manageApiKeys", params: agencyParamsSchema, body: apiKeyCreateSchema, answer: apiKeyCreatedSchema, status: 201, secretAnswer: true },
  async ({ user, params, body }) => createApiKey(user, params.agencyID, body),
);
