/**
 * What `npm run bench:api` prints: each server's figures over the rounds of a
 * call, the app's ratios to the two floors, and the budgets of
 * docs/decisions/2026-11-24-api-performance.md beside them (printed, never
 * asserted). A ratio is taken within a round, where the servers ran minutes
 * apart at most, and the rounds are summed up as median (min–max).
 */
import type autocannon from "autocannon";

export type Server = "app" | "bare" | "bareNext";
export const FLOORS = ["bare", "bareNext"] as const satisfies Server[];
export const SERVERS = ["app", ...FLOORS] as const satisfies Server[];
export const SERVER_NAMES: Record<Server, string> = { app: "app", bare: "bare server", bareNext: "bare Next" };

export type Round = Record<Server, autocannon.Result>;
export interface Measured {
  call: string;
  rounds: Round[];
}

const reqs = (result: autocannon.Result) => result.requests.average;
const p99 = (result: autocannon.Result) => result.latency.p99;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** "median (min–max)" of the rounds, or the one value of a single round. */
function spread(values: number[], digits: number): string {
  const m = median(values).toFixed(digits);
  return values.length > 1 ? `${m} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})` : m;
}

export function throughputRow({ call, rounds }: Measured): Record<string, string> {
  return {
    call,
    "app req/s": spread(
      rounds.map((r) => reqs(r.app)),
      0,
    ),
    "bare server req/s": spread(
      rounds.map((r) => reqs(r.bare)),
      0,
    ),
    "bare Next req/s": spread(
      rounds.map((r) => reqs(r.bareNext)),
      0,
    ),
    "app / bare server": spread(
      rounds.map((r) => reqs(r.app) / reqs(r.bare)),
      2,
    ),
    "app / bare Next": spread(
      rounds.map((r) => reqs(r.app) / reqs(r.bareNext)),
      2,
    ),
    "non-2xx, errors": SERVERS.map((s) => rounds.reduce((n, r) => n + r[s].non2xx + r[s].errors, 0)).join(" / "),
  };
}

export function latencyRow({ call, rounds }: Measured): Record<string, string> {
  return {
    call,
    "app p99 ms": spread(
      rounds.map((r) => p99(r.app)),
      0,
    ),
    "bare server p99 ms": spread(
      rounds.map((r) => p99(r.bare)),
      0,
    ),
    "bare Next p99 ms": spread(
      rounds.map((r) => p99(r.bareNext)),
      0,
    ),
    "p99 app / bare server": spread(
      rounds.map((r) => p99(r.app) / p99(r.bare)),
      2,
    ),
    "p99 app / bare Next": spread(
      rounds.map((r) => p99(r.app) / p99(r.bareNext)),
      2,
    ),
  };
}

interface Budget {
  what: string;
  ratio: (round: Round) => number;
  /** The ratio's bound: at least `min`, or at most `max`. */
  min?: number;
  max?: number;
}

const throughputTo = (floor: (typeof FLOORS)[number], min: number): Budget => ({
  what: `req/s ≥ ${min}× ${SERVER_NAMES[floor]}`,
  ratio: (r) => reqs(r.app) / reqs(r[floor]),
  min,
});
const p99Within: Budget = { what: "p99 ≤ 2× bare server", ratio: (r) => p99(r.app) / p99(r.bare), max: 2 };

/** The budgets of each call, by the start of its name. */
const budgets: [string, Budget[]][] = [
  ["GET /api/applications/", [throughputTo("bare", 0.6), p99Within]],
  ["GET /api/submissions", [throughputTo("bare", 0.5), throughputTo("bareNext", 0.9), p99Within]],
  ["GET /api/submission/", [throughputTo("bare", 0.6), p99Within]],
  ["PATCH ", [throughputTo("bare", 0.5)]],
];

export function budgetRows({ call, rounds }: Measured): Record<string, string>[] {
  const own = budgets.find(([prefix]) => call.startsWith(prefix))?.[1] ?? [];
  return own.map(({ what, ratio, min, max }) => {
    const values = rounds.map(ratio);
    const meets = (v: number) => (min === undefined || v >= min) && (max === undefined || v <= max);
    return {
      call,
      budget: what,
      measured: spread(values, 2),
      verdict: meets(median(values)) ? "met" : "not met",
      rounds: `${values.filter(meets).length} of ${values.length} met`,
    };
  });
}
