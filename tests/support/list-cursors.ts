import { expect } from "vitest";
import { CURSOR_INVALID } from "@/lib/schemas/list-query";
import { call, type DemoUser } from "./api-client";

/** A page asked with a cursor its order never wrote (`url` names both): 400, the cursor's message. */
export async function expectCursorRefused(handler: Parameters<typeof call>[0], url: string, as: DemoUser) {
  const res = await call(handler, url, { as });
  expect(res.status).toBe(400);
  expect(JSON.stringify(res.json)).toContain(CURSOR_INVALID);
}

/** Every row of a paged list read page after page from `url` (which ends in a query the cursor is added to), as `as` reads it. */
export async function walkPages<T>(handler: Parameters<typeof call>[0], url: string, items: string, as: DemoUser): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const res = await call(handler, `${url}${cursor ? `&cursor=${cursor}` : ""}`, { as });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    rows.push(...res.json[items]);
    cursor = res.json.nextCursor;
  } while (cursor);
  return rows;
}

/**
 * `rows` as a list sorted A to Z by `keyOf` reads them: keys by code point without case (collation "C" over the
 * lowercase keys the database keeps), or numbers, then ids.
 */
export function inKeyOrder<T>(rows: readonly T[], keyOf: (row: T) => string | number, idOf: (row: T) => string): T[] {
  const compareKeys = (x: string | number, y: string | number) =>
    typeof x === "number" && typeof y === "number" ? x - y : Buffer.compare(Buffer.from(String(x).toLowerCase()), Buffer.from(String(y).toLowerCase()));
  return rows.toSorted((a, b) => compareKeys(keyOf(a), keyOf(b)) || (idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : 0));
}
