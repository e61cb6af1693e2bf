import "server-only";
import { serverEnv } from "../env";
import { createHash } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { db } from "../db";
import { toSessionUser, type SessionUser } from "./session-user";

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

/** Records a new browser session for a sign-in; its id goes into the session cookie. */
export async function startSession(userId: string): Promise<string> {
  const row = await db.authSession.create({
    data: { userId, kind: "browser", expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_LIFETIME_MS) },
    select: { id: true },
  });
  return row.id;
}

/** Sign-out: the session and every API token issued from it stop working at once. */
export async function revokeSession(sessionId: string): Promise<void> {
  await db.authSession.updateMany({
    where: { OR: [{ id: sessionId }, { parentId: sessionId }], revokedAt: null },
    data: { revokedAt: new Date() },
  });
}

/** Sign out everywhere: every session and API token of the user. */
export async function revokeAllSessions(userId: string): Promise<number> {
  const { count } = await db.authSession.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
  return count;
}

/** Not revoked, within its absolute lifetime, and used within the idle limit. */
const live = (now: Date) => ({
  revokedAt: null,
  expiresAt: { gt: now },
  lastSeenAt: { gt: new Date(now.getTime() - SESSION_IDLE_LIMIT_MS) },
});

async function touch(sessionId: string, lastSeenAt: Date, now: Date) {
  if (now.getTime() - lastSeenAt.getTime() < LAST_SEEN_GRANULARITY_MS) return;
  await db.authSession.update({ where: { id: sessionId }, data: { lastSeenAt: now } });
}

/** The user of a live browser session, read fresh in the same query. */
export async function userOfSession(sessionId: string): Promise<SessionUser | null> {
  const now = new Date();
  const row = await db.authSession.findFirst({
    where: { id: sessionId, kind: "browser", ...live(now) },
    select: { lastSeenAt: true, user: { include: { agency: true } } },
  });
  if (!row) return null;
  await touch(sessionId, row.lastSeenAt, now);
  return toSessionUser(row.user);
}

/** A short-lived bearer token for API clients, tied to the browser session it was issued from. */
export async function issueApiToken(user: SessionUser, sessionId: string): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + API_TOKEN_LIFETIME_SECONDS * 1000);
  const row = await db.authSession.create({
    data: { userId: user.id, kind: "api", parentId: sessionId, expiresAt },
    select: { id: true },
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
export async function sessionOfApiToken(token: string): Promise<{ user: SessionUser; sessionId: string } | null> {
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
  const now = new Date();
  const row = await db.authSession.findFirst({
    where: { id: jti, userId: sub, kind: "api", revokedAt: null, expiresAt: { gt: now }, parent: live(now) },
    select: { parentId: true, parent: { select: { lastSeenAt: true } }, user: { include: { agency: true } } },
  });
  if (!row?.parentId || !row.parent) return null;
  // Using an API token counts as using the session it came from.
  await touch(row.parentId, row.parent.lastSeenAt, now);
  return { user: toSessionUser(row.user), sessionId: row.parentId };
}
