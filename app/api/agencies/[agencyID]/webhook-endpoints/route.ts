import { agencyParamsSchema, webhookEndpointCreatedSchema, webhookEndpointCreateSchema, webhookEndpointListSchema } from "@/lib/schemas/integrations";
import { withAuth } from "@/server/api/with-auth";
import { createWebhookEndpoint, listWebhookEndpoints } from "@/server/webhooks/endpoints";

/** The agency's webhook endpoints: its agents' and keys' own, any agency's for an underwriter. */
export const GET = withAuth({ may: "manageWebhooks", params: agencyParamsSchema, answer: webhookEndpointListSchema }, async ({ user, params }) =>
  listWebhookEndpoints(user, params.agencyID),
);

/** Registers an endpoint for some events; answers its signing secret once. */
export const POST = withAuth(
  {
    may: "manageWebhooks",
    params: agencyParamsSchema,
    body: webhookEndpointCreateSchema,
    answer: webhookEndpointCreatedSchema,
    status: 201,
    secretAnswer: true,
  },
  async ({ user, params, body }) => createWebhookEndpoint(user, params.agencyID, body),
);
