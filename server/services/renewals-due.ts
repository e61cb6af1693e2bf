import "server-only";
import { centsToDollars } from "@/lib/domain/costs";
import { insuredDisplayName } from "@/lib/domain/insured";
import { can } from "@/lib/domain/permissions";
import { daysToExpiration, isRenewalOffered, renewalDueRange, type RenewalDueWindow } from "@/lib/domain/renewals";
import { statusLabel } from "@/lib/domain/statuses";
import type { Flags } from "@/lib/flags";
import { renewalsDueCursors, type RenewalsDuePage, type RenewalsDueQuery } from "@/lib/schemas/renewals-due";
import { utcToday } from "@/lib/questionnaire/dates";
import type { SessionUser } from "../auth/session-user";
import { db, type Tx } from "../db";
import { recordAccess } from "./access";
import { keysetList } from "./keyset";
import { day } from "./policy-records";

const at = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** Each sort's key on the policy (migration renewals_due_orders): the expiration's own column, or the key the database keeps. */
const renewalsDueOrders = keysetList(renewalsDueCursors, {
  expiration: { column: "expirationDate" },
  insured: { column: "insuredSortKey" },
  agency: { column: "agencySortKey" },
  premium: { column: "premiumSortKey" },
  status: { column: "statusSortKey" },
  renewal: { column: "renewalSortKey" },
});

/**
 * GET /api/renewals-due: the caller's policies (their agency's, by the agency each keeps; every agency's for
 * underwriters) expiring within the window, soonest first or in the order asked, each with its renewal if one was
 * started, and whether the caller may start one.
 */
export async function listRenewalsDue(
  user: Pick<SessionUser, "role" | "agencyId">,
  query: RenewalsDueQuery,
  flags: Pick<Flags, "renewalAction">,
  client: Tx = db,
  today = utcToday(),
): Promise<RenewalsDuePage> {
  const limit = query.limit ?? 20;
  const { from, to } = renewalDueRange(query.within as RenewalDueWindow, today);
  const rows = await client.application.findMany({
    where: {
      ...recordAccess(user),
      // The statuses the view lists, as the database keeps them for its indexes (renewalsDueStatuses).
      renewalsDueListed: true,
      AND: [{ expirationDate: { gte: at(from), lte: at(to) } }, renewalsDueOrders.after(query)],
    },
    orderBy: renewalsDueOrders.orderBy(query.sort),
    take: limit + 1,
    select: {
      id: true,
      insuredSortKey: true,
      agencySortKey: true,
      premiumSortKey: true,
      statusSortKey: true,
      renewalSortKey: true,
      submissionId: true,
      status: true,
      policyNo: true,
      expirationDate: true,
      totalCostCents: true,
      product: { select: { label: true, isWholesale: true } },
      submission: { select: { companyName: true, firstName: true, lastName: true, agency: { select: { name: true } } } },
      renewals: { select: { id: true, status: true }, orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: 1 },
    },
  });
  const mayRenew = flags.renewalAction && can(user.role, "changeStatus", { kind: "requestRenewal" });
  return {
    renewals: rows.slice(0, limit).map((r) => {
      const expirationDate = day(r.expirationDate)!;
      const renewal = r.renewals[0];
      return {
        appID: r.id,
        submissionID: r.submissionId,
        insuredName: insuredDisplayName(r.submission),
        productName: r.product.label,
        isWholesale: r.product.isWholesale,
        policyNo: r.policyNo,
        agencyName: r.submission.agency.name,
        status: r.status,
        statusDisplayValue: statusLabel(r.status),
        expirationDate,
        daysToExpiration: daysToExpiration(expirationDate, today),
        totalCost: centsToDollars(r.totalCostCents),
        renewal: renewal ? { appID: renewal.id, status: renewal.status, statusDisplayValue: statusLabel(renewal.status) } : null,
        canRenew: mayRenew && isRenewalOffered({ isWholesale: r.product.isWholesale, status: r.status, expirationDate, hasRenewal: Boolean(renewal) }, today),
      };
    }),
    nextCursor: renewalsDueOrders.nextCursor(rows, limit, query.sort),
  };
}
