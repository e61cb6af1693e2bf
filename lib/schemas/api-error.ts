import { z } from "zod";

export const apiErrorCodes = [
  "bad_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "unprocessable",
  "unsupported_media_type",
  "too_many_requests",
  "service_unavailable",
  "internal",
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/**
 * Every refusal and failure of the API: `{ error: { code, message, fields? } }`,
 * with the few details some refusals add (docs/api.md, Errors).
 */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(apiErrorCodes),
    message: z.string(),
    /** Each refused field's path and its messages. */
    fields: z.record(z.string(), z.array(z.string())).optional(),
    /** A stale write (409): the record as it is now, to show or merge. */
    current: z.record(z.string(), z.unknown()).optional(),
    /** A refused status change (409): the status the record is in. */
    currentStatus: z.string().optional(),
    /** An endorsement drafted on a policy changed since: the paths of the values changed. */
    stale: z.array(z.string()).optional(),
    /** A refused document deletion: the dialog's title. */
    title: z.string().optional(),
    /** 429 and 503: the seconds to wait, also sent as Retry-After. */
    retryAfterSeconds: z.number().int().positive().optional(),
    /** 500: the id the server log holds the failure under. */
    requestId: z.string().optional(),
  }),
});
export type ApiErrorAnswer = z.infer<typeof apiErrorSchema>;
