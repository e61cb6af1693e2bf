import "server-only";
import type { KeysetCursor } from "@/lib/schemas/list-query";

type Bound = { gte?: Date; lte?: Date; gt?: Date; lt?: Date };
export type KeysetWhere<C extends string> = { [K in C]?: Bound } & { OR?: ({ [K in C]?: Bound } | { id: { gt: string } })[] };

/**
 * Rows after the cursor in (column, id asc) order, the column oldest first
 * ("asc") or newest first ("desc"). The redundant bound on the column (at or
 * after, at or before the cursor's time) lets an index on (…, column, id) start
 * at the cursor instead of filtering every earlier row, so a deep page costs
 * what the first one does.
 */
export function afterKeyset<C extends string>(column: C, order: "asc" | "desc", cursor: KeysetCursor | undefined): KeysetWhere<C> {
  if (!cursor) return {};
  const [atOrPast, past] = order === "asc" ? (["gte", "gt"] as const) : (["lte", "lt"] as const);
  return {
    [column]: { [atOrPast]: cursor.at },
    OR: [{ [column]: { [past]: cursor.at } }, { id: { gt: cursor.id } }],
  } as KeysetWhere<C>;
}
