import "server-only";
import type { RouteContract } from "./with-auth";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The error statuses a route can answer, from what it declares to withAuth:
 * every route may be refused a session (401) or throttled (429) and may fail
 * (500, 503); a role's action or any write may be forbidden (403, a write
 * from another site); what it is given may be malformed (400) or name
 * something not there (404) or break a rule (422); a write may be refused as
 * conflicting or stale (409) or sent as the wrong type (415); a body may be
 * too large (413), and so may a POST's, which an Idempotency-Key makes read. The API tests hold every error answer to this list.
 */
export function errorStatuses(contract: RouteContract, method: string): number[] {
  const write = WRITES.has(method);
  const body = !!contract.body || contract.accepts === "multipart";
  const input = !!(contract.params || contract.query) || body;
  const statuses = new Set([401, 429, 500, 503]);
  if (contract.may || write) statuses.add(403);
  // A POST's Idempotency-Key may be malformed too.
  if (contract.params || contract.query || (write && body) || method === "POST") statuses.add(400);
  if (input) [404, 422].forEach((s) => statuses.add(s));
  if (write) [409, 415, 422].forEach((s) => statuses.add(s));
  if (body || method === "POST") statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}
