import type { ListSort } from "../list-sort";
import { byText } from "./words";

/* The work queue's sorts: its keys, as the address and the API write them, and the words its caption says them in. */

/**
 * What the work queue's new business sorts by: how long each has waited, longest first (`-waiting`, oldest arrival
 * first) unless turned round (`waiting`, the latest arrivals first), whether it is flagged for manual review (`-review`,
 * flagged first), or, A to Z first, the insured's name (`insured`), the agency (`agency`), the agent (`agent`), the
 * product (`product`) or the status as it reads (`status`).
 */
export const workQueueSortKeys = ["waiting", "insured", "agency", "agent", "product", "status", "review"] as const;

/** What the work queue's request tabs sort by: as new business, but the policy number (`policy`, A to Z first) in place of manual review. */
export const requestQueueSortKeys = ["waiting", "insured", "policy", "product", "agency", "agent", "status"] as const;

/** The caption's words for the work queue's sort. */
export function workQueueOrder(sort: ListSort): string {
  const text = { insured: "insured", agency: "agency", agent: "agent", product: "product", status: "status", policy: "policy number" }[sort.key];
  if (text) return byText(text, sort.direction);
  if (sort.key === "review") return sort.direction === "desc" ? "flagged for manual review first" : "not flagged first";
  return sort.direction === "desc" ? "longest waiting first" : "latest arrivals first";
}
