/**
 * Where a policy stands by the calendar, beside its status: a policy in force
 * whose term has ended reads Expired; a renewal not bound by the day the
 * policy it renews expired reads Lapsed. Neither is a stored status: the
 * status keeps what was decided (Bound stays Bound), the standing what the
 * date made of it. Days are ISO `YYYY-MM-DD`; a policy covers its expiration
 * day itself.
 */
import { renewableStatuses } from "./renewals";
import { editableStatuses } from "./statuses";

export const policyStandings = ["Expired", "Lapsed"] as const;
export type PolicyStanding = (typeof policyStandings)[number];

/** A renewal still on its way to a policy: being filled in, quoted, asked to bind, or waiting as a wholesale Renewal. */
const towardBind: readonly string[] = [...editableStatuses, "Renewal", "UnderwritingBindReview", "IncompleteBind"];

export function policyStanding(
  app: { status: string; expirationDate: string | null; renewedFromExpirationDate: string | null },
  today: string,
): PolicyStanding | null {
  if ((renewableStatuses as readonly string[]).includes(app.status) && app.expirationDate !== null && app.expirationDate < today) return "Expired";
  if (app.renewedFromExpirationDate !== null && towardBind.includes(app.status) && app.renewedFromExpirationDate < today) return "Lapsed";
  return null;
}
