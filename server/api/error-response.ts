import "server-only";
import { NextResponse } from "next/server";
import { AppError } from "../errors";
import { requestLog, type RequestLogFields } from "../log";

function prismaCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown })?.code;
  return typeof code === "string" && /^P\d{4}$/.test(code) ? code : undefined;
}

/** The SQLSTATE PostgreSQL answered, as Prisma's driver adapters pass it on, or as pg and PGlite raise it for hand-written SQL. */
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } }; code?: unknown } };
  const code = e?.meta?.driverAdapterError?.cause?.originalCode ?? e?.meta?.code ?? e?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

// Prisma's codes and the driver adapter's kinds for a database that cannot be reached, went away or is too slow:
// P2028 is a transaction that found no free connection in time, or ran past its time.
const UNAVAILABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028"]);
const UNAVAILABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections", "DatabaseDoesNotExist"]);
const UNAVAILABLE_NODE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND"]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

// Class 08 (connection exception), 57P (operator intervention: shutdown, restart) and 57014 (statement timeout).
const UNAVAILABLE_STATES = /^(08|57P|57014$)/;

/** The database is down, restarting, out of connections or too slow: a moment's wait will do, the request was fine. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; meta?: { driverAdapterError?: { cause?: { kind?: unknown } } }; cause?: unknown };
  if (typeof e?.code === "string" && (UNAVAILABLE_PRISMA_CODES.has(e.code) || UNAVAILABLE_NODE_CODES.has(e.code) || UNAVAILABLE_STATES.test(e.code)))
    return true;
  const kind = e?.meta?.driverAdapterError?.cause?.kind;
  if (typeof kind === "string" && UNAVAILABLE_KINDS.has(kind)) return true;
  const state = sqlState(error);
  if (state && UNAVAILABLE_STATES.test(state)) return true;
  if (typeof e?.message === "string" && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  return e?.cause !== undefined && e.cause !== error && isDatabaseUnavailable(e.cause);
}

export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";
const RETRY_AFTER_SECONDS = 5;

// 40P01 (deadlock detected) and 40001 (serialization failure), P2034 as Prisma names both: the request collided with
// another writing the same rows at the same moment and was rolled back whole. Sent again, it is judged afresh.
const COLLISION_STATES = new Set(["40P01", "40001"]);
export const COLLISION_MESSAGE = "This was changed by someone else at the same time. Try again.";

/** The database rolled the request back as it collided with another's write: a conflict, nothing written. */
export function isWriteCollision(error: unknown): boolean {
  const state = sqlState(error);
  return prismaCode(error) === "P2034" || (state !== undefined && COLLISION_STATES.has(state));
}

function asAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return new AppError("service_unavailable", UNAVAILABLE_MESSAGE, undefined, { retryAfterSeconds: RETRY_AFTER_SECONDS });
  // Class 22, data exceptions: a value the column cannot hold (out of range, bad encoding, impossible date).
  if (sqlState(error)?.startsWith("22")) return new AppError("unprocessable", "A value is out of range or not valid text.");
  if (isWriteCollision(error)) return new AppError("conflict", COLLISION_MESSAGE);
  switch (prismaCode(error)) {
    case "P2025":
      return new AppError("not_found", "Resource not found.");
    case "P2002":
      return new AppError("conflict", "This already exists.");
    case "P2003":
      return new AppError("unprocessable", "A referenced record does not exist.");
    default:
      return null;
  }
}

export function errorResponse(error: unknown, request: RequestLogFields): Response {
  const { requestId } = request;
  const known = asAppError(error);
  const headers = { "x-request-id": requestId };
  if (known?.code === "service_unavailable") requestLog(request).warn({ err: error }, "database unavailable");
  // Answered as a conflict, but worth seeing: two writes that take the same rows in opposite orders collide again.
  if (isWriteCollision(error)) requestLog(request).warn({ err: error }, "write collision");
  if (known) {
    const retryAfter = known.details?.retryAfterSeconds;
    return NextResponse.json(
      { error: { code: known.code, message: known.message, ...(known.fields && { fields: known.fields }), ...known.details } },
      { status: known.status, headers: typeof retryAfter === "number" ? { ...headers, "retry-after": String(retryAfter) } : headers },
    );
  }
  requestLog(request).error({ err: error }, "unexpected error");
  return NextResponse.json({ error: { code: "internal", message: "Something went wrong, please try again later.", requestId } }, { status: 500, headers });
}
