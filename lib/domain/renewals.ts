/**
 * Renewals of marketplace policies (the wholesale Request Renewal is spec 2's
 * own): which policies are due, when a renewal may be started, and the term
 * it asks for. Days are ISO `YYYY-MM-DD`, read in UTC.
 */
import { addDays } from "@/lib/questionnaire/dates";
import { defaultExpirationDate } from "./policy-term";
import { isServiceableStatus } from "./statuses";

/** A policy in force that nobody has asked to renew or end: the ones due for renewal. */
export const renewableStatuses = ["Bound", "CancellationRequested", "CancellationDenied", "PolicyReinstated"] as const;

/** A marketplace renewal may be started from this many days before the policy expires. */
export const RENEWAL_OFFER_DAYS = 90;

/** The windows the 'Renewals due' view offers, in days to expiration; the widest is the offer's. */
export const renewalDueWindows = [30, 60, RENEWAL_OFFER_DAYS] as const;
export type RenewalDueWindow = (typeof renewalDueWindows)[number];

/** The expiration days a window holds, both ends included: from today to `within` days ahead. */
export function renewalDueRange(within: RenewalDueWindow, today: string): { from: string; to: string } {
  return { from: today, to: addDays(today, within) };
}

/** Starting a renewal, said (spec 2 §9). */
export const RENEWAL_CREATED_MESSAGE = "Renewal created successfully.";
export const RENEWAL_FAILED_MESSAGE = "Error occurred creating renewal, please try again later.";

export const RENEWAL_NOT_DUE_MESSAGE = `This policy is not due for renewal: a renewal can be started from ${RENEWAL_OFFER_DAYS} days before the policy expires.`;
export const RENEWAL_EXISTS_MESSAGE = "This policy already has a renewal.";
export const RENEWAL_NOT_IN_FORCE_MESSAGE = "Only a policy in force can be renewed.";

/** Beside a renewal's question that the product's current version asks otherwise than the renewed policy's did. */
export const QUESTION_TO_REVIEW_MESSAGE = "Changed since the last term: please review.";

/**
 * Why a marketplace policy cannot be renewed today, or null when it can: in
 * force, expiring within RENEWAL_OFFER_DAYS (not yet expired), and not renewed yet.
 */
export function renewalRefusal(policy: { status: string; expirationDate: string | null; hasRenewal: boolean }, today: string): string | null {
  if (!(renewableStatuses as readonly string[]).includes(policy.status)) return RENEWAL_NOT_IN_FORCE_MESSAGE;
  if (policy.hasRenewal) return RENEWAL_EXISTS_MESSAGE;
  const { from, to } = renewalDueRange(RENEWAL_OFFER_DAYS, today);
  if (!policy.expirationDate || policy.expirationDate < from || policy.expirationDate > to) return RENEWAL_NOT_DUE_MESSAGE;
  return null;
}

/** The next term: from the expiring policy's expiration, a year long. */
export function renewalTerm(expirationDate: string): { effectiveDate: string; expirationDate: string } {
  return { effectiveDate: expirationDate, expirationDate: defaultExpirationDate(expirationDate) };
}

/** Days from today to the expiration (0 on the day itself). */
export function daysToExpiration(expirationDate: string, today: string): number {
  return Math.round((Date.parse(`${expirationDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** Policies the 'Renewals due' view lists: in force, or a wholesale one whose renewal is requested. */
export const renewalsDueStatuses = [...renewableStatuses, "RequestedRenewal"] as const;

/** A marketplace policy that may be renewed today: the `renewalDue` the API answers for its row and summary. */
export function isMarketplaceRenewalDue(
  policy: { isWholesale: boolean; status: string; expirationDate: string | null; hasRenewal: boolean },
  today: string,
): boolean {
  return !policy.isWholesale && renewalRefusal(policy, today) === null;
}

/**
 * Whether a renewal can be started for the policy today: a Bound wholesale policy's Request Renewal (spec 2), its
 * cancellation denied counting as Bound, or a marketplace renewal.
 */
export function isRenewalOffered(policy: { isWholesale: boolean; status: string; expirationDate: string | null; hasRenewal: boolean }, today: string): boolean {
  if (policy.isWholesale) return isServiceableStatus(policy.status) && !policy.hasRenewal;
  return isMarketplaceRenewalDue(policy, today);
}
