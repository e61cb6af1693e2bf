import http from "node:http";
import type { AddressInfo } from "node:net";
import { postTo } from "@/server/webhooks/destination";
import type { Send } from "@/server/webhooks/worker";

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * An agency's webhook receiver on this machine: it keeps every request and
 * answers each path with the statuses it is told, in turn (then 200). A 3xx
 * answer sends the caller to /moved, which must never be asked for.
 */
export async function startWebhookReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      const status = answers.get(req.url ?? "")?.shift() ?? 200;
      res.writeHead(status, status >= 300 && status < 400 ? { location: "/moved" } : { "content-type": "text/plain" });
      res.end(status < 300 ? "ok" : "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/hooks`,
    origin,
    received,
    /** The statuses the next requests to the path are answered with. */
    answerWith: (path: string, ...statuses: number[]) => answers.set(path, [...(answers.get(path) ?? []), ...statuses]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** Sends as the worker does, but only to the receiver: other tests' endpoints in the same database are out of reach here, as an unreachable host is. */
export const sendOnlyTo =
  (receiver: WebhookReceiver): Send =>
  (url, request) =>
    url.startsWith(receiver.origin) ? postTo(url, { ...request, guarded: false }) : Promise.reject(new Error("Unreachable in this test."));
