import { webhookEndpointParamsSchema, webhookEndpointSchema } from "@/lib/schemas/integrations";
import { withAuth } from "@/server/api/with-auth";
import { removeWebhookEndpoint } from "@/server/webhooks/endpoints";

/** Removes the endpoint: nothing more is sent to it, and its delivery log stays readable. */
export const DELETE = withAuth({ may: "manageWebhooks", params: webhookEndpointParamsSchema, answer: webhookEndpointSchema }, async ({ user, params }) =>
  removeWebhookEndpoint(user, params.agencyID, params.endpointID),
);
