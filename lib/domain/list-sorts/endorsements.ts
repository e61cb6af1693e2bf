import type { ListSort } from "../list-sort";
import { byDate, byText } from "./words";

/* The endorsement history's sorts: its keys, as the address and the API write them, and the words its caption says them in. */

/**
 * What the endorsement history sorts by: when each was created, newest first unless turned round, its cost (`-cost`,
 * highest first), when it was bound (`-bound`, latest first), or, A to Z first, the insured's name (`insured`), the
 * product (`product`), the policy number (`policy`) or who updated it last (`updatedBy`).
 */
export const endorsementListSortKeys = ["created", "cost", "insured", "product", "policy", "bound", "updatedBy"] as const;

/** The caption's words for the endorsement history's sort. */
export function endorsementListOrder(sort: ListSort): string {
  const text = { insured: "insured", product: "product", policy: "policy number", updatedBy: "who updated it" }[sort.key];
  if (text) return byText(text, sort.direction);
  if (sort.key === "cost") return sort.direction === "desc" ? "highest cost first" : "lowest cost first";
  if (sort.key === "bound") return byDate("bound date", sort.direction);
  return sort.direction === "desc" ? "newest first" : "oldest first";
}
