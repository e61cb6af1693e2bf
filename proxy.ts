import { encode, type JWT } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, HSTS } from "@/lib/security-headers.mjs";
import { cookieToken, sessionOfToken } from "@/server/auth/request-session";
import { programByKey, programEndpoints, programLoginRedirect } from "@/lib/wholesalers";
import { can } from "@/lib/domain/permissions";
import { isDecodablePath } from "@/lib/path-decoding";
import { notFound } from "@/server/errors";
import { serverEnv } from "@/server/env";
import { placesApiKey } from "@/server/places-key";
import { requestOrigin } from "@/server/http/client-address";

// Pages anyone may open; every /api route checks its own session.
const PUBLIC_PAGES = ["/login", "/401", "/dev"];
export const PROGRAM_COOKIE = "mp_program";

/**
 * /external is open only for its handoff (`?token=`), which is how the wholesaler signs a visitor in; any other
 * /external deep link needs a session like every page, so a signed-out visitor goes to their program's login or the
 * 401 page with the whole link to come back to (spec 1 §2).
 */
function isPublic({ pathname, searchParams }: NextRequest["nextUrl"]) {
  if (pathname === "/external") return searchParams.has("token");
  return PUBLIC_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * No session: back to the wholesaler's login when we know the user's program
 * (not in the dev environment, which shows its own text), otherwise the
 * 'Please Log In' page (spec 1 §2, 401).
 */
function unauthenticated(req: NextRequest, request: RequestInit) {
  const back = `${req.nextUrl.pathname}${req.nextUrl.search}`;
  const program = programByKey(req.cookies.get(PROGRAM_COOKIE)?.value);
  if (program) {
    if (serverEnv().APP_ENV === "dev") return NextResponse.rewrite(new URL("/dev", req.url), { status: 401, request });
    const { loginUrl } = programEndpoints(program, serverEnv());
    const origin = requestOrigin(req);
    const backUrl = loginUrl.startsWith("/") ? back : new URL(back, origin).toString();
    return NextResponse.redirect(programLoginRedirect(loginUrl, backUrl, origin));
  }
  const page = new URL("/401", req.url);
  page.searchParams.set("callbackUrl", back);
  return NextResponse.rewrite(page, { status: 401, request });
}

type RequestInit = { headers: Headers };

/**
 * A fresh nonce per page: Next.js reads it from the request's policy and puts
 * it on its own scripts; the browser runs no other inline script.
 */
function pageSecurity(req: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy({
    nonce,
    dev: process.env.NODE_ENV === "development",
    places: Boolean(placesApiKey()),
  });
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy);
  // Served over HTTPS as the server knows it (a trusted proxy's word, not a client's), or published at an https address.
  const https = requestOrigin(req).startsWith("https:") || Boolean(serverEnv().NEXTAUTH_URL?.startsWith("https://"));
  return {
    request: { headers },
    apply(response: NextResponse) {
      response.headers.set("content-security-policy", policy);
      if (https) response.headers.set("strict-transport-security", HSTS);
      return response;
    },
  };
}

// next-auth's own cookie and lifetime (spec 1 §9: 14 days without use).
const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
const REFRESH_AFTER_SECONDS = 24 * 60 * 60;

// Named as next-auth and getToken name it, from NEXTAUTH_URL alone: behind a proxy ending TLS the request's own protocol
// may say https while they read the plain name, and a cookie renewed under another name would never be read.
function sessionCookieName() {
  return serverEnv().NEXTAUTH_URL?.startsWith("https://") ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

/** Whether a session cookie is old enough to be re-issued, so 14 days count from the last use, not from sign-in. */
export function shouldRefreshSessionCookie(issuedAtSeconds: unknown, nowSeconds: number): boolean {
  return typeof issuedAtSeconds === "number" && nowSeconds - issuedAtSeconds >= REFRESH_AFTER_SECONDS;
}

async function refreshSessionCookie(req: NextRequest, response: NextResponse, token: JWT) {
  if (!shouldRefreshSessionCookie(token.iat, Math.floor(Date.now() / 1000))) return;
  const name = sessionCookieName();
  const value = await encode({
    token: { ...token, iat: undefined, exp: undefined, jti: undefined },
    secret: serverEnv().NEXTAUTH_SECRET!,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  response.cookies.set(name, value, { httpOnly: true, sameSite: "lax", path: "/", secure: name.startsWith("__Secure-"), maxAge: SESSION_MAX_AGE_SECONDS });
}

/**
 * An address that cannot be decoded names nothing: the API's 404, or the
 * not-found page. That page is sent to rather than rendered in place, as
 * rendering it here would decode the address again.
 */
function noSuchAddress(req: NextRequest) {
  if (!req.nextUrl.pathname.startsWith("/api/")) return NextResponse.redirect(new URL("/404", requestOrigin(req)));
  const { code, message, status } = notFound();
  return NextResponse.json({ error: { code, message } }, { status });
}

/**
 * A convenience in front of the pages: sessions (checked in the database, so an
 * ended one is turned away here already), the underwriter-only routes and the
 * start redirects. Every page and route handler checks again on its own.
 */
export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  // Next.js 16.4 answers 500 when a dynamic segment's percent-escapes do not decode; no such address exists.
  if (!isDecodablePath(pathname)) return noSuchAddress(req);
  // Route handlers check their own sessions; the API comes here only for that check (config.matcher).
  if (pathname.startsWith("/api/")) return NextResponse.next();
  if (pathname === "/" || pathname === "/welcome") {
    // The start page follows the role: underwriters land on their work queue, everyone else on the coverages.
    const session = await sessionOfToken(await cookieToken(req.cookies));
    return NextResponse.redirect(new URL(session && can(session.user.role, "openUnderwriterScreens") ? "/submission" : "/coverages", requestOrigin(req)));
  }
  const security = pageSecurity(req);
  const { request } = security;
  if (isPublic(req.nextUrl)) return security.apply(NextResponse.next({ request }));
  const token = await cookieToken(req.cookies);
  // A signed-out, ended or expired session is no session: the page the user gets says so (401).
  const session = await sessionOfToken(token);
  if (!token || !session) return security.apply(unauthenticated(req, request));
  const response =
    pathname.startsWith("/submission") && !can(session.user.role, "openUnderwriterScreens")
      ? NextResponse.rewrite(new URL("/404", req.url), { status: 404, request })
      : NextResponse.next({ request });
  await refreshSessionCookie(req, response, token);
  const programKey = typeof token.programKey === "string" ? token.programKey : undefined;
  if (programKey && req.cookies.get(PROGRAM_COOKIE)?.value !== programKey) {
    response.cookies.set(PROGRAM_COOKIE, programKey, { httpOnly: true, sameSite: "lax", path: "/", maxAge: 365 * 24 * 3600 });
  }
  return security.apply(response);
}

export const config = {
  // The API only for an address with a percent-escape, which may not decode.
  // The build's files, the site icons and the carriers' logos (public/carriers) are files; any other address, whatever it
  // ends with, may be a page, which gets its policy and session check here.
  matcher: ["/((?!api/|_next/static/|_next/image|favicon\\.ico$|icon\\.svg$|carriers/).*)", "/api/(.*%.*)"],
};
