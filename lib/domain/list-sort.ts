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
 * What the cancellations and reinstatements lists sort by: when each was requested, newest first unless turned round,
 * the insured's name (`insured`, A to Z first), the status as it reads (`status`, A to Z first) or the cancellation
 * date (`-cancellation`, latest first).
 */
export const recordListSortKeys = ["requested", "insured", "status", "cancellation"] as const;

/**
 * What the documents list sorts by: when each was uploaded, newest first unless turned round, or, A to Z first, the
 * file's name (`file`), the product (`product`), who uploaded it (`uploader`) or its classification (`classification`).
 */
export const documentListSortKeys = ["uploaded", "file", "product", "uploader", "classification"] as const;

/**
 * What the endorsement history sorts by: when each was created, newest first unless turned round, its cost (`-cost`,
 * highest first), when it was bound (`-bound`, latest first), or, A to Z first, the insured's name (`insured`), the
 * product (`product`), the policy number (`policy`) or who updated it last (`updatedBy`).
 */
export const endorsementListSortKeys = ["created", "cost", "insured", "product", "policy", "bound", "updatedBy"] as const;

/** What App Central's submission list sorts by: when each was last updated, most recently first unless turned round, or the insured's name. */
export const submissionListSortKeys = ["updated", "insured"] as const;
export type SubmissionListSortKey = (typeof submissionListSortKeys)[number];

/**
 * The other direction. A list read newest first by (time desc, id asc) reads oldest first by (time asc, id desc): its
 * ties go the opposite way, so the same index serves both, backwards.
 */
export const opposite = (direction: SortDirection): SortDirection => (direction === "desc" ? "asc" : "desc");

/**
 * What the work queue's new business sorts by: how long each has waited, longest first (`-waiting`, oldest arrival
 * first) unless turned round (`waiting`, the latest arrivals first), whether it is flagged for manual review (`-review`,
 * flagged first), or, A to Z first, the insured's name (`insured`), the agency (`agency`), the agent (`agent`), the
 * product (`product`) or the status as it reads (`status`).
 */
export const workQueueSortKeys = ["waiting", "insured", "agency", "agent", "product", "status", "review"] as const;

/** What the work queue's request tabs sort by: as new business, but the policy number (`policy`, A to Z first) in place of manual review. */
export const requestQueueSortKeys = ["waiting", "insured", "policy", "product", "agency", "agent", "status"] as const;

/** The order of arrival a waiting sort reads: the longest waiting first is the earliest arrival first. */
export const arrivalOrder = (sort: ListSort): SortDirection => opposite(sort.direction);
