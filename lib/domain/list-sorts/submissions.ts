import type { ListSort } from "../list-sort";
import { byText } from "./words";

/* App Central's submission list's sorts: its keys, as the address and the API write them, and the words its caption says them in. */

/** What App Central's submission list sorts by: when each was last updated, most recently first unless turned round, or the insured's name. */
export const submissionListSortKeys = ["updated", "insured"] as const;
export type SubmissionListSortKey = (typeof submissionListSortKeys)[number];

/** The caption's words for App Central's list's sort. */
export function submissionListOrder(sort: ListSort): string {
  if (sort.key === "insured") return byText("insured", sort.direction);
  return sort.direction === "desc" ? "most recently updated first" : "least recently updated first";
}
