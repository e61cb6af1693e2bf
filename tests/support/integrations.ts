import { createApiKey } from "@/server/auth/api-keys";
import { loadSessionUser } from "@/server/auth/session-user";
import { createWebhookEndpoint } from "@/server/webhooks/endpoints";
import type { WebhookEvent } from "@/lib/domain/webhook-events";
import { demoUserIds } from "./api-client";

async function underwriter() {
  const user = await loadSessionUser(demoUserIds.underwriter);
  if (!user) throw new Error("The demo underwriter is missing.");
  return user;
}

/** A key for the agency's system, made by the demo underwriter: its row and its secret. */
export async function createApiKeyFor(agencyId: string, name = "Agency management system") {
  return createApiKey(await underwriter(), agencyId, { name });
}

/** An endpoint of the agency, registered by the demo underwriter: its row and its signing secret. */
export async function createWebhookEndpointFor(agencyId: string, url = "https://hooks.example.com/events", events: WebhookEvent[] = ["policy.bound"]) {
  return createWebhookEndpoint(await underwriter(), agencyId, { url, events });
}
