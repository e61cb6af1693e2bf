import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { randomInt } from "node:crypto";
import { admit, FRONT_DOOR, markServedThroughFrontDoor } from "@/server/http/front-door.mjs";

/** A request as the test's handler gets it: after the front door, as Next.js would. */
export interface AdmittedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Answer = { status: number; json: unknown };

export interface FrontDoorServer {
  /** Sends a request from a client address of the test's choosing (a loopback address, 127.x.y.z). */
  send(from: string, request: { method?: string; path: string; headers?: Record<string, string>; body?: string }): Promise<Answer>;
  close(): Promise<void>;
}

/**
 * A server like scripts/serve.mjs with a test's handler in place of Next.js:
 * every request passes the front door (server/http/front-door.mjs) first, and
 * clients come from the loopback address they choose, so limits per address
 * are tested on real sockets. The process counts as served through the front
 * door until the server closes.
 */
export async function frontDoorServer(handle: (req: AdmittedRequest) => Promise<Answer>, trustedHops = 0): Promise<FrontDoorServer> {
  markServedThroughFrontDoor();
  const server = http.createServer((req: IncomingMessage, res) => {
    admit(req, trustedHops);
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      handle({ method: req.method ?? "GET", url: req.url ?? "/", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") })
        .then(({ status, json }) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json)))
        .catch((error: unknown) => res.writeHead(500).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    send: (from, { method = "GET", path, headers = {}, body }) =>
      new Promise<Answer>((resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port, localAddress: from, method, path, headers, agent: false }, (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
        });
        req.on("error", reject);
        req.end(body);
      }),
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          delete (globalThis as Record<symbol, unknown>)[FRONT_DOOR];
          resolve();
        }),
      ),
  };
}

/** A loopback address no other test has used, so its counters start at zero. */
export const loopbackAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
