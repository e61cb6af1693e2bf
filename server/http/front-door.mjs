/**
 * What the app's own HTTP server (scripts/serve.mjs) does to every request
 * before Next.js sees it. Next.js keeps the forwarding headers a client sends
 * and only fills in missing ones, so a client served directly could name any
 * address, host or scheme it liked. Here, served directly (no trusted
 * proxies), X-Forwarded-For becomes the socket's address, X-Forwarded-Host the
 * Host header and X-Forwarded-Proto the socket's scheme, whatever the client
 * sent; behind TRUSTED_PROXY_HOPS proxies their headers are kept as they came.
 * The process is marked as served this way: the app trusts those headers only
 * then (server/http/client-address.ts).
 *
 * Plain JavaScript, since the container runs it with node alone.
 */

/** The mark on globalThis; server/http/client-address.ts reads it. */
export const FRONT_DOOR = Symbol.for("coverage-marketplace.front-door");

/** TRUSTED_PROXY_HOPS as server/env.ts reads it: a whole number from 0 to 10, unset or blank for 0. */
export function trustedProxyHops(env = process.env) {
  const raw = (env.TRUSTED_PROXY_HOPS ?? "").trim();
  if (raw === "") return 0;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) throw new Error("TRUSTED_PROXY_HOPS must be a whole number from 0 to 10.");
  return hops;
}

/** @param {import("node:http").IncomingMessage} req @param {number} trustedHops */
export function admit(req, trustedHops) {
  if (trustedHops > 0) return;
  const { headers, socket } = req;
  headers["x-forwarded-for"] = socket.remoteAddress ?? "";
  if (headers.host) headers["x-forwarded-host"] = headers.host;
  else delete headers["x-forwarded-host"];
  headers["x-forwarded-proto"] = "encrypted" in socket && socket.encrypted ? "https" : "http";
  // Next.js fills it in from its own port.
  delete headers["x-forwarded-port"];
}

/** Marks this process as served through admit(), so the app may trust the forwarding headers. */
export function markServedThroughFrontDoor() {
  globalThis[FRONT_DOOR] = true;
}
