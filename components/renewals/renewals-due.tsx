"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { ErrorPage } from "@/components/errors/error-page";
import { Button, buttonClass } from "@/components/ui/button";
import { ListTable, hiddenHeading } from "@/components/ui/list-table";
import { LoadMore } from "@/components/ui/load-more";
import { LoadingState } from "@/components/ui/loading-state";
import { StatusBadge } from "@/components/ui/status-badge";
import { TabList } from "@/components/ui/tab-list";
import { useAddressParam } from "@/components/ui/use-address-param";
import { useSortInAddress } from "@/components/ui/use-sort-in-address";
import { toast } from "@/components/ui/toast";
import { requestRenewal } from "@/lib/api/application-writes";
import { refusalMessage } from "@/lib/api/refusal";
import { useRenewalsDue } from "@/lib/api/renewals-due";
import { useWrite } from "@/lib/api/use-write";
import { formatWholeDollars } from "@/lib/domain/costs";
import { formatDay } from "@/lib/domain/dates";
import { renewalsDueOrder, renewalsDueSortKeys } from "@/lib/domain/list-sorts/renewals";
import { RENEWAL_CREATED_MESSAGE, RENEWAL_FAILED_MESSAGE, renewalDueWindows } from "@/lib/domain/renewals";
import { reviewHref } from "@/lib/domain/review-target";
import type { RenewalDue } from "@/lib/schemas/renewals-due";

type Window = `${(typeof renewalDueWindows)[number]}`;

const SOONEST_FIRST = { key: "expiration", direction: "asc" } as const;

const inDays = (days: number) => (days === 0 ? "today" : days === 1 ? "in 1 day" : `in ${days} days`);

/**
 * /renewals-due: the policies expiring within 30, 60 or 90 days (the window
 * kept in the address, ?within=), soonest first or in the order of a column's heading (?sort=). Renew starts a policy's
 * renewal and opens it; a renewal already started is opened from its row.
 */
export function RenewalsDue({ initialWithin, initialSort, showAgency }: { initialWithin: Window; initialSort?: string; showAgency: boolean }) {
  const ids = useId();
  const router = useRouter();
  const [within, choose] = useAddressParam<Window>("within", initialWithin);
  const [sort, setSort] = useSortInAddress(renewalsDueSortKeys, initialSort, SOONEST_FIRST);
  const list = useRenewalsDue(Number(within), sort);
  const renew = useWrite(requestRenewal);
  const rows = list.pages.flatMap((p) => p.renewals);
  const tabId = (w: string) => `${ids}-tab-${w}`;
  const panelId = `${ids}-panel`;

  async function start(policy: RenewalDue) {
    let created;
    try {
      created = await renew.mutateAsync({ appID: policy.appID });
    } catch (error) {
      toast.error(refusalMessage(error, RENEWAL_FAILED_MESSAGE), { groupKey: "renewal" });
      return;
    }
    toast.success(RENEWAL_CREATED_MESSAGE, { groupKey: "renewal" });
    // A marketplace renewal is worked as new business, from its questionnaire; a wholesale one waits on its submission.
    router.push(policy.isWholesale ? `/app-central?submissionID=${encodeURIComponent(policy.submissionID)}` : reviewHref(created.appID, "InProgress"));
  }

  if (list.isError && !list.data) {
    return (
      <ErrorPage
        heading="Oops! Renewals Not Found."
        message="The renewals due could not be loaded. Please try again later."
        actionLabel="Back to Marketplace"
        actionHref="/app-central"
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <TabList
        label="Expiring within"
        tabs={renewalDueWindows.map((days) => ({ value: `${days}` as Window, label: `${days} days` }))}
        selected={within}
        onSelect={choose}
        tabId={tabId}
        panelId={panelId}
      />
      <section
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(within)}
        aria-busy={list.isFetching || undefined}
        className="rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        {list.isPending ? (
          <div className="px-4">
            <LoadingState label="Loading renewals due…" />
          </div>
        ) : rows.length === 0 ? (
          <p className="px-6 py-12 text-center text-sm text-slate-600">
            <span className="block font-semibold text-slate-900">No renewals due</span>
            No policy expires within {within} days.
          </p>
        ) : (
          <>
            <ListTable
              caption={`Policies expiring within ${within} days, ${renewalsDueOrder(sort)}`}
              columns={[
                { label: "Policy", sortKey: "insured", startsWith: "asc" },
                showAgency && { label: "Agency", sortKey: "agency", startsWith: "asc" },
                { label: "Expires", sortKey: "expiration", startsWith: "asc" },
                { label: "Premium", sortKey: "premium", startsWith: "desc" },
                { label: "Status", sortKey: "status", startsWith: "asc" },
                { label: "Renewal", sortKey: "renewal", startsWith: "asc" },
                hiddenHeading("Actions"),
              ]}
              sort={{ current: sort, onSort: setSort }}
              dimmed={list.isPlaceholderData}
            >
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => {
                  const name = `${row.productName}${row.policyNo ? ` ${row.policyNo}` : ""} for ${row.insuredName}`;
                  return (
                    <tr key={row.appID} className="align-top hover:bg-slate-50">
                      <th scope="row" className="px-4 py-3 font-normal">
                        <span className="block font-semibold text-slate-900">{row.insuredName}</span>
                        <span className="block text-xs text-slate-500">{row.productName}</span>
                        {row.policyNo ? <span className="block text-xs text-slate-500">{row.policyNo}</span> : null}
                      </th>
                      {showAgency ? <td className="px-4 py-3 text-slate-700">{row.agencyName}</td> : null}
                      <td className="px-4 py-3 whitespace-nowrap">
                        <span className="block text-slate-800">{formatDay(row.expirationDate)}</span>
                        <span className="block text-xs text-slate-500">{inDays(row.daysToExpiration)}</span>
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                        {row.totalCost == null ? "—" : formatWholeDollars(Math.round(row.totalCost * 100))}
                      </td>
                      <td className="px-4 py-3">
                        <StatusBadge status={row.status} isWholesale={row.isWholesale} />
                      </td>
                      <td className="px-4 py-3">
                        {row.renewal ? (
                          <StatusBadge status={row.renewal.status} isWholesale={row.isWholesale} />
                        ) : (
                          <span className="text-slate-500">Not started</span>
                        )}
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex flex-wrap justify-end gap-2">
                          {row.canRenew ? (
                            <Button size="sm" onClick={() => void start(row)} disabled={renew.isPending} aria-label={`Renew ${name}`}>
                              Renew
                            </Button>
                          ) : null}
                          {row.renewal ? (
                            <Link
                              href={reviewHref(row.renewal.appID, row.renewal.status)}
                              className={buttonClass({ size: "sm" })}
                              aria-label={`Open renewal of ${name}`}
                            >
                              Open renewal
                            </Link>
                          ) : null}
                          <Link
                            href={`/coverage/${encodeURIComponent(row.appID)}/summary`}
                            className={buttonClass({ variant: "secondary", size: "sm" })}
                            aria-label={`Review ${name}`}
                          >
                            Review
                          </Link>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </ListTable>
            <LoadMore list={list} noun="renewals due" />
          </>
        )}
      </section>
    </div>
  );
}
