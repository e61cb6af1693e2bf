/**
 * What an agency's system may be told of by webhook (docs/api.md, Webhooks).
 * Each is written by a database trigger in the transaction of the change
 * (migration api_keys_and_webhooks), and only for the agency's own records.
 */
export const webhookEvents = [
  "application.status_changed",
  "policy.bound",
  "note.created",
  "document.created",
  "endorsement.status_changed",
  "cancellation.status_changed",
  "reinstatement.status_changed",
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

export const webhookEventLabels: Record<WebhookEvent, string> = {
  "application.status_changed": "An application's status changed",
  "policy.bound": "A policy was bound (its first bind)",
  "note.created": "A note was written (never an internal one)",
  "document.created": "A document was added (never one kept for underwriters)",
  "endorsement.status_changed": "An endorsement's status changed",
  "cancellation.status_changed": "A cancellation's status changed",
  "reinstatement.status_changed": "A reinstatement's status changed",
};

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** An endpoint's address on this machine: allowed over plain http outside production only. */
export function isLocalAddress(url: URL): boolean {
  return LOCAL_HOSTS.has(url.hostname);
}
