import "server-only";
import { serverEnv } from "../env";
import { createHash } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { db, sql } from "../db";
import { sqlTimestamp } from "../db/sql-values";
import { recordAuditEvent } from "../services/audit";
import { forgetKey, forgetSessions, rememberSession, reusableSession, type LiveSession } from "./session-reuse";
import { SESSION_USER_COLUMNS, sessionUserOfSqlRow, type SessionUser, type SessionUserSqlRow } from "./session-user";

/** A browser session ends at the latest this long after sign-in, however active it is. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A browser session unused this long is over (spec 1 §9). */
export const SESSION_IDLE_LIMIT_MS = 14 * 24 * 60 * 60 * 1000;
/** How stale lastSeenAt may get before a request refreshes it: one write an hour, not one a request. */
const LAST_SEEN_GRANULARITY_MS = 60 * 60 * 1000;
/** API tokens are short-lived: a client asks GET /api/auth/user for a new one. */
export const API_TOKEN_LIFETIME_SECONDS = 60 * 60;

const API_TOKEN_TYPE = "api";

function secret(): string {
  const value = serverEnv().NEXTAUTH_SECRET;
  if (!value) throw new Error("NEXTAUTH_SECRET is not set.");
  return value;
}

// A key of its own, so an API token can never be read as a session cookie or the other way round.
const apiTokenKeys = new Map<string, Buffer>();
function apiTokenKey(): Buffer {
  const from = secret();
  let key = apiTokenKeys.get(from);
  if (!key) {
    key = createHash("sha256").update(`api-token\0${from}`).digest();
    apiTokenKeys.set(from, key);
  }
  return key;
}

/** How a user signed in: with their password, or handed over by their wholesaler. */
export type SignInMethod = "password" | "handoff";

/** Records a new browser session for a sign-in, and the sign-in in the audit trail; its id goes into the session cookie. */
export async function startSession(userId: string, method: SignInMethod): Promise<string> {
  return db.$transaction(async (tx) => {
    const row = await tx.authSession.create({
      data: { userId, kind: "browser", expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_LIFETIME_MS) },
      select: { id: true },
    });
    await recordAuditEvent(
      { entityType: "User", entityId: userId, action: "sign-in", outcome: "succeeded", actorId: userId, details: { method, sessionId: row.id } },
      tx,
    );
    return row.id;
  });
}

