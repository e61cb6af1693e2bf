import "server-only";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Where a production server's webhook may not go: this machine, private and
 * shared networks, link-local addresses (a cloud's metadata service),
 * multicast and reserved ones. A registered name is checked as it resolves,
 * at each delivery, and the connection is made to the address checked, so a
 * name cannot pass the check and then point elsewhere.
 */
const unreachable = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  unreachable.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
] as const) {
  unreachable.addSubnet(network, prefix, "ipv6");
}

const mappedIPv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** Whether an address is one a webhook may not reach (an IPv4 address written as IPv6 is judged as IPv4). */
export function isUnreachableAddress(address: string): boolean {
  const mapped = mappedIPv4.exec(address);
  if (mapped) return unreachable.check(mapped[1], "ipv4");
  const family = isIP(address);
  return family === 0 || unreachable.check(address, family === 4 ? "ipv4" : "ipv6");
}

export const UNREACHABLE_MESSAGE = "The endpoint's address is on a private network or this machine; webhooks are not sent there.";

/** A name's addresses, refused when any is one a webhook may not reach. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    if (addresses.some((a) => isUnreachableAddress(a.address))) return callback(new Error(UNREACHABLE_MESSAGE), "", 0);
    if (options.all) return (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

/**
 * Whether this is a production server, whose webhooks go only over https to
 * other servers: checked when an endpoint is registered and at every delivery.
 */
export const guardedDelivery = (env: Record<string, string | undefined> = process.env) => env.NODE_ENV === "production";

export interface Posted {
  status: number;
}

/**
 * POSTs `body` to `url` and answers the status, without following a redirect.
 * `guarded` (a production server) refuses addresses of this machine and private networks.
 */
export function postTo(url: string, request: { body: string; headers: Record<string, string>; timeoutMs: number; guarded: boolean }): Promise<Posted> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, "");
  if (request.guarded && isIP(host) && isUnreachableAddress(host)) return Promise.reject(new Error(UNREACHABLE_MESSAGE));
  const client = target.protocol === "https:" ? https : http;
  return new Promise<Posted>((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: "POST",
        headers: { ...request.headers, "content-length": String(Buffer.byteLength(request.body)) },
        ...(request.guarded && { lookup: guardedLookup }),
      },
      (res) => {
        // Only the status matters; the body is read and dropped so the connection is free again.
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
        res.on("error", reject);
      },
    );
    // The whole exchange, not each pause in it: a worker's claim on the delivery outlasts it.
    const timer = setTimeout(() => req.destroy(new Error(`No answer within ${request.timeoutMs / 1000} seconds.`)), request.timeoutMs);
    req.on("close", () => clearTimeout(timer));
    req.on("error", reject);
    req.end(request.body);
  });
}
