import "server-only";
import { RateLimiterPrisma } from "rate-limiter-flexible";
import { db, sql } from "../db";
import { sqlTimestamp } from "../db/sql-values";
import { AppError } from "../errors";

/**
 * Failed attempts counted per key in the database (shared by every app server):
 * at `points` failures within `windowSeconds` the key is refused until the
 * window ends. A success forgets the account's failures.
 */
interface Policy {
  name: string;
  points: number;
  windowSeconds: number;
}

const MINUTE = 60;
export const throttlePolicies = {
  // Guessing one account's password from one place.
  signInAccountAddress: { name: "sign-in:account+address", points: 5, windowSeconds: 15 * MINUTE },
  // Guessing one account's password from many places.
  signInAccount: { name: "sign-in:account", points: 20, windowSeconds: 60 * MINUTE },
  // One place trying many accounts.
  signInAddress: { name: "sign-in:address", points: 100, windowSeconds: 24 * 60 * MINUTE },
  // Guessing from a browser the account signed in on before (its device cookie): only this limit holds it.
  signInDevice: { name: "sign-in:device", points: 5, windowSeconds: 15 * MINUTE },
  bearerAddress: { name: "bearer:address", points: 30, windowSeconds: 15 * MINUTE },
  handoffAddress: { name: "handoff:address", points: 10, windowSeconds: 15 * MINUTE },
} satisfies Record<string, Policy>;

const limiters = new Map<string, RateLimiterPrisma>();
function limiterOf(policy: Policy): RateLimiterPrisma {
  let limiter = limiters.get(policy.name);
  if (!limiter) {
    limiter = new RateLimiterPrisma({
      storeClient: db,
      tableName: "rateLimit",
      keyPrefix: policy.name,
      points: policy.points,
      duration: policy.windowSeconds,
    });
    limiters.set(policy.name, limiter);
  }
  return limiter;
}

export interface ThrottleKey {
  policy: Policy;
  key: string;
}

export const TOO_MANY_ATTEMPTS = "Too many failed attempts.";

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${TOO_MANY_ATTEMPTS} Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

// rate-limiter-flexible's own row of a key: "<policy>:<key>", live while its window has not ended.
const THROTTLE_SQL = `
SELECT key, points, extract(epoch FROM expire) * 1000 AS expire FROM "RateLimit"
WHERE key = ANY($1::text[]) AND (expire > $2::timestamp OR expire IS NULL)`;

/**
 * Refuses (429) while any of the keys has used up its failures; says how long
 * to wait. Read in one statement beside the session on every bearer request,
 * so it is hand-written rather than one limiter call per key.
 */
export async function assertNotThrottled(keys: readonly ThrottleKey[]): Promise<void> {
  if (!keys.length) return;
  const now = Date.now();
  const rows = await sql.query<{ key: string; points: number; expire: string | null }>(THROTTLE_SQL, [
    keys.map(({ policy, key }) => `${policy.name}:${key}`),
    sqlTimestamp(new Date(now)),
  ]);
  const waits = keys.flatMap(({ policy, key }) => {
    const row = rows.find((r) => r.key === `${policy.name}:${key}`);
    return row && row.points >= policy.points ? [row.expire === null ? -1 : Math.max(Number(row.expire) - now, 0)] : [];
  });
  if (waits.length) {
    const retryAfterSeconds = Math.ceil(Math.max(...waits) / 1000);
    throw new AppError("too_many_requests", tooManyAttemptsMessage(retryAfterSeconds), undefined, { retryAfterSeconds });
  }
}

export async function recordFailure(keys: readonly ThrottleKey[]): Promise<void> {
  // Consuming past the limit rejects; the count is stored either way.
  await Promise.all(
    keys.map(({ policy, key }) =>
      limiterOf(policy)
        .consume(key)
        .catch(() => undefined),
    ),
  );
}

export async function forgetFailures(keys: readonly ThrottleKey[]): Promise<void> {
  await Promise.all(keys.map(({ policy, key }) => limiterOf(policy).delete(key)));
}

/**
 * The part of a client's address a limit counts: an IPv6 client usually holds
 * a whole /64 and can take a new address from it for every request, so its
 * first four groups; an IPv4 address as it is.
 */
export function addressKey(address: string): string {
  const bare = address.replace(/%.*$/, "");
  if (!bare.includes(":")) return bare;
  const [head, tail] = bare.includes("::") ? bare.split("::") : [bare, ""];
  const first = head ? head.split(":") : [];
  const last = tail ? tail.split(":") : [];
  const groups = [...first, ...Array<string>(Math.max(0, 8 - first.length - last.length)).fill("0"), ...last].slice(0, 4);
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return bare;
  return `${groups.map((g) => parseInt(g, 16).toString(16)).join(":")}::/64`;
}