/** Sign-out: the session and every API token issued from it stop working at once. */
export async function revokeSession(sessionId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const session = await tx.authSession.findUnique({ where: { id: sessionId }, select: { userId: true } });
    await tx.authSession.updateMany({
      where: { OR: [{ id: sessionId }, { parentId: sessionId }], revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (session) {
      await recordAuditEvent(
        { entityType: "User", entityId: session.userId, action: "sign-out", outcome: "succeeded", actorId: session.userId, details: { sessionId } },
        tx,
      );
    }
  });
  forgetSessions({ sessionId });
}

/** Sign out everywhere: every session and API token of the user. */
export async function revokeAllSessions(userId: string): Promise<number> {
  const count = await db.$transaction(async (tx) => {
    const { count: ended } = await tx.authSession.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
    await recordAuditEvent(
      { entityType: "User", entityId: userId, action: "sign-out-everywhere", outcome: "succeeded", details: { sessionsEnded: ended } },
      tx,
    );
    return ended;
  });
  forgetSessions({ userId });
  return count;
}

async function touch(sessionId: string, lastSeenAt: number, now: Date) {
  if (now.getTime() - lastSeenAt < LAST_SEEN_GRANULARITY_MS) return;
  await db.authSession.update({ where: { id: sessionId }, data: { lastSeenAt: now } });
}

/**
 * Every write and every read not served by session reuse runs one of these two
 * statements: hand-written, one round trip each, no ORM in between.
 * "Live" is: not revoked, within its absolute lifetime ($2), used within the idle limit ($3).
 */
const BROWSER_SESSION_SQL = `
SELECT ${SESSION_USER_COLUMNS}, s.id AS "sessionId", extract(epoch FROM s."lastSeenAt") * 1000 AS "lastSeenAt"
FROM "AuthSession" s JOIN "User" u ON u.id = s."userId" LEFT JOIN "Agency" a ON a.id = u."agencyId"
WHERE s.id = $1 AND s.kind = 'browser' AND s."revokedAt" IS NULL AND s."expiresAt" > $2::timestamp AND s."lastSeenAt" > $3::timestamp`;

// The token's own row (its user, kind and lifetime) and the browser session it was issued from, both live.
const API_TOKEN_SESSION_SQL = `
SELECT ${SESSION_USER_COLUMNS}, s.id AS "sessionId", extract(epoch FROM s."lastSeenAt") * 1000 AS "lastSeenAt"
FROM "AuthSession" t JOIN "AuthSession" s ON s.id = t."parentId" JOIN "User" u ON u.id = t."userId" LEFT JOIN "Agency" a ON a.id = u."agencyId"
WHERE t.id = $1 AND t."userId" = $4 AND t.kind = 'api' AND t."revokedAt" IS NULL AND t."expiresAt" > $2::timestamp
  AND s."revokedAt" IS NULL AND s."expiresAt" > $2::timestamp AND s."lastSeenAt" > $3::timestamp`;

interface LiveSessionSqlRow extends SessionUserSqlRow {
  sessionId: string;
  lastSeenAt: number | string;
}

/** How a request reads its session: afresh, or (a read) reusing one found live within SESSION_REUSE_MS. */
export interface SessionReading {
  reuse: boolean;
}

/** The live session a statement finds (its lastSeenAt refreshed when due), with its user; null when there is none. */
async function liveSession(key: string, statement: string, values: string[], { reuse }: SessionReading): Promise<LiveSession | null> {
  const reused = reuse ? reusableSession(key) : null;
  if (reused) return reused;
  const now = new Date();
  const [row] = await sql.query<LiveSessionSqlRow>(statement, [
    values[0],
    sqlTimestamp(now),
    sqlTimestamp(new Date(now.getTime() - SESSION_IDLE_LIMIT_MS)),
    ...values.slice(1),
  ]);
  if (!row) {
    forgetKey(key);
    return null;
  }
  await touch(row.sessionId, Number(row.lastSeenAt), now);
  const session = { user: sessionUserOfSqlRow(row), sessionId: row.sessionId };
  if (reuse) rememberSession(key, session);
  return session;
}

/** The user of a live browser session, read in the same query. */
export async function userOfSession(sessionId: string, reading: SessionReading = { reuse: false }): Promise<SessionUser | null> {
  return (await liveSession(`browser:${sessionId}`, BROWSER_SESSION_SQL, [sessionId], reading))?.user ?? null;
}

/** A short-lived bearer token for API clients, tied to the browser session it was issued from; the issue is audited. */
export async function issueApiToken(user: SessionUser, sessionId: string): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + API_TOKEN_LIFETIME_SECONDS * 1000);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.authSession.create({ data: { userId: user.id, kind: "api", parentId: sessionId, expiresAt }, select: { id: true } });
    await recordAuditEvent(
      {
        entityType: "User",
        entityId: user.id,
        action: "token-issued",
        outcome: "succeeded",
        actorId: user.id,
        details: { tokenId: created.id, sessionId, expiresAt: expiresAt.toISOString() },
      },
      tx,
    );
    return created;
  });
  const token = await new SignJWT({ typ: API_TOKEN_TYPE })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setJti(row.id)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(apiTokenKey());
  return { token, expiresAt };
}

/** What a bearer token stands for: its own session row and the browser session above it, both live. */
export async function sessionOfApiToken(token: string, reading: SessionReading = { reuse: false }): Promise<LiveSession | null> {
  let jti: string | undefined;
  let sub: string | undefined;
  try {
    const { payload } = await jwtVerify(token, apiTokenKey(), { algorithms: ["HS256"], requiredClaims: ["jti", "sub", "exp"] });
    if (payload.typ !== API_TOKEN_TYPE) return null;
    jti = payload.jti;
    sub = payload.sub;
  } catch {
    return null;
  }
  // Using an API token counts as using the session it came from.
  return liveSession(`api:${jti}:${sub}`, API_TOKEN_SESSION_SQL, [jti!, sub!], reading);
}
