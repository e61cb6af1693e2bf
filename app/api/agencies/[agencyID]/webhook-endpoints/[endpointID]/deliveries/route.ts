import { webhookDeliveryListSchema, webhookEndpointParamsSchema } from "@/lib/schemas/integrations";
import { withAuth } from "@/server/api/with-auth";
import { listWebhookDeliveries } from "@/server/webhooks/endpoints";

/** The endpoint's delivery log: the newest deliveries, each with its attempts, last answer and payload. */
export const GET = withAuth({ may: "manageWebhooks", params: webhookEndpointParamsSchema, answer: webhookDeliveryListSchema }, async ({ user, params }) =>
  listWebhookDeliveries(user, params.agencyID, params.endpointID),
);
