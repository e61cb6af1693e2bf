import { z } from "zod";
import { parseSort, sortParam, type ListSort } from "@/lib/domain/list-sort";
import { MAX_SEARCH_LENGTH } from "@/lib/domain/search";
import { blankToUndefined } from "./common";

/**
 * Where a page ends in a list ordered by a time (newest first), then id. `order` is the sort the page was read in, as
 * the `sort` parameter spells it (`-requested`), in the cursors of lists that have more than one order: a list refuses
 * a cursor of another order (`cursorFitsSort`), whose place would be another list's.
 */
export interface KeysetCursor {
  at: Date;
  id: string;
  order?: string;
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

// A sort's key is letters, after a minus when it reads the other way round; no position starts with one and "@".
const ORDER = /^(-?[A-Za-z]+)@/;

// Opaque to clients, so the order it encodes can change without breaking them.
const encodePosition = (position: string, order: string | undefined) => toBase64Url(order ? `${order}@${position}` : position);

/** A cursor's position (its text after the order it names, if any) and that order. */
function decodePosition(value: string): { position: string; order?: string } | null {
  const text = fromBase64Url(value);
  if (text === null) return null;
  const order = ORDER.exec(text);
  return order ? { position: text.slice(order[0].length), order: order[1] } : { position: text };
}

const withOrder = (order: string | undefined) => (order ? { order } : {});

export function encodeCursor(cursor: KeysetCursor): string {
  return encodePosition(`${cursor.at.toISOString()}|${cursor.id}`, cursor.order);
}

export function decodeCursor(value: string): KeysetCursor | null {
  const decoded = decodePosition(value);
  const match = decoded && /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(.+)$/.exec(decoded.position);
  if (!match || !isUuid(match[2])) return null;
  const at = new Date(match[1]);
  // Years from 1: PostgreSQL has no year 0.
  return Number.isNaN(at.getTime()) || at.getUTCFullYear() < 1 ? null : { at, id: match[2].toLowerCase(), ...withOrder(decoded.order) };
}

/** Where a page ends in a list ordered by a text (an insured's name without case), then id; `order` as a time's. */
export interface TextKeysetCursor {
  text: string;
  id: string;
  order?: string;
}

// The text is URI-encoded, which escapes the separator and any character base64 cannot take.
export function encodeTextCursor(cursor: TextKeysetCursor): string {
  return encodePosition(`t:${encodeURIComponent(cursor.text)}|${cursor.id}`, cursor.order);
}

export function decodeTextCursor(value: string): TextKeysetCursor | null {
  const decoded = decodePosition(value);
  const match = decoded && /^t:([^|]*)\|(.+)$/.exec(decoded.position);
  if (!match || !isUuid(match[2])) return null;
  try {
    return { text: decodeURIComponent(match[1]), id: match[2].toLowerCase(), ...withOrder(decoded.order) };
  } catch {
    return null;
  }
}

/** Where a page ends in a list ordered by an amount (whole cents), then id; `order` as a time's. */
export interface NumberKeysetCursor {
  amount: number;
  id: string;
  order?: string;
}

export function encodeNumberCursor(cursor: NumberKeysetCursor): string {
  return encodePosition(`n:${cursor.amount}|${cursor.id}`, cursor.order);
}

export function decodeNumberCursor(value: string): NumberKeysetCursor | null {
  const decoded = decodePosition(value);
  const match = decoded && /^n:(-?\d{1,15})\|(.+)$/.exec(decoded.position);
  return match && isUuid(match[2]) ? { amount: Number(match[1]), id: match[2].toLowerCase(), ...withOrder(decoded.order) } : null;
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
 * A list takes only a cursor its order wrote: the order it names is the query's sort, and its kind the one that sort
 * writes (`kinds`, each sort key's; a key not named is a time's). A page from a place the order never had, or from
 * another order's place (the same name in another column, or the same column the other way round), is refused
 * (`cursorFitsSortIssue`), not guessed.
 */
export function cursorFitsSort(query: { cursor?: AnyCursor; sort: ListSort }, kinds: Readonly<Record<string, CursorKind>>): boolean {
  return !query.cursor || (query.cursor.order === sortParam(query.sort) && cursorKind(query.cursor) === (kinds[query.sort.key] ?? "time"));
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

/** The values of a list's `sort`: each key, and each the other way round (`-key`). */
const sortValues = (keys: readonly string[]) => keys.flatMap((key) => [key, `-${key}`]);

/** What a sort a list does not have is told: the sorts it has, each way round. */
export const unknownSortMessage = (keys: readonly string[]) => `Sort must be one of ${sortValues(keys).join(", ")}.`;

/**
 * A list's `sort` parameter over `keys` (`key`, or `-key` the other way round), `fallback` when absent. The values are an
 * enum on the input side, so the API's description lists the sorts the list takes.
 */
export function sortQueryField<K extends string>(keys: readonly K[], fallback: ListSort<K>) {
  return z.preprocess(
    blankToUndefined,
    z
      .enum(sortValues(keys), unknownSortMessage(keys))
      .optional()
      .transform((value) => (value === undefined ? null : parseSort(value, keys)) ?? fallback),
  );
}
