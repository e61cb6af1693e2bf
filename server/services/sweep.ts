import "server-only";
import { log } from "../log";

/** How often each app server's sweeps look at the calendar (expired quotes, scheduled cancellations). */
export const SWEEP_EVERY_MS = 15 * 60 * 1000;

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;

/** The delay of an outbox (webhooks, generated documents) before attempt n + 1: 30 s, doubling, at most an hour. */
export const retryDelay = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);

/**
 * Runs `work` every `everyMs` in the background of this app server, once per
 * process (a dev server's reloads keep the one timer); a failed run is logged
 * and the next one tries again.
 */
export function startSweep(name: string, everyMs: number, work: () => Promise<unknown>): void {
  const holder = globalThis as typeof globalThis & { __sweeps?: Set<string> };
  holder.__sweeps ??= new Set();
  if (holder.__sweeps.has(name)) return;
  holder.__sweeps.add(name);
  setInterval(() => {
    work().catch((error) => log.error({ err: error }, `${name} failed`));
  }, everyMs).unref();
}
