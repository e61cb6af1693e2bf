import "server-only";
import { createHash } from "node:crypto";
import { db, sql } from "../db";
import { AppError } from "../errors";
import { openSecret, sealSecret } from "../webhooks/secret";

/*
 * Idempotency-Key on POST (docs/api.md): a client that retries a request whose
 * answer it never got sends the same key, and gets the first answer instead of
 * a second write. Keys are the caller's own, kept 24 hours in PostgreSQL, so
 * they hold across app servers.
 */

const VISIBLE_ASCII = /^[\x21-\x7E]{1,255}$/;

/** The request's Idempotency-Key, if it sent one: 1 to 255 visible ASCII characters (400 otherwise). */
export function idempotencyKey(header: string | null): string | null {
  if (header === null) return null;
  if (!VISIBLE_ASCII.test(header))
    throw new AppError("bad_request", "Idempotency-Key must be 1 to 255 visible ASCII characters.", {
      "Idempotency-Key": ["Use 1 to 255 visible ASCII characters."],
    });
  return header;
}

/**
 * What the body must match for the key's first answer to stand for it. A
 * multipart body is taken without its boundary, which a client draws anew
 * each time it builds the same form.
 */
export function fingerprintOf(body: ArrayBuffer | Uint8Array, contentType: string | null): string {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? "");
  const bytes = body instanceof Uint8Array ? Buffer.from(body.buffer, body.byteOffset, body.byteLength) : Buffer.from(body);
  const marker = boundary?.[1] ?? boundary?.[2];
  const content = marker ? Buffer.from(bytes.toString("latin1").replaceAll(marker, ""), "latin1") : bytes;
  return createHash("sha256").update(content).digest("hex");
}

export interface Keyed {
  userId: string;
  key: string;
}

/** The key's first answer, when it has one: the request is not run again. */
export type Claim = { replay: null } | { replay: { status: number; answer: unknown } };

interface ClaimRow {
  request: string;
  fingerprint: string;
  status: number | null;
  answer: unknown;
}

/**
 * Claims `key` for this request before it runs, or finds the key's first
 * request: the same one, answered, is replayed; the same one still under way
 * is 409; another method, path or body is 422. A key older than 24 hours is
 * free again.
 */
export async function claimKey({ userId, key }: Keyed, request: string, fingerprint: string): Promise<Claim> {
  // Twice at most: a key released between the claim and the read (its request failed on the server) is claimed again.
  for (let attempt = 0; attempt < 2; attempt++) {
    await sql.query(`DELETE FROM "IdempotentRequest" WHERE "userId" = $1 AND key = $2 AND "createdAt" < now() - interval '24 hours'`, [userId, key]);
    const claimed = await sql.query<{ claimed: number }>(
      `INSERT INTO "IdempotentRequest" ("userId", key, request, fingerprint) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1 AS claimed`,
      [userId, key, request, fingerprint],
    );
    if (claimed.length) {
      await sweepExpired();
      return { replay: null };
    }
    const [first] = await sql.query<ClaimRow>(`SELECT request, fingerprint, status, answer FROM "IdempotentRequest" WHERE "userId" = $1 AND key = $2`, [
      userId,
      key,
    ]);
    if (!first) continue;
    if (first.request !== request || first.fingerprint !== fingerprint) {
      throw new AppError("unprocessable", "This Idempotency-Key was used for another request.", { "Idempotency-Key": ["Use a new key for a new request."] });
    }
    if (first.status !== null) return { replay: { status: first.status, answer: first.answer } };
    break;
  }
  throw new AppError("conflict", "A request with this Idempotency-Key is still under way. Try again in a moment.");
}

/**
 * An answer that shows a secret once (a new API key, a webhook's signing
 * secret) is kept sealed, as webhook secrets are: never as plain text in the
 * database, and still whole for the retry of a client that never got it.
 */
export const sealedAnswer = (answer: unknown) => ({ sealedAnswer: sealSecret(JSON.stringify(answer ?? null)) });

/** What a key's first request answered, as a request sent again gets it. */
export function replayedAnswer(kept: unknown): unknown {
  const sealed = typeof kept === "object" && kept !== null && "sealedAnswer" in kept ? kept.sealedAnswer : null;
  return typeof sealed === "string" ? JSON.parse(openSecret(sealed)) : kept;
}

/** The key's request was answered: later ones with the key get this answer. */
export async function keepAnswer({ userId, key }: Keyed, status: number, answer: unknown): Promise<void> {
  await sql.query(`UPDATE "IdempotentRequest" SET status = $3, answer = $4::jsonb WHERE "userId" = $1 AND key = $2`, [
    userId,
    key,
    status,
    JSON.stringify(answer ?? null),
  ]);
}

/** The key's request failed on the server (5xx) or answered what cannot be kept: the key is free for the retry. */
export async function releaseKey({ userId, key }: Keyed): Promise<void> {
  await db.idempotentRequest.deleteMany({ where: { userId, key, status: null } });
}

/** Keys past their 24 hours go, a few at a time, as new ones are claimed. */
async function sweepExpired(): Promise<void> {
  await sql.query(
    `DELETE FROM "IdempotentRequest" WHERE ("userId", key) IN (SELECT "userId", key FROM "IdempotentRequest" WHERE "createdAt" < now() - interval '24 hours' LIMIT 100)`,
    [],
  );
}
