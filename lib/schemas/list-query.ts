import { z } from "zod";
import { parseSort, type ListSort } from "@/lib/domain/list-sort";
import { MAX_SEARCH_LENGTH } from "@/lib/domain/search";
import { blankToUndefined } from "./common";

/** Where a page ends in a list ordered by a time (newest first), then id. */
export interface KeysetCursor {
  at: Date;
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
export function encodeCursor(cursor: KeysetCursor): string {
  return toBase64Url(`${cursor.at.toISOString()}|${cursor.id}`);
}

export function decodeCursor(value: string): KeysetCursor | null {
  const text = fromBase64Url(value);
  const match = text ? /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(.+)$/.exec(text) : null;
  if (!match || !isUuid(match[2])) return null;
  const at = new Date(match[1]);
  // Years from 1: PostgreSQL has no year 0.
  return Number.isNaN(at.getTime()) || at.getUTCFullYear() < 1 ? null : { at, id: match[2].toLowerCase() };
}

/** Where a page ends in a list ordered by a text (an insured's name without case), then id. */
export interface TextKeysetCursor {
  text: string;
  id: string;
}

// The text is URI-encoded, which escapes the separator and any character base64 cannot take.
export function encodeTextCursor(cursor: TextKeysetCursor): string {
  return toBase64Url(`t:${encodeURIComponent(cursor.text)}|${cursor.id}`);
}

export function decodeTextCursor(value: string): TextKeysetCursor | null {
  const match = /^t:([^|]*)\|(.+)$/.exec(fromBase64Url(value) ?? "");
  if (!match || !isUuid(match[2])) return null;
  try {
    return { text: decodeURIComponent(match[1]), id: match[2].toLowerCase() };
  } catch {
    return null;
  }
}

/** Where a page ends in a list ordered by an amount (whole cents), then id. */
export interface NumberKeysetCursor {
  amount: number;
  id: string;
}

export function encodeNumberCursor(cursor: NumberKeysetCursor): string {
  return toBase64Url(`n:${cursor.amount}|${cursor.id}`);
}

export function decodeNumberCursor(value: string): NumberKeysetCursor | null {
  const match = /^n:(-?\d{1,15})\|(.+)$/.exec(fromBase64Url(value) ?? "");
  return match && isUuid(match[2]) ? { amount: Number(match[1]), id: match[2].toLowerCase() } : null;
}

/** A cursor of a list sorted by a time, a text or an amount; the list's schema then takes only its order's kind (`cursorFitsSort`). */
export const decodeListCursor = (value: string): AnyCursor | null => decodeCursor(value) ?? decodeTextCursor(value) ?? decodeNumberCursor(value);

export type AnyCursor = KeysetCursor | TextKeysetCursor | NumberKeysetCursor;
/** What a sort's cursor holds: a time, a text (a name without case) or an amount (whole cents, a rank). */
export type CursorKind = "time" | "text" | "amount";
const cursorKind = (cursor: AnyCursor): CursorKind => ("text" in cursor ? "text" : "amount" in cursor ? "amount" : "time");

/** Each of a list's sort keys with the kind of cursor its order writes. */
export type SortCursorKinds<K extends string> = Readonly<Record<K, CursorKind>>;

/**
 * A list takes only the kind of cursor its order writes (`kinds`, each sort key's; a key not named is a time's): a page
 * from a place the order never had is refused (`cursorFitsSortIssue`), not guessed.
 */
export function cursorFitsSort(query: { cursor?: AnyCursor; sort: ListSort }, kinds: Readonly<Record<string, CursorKind>>): boolean {
  return !query.cursor || cursorKind(query.cursor) === (kinds[query.sort.key] ?? "time");
}

export { MAX_SEARCH_LENGTH };

export const CURSOR_INVALID = "Cursor is not valid; use the nextCursor of a previous page.";
/** cursorFitsSort's issue, checked only once every field has parsed (a cursor that did not parse is still its text). */
export const cursorFitsSortIssue = {
  message: CURSOR_INVALID,
  path: ["cursor"],
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

/** A list's `cursor` parameter, read by `decode`. */
export function cursorField<C>(decode: (value: string) => C | null) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(1000, "Cursor is not valid.")
      .transform((value, ctx) => {
        const cursor = decode(value);
        if (!cursor) {
          ctx.addIssue({ code: "custom", message: CURSOR_INVALID });
          return z.NEVER;
        }
        return cursor;
      })
      .optional(),
  );
}

/** The query fields every paged list takes: search, cursor and limit; a blank parameter counts as absent. */
export function listQueryFields(maxLimit: number) {
  return {
    search: z.preprocess(blankToUndefined, z.string().trim().max(MAX_SEARCH_LENGTH, `Search must be at most ${MAX_SEARCH_LENGTH} characters.`).optional()),
    cursor: cursorField(decodeCursor),
    limit: z.preprocess(
      blankToUndefined,
      z.coerce
        .number("Limit must be a whole number.")
        .int("Limit must be a whole number.")
        .min(1, "Limit must be at least 1.")
        .max(maxLimit, `Limit must be at most ${maxLimit}.`)
        .optional(),
    ),
  };
}

/** What a sort a list does not have is told: the sorts it has, each way round. */
export const unknownSortMessage = (keys: readonly string[]) => `Sort must be one of ${keys.flatMap((k) => [k, `-${k}`]).join(", ")}.`;

/** A list's `sort` parameter over `keys` (`key`, or `-key` the other way round), `fallback` when absent. */
export function sortQueryField<K extends string>(keys: readonly K[], fallback: ListSort<K>) {
  const message = unknownSortMessage(keys);
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(100, message)
      .transform((value, ctx) => {
        const sort = parseSort(value, keys);
        if (!sort) {
          ctx.addIssue({ code: "custom", message });
          return z.NEVER;
        }
        return sort;
      })
      .optional()
      .transform((sort) => sort ?? fallback),
  );
}
