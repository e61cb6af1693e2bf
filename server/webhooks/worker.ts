import "server-only";
import { Webhook } from "standardwebhooks";
import { db } from "../db";
import { log } from "../log";
import { retryDelay, startSweep } from "../services/sweep";
import { guardedDelivery, postTo, type Posted } from "./destination";
import { openSecret } from "./secret";

/**
 * Sends the webhook outbox. Each due row is claimed (two app servers never
 * send the same one at once), posted to its endpoint signed the Standard
 * Webhooks way (webhook-id, webhook-timestamp, webhook-signature: HMAC-SHA256
 * over id, timestamp and body), and marked delivered on a 2xx. Anything else,
 * a redirect included (never followed), is retried with growing delays for
 * 24 hours, then given up. On a production server nothing is sent to this
 * machine or a private network (destination.ts). It runs on a timer, apart
 * from request handling.
 */
export const RETRY_FOR_MS = 24 * 60 * 60 * 1000;
const SEND_TIMEOUT_MS = 10_000;
// Longer than one send may take; a worker that died mid-send frees its rows after it.
const CLAIM_MS = 60_000;
const ERROR_MAX = 500;

/** How a delivery is sent: its URL, body, headers and timeout; answers the status. */
export type Send = (url: string, request: Omit<Parameters<typeof postTo>[1], "guarded">) => Promise<Posted>;

async function claimDue(now: Date, limit: number): Promise<string[]> {
  const claimUntil = new Date(now.getTime() + CLAIM_MS);
  const rows = await db.$queryRaw<{ id: string }[]>`
    UPDATE "WebhookDelivery" SET "status" = 'sending', "claimedUntil" = ${claimUntil}, "attempts" = "attempts" + 1, "lastAttemptAt" = ${now}
    WHERE "id" IN (
      SELECT "id" FROM "WebhookDelivery"
      WHERE ("status" = 'pending' AND "nextAttemptAt" <= ${now}) OR ("status" = 'sending' AND "claimedUntil" < ${now})
      ORDER BY "nextAttemptAt" LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id"`;
  return rows.map((r) => r.id);
}

async function post(send: Send, delivery: { id: string; payload: unknown; endpoint: { url: string; secretCipher: string } }, now: Date) {
  const body = JSON.stringify(delivery.payload);
  const signature = new Webhook(openSecret(delivery.endpoint.secretCipher)).sign(delivery.id, now, body);
  const { status } = await send(delivery.endpoint.url, {
    body,
    timeoutMs: SEND_TIMEOUT_MS,
    headers: {
      "content-type": "application/json",
      "user-agent": "CoverageMarketplace-Webhooks/1",
      "webhook-id": delivery.id,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": signature,
    },
  });
  return status;
}

const sendGuarded: Send = (url, request) => postTo(url, { ...request, guarded: guardedDelivery() });

/** Sends what is due now; answers how many were delivered, will be retried, or were given up. */
export async function deliverDueWebhooks(options: { now?: Date; limit?: number; send?: Send } = {}) {
  const now = options.now ?? new Date();
  const send = options.send ?? sendGuarded;
  const result = { delivered: 0, retrying: 0, failed: 0 };
  const ids = await claimDue(now, options.limit ?? 50);
  const claimed = await db.webhookDelivery.findMany({ where: { id: { in: ids } }, include: { endpoint: { select: { url: true, secretCipher: true } } } });
  await Promise.all(
    claimed.map(async (delivery) => {
      let status: number | null = null;
      let error: string;
      try {
        status = await post(send, delivery, now);
        error = status >= 300 && status < 400 ? `Redirected (${status}); redirects are not followed.` : `Answered ${status}.`;
      } catch (failure) {
        error = String((failure as Error)?.message ?? failure);
      }
      if (status !== null && status >= 200 && status < 300) {
        await db.webhookDelivery.update({
          where: { id: delivery.id },
          data: { status: "delivered", deliveredAt: new Date(), lastResponseStatus: status, lastError: null, claimedUntil: null },
        });
        result.delivered++;
        return;
      }
      const next = new Date(now.getTime() + retryDelay(delivery.attempts));
      const givingUp = next.getTime() > delivery.createdAt.getTime() + RETRY_FOR_MS;
      // Only while still this worker's: an endpoint removed during the send has given the row up, and it stays so.
      await db.webhookDelivery.updateMany({
        where: { id: delivery.id, status: "sending" },
        data: {
          status: givingUp ? "failed" : "pending",
          nextAttemptAt: next,
          lastResponseStatus: status,
          lastError: error.slice(0, ERROR_MAX),
          claimedUntil: null,
        },
      });
      log.warn({ deliveryId: delivery.id, attempt: delivery.attempts, status }, givingUp ? "webhook delivery gave up" : "webhook delivery will be retried");
      result[givingUp ? "failed" : "retrying"]++;
    }),
  );
  return result;
}

const POLL_MS = 5_000;

/**
 * Runs the webhook worker in the background of an app server (server/background-start.ts). Runs may overlap
 * when endpoints are slow: a claimed row is not claimed again until its claim lapses, after the send's timeout.
 */
export function startWebhookWorker(): void {
  startSweep("webhook worker", POLL_MS, () => deliverDueWebhooks());
}
