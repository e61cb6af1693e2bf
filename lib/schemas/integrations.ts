import { z } from "zod";
import { isLocalAddress, webhookEvents } from "@/lib/domain/webhook-events";
import { idSchema } from "./common";

export const agencyParamsSchema = z.object({ agencyID: idSchema("Agency id") });
export const apiKeyParamsSchema = agencyParamsSchema.extend({ keyID: idSchema("Key id") });
export const webhookEndpointParamsSchema = agencyParamsSchema.extend({ endpointID: idSchema("Endpoint id") });

export const API_KEY_NAME_REQUIRED = "Enter a name for the key.";
export const WEBHOOK_URL_INVALID = "Enter the endpoint's full URL, starting with https://.";
export const WEBHOOK_EVENTS_REQUIRED = "Choose at least one event.";

/** POST /api/agencies/{agencyID}/api-keys: the name of the system the key is for; it names the key's service user too. */
export const apiKeyCreateSchema = z.strictObject({
  name: z.string().trim().min(1, API_KEY_NAME_REQUIRED).max(80, "A key's name can be at most 80 characters."),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

const isoDate = z.string();

export const apiKeySchema = z.object({
  id: z.string(),
  agencyID: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart; the key itself is shown only when it is created. */
  prefix: z.string(),
  serviceUserID: z.string(),
  createdBy: z.string(),
  createdDate: isoDate,
  lastUsedDate: isoDate.nullable(),
  revokedDate: isoDate.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;
/** The created key with its secret, which is never shown again. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ secret: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

const endpointUrl = z
  .string()
  .trim()
  .max(2_000, "A URL can be at most 2,000 characters.")
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    if (url.username || url.password) return false;
    return url.protocol === "https:" || (url.protocol === "http:" && isLocalAddress(url));
  }, WEBHOOK_URL_INVALID);

/** POST /api/agencies/{agencyID}/webhook-endpoints. Plain http only to this machine, and only outside production (the server's rule). */
export const webhookEndpointCreateSchema = z.strictObject({
  url: endpointUrl,
  events: z
    .array(z.enum(webhookEvents, { message: `An event must be one of ${webhookEvents.join(", ")}.` }))
    .min(1, WEBHOOK_EVENTS_REQUIRED)
    .refine((events) => new Set(events).size === events.length, "Name each event once."),
  description: z.string().trim().max(200, "A description can be at most 200 characters.").optional(),
});
export type WebhookEndpointCreate = z.infer<typeof webhookEndpointCreateSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  agencyID: z.string(),
  url: z.string(),
  events: z.array(z.enum(webhookEvents)),
  description: z.string().nullable(),
  createdBy: z.string(),
  createdDate: isoDate,
  deletedDate: isoDate.nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;
/** The registered endpoint with the secret its deliveries are signed with, shown only now. */
export const webhookEndpointCreatedSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreatedSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventID: z.string(),
  event: z.enum(webhookEvents),
  status: z.enum(["pending", "sending", "delivered", "failed"]),
  attempts: z.number().int(),
  createdDate: isoDate,
  lastAttemptDate: isoDate.nullable(),
  nextAttemptDate: isoDate.nullable(),
  deliveredDate: isoDate.nullable(),
  lastResponseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;
