import type { ListSort, SortDirection } from "./list-sort";

/*
 * The words a paged list's caption says its sort in ("Documents, by file name, A to Z"). Apart from the sorts' keys,
 * which every sorted table reads, so a page without one of these lists carries none of their words.
 */

const byText = (what: string, direction: SortDirection) => `by ${what}, ${direction === "asc" ? "A to Z" : "Z to A"}`;
const byInsured = (direction: SortDirection) => byText("insured", direction);
const byDate = (what: string, direction: SortDirection) => `by ${what}, ${direction === "desc" ? "latest first" : "earliest first"}`;

/** The caption's words for the work queue's sort. */
export function workQueueOrder(sort: ListSort): string {
  const text = { insured: "insured", agency: "agency", agent: "agent", product: "product", status: "status", policy: "policy number" }[sort.key];
  if (text) return byText(text, sort.direction);
  if (sort.key === "review") return sort.direction === "desc" ? "flagged for manual review first" : "not flagged first";
  return sort.direction === "desc" ? "longest waiting first" : "latest arrivals first";
}

/** The caption's words for App Central's list's sort. */
export function submissionListOrder(sort: ListSort): string {
  if (sort.key === "insured") return byInsured(sort.direction);
  return sort.direction === "desc" ? "most recently updated first" : "least recently updated first";
}

/** The caption's words for the documents list's sort. */
export function documentListOrder(sort: ListSort): string {
  const text = { file: "file name", product: "product", uploader: "uploader", classification: "classification" }[sort.key];
  if (text) return byText(text, sort.direction);
  return sort.direction === "desc" ? "newest first" : "oldest first";
}

/** The caption's words for the cancellations' and reinstatements' lists' sort. */
export function recordListOrder(sort: ListSort): string {
  if (sort.key === "insured" || sort.key === "status") return byText(sort.key, sort.direction);
  if (sort.key === "cancellation") return byDate("cancellation date", sort.direction);
  return sort.direction === "desc" ? "newest first" : "oldest first";
}

/** The caption's words for the endorsement history's sort. */
export function endorsementListOrder(sort: ListSort): string {
  const text = { insured: "insured", product: "product", policy: "policy number", updatedBy: "who updated it" }[sort.key];
  if (text) return byText(text, sort.direction);
  if (sort.key === "cost") return sort.direction === "desc" ? "highest cost first" : "lowest cost first";
  if (sort.key === "bound") return byDate("bound date", sort.direction);
  return sort.direction === "desc" ? "newest first" : "oldest first";
}
