import "server-only";
import { serverEnv } from "../env";

// The mark scripts/serve.mjs leaves on the process (FRONT_DOOR in server/http/front-door.mjs).
const FRONT_DOOR = Symbol.for("coverage-marketplace.front-door");

/**
 * Whether this process is served by scripts/serve.mjs, whose front door sets
 * the forwarding headers from the socket. Under plain `next start` a client
 * may have written them itself.
 */
export const servedThroughFrontDoor = (): boolean => (globalThis as Record<symbol, unknown>)[FRONT_DOOR] === true;

export type HeaderSource = { get(name: string): string | null } | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (typeof headers.get === "function") return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  const value = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? value.join(",") : value;
}

const list = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

// An IPv4 client of a dual-stack socket is reported as ::ffff:a.b.c.d: one address, one spelling.
const mappedIPv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The client's address. Served directly, the socket's (the front door put it
 * in X-Forwarded-For, replacing whatever the client sent); behind
 * TRUSTED_PROXY_HOPS proxies that each append the address they saw, that many
 * entries from the right. Null when unknown, and always when the process is
 * not served through the front door: a limit per address then never holds a
 * made-up address, and one unknown bucket never locks everyone out.
 */
export function clientAddress(headers: HeaderSource, trustedHops = serverEnv().TRUSTED_PROXY_HOPS ?? 0): string | null {
  if (!servedThroughFrontDoor()) return null;
  const address = list(header(headers, "x-forwarded-for")).at(-Math.max(1, trustedHops));
  return address ? address.replace(mappedIPv4, "$1") : null;
}

/** `scheme://host` when the host is only a host and port (a Host header), else null. */
function originOf(scheme: string, host: string): string | null {
  if (scheme !== "http" && scheme !== "https") return null;
  try {
    const url = new URL(`${scheme}://${host}`);
    const sent = host.toLowerCase();
    return url.host === sent || url.host === sent.replace(/:(80|443)$/, "") ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin the user's browser is on, for same-origin checks and redirects:
 * the Host header (which a browser sends as the address it opened) with the
 * scheme the request came in on; behind TRUSTED_PROXY_HOPS proxies, their
 * X-Forwarded-Host and X-Forwarded-Proto (the first, the outermost proxy's).
 */
export function requestOrigin(req: { headers: HeaderSource; nextUrl: URL }, trustedHops = serverEnv().TRUSTED_PROXY_HOPS ?? 0): string {
  const proxied = trustedHops > 0;
  const host = (proxied && list(header(req.headers, "x-forwarded-host"))[0]) || header(req.headers, "host") || req.nextUrl.host;
  const scheme = (proxied && list(header(req.headers, "x-forwarded-proto"))[0]) || req.nextUrl.protocol.replace(/:$/, "");
  return originOf(scheme.toLowerCase(), host) ?? req.nextUrl.origin;
}
