import { z } from "zod";
import { MAX_SUBMISSION_SEARCH_LENGTH } from "@/lib/domain/app-central";
import { blankToUndefined } from "./common";

export { MAX_SUBMISSION_SEARCH_LENGTH };

export const SUBMISSION_PAGE_SIZE = 20;
export const MAX_SUBMISSION_PAGE_SIZE = 100;

/** Where a page ends in the list's order (updatedDate newest first, then id). */
export interface SubmissionCursor {
  updatedAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

const toBase64Url = (text: string) => btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

function fromBase64Url(value: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    return atob(value.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return null;
  }
}

// Opaque to clients, so the order it encodes can change without breaking them.
export function encodeSubmissionCursor(cursor: SubmissionCursor): string {
  return toBase64Url(`${cursor.updatedAt.toISOString()}|${cursor.id}`);
}

export function decodeSubmissionCursor(value: string): SubmissionCursor | null {
  const text = fromBase64Url(value);
  const match = text ? /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(.+)$/.exec(text) : null;
  if (!match || !isUuid(match[2])) return null;
  const updatedAt = new Date(match[1]);
  // Years from 1: PostgreSQL has no year 0.
  return Number.isNaN(updatedAt.getTime()) || updatedAt.getUTCFullYear() < 1 ? null : { updatedAt, id: match[2].toLowerCase() };
}

/** Query of GET /api/submissions: a blank parameter counts as absent. */
export const submissionListQuerySchema = z.object({
  search: z.preprocess(
    blankToUndefined,
    z.string().trim().max(MAX_SUBMISSION_SEARCH_LENGTH, `Search must be at most ${MAX_SUBMISSION_SEARCH_LENGTH} characters.`).optional(),
  ),
  cursor: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(200, "Cursor is not valid.")
      .transform((value, ctx) => {
        const cursor = decodeSubmissionCursor(value);
        if (!cursor) {
          ctx.addIssue({ code: "custom", message: "Cursor is not valid; use the nextCursor of a previous page." });
          return z.NEVER;
        }
        return cursor;
      })
      .optional(),
  ),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number("Limit must be a whole number.")
      .int("Limit must be a whole number.")
      .min(1, "Limit must be at least 1.")
      .max(MAX_SUBMISSION_PAGE_SIZE, `Limit must be at most ${MAX_SUBMISSION_PAGE_SIZE}.`)
      .optional(),
  ),
});
export type SubmissionListQuery = z.infer<typeof submissionListQuerySchema>;
