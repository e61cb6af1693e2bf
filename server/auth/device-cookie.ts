import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { serverEnv } from "../env";

/**
 * Device cookies (OWASP's answer to account lockout used as a weapon): a
 * browser that signs in with a password gets a signed cookie naming the
 * account and a device id of its own. A sign-in attempt for that account that
 * brings the cookie is limited per device only, so strangers guessing the
 * password, who lock the account for everyone else, do not lock out its owner
 * on the owner's own browser.
 */
export const DEVICE_COOKIE = "mp_device";
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
// Sent with sign-in requests only.
const DEVICE_COOKIE_PATH = "/api/auth";
const DEVICE_TOKEN_TYPE = "device";

// A key of its own, so a device cookie is never read as a session or an API token, nor they as one.
const keys = new Map<string, Uint8Array>();
function deviceKey(): Uint8Array {
  const secret = serverEnv().NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set.");
  let key = keys.get(secret);
  if (!key) {
    key = createHash("sha256").update(`device-cookie\0${secret}`).digest();
    keys.set(secret, key);
  }
  return key;
}

/** The cookie's value for a browser that has just signed in to the account with this email. */
export function issueDeviceToken(email: string): Promise<string> {
  return new SignJWT({ typ: DEVICE_TOKEN_TYPE })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(email)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + DEVICE_COOKIE_MAX_AGE_SECONDS)
    .sign(deviceKey());
}

/** The device id of a cookie header's device cookie when it is ours, unexpired and names this email; else null. */
export async function deviceOf(cookieHeader: string | undefined, email: string): Promise<string | null> {
  const value = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1);
  if (!value) return null;
  try {
    const { payload } = await jwtVerify(value, deviceKey(), { algorithms: ["HS256"], subject: email, requiredClaims: ["jti", "exp"] });
    return payload.typ === DEVICE_TOKEN_TYPE ? payload.jti! : null;
  } catch {
    return null;
  }
}

/** The Set-Cookie header that gives the browser its device cookie. */
export function deviceCookieHeader(token: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${token}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
