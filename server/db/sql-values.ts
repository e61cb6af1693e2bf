import type { AnyCursor } from "@/lib/schemas/list-query";
import { Prisma } from "../generated/prisma/client";

/**
 * Values crossing hand-written SQL without the time zone of the server or of
 * the database session in the way: Prisma keeps DateTime columns as UTC in
 * `timestamp(3)` (no zone), and JSON renders those as a UTC wall-clock time.
 */

/** The day (YYYY-MM-DD, UTC) of a stored date, or null. */
export const day = (date: Date | null): string | null => (date ? date.toISOString().slice(0, 10) : null);

/** A Date as a `timestamp` parameter (write `$n::timestamp`). */
export const sqlTimestamp = (d: Date): string => d.toISOString().slice(0, 23);

/** A `timestamp` or `date` as JSON renders it, back into the Date Prisma would give. */
export const jsonDate = (s: string): Date => new Date(s.length === 10 ? `${s}T00:00:00Z` : `${s}Z`);

/** The same, for a column that may be null. */
export const jsonDateOrNull = (s: string | null): Date | null => (s == null ? null : jsonDate(s));

/**
 * Where a page ends, as the SQL value its sort key is compared with: a name as text, an amount as a number, a time as
 * a `timestamp` (UTC wall-clock, as stored).
 */
export function cursorValueSql(cursor: AnyCursor): Prisma.Sql {
  if ("text" in cursor) return Prisma.sql`${cursor.text}`;
  if ("amount" in cursor) return Prisma.sql`${cursor.amount}`;
  return Prisma.sql`${sqlTimestamp(cursor.at)}::timestamp`;
}

/**
 * A name key (lowercase, collation "C") beginning with `text` without case, as a range its index reads in order:
 * from the text itself to the text followed by the last code point, which no name holds.
 */
export const startsWithSql = (key: Prisma.Sql, text: string): Prisma.Sql => Prisma.sql`${key} >= lower(${text}) AND ${key} < lower(${text}) || chr(1114111)`;

/** `text` with LIKE's wildcards `%` and `_` and its escape `\` escaped, so each stands for itself. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern matching `text` anywhere, its `%`, `_` and `\` standing for themselves. */
export const containsPattern = (text: string): string => `%${likeLiteral(text)}%`;

/** Prisma's case-insensitive `contains` (an ILIKE) for `text` anywhere, its `%`, `_` and `\` standing for themselves. */
export const containsText = (text: string) => ({ contains: likeLiteral(text), mode: "insensitive" }) as const;
