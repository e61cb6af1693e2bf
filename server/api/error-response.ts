import "server-only";
import { NextResponse } from "next/server";
import { AppError } from "../errors";

function prismaCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown })?.code;
  return typeof code === "string" && /^P\d{4}$/.test(code) ? code : undefined;
}

function asAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
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

export function errorResponse(error: unknown, requestId: string): Response {
  const known = asAppError(error);
  const headers = { "x-request-id": requestId };
  if (known) {
    return NextResponse.json(
      { error: { code: known.code, message: known.message, ...(known.fields && { fields: known.fields }), ...known.details } },
      { status: known.status, headers },
    );
  }
  console.error(`[request ${requestId}] unexpected error`, error);
  return NextResponse.json(
    { error: { code: "internal", message: "Something went wrong, please try again later.", requestId } },
    { status: 500, headers },
  );
}
