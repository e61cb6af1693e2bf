"use client";

import type {
  ApiKey,
  ApiKeyCreate,
  ApiKeyCreated,
  ApiKeyList,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookEndpointCreated,
  WebhookEndpointList,
} from "@/lib/schemas/integrations";
import { invalidateWhenSettled } from "./cache-updates";
import { apiFetch } from "./client";
import { integrationKeys } from "./integration-keys";
import { useApiQuery } from "./use-api-query";

const agencyPath = (agencyID: string, rest: string) => `/api/agencies/${encodeURIComponent(agencyID)}/${rest}`;

/** The agency's API keys (underwriters); none read until an agency is chosen. */
export const useApiKeys = (agencyID: string | null) =>
  useApiQuery<ApiKeyList>(integrationKeys.keys(agencyID ?? ""), agencyID ? agencyPath(agencyID, "api-keys") : null);

/** The agency's webhook endpoints. */
export const useWebhookEndpoints = (agencyID: string | null) =>
  useApiQuery<WebhookEndpointList>(integrationKeys.endpoints(agencyID ?? ""), agencyID ? agencyPath(agencyID, "webhook-endpoints") : null);

// A delivery log is read again every 10 seconds while it is open: the worker sends every few seconds.
const DELIVERIES_POLL_MS = 10_000;

/** An endpoint's delivery log, while it is shown. */
export const useWebhookDeliveries = (agencyID: string, endpointID: string) =>
  useApiQuery<WebhookDeliveryList>(
    integrationKeys.deliveries(agencyID, endpointID),
    agencyPath(agencyID, `webhook-endpoints/${encodeURIComponent(endpointID)}/deliveries`),
    { refetchInterval: DELIVERIES_POLL_MS },
  );

/** Every write here changes only the agency's keys and endpoints, read again once it settles. */
const integrationWrite = <T>(agencyID: string, write: Promise<T>) => invalidateWhenSettled(write, () => [{ kind: "integration", agencyID }]);

/** POST .../api-keys: the key with its secret, which is never shown again. */
export const createApiKey = ({ agencyID, ...body }: ApiKeyCreate & { agencyID: string }) =>
  integrationWrite(agencyID, apiFetch<ApiKeyCreated>(agencyPath(agencyID, "api-keys"), { method: "POST", body }));

/** DELETE .../api-keys/{keyID}: the key is refused from now on. */
export const revokeApiKey = ({ agencyID, keyID }: { agencyID: string; keyID: string }) =>
  integrationWrite(agencyID, apiFetch<ApiKey>(agencyPath(agencyID, `api-keys/${encodeURIComponent(keyID)}`), { method: "DELETE" }));

/** POST .../webhook-endpoints: the endpoint with its signing secret, which is never shown again. */
export const registerWebhookEndpoint = ({ agencyID, ...body }: WebhookEndpointCreate & { agencyID: string }) =>
  integrationWrite(agencyID, apiFetch<WebhookEndpointCreated>(agencyPath(agencyID, "webhook-endpoints"), { method: "POST", body }));

/** DELETE .../webhook-endpoints/{endpointID}: nothing more is sent to it. */
export const removeWebhookEndpoint = ({ agencyID, endpointID }: { agencyID: string; endpointID: string }) =>
  integrationWrite(agencyID, apiFetch<WebhookEndpoint>(agencyPath(agencyID, `webhook-endpoints/${encodeURIComponent(endpointID)}`), { method: "DELETE" }));
