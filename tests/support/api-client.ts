import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { db } from "@/server/db";
import { loadSessionUser } from "@/server/auth/session-user";
import { issueApiToken, startSession, type SignInMethod } from "@/server/auth/sessions";
import { stableId } from "../../prisma/seed/stable-id";
import { assertAnswerContract } from "./answer-contract";
import { TEST_AUTH_SECRET } from "./test-database";

export const demoUserIds = {
  agent: stableId("user:agent"),
  agent2: stableId("user:agent2"),
  underwriter: stableId("user:underwriter"),
};
export type DemoUser = keyof typeof demoUserIds;

export interface Credentials {
  /** The session cookie's value, exactly as next-auth issues it at sign-in. */
  cookie: string;
  /** An API token issued for that session, as GET /api/auth/user gives it. */
  bearer: string;
  sessionId: string;
}

/** Signs a user in as the app does: a live session, its cookie, and an API token issued from it. */
export async function signInAs(userId: string, method: SignInMethod = "password"): Promise<Credentials> {
  const user = await loadSessionUser(userId);
  if (!user) throw new Error(`No user ${userId}`);
  const sessionId = await startSession(userId, method);
  const cookie = await encode({ token: { sub: userId, role: user.role, sid: sessionId }, secret: TEST_AUTH_SECRET });
  const { token: bearer } = await issueApiToken(user, sessionId);
  return { cookie, bearer, sessionId };
}

/** A session cookie of a session that was never started (or of a user that does not exist). */
export function unknownSessionCookie(userId: string): Promise<string> {
  return encode({ token: { sub: userId, role: "Agent", sid: randomUUID() }, secret: TEST_AUTH_SECRET });
}

// One sign-in per demo user, kept while it lives: a test that signs a demo user out everywhere gets a new one after.
const demoCredentials = new Map<DemoUser, Credentials>();
export async function credentialsOf(user: DemoUser): Promise<Credentials> {
  const cached = demoCredentials.get(user);
  if (cached && (await db.authSession.count({ where: { id: cached.sessionId, revokedAt: null } }))) return cached;
  const credentials = await signInAs(demoUserIds[user]);
  demoCredentials.set(user, credentials);
  return credentials;
}

const ORIGIN = "http://localhost:3000";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

interface CallOptions {
  /** A demo user (signed in once per run), or a raw value for the chosen channel. */
  as?: DemoUser | { token: string };
  via?: "cookie" | "bearer";
  method?: string;
  body?: unknown;
  rawBody?: string;
  /** A multipart upload, sent as a browser sends a FormData. */
  form?: FormData;
  params?: Record<string, string | string[]>;
  headers?: Record<string, string>;
}

/** Calls a route handler the way Next.js would, signed in as a demo user or anonymous. */
export async function call(handler: Handler, url: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  if (options.as) {
    const via = options.via ?? "bearer";
    const token = typeof options.as === "string" ? (await credentialsOf(options.as))[via] : options.as.token;
    if (via === "cookie") {
      headers.set("cookie", `next-auth.session-token=${token}`);
      // As our own pages send it; tests of cross-site requests set their own.
      if (!headers.has("origin")) headers.set("origin", ORIGIN);
    } else headers.set("authorization", `Bearer ${token}`);
  }
  let body: string | Buffer | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (options.form) {
    const encoded = new Response(options.form);
    body = Buffer.from(await encoded.arrayBuffer());
    headers.set("content-type", encoded.headers.get("content-type")!);
  }
  // Sent as a JSON client sends it, unless a test names another type.
  if (body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  if (body !== undefined) headers.set("content-length", String(Buffer.byteLength(body)));
  const req = new NextRequest(new URL(url, ORIGIN), { method: options.method ?? "GET", headers, body: body as BodyInit | undefined });
  return send(handler, req, options.params);
}

/** Runs a handler on a request as Next.js would and reads its answer, held to the route's contract. */
export async function send(handler: Handler, req: NextRequest, params: Record<string, string | string[]> = {}) {
  const res = await handler(req, { params: Promise.resolve(params) });
  const bytes = Buffer.from(await res.arrayBuffer());
  const contentType = res.headers.get("content-type") ?? "";
  const json = contentType.includes("json") && bytes.length ? JSON.parse(bytes.toString("utf8")) : null;
  // Every answer a test reads is held to its route's declared contract, so a change of shape fails the test that sees it.
  assertAnswerContract(handler, `${req.method} ${req.nextUrl.pathname}`, { status: res.status, contentType, json });
  return { status: res.status, json, bytes, headers: res.headers };
}
