import type { Dashboard } from "@/lib/schemas/dashboard";

/**
 * Whether nothing happened in the range for the filters: every figure of the
 * range counts nothing. The queue is left out: it is the queue as it stands now.
 */
export function rangeIsEmpty(dashboard: Dashboard): boolean {
  const { funnel, premiumBound, timeToQuote, timeToBind } = dashboard;
  const counts = [
    funnel.submissionsReceived,
    funnel.applicationsSubmitted,
    funnel.quoted,
    funnel.bound,
    funnel.declined,
    funnel.notTakenUp,
    premiumBound.policies,
    premiumBound.totalCents,
    timeToQuote.count,
    timeToBind.count,
  ];
  const lists = [dashboard.declinesByReason, dashboard.cancellationsByReason, dashboard.endorsementsByStatus];
  return counts.every((count) => count === 0) && lists.every((list) => list.length === 0);
}
