import "server-only";
import type { KeysetCursor } from "@/lib/schemas/list-query";

type Bound = { gte?: Date; lte?: Date; gt?: Date; lt?: Date };
export type KeysetWhere<C extends string> = { [K in C]?: Bound } & { OR?: ({ [K in C]?: Bound } | { id: { gt: string } | { lt: string } })[] };

/**
 * Rows after the cursor in (column, id) order, the column oldest first
 * ("asc") or newest first ("desc"), ties by id ascending unless told (a list
 * sorted both ways breaks ties in its column's direction, so one index serves both). The redundant bound on the column (at or
 * after, at or before the cursor's time) lets an index on (…, column, id) start
 * at the cursor instead of filtering every earlier row, so a deep page costs
 * what the first one does.
 */
export function afterKeyset<C extends string>(
  column: C,
  order: "asc" | "desc",
  cursor: KeysetCursor | undefined,
  idOrder: "asc" | "desc" = "asc",
): KeysetWhere<C> {
  if (!cursor) return {};
  const [atOrPast, past] = order === "asc" ? (["gte", "gt"] as const) : (["lte", "lt"] as const);
  return {
    [column]: { [atOrPast]: cursor.at },
    OR: [{ [column]: { [past]: cursor.at } }, { id: { [idOrder === "asc" ? "gt" : "lt"]: cursor.id } }],
  } as KeysetWhere<C>;
}
