import "server-only";
import { opposite, sortParam, type ListSort, type SortDirection } from "@/lib/domain/list-sort";
import {
  encodeCursor,
  encodeNumberCursor,
  encodeTextCursor,
  type AnyCursor,
  type CursorKind,
  type KeysetCursor,
  type NumberKeysetCursor,
  type TextKeysetCursor,
} from "@/lib/schemas/list-query";

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

/**
 * Where a list keeps one of its orders: the column its rows are kept in order by, and whether ties go by id the same
 * way as the column (the default) or the other way round (`opposite`: the time orders whose indexes are (…, time desc,
 * id), read forwards or backwards).
 */
interface KeysetOrder<C extends string> {
  column: C;
  ties?: "opposite";
}

export type KeyValue = Date | string | number | null;

/**
 * The cursor of a page read in `sort`, ending at the row `id` whose key reads `value`: of the kind that sort writes
 * (`kinds`, the query schema's), naming the sort, which the list then asks of the cursor (`cursorFitsSort`).
 */
export function cursorAt<K extends string>(kinds: Readonly<Record<K, CursorKind>>, sort: ListSort<K>, value: KeyValue, id: string): string {
  const order = sortParam(sort);
  const kind = kinds[sort.key];
  if (kind === "text") return encodeTextCursor({ text: (value as string | null) ?? "", id, order });
  if (kind === "amount") return encodeNumberCursor({ amount: (value as number | null) ?? 0, id, order });
  return encodeCursor({ at: value as Date, id, order });
}

/**
 * A paged list's orders, one per sort key, each with the kind of cursor it writes (`kinds`, the query schema's), and
 * what each derives: the Prisma order, the rows after a cursor and the cursor after a page. A key the database leaves
 * empty reads as the empty text or nothing, where its sort puts it.
 */
export function keysetList<K extends string, C extends string>(kinds: Readonly<Record<K, CursorKind>>, orders: Readonly<Record<K, KeysetOrder<C>>>) {
  const idOrder = (order: KeysetOrder<C>, direction: SortDirection) => (order.ties === "opposite" ? opposite(direction) : direction);
  return {
    orderBy({ key, direction }: ListSort<K>) {
      const order = orders[key];
      return [{ [order.column]: direction }, { id: idOrder(order, direction) }] as Partial<Record<C | "id", SortDirection>>[];
    },
    /** The rows after the cursor, typed to fit any column's filter: the query's schema has matched the cursor's kind to the order's. */
    after({ sort: { key, direction }, cursor }: { sort: ListSort<K>; cursor?: AnyCursor }): KeysetWhere<C, never> {
      if (!cursor) return {};
      const order = orders[key];
      return afterKeyset(order.column, direction, cursor as KeysetCursor, idOrder(order, direction)) as KeysetWhere<C, never>;
    },
    /** The cursor after a page of `limit` rows (read with one more, to know there is a next page); null on the last page. */
    nextCursor<R extends { id: string } & Record<C, KeyValue>>(rows: R[], limit: number, sort: ListSort<K>): string | null {
      const last = rows[limit - 1];
      return rows.length > limit && last ? cursorAt(kinds, sort, last[orders[sort.key].column], last.id) : null;
    },
  };
}
