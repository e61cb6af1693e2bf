import type { ApiErrorCode } from "@/lib/schemas/api-error";

export type ErrorCode = ApiErrorCode;

const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unprocessable: 422,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  service_unavailable: 503,
};

export type FieldErrors = Record<string, string[]>;

/** An error whose message is safe to show the user; mapped to JSON in one place (server/api/with-auth.ts). */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = statusOf[code];
  }
}

export const notFound = (what = "Resource") => new AppError("not_found", `${what} not found.`);
export const forbidden = (message = "You do not have permission to do this.") => new AppError("forbidden", message);
export const unauthorized = () => new AppError("unauthorized", "Please Log In to access this page.");
