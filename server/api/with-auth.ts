import "server-only";
import { serverEnv } from "../env";
import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { z, type ZodType } from "zod";
import { can, type Action } from "@/lib/domain/permissions";
import { unstorableTextPath } from "@/lib/schemas/text";
import { requestSession } from "../auth/request-session";
import { clientAddress, requestOrigin } from "../http/client-address";
import type { SessionUser } from "../auth/session-user";
import { AppError, forbidden, unauthorized } from "../errors";
import type { RequestLogFields } from "../log";
import { runInRequestContext } from "../request-context";
import { errorResponse } from "./error-response";
import { readBodyCapped } from "./request-body";
import { claimKey, fingerprintOf, idempotencyKey, keepAnswer, releaseKey, replayedAnswer, sealedAnswer, type Keyed } from "./idempotency";

export interface HandlerContext<P, Q, B> {
  req: NextRequest;
  user: SessionUser;
  /** The browser session behind the request (for a bearer token, the one it was issued from; for an API key, the key). */
  sessionId: string;
  /** Set when an API key sent the request: the user is its service user. */
  apiKeyId: string | null;
  params: P;
  query: Q;
  body: B;
  /** The updatedDate the write is based on (the body's, or If-Match), on routes declaring `basedOn`. */
  basedOn: string | null;
  requestId: string;
}

// A route's answer: its schema in lib/schemas, or bytes sent in the media type named ("*/*": a stored file's own type).
export type AnswerContract = ZodType | { file: string };

/** What the handler hands back for a declared answer: the schema's input, which the JSON answer must parse by. */
export type AnswerOf<A extends AnswerContract> = A extends ZodType ? z.input<A> : never;

interface Options<P, Q, B, A extends AnswerContract> {
  /** The action the route performs: a user whose role may never take it is refused (403) before anything is read. */
  may?: Action;
  /** The body a write sends: JSON unless the route takes a file upload. */
  accepts?: "json" | "multipart";
  params?: ZodType<P>;
  query?: ZodType<Q>;
  body?: ZodType<B>;
  /**
   * The write is based on a record's updatedDate (server/services/freshness.ts):
   * an If-Match header stands for the body's updatedDate when the body names none.
   */
  basedOn?: true;
  /**
   * The answer's schema (lib/schemas). It types what the handler returns, is
   * described at /api/openapi.json, and every answer in the API tests is parsed by it.
   */
  answer: A;
  /** The status of a successful answer: 201 where the write creates something. */
  status?: 200 | 201;
  /** The answer shows a secret once: kept sealed for a request sent again with its Idempotency-Key (server/api/idempotency.ts). */
  secretAnswer?: true;
  /** A GET that writes (issues a token) reads its session afresh, as every write does. */
  freshSession?: true;
}

/** What a route declares about itself, read by the API description and the API tests. */
export type RouteContract = Pick<
  Options<unknown, unknown, unknown, AnswerContract>,
  "may" | "accepts" | "params" | "query" | "body" | "basedOn" | "answer" | "status"
>;

type RouteContext = { params: Promise<Record<string, string | string[]>> };

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
  // Text PostgreSQL cannot store (NUL, half of a surrogate pair) is refused here, for every route.
  const unstorable = unstorableTextPath(value);
  if (unstorable !== null) {
    throw new AppError(code, `Invalid ${what}.`, { [unstorable || "_"]: ["Text may not contain NUL characters or invalid Unicode."] });
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError(code, `Invalid ${what}.`, fieldErrors(result.error));
  return result.data;
}

async function readJson(req: NextRequest): Promise<unknown> {
  const text = new TextDecoder().decode(await readBodyCapped(req, "json"));
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON.");
  }
}

