import "server-only";
import { centsToDollars } from "@/lib/domain/costs";
import { insuredDisplayName } from "@/lib/domain/insured";
import { can } from "@/lib/domain/permissions";
import { daysToExpiration, isRenewalOffered, renewalDueRange, renewalsDueStatuses, type RenewalDueWindow } from "@/lib/domain/renewals";
import { statusLabel } from "@/lib/domain/statuses";
import type { Flags } from "@/lib/flags";
import { renewalsDueCursors, type RenewalsDuePage, type RenewalsDueQuery } from "@/lib/schemas/renewals-due";
import { utcToday } from "@/lib/questionnaire/dates";
import type { SessionUser } from "../auth/session-user";
import { db, type Tx } from "../db";
import { applicationAccess } from "./access";
import { afterKeyset, cursorAt } from "./keyset";
import { day } from "./policy-records";

const at = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/**
 * GET /api/renewals-due: the caller's policies (their agency's; every
 * agency's for underwriters) expiring within the window, soonest first (or latest first), each
 * with its renewal if one was started, and whether the caller may start one.
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
  const { direction } = query.sort;
  const rows = await client.application.findMany({
    where: {
      ...applicationAccess(user),
      status: { in: [...renewalsDueStatuses] },
      AND: [{ expirationDate: { gte: at(from), lte: at(to) } }, afterKeyset("expirationDate", direction, query.cursor, direction)],
    },
    orderBy: [{ expirationDate: direction }, { id: direction }],
    take: limit + 1,
    select: {
      id: true,
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
  const last = rows[limit - 1];
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
    nextCursor: rows.length > limit && last ? cursorAt(renewalsDueCursors, query.sort, last.expirationDate, last.id) : null,
  };
}
