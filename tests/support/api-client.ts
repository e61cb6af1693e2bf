import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { stableId } from "../../prisma/seed/stable-id";
import { TEST_AUTH_SECRET } from "./test-database";

export const demoUserIds = {
  agent: stableId("user:agent"),
  agent2: stableId("user:agent2"),
  underwriter: stableId("user:underwriter"),
};
export type DemoUser = keyof typeof demoUserIds;

/** A session token exactly as next-auth issues it, for the cookie or `Authorization: Bearer`. */
export async function sessionToken(userId: string, role = "Agent"): Promise<string> {
  return encode({ token: { sub: userId, role }, secret: TEST_AUTH_SECRET });
}

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

interface CallOptions {
  as?: DemoUser | { token: string };
  via?: "cookie" | "bearer";
  method?: string;
  body?: unknown;
  rawBody?: string;
  params?: Record<string, string | string[]>;
  headers?: Record<string, string>;
}

/** Calls a route handler the way Next.js would, signed in as a demo user or anonymous. */
export async function call(handler: Handler, url: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  if (options.as) {
    const token = typeof options.as === "string" ? await sessionToken(demoUserIds[options.as]) : options.as.token;
    if (options.via === "cookie") headers.set("cookie", `next-auth.session-token=${token}`);
    else headers.set("authorization", `Bearer ${token}`);
  }
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const req = new NextRequest(new URL(url, "http://localhost:3000"), { method: options.method ?? "GET", headers, body });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
}
