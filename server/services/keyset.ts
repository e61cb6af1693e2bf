import "server-only";
import type { KeysetCursor, NumberKeysetCursor, TextKeysetCursor } from "@/lib/schemas/list-query";

type Bound<V> = { gte?: V; lte?: V; gt?: V; lt?: V };
export type KeysetWhere<C extends string, V = Date> = { [K in C]?: Bound<V> } & { OR?: ({ [K in C]?: Bound<V> } | { id: { gt: string } | { lt: string } })[] };

/**
 * Rows after the cursor in (column, id) order, the column oldest first
 * ("asc") or newest first ("desc"), ties by id ascending unless told (a list
 * sorted both ways breaks ties in its column's direction, so one index serves both). The redundant bound on the column (at or
 * after, at or before the cursor's time, text or amount) lets an index on (…, column, id) start
 * at the cursor instead of filtering every earlier row, so a deep page costs
 * what the first one does.
 */
export function afterKeyset<C extends string>(column: C, order: "asc" | "desc", cursor: KeysetCursor | undefined, idOrder?: "asc" | "desc"): KeysetWhere<C>;
export function afterKeyset<C extends string>(
  column: C,
  order: "asc" | "desc",
  cursor: TextKeysetCursor | undefined,
  idOrder?: "asc" | "desc",
): KeysetWhere<C, string>;
export function afterKeyset<C extends string>(
  column: C,
  order: "asc" | "desc",
  cursor: NumberKeysetCursor | undefined,
  idOrder?: "asc" | "desc",
): KeysetWhere<C, number>;
export function afterKeyset<C extends string>(
  column: C,
  order: "asc" | "desc",
  cursor: KeysetCursor | TextKeysetCursor | NumberKeysetCursor | undefined,
  idOrder: "asc" | "desc" = "asc",
): KeysetWhere<C, Date | string | number> {
  if (!cursor) return {};
  const at = "text" in cursor ? cursor.text : "amount" in cursor ? cursor.amount : cursor.at;
  const [atOrPast, past] = order === "asc" ? (["gte", "gt"] as const) : (["lte", "lt"] as const);
  return {
    [column]: { [atOrPast]: at },
    OR: [{ [column]: { [past]: at } }, { id: { [idOrder === "asc" ? "gt" : "lt"]: cursor.id } }],
  } as KeysetWhere<C, Date | string | number>;
}
