import type { ListSort } from "../list-sort";
import { byText } from "./words";

/* The 'Renewals due' list's sorts: its keys, as the address and the API write them, and the words its caption says them in. */

/**
 * What the 'Renewals due' list sorts by: the expiration, soonest first unless turned round, the premium (`-premium`,
 * highest first), or, A to Z first, the insured's name its Policy column leads with (`insured`), the agency (`agency`),
 * the policy's status as it reads (`status`) or its renewal's, "Not started" when none was (`renewal`).
 */
export const renewalsDueSortKeys = ["expiration", "insured", "agency", "premium", "status", "renewal"] as const;

/** The caption's words for the 'Renewals due' list's sort. */
export function renewalsDueOrder(sort: ListSort): string {
  if (sort.key === "insured" || sort.key === "agency" || sort.key === "status" || sort.key === "renewal") return byText(sort.key, sort.direction);
  if (sort.key === "premium") return sort.direction === "desc" ? "highest premium first" : "lowest premium first";
  return sort.direction === "asc" ? "soonest first" : "latest first";
}
