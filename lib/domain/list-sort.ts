/**
 * A list's sort, as the address and the API write it: a column's key, first
 * in its own direction (`expiration`), or the other way round with a minus
 * (`-expiration`). Ties are broken by id in the same direction, so one index
 * on (column, id) serves both ways.
 */
export type SortDirection = "asc" | "desc";

export interface ListSort<K extends string = string> {
  key: K;
  direction: SortDirection;
}

export function sortParam(sort: ListSort): string {
  return `${sort.direction === "desc" ? "-" : ""}${sort.key}`;
}

/** The sort `value` names, when it names one of `keys`; null otherwise. */
export function parseSort<K extends string>(value: string, keys: readonly K[]): ListSort<K> | null {
  const key = value.startsWith("-") ? value.slice(1) : value;
  return (keys as readonly string[]).includes(key) ? { key: key as K, direction: value.startsWith("-") ? "desc" : "asc" } : null;
}

/** A column's heading clicked: the same column the other way round, or another column in the direction it starts in. */
export function nextSort<K extends string>(current: ListSort<K>, key: K, startsWith: SortDirection): ListSort<K> {
  if (current.key !== key) return { key, direction: startsWith };
  return { key, direction: current.direction === "asc" ? "desc" : "asc" };
}

/** How a heading tells a screen reader the sort (`aria-sort`). */
export function ariaSort(current: ListSort, key: string): "ascending" | "descending" | "none" {
  if (current.key !== key) return "none";
  return current.direction === "asc" ? "ascending" : "descending";
}
/**
 * The other direction. A list read newest first by (time desc, id asc) reads oldest first by (time asc, id desc): its
 * ties go the opposite way, so the same index serves both, backwards.
 */
export const opposite = (direction: SortDirection): SortDirection => (direction === "desc" ? "asc" : "desc");

/** The order of arrival a waiting sort reads: the longest waiting first is the earliest arrival first. */
export const arrivalOrder = (sort: ListSort): SortDirection => opposite(sort.direction);
