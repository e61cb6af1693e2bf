import type { ListSort } from "../list-sort";
import { byDate, byText } from "./words";

/* The cancellations' and reinstatements' lists's sorts: its keys, as the address and the API write them, and the words its caption says them in. */

/**
 * What the cancellations list sorts by: when each was requested, newest first unless turned round, the insured's name
 * (`insured`, A to Z first), the status as it reads (`status`, A to Z first), the cancellation date (`-cancellation`,
 * latest first), the return premium (`-return`, highest first) or what it is due to (`dueTo`, A to Z first; only who
 * may see it).
 */
export const cancellationListSortKeys = ["requested", "insured", "status", "cancellation", "return", "dueTo"] as const;

/** The cancellations' sorts a viewer has: what it is due to only for who may see that column. */
export const cancellationSortKeysFor = (seesDueTo: boolean) => cancellationListSortKeys.filter((key) => seesDueTo || key !== "dueTo");

/** What the reinstatements list sorts by: as the cancellations, but the lapse (`-lapse`, longest first) in place of the return premium and due to. */
export const reinstatementListSortKeys = ["requested", "insured", "status", "cancellation", "lapse"] as const;

/** The caption's words for the cancellations' and reinstatements' lists' sort. */
export function recordListOrder(sort: ListSort): string {
  if (sort.key === "insured" || sort.key === "status") return byText(sort.key, sort.direction);
  if (sort.key === "cancellation") return byDate("cancellation date", sort.direction);
  if (sort.key === "dueTo") return byText("what it is due to", sort.direction);
  if (sort.key === "return") return sort.direction === "desc" ? "highest return premium first" : "lowest return premium first";
  if (sort.key === "lapse") return sort.direction === "desc" ? "longest lapse first" : "shortest lapse first";
  return sort.direction === "desc" ? "newest first" : "oldest first";
}
