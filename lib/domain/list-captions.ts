import type { ListSort, SortDirection } from "./list-sort";

/*
 * The words a paged list's caption says its sort in ("Documents, by file name, A to Z"). Apart from the sorts' keys,
 * which every sorted table reads, so a page without one of these lists carries none of their words.
 */

const byInsured = (direction: SortDirection) => (direction === "asc" ? "by insured, A to Z" : "by insured, Z to A");

/** The caption's words for the work queue's sort. */
export function workQueueOrder(sort: ListSort): string {
  if (sort.key === "insured") return byInsured(sort.direction);
  return sort.direction === "desc" ? "longest waiting first" : "latest arrivals first";
}

/** The caption's words for App Central's list's sort. */
export function submissionListOrder(sort: ListSort): string {
  if (sort.key === "insured") return byInsured(sort.direction);
  return sort.direction === "desc" ? "most recently updated first" : "least recently updated first";
}

/** The caption's words for the documents list's sort. */
export function documentListOrder(sort: ListSort): string {
  if (sort.key === "file") return sort.direction === "asc" ? "by file name, A to Z" : "by file name, Z to A";
  return sort.direction === "desc" ? "newest first" : "oldest first";
}

/** The caption's words for the cancellations' and reinstatements' lists' sort. */
export function recordListOrder(sort: ListSort): string {
  if (sort.key === "insured") return byInsured(sort.direction);
  return sort.direction === "desc" ? "newest first" : "oldest first";
}

/** The caption's words for the endorsement history's sort. */
export function endorsementListOrder(sort: ListSort): string {
  if (sort.key === "insured") return byInsured(sort.direction);
  if (sort.key === "cost") return sort.direction === "desc" ? "highest cost first" : "lowest cost first";
  return sort.direction === "desc" ? "newest first" : "oldest first";
}
