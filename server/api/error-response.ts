import "server-only";
import { NextResponse } from "next/server";
import { AppError } from "../errors";
import { requestLog, type RequestLogFields } from "../log";

function prismaCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown })?.code;
  return typeof code === "string" && /^P\d{4}$/.test(code) ? code : undefined;
}

/** The SQLSTATE PostgreSQL answered, as Prisma's driver adapters pass it on. */
function sqlState(error: unknown): string | undefined {
  const meta = (error as { meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } }; code?: unknown } })?.meta;
  const code = meta?.driverAdapterError?.cause?.originalCode ?? meta?.code;
  return typeof code === "string" ? code : undefined;
}

function asAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  // Class 22, data exceptions: a value the column cannot hold (out of range, bad encoding, impossible date).
  if (sqlState(error)?.startsWith("22")) return new AppError("unprocessable", "A value is out of range or not valid text.");
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
  if (known) {
    const retryAfter = known.details?.retryAfterSeconds;
    return NextResponse.json(
      { error: { code: known.code, message: known.message, ...(known.fields && { fields: known.fields }), ...known.details } },
      { status: known.status, headers: typeof retryAfter === "number" ? { ...headers, "retry-after": String(retryAfter) } : headers },
    );
  }
  requestLog(request).error({ err: error }, "unexpected error");
  return NextResponse.json(
    { error: { code: "internal", message: "Something went wrong, please try again later.", requestId } },
    { status: 500, headers },
  );
}
