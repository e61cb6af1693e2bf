import "server-only";
import { randomUUID } from "node:crypto";
import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { z, type ZodType } from "zod";
import type { Role } from "@/lib/domain/roles";
import { loadSessionUser, type SessionUser } from "../auth/session-user";
import { AppError, forbidden, unauthorized } from "../errors";
import { errorResponse } from "./error-response";

export interface HandlerContext<P, Q, B> {
  req: NextRequest;
  user: SessionUser;
  params: P;
  query: Q;
  body: B;
  requestId: string;
}

interface Options<P, Q, B> {
  roles?: readonly Role[];
  params?: ZodType<P>;
  query?: ZodType<Q>;
  body?: ZodType<B>;
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };

/** The user behind a request: the session cookie or `Authorization: Bearer <jwtToken>`, re-read from the database. */
export async function requestUser(req: NextRequest): Promise<SessionUser | null> {
  const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET });
  return token?.sub ? loadSessionUser(token.sub) : null;
}

function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

function parseWith<T>(schema: ZodType<T> | undefined, value: unknown, code: "bad_request" | "unprocessable", what: string): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError(code, `Invalid ${what}.`, fieldErrors(result.error));
  return result.data;
}

async function readJson(req: NextRequest): Promise<unknown> {
  const text = await req.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON.");
  }
}

/**
 * Every route handler goes through here: authenticate, check the role, parse
 * params (400), query (400) and body (422) with zod, run, and map errors to
 * `{ error: { code, message, fields? } }`. Unexpected errors are logged with a
 * request id and answered 500 without internals.
 */
export function withAuth<P = undefined, Q = undefined, B = undefined>(
  options: Options<P, Q, B>,
  handler: (ctx: HandlerContext<P, Q, B>) => Promise<unknown>,
) {
  return async (req: NextRequest, context: RouteContext): Promise<Response> => {
    const requestId = randomUUID();
    try {
      const user = await requestUser(req);
      if (!user) throw unauthorized();
      if (options.roles && !options.roles.includes(user.role)) throw forbidden();
      const params = parseWith(options.params, await context.params, "bad_request", "path");
      const query = parseWith(
        options.query,
        Object.fromEntries(req.nextUrl.searchParams.entries()),
        "bad_request",
        "query",
      );
      const body = options.body ? parseWith(options.body, await readJson(req), "unprocessable", "request body") : (undefined as B);
      const result = await handler({ req, user, params, query, body, requestId });
      if (result instanceof Response) return result;
      return NextResponse.json(result ?? null, { headers: { "x-request-id": requestId } });
    } catch (error) {
      return errorResponse(error, requestId);
    }
  };
}