// An entity tag may come quoted (and weak); its value is the updatedDate.
function entityTag(header: string | null): string | null {
  return header?.replace(/^W\//, "").replaceAll('"', "").trim() || null;
}

/** If-Match stands for the updatedDate of a body that names none (or of no body at all). */
function withBasis(body: unknown, tag: string | null): unknown {
  if (!tag) return body;
  if (body === undefined) return { updatedDate: tag };
  const isObject = typeof body === "object" && body !== null && !Array.isArray(body);
  return isObject && !("updatedDate" in body) ? { ...body, updatedDate: tag } : body;
}

function bodyBasis(body: unknown): string | null {
  const value = typeof body === "object" && body !== null ? (body as { updatedDate?: unknown }).updatedDate : undefined;
  return typeof value === "string" ? value : null;
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const READ_METHODS = new Set(["GET", "HEAD"]);

/** The address the user is on, and the configured public URL where there is one. */
function ownOrigins(req: NextRequest): Set<string> {
  const origins = new Set([requestOrigin(req)]);
  const configured = serverEnv().NEXTAUTH_URL;
  if (configured) origins.add(new URL(configured).origin);
  return origins;
}

/**
 * Writes carry JSON (or a multipart upload where the route takes files), and a
 * write made with the session cookie must come from our own pages: a
 * cross-site form or script gets 403 whatever the cookie's SameSite says.
 * Bearer-token clients are not browsers, so only the body rule applies to them.
 */
function assertWriteHygiene(req: NextRequest, accepts: "json" | "multipart") {
  if (!UNSAFE_METHODS.has(req.method)) return;
  // Next.js hands every write a body stream, so whether one was sent is read from the headers.
  const sentBody = Number(req.headers.get("content-length") ?? 0) > 0 || req.headers.has("transfer-encoding");
  if (sentBody) {
    const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
    const expected = accepts === "multipart" ? "multipart/form-data" : "application/json";
    if (type !== expected) throw new AppError("unsupported_media_type", `The request body must be ${expected}.`);
  }
  if (req.headers.has("authorization")) return;
  const origin = req.headers.get("origin");
  if (!origin || !ownOrigins(req).has(origin)) throw forbidden("Cross-site requests are not allowed.");
}

/** A keyed request refused (4xx) keeps its refusal as its answer; one that failed on the server frees the key for a retry. */
async function settleRefusedKey(keyed: Keyed, answer: Response): Promise<void> {
  try {
    if (answer.status < 500) await keepAnswer(keyed, answer.status, await answer.clone().json());
    else await releaseKey(keyed);
  } catch {
    // The answer stands; a key left claimed is free again after 24 hours.
  }
}

/**
 * Every route handler goes through here: authenticate, check that the role
 * may take the route's action (`can` of lib/domain/permissions.ts), parse
 * params (400), query (400) and body (422) with zod, run, and map errors to
 * `{ error: { code, message, fields? } }`. Unexpected errors are logged with a
 * request id and answered 500 without internals.
 */
export function withAuth<P = undefined, Q = undefined, B = undefined, A extends AnswerContract = AnswerContract>(
  options: Options<P, Q, B, A>,
  handler: (ctx: HandlerContext<P, Q, B>) => Promise<AnswerOf<A> | Response>,
) {
  const route = async (req: NextRequest, context: RouteContext): Promise<Response> => {
    const requestId = randomUUID();
    const logFields: RequestLogFields = { requestId, route: `${req.method} ${req.nextUrl.pathname}` };
    let keyed: Keyed | null = null;
    try {
      const session = await requestSession(req, { reuse: READ_METHODS.has(req.method) && !options.freshSession });
      if (!session) throw unauthorized();
      const { user, sessionId } = session;
      const apiKeyId = session.apiKeyId ?? null;
      logFields.userId = user.id;
      assertWriteHygiene(req, options.accepts ?? "json");
      if (options.may && !can(user.role, options.may)) throw forbidden();
      const key = req.method === "POST" ? idempotencyKey(req.headers.get("idempotency-key")) : null;
      if (key) {
        const claim = await claimKey(
          { userId: user.id, key },
          `${req.method} ${req.nextUrl.pathname}`,
          // Read from a copy before the route reads the body, and held to the body's limit as the route's own read is.
          fingerprintOf(await readBodyCapped(req.clone(), options.accepts ?? "json"), req.headers.get("content-type")),
        );
        if (claim.replay) {
          return NextResponse.json(replayedAnswer(claim.replay.answer), {
            status: claim.replay.status,
            headers: { "x-request-id": requestId, "idempotent-replayed": "true" },
          });
        }
        keyed = { userId: user.id, key };
      }
      const params = parseWith(options.params, await context.params, "bad_request", "path");
      const query = parseWith(options.query, Object.fromEntries(req.nextUrl.searchParams.entries()), "bad_request", "query");
      const tag = options.basedOn ? entityTag(req.headers.get("if-match")) : null;
      const sent = options.body ? await readJson(req) : undefined;
      const body = options.body ? parseWith(options.body, options.basedOn ? withBasis(sent, tag) : sent, "unprocessable", "request body") : (undefined as B);
      const basedOn = options.basedOn ? (bodyBasis(body) ?? tag) : null;
      const where = { clientAddress: clientAddress(req.headers), userAgent: req.headers.get("user-agent") };
      const result = await runInRequestContext({ actorId: user.id, requestId, ...where }, () =>
        handler({ req, user, sessionId, apiKeyId, params, query, body, basedOn, requestId }),
      );
      if (result instanceof Response) {
        if (keyed) await releaseKey(keyed);
        return result;
      }
      if (keyed) await keepAnswer(keyed, options.status ?? 200, options.secretAnswer ? sealedAnswer(result) : (result ?? null));
      return NextResponse.json(result ?? null, { status: options.status ?? 200, headers: { "x-request-id": requestId } });
    } catch (error) {
      const answer = errorResponse(error, logFields);
      if (keyed) await settleRefusedKey(keyed, answer);
      return answer;
    }
  };
  const contract: RouteContract = options;
  return Object.assign(route, { contract });
}

/**
 * A route anyone may read, signed in or not: the API's description, which
 * describes and grants nothing. Its answer is declared and its errors are
 * answered as withAuth answers them.
 */
export function publicRoute<A extends AnswerContract>(options: { answer: A }, handler: (req: NextRequest) => Promise<AnswerOf<A>>) {
  const route = async (req: NextRequest): Promise<Response> => {
    const requestId = randomUUID();
    try {
      return NextResponse.json(await handler(req), { headers: { "x-request-id": requestId } });
    } catch (error) {
      return errorResponse(error, { requestId, route: `${req.method} ${req.nextUrl.pathname}` });
    }
  };
  const contract: RouteContract = options;
  return Object.assign(route, { contract });
}
