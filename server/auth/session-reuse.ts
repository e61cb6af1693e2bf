import "server-only";
import type { SessionUser } from "./session-user";

export interface LiveSession {
  user: SessionUser;
  /** The browser session: for an API token, the one it was issued from; for an API key, the key. */
  sessionId: string;
  /** Set when an API key sent the request. */
  apiKeyId?: string;
}

/**
 * How long a read (GET) may go on a session this server found live for an
 * earlier read. A write always reads the session afresh. A sign-out made on
 * this server ends the reuse at once; a sign-out on another server, a role
 * change or a removal reaches reads within this time.
 */
export const SESSION_REUSE_MS = 2_000;
/** Enough for every session active within SESSION_REUSE_MS on one server; past it the oldest go. */
export const MAX_REMEMBERED = 10_000;

interface Remembered {
  session: LiveSession;
  until: number;
}

// Every entry lives equally long and a renewed one moves to the end, so the Map's order is the order of expiry.
const remembered = new Map<string, Remembered>();

function dropExpired(now: number) {
  for (const [key, entry] of remembered) {
    if (entry.until > now) return;
    remembered.delete(key);
  }
}

/** The session a read found live under this key within SESSION_REUSE_MS, or null. */
export function reusableSession(key: string, now = Date.now()): LiveSession | null {
  const entry = remembered.get(key);
  if (!entry) return null;
  if (entry.until > now) return entry.session;
  remembered.delete(key);
  return null;
}

/** Keeps a session a read found live, for the reads after it. */
export function rememberSession(key: string, session: LiveSession, now = Date.now()): void {
  remembered.delete(key);
  if (remembered.size >= MAX_REMEMBERED) dropExpired(now);
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  // Shared by every read that reuses it: none may change it for the others.
  Object.freeze(session.user.roles);
  Object.freeze(session.user);
  remembered.set(key, { session: Object.freeze(session), until: now + SESSION_REUSE_MS });
}

/** A key whose session was found ended: no read reuses it any longer. */
export function forgetKey(key: string): void {
  remembered.delete(key);
}

/** Sign-out here: the session and every API token issued from it (or all of a user's) are read afresh from now on. */
export function forgetSessions(match: { sessionId: string } | { userId: string }): void {
  for (const [key, { session }] of remembered) {
    if ("sessionId" in match ? session.sessionId === match.sessionId : session.user.id === match.userId) remembered.delete(key);
  }
}
