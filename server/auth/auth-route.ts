import "server-only";
import { randomUUID } from "node:crypto";
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { errorResponse } from "../api/error-response";
import { AppError } from "../errors";
import { clientAddress, requestOrigin } from "../http/client-address";
import { runInRequestContext } from "../request-context";
import { runAuthRequest, type AuthRequest } from "./auth-request";
import { deviceCookieHeader } from "./device-cookie";
import { authOptions } from "./options";
import { cookieSession } from "./request-session";

const nextAuth = NextAuth(authOptions);

type RouteContext = { params: Promise<{ nextauth?: string[] }> };

// Control characters (C0, DEL, C1): next-auth writes some parameters into its answer's headers as they came.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// The error page's code, which next-auth puts into the Location it answers, unencoded.
const ERROR_CODE = /^[A-Za-z0-9_-]{0,100}$/;

/** next-auth's own test of a callbackUrl: a web address, or a path on its own (anything else it answers 500, as a configuration error). */
function isWebAddress(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? "http://app.invalid" : undefined).protocol);
  } catch {
    return false;
  }
}

/**
 * Refuses (400) what next-auth would fail on with a 500: parameters it
 * cannot put into a header, a callbackUrl that is no address, a sign-in that
 * is not a POST, and a JSON body that is not JSON.
 */
async function assertHandleable(req: NextRequest, segments: string[]): Promise<void> {
  const { searchParams } = req.nextUrl;
  if ([...searchParams.values(), ...segments].some((value) => CONTROL.test(value))) throw new AppError("bad_request", "The address holds control characters.");
  if (segments[0] === "error" && !ERROR_CODE.test(searchParams.get("error") ?? segments[1] ?? "")) throw new AppError("bad_request", "Unknown error code.");
  // Every provider here takes credentials, which next-auth takes by POST only (and answers 500 otherwise).
  if (segments[0] === "callback" && req.method !== "POST") throw new AppError("bad_request", "Sign-in takes a POST.");
  const callbackUrl = searchParams.get("callbackUrl");
  if (callbackUrl && !isWebAddress(callbackUrl)) throw new AppError("bad_request", "callbackUrl must be a web address or a path.");
  if (req.method === "POST" && (req.headers.get("content-type") ?? "").toLowerCase().includes("application/json")) {
    try {
      JSON.parse(await req.clone().text());
    } catch {
      throw new AppError("bad_request", "The request body is not valid JSON.");
    }
  }
}

/**
 * next-auth's addresses start with its configured base (NEXTAUTH_URL, or
 * localhost:3000 without one). Its answers only ever name our own pages (the
 * redirect callback sees to that), so each becomes a path, which the browser
 * follows on the address it is on.
 */
function asPath(url: string): string {
  if (!URL.canParse(url)) return url;
  const { pathname, search, hash } = new URL(url);
  return `${pathname}${search}${hash}`;
}

/** A JSON answer that names where to go next (`{ url }`, next-auth's answer to a request sent with json=true). */
function redirectAnswer(text: string): { url: string } | null {
  try {
    const answer = JSON.parse(text) as unknown;
    return answer !== null && typeof answer === "object" && typeof (answer as { url?: unknown }).url === "string" ? (answer as { url: string }) : null;
  } catch {
    return null;
  }
}

/** next-auth's answer with its redirect (a Location, or the `url` of a JSON answer) as a path, and the device cookie a sign-in earned. */
async function onOwnAddress(response: Response, request: AuthRequest): Promise<Response> {
  const headers = new Headers(response.headers);
  const location = headers.get("location");
  if (location) headers.set("location", asPath(location));
  if (request.deviceToken) headers.append("set-cookie", deviceCookieHeader(request.deviceToken, request.origin.startsWith("https:")));
  let body: BodyInit | null = response.body;
  if (headers.get("content-type")?.includes("application/json")) {
    const text = await response.text();
    const answer = redirectAnswer(text);
    body = answer ? JSON.stringify({ ...answer, url: asPath(answer.url) }) : text;
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * next-auth's endpoints (sign-in, sign-out, CSRF token, session) behind the
 * checks every request gets: input next-auth cannot take is refused with 400,
 * the request's client address and browser are known to the audit trail, and
 * every redirect stays on the address the user is on.
 */
export async function authRoute(req: NextRequest, context: RouteContext): Promise<Response> {
  const requestId = randomUUID();
  try {
    const action = (await context.params).nextauth ?? [];
    await assertHandleable(req, action);
    // next-auth answers its session from the cookie alone (and renews it): a session ended here is none there either.
    if (action[0] === "session" && !(await cookieSession(req.cookies, { reuse: false }))) return Response.json({});
    const request: AuthRequest = { origin: requestOrigin(req) };
    const where = { clientAddress: clientAddress(req.headers), userAgent: req.headers.get("user-agent") };
    const response = await runInRequestContext({ actorId: null, requestId, ...where }, () =>
      runAuthRequest(request, () => nextAuth(req, context) as Promise<Response>),
    );
    return await onOwnAddress(response, request);
  } catch (error) {
    return errorResponse(error, { requestId, route: `${req.method} ${req.nextUrl.pathname}` });
  }
}
