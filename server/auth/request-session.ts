import "server-only";
import { serverEnv } from "../env";
import { getToken, type JWT } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { isApiKey, sessionOfApiKey } from "./api-keys";
import type { SessionUser } from "./session-user";
import { sessionOfApiToken, userOfSession, type SessionReading } from "./sessions";
import { clientAddress } from "../http/client-address";
import { addressKey, assertNotThrottled, recordFailure, throttlePolicies } from "./throttle";

export interface RequestSession {
  user: SessionUser;
  /** The browser session behind the request (for a bearer token, the one it was issued from; for an API key, the key). */
  sessionId: string;
  /** Set when an API key sent the request: its service user is the user. */
  apiKeyId?: string;
}

type CookieSource = Pick<NextRequest["cookies"], "getAll">;

/** The decoded next-auth session cookie, whether or not its session still lives. */
export function cookieToken(cookies: CookieSource): Promise<JWT | null> {
  // Only the cookie: a bearer header is an API token, checked on its own.
  const req = { cookies, headers: {} } as unknown as NextRequest;
  return getToken({ req, secret: serverEnv().NEXTAUTH_SECRET });
}

/** The live session of a session cookie's token; a token of a signed-out or expired session is nobody. */
export async function sessionOfToken(token: JWT | null, reading?: SessionReading): Promise<RequestSession | null> {
  const sessionId = typeof token?.sid === "string" ? token.sid : null;
  const user = sessionId ? await userOfSession(sessionId, reading) : null;
  return user && sessionId ? { user, sessionId } : null;
}

/** The live session of a next-auth session cookie; a cookie of a signed-out or expired session is nobody. */
export async function cookieSession(cookies: CookieSource, reading?: SessionReading): Promise<RequestSession | null> {
  return sessionOfToken(await cookieToken(cookies), reading);
}

const bearerSession = (bearer: string, reading: SessionReading) => (isApiKey(bearer) ? sessionOfApiKey(bearer) : sessionOfApiToken(bearer, reading));

/**
 * Who sends a request: `Authorization: Bearer <API token or API key>` when the header is
 * there (a session cookie's value is not accepted as a bearer token), else the
 * session cookie. Either way the session is checked in the database, or for a
 * read may be one this server found live moments ago (session-reuse.ts). Failed
 * bearer tokens count against the client's address (429 past the limit).
 */
export async function requestSession(req: NextRequest, reading: SessionReading): Promise<RequestSession | null> {
  const authorization = req.headers.get("authorization");
  if (authorization === null) return cookieSession(req.cookies, reading);
  // Guessing tokens from one address is throttled like guessing passwords.
  const address = clientAddress(req.headers);
  const keys = address ? [{ policy: throttlePolicies.bearerAddress, key: addressKey(address) }] : [];
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  // Both at once: the throttle check costs no extra round trip.
  const [, session] = await Promise.all([assertNotThrottled(keys), bearer ? bearerSession(bearer[1], reading) : null]);
  if (!session) await recordFailure(keys);
  return session;
}
