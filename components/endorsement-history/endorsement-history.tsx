"use client";

import { ListTable, hiddenHeading } from "@/components/ui/list-table";
import { lazy, Suspense, useId, useState } from "react";
import { Timestamp } from "@/components/ui/timestamp";
import { ErrorPage } from "@/components/errors/error-page";
import { useDebouncedValue } from "@/components/forms/use-debounced-value";
import { LoadMore } from "@/components/ui/load-more";
import { LoadingState } from "@/components/ui/loading-state";
import { TabList } from "@/components/ui/tab-list";
import { useAddressParam } from "@/components/ui/use-address-param";
import { useSortInAddress } from "@/components/ui/use-sort-in-address";
import { sortParam } from "@/lib/domain/list-sort";
import { endorsementListSortKeys, endorsementListOrder } from "@/lib/domain/list-sorts/endorsements";
import { CountBadge } from "@/components/ui/count-badge";
import { useEndorsementCounts, useEndorsementList, type ApiEndorsement } from "@/lib/api/endorsements";
import { endorsementCostDisplay, endorsementTabs, type EndorsementTabStatus } from "@/lib/domain/endorsements";
import { formatDay } from "@/lib/domain/dates";
import type { Role } from "@/lib/domain/roles";
import { MAX_SEARCH_LENGTH } from "@/lib/domain/search";
import { endorsementCostCents, groupByEffectiveDate } from "./format";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

const EndorsementDialog = lazy(() => import("./endorsement-dialog"));

/** Table search debounce (spec 2 §9). */
const SEARCH_DEBOUNCE_MS = 200;

const COLUMNS = 8;

export interface EndorsementHistoryProps {
  role: Role;
  initialStatus: EndorsementTabStatus;
  /** The search to start with (?search=), as the work queue links to an endorsement by its policy number. */
  initialSearch?: string;
  /** The order to start with (?sort=): `-created` (newest first, the default), `created`, or by any sortable column (`-cost`, `insured`, `-bound`, …). */
  initialSort?: string;
}

const NEWEST_FIRST = { key: "created", direction: "desc" } as const;

/**
 * /endorsement-history (spec 3 §2, §3, §9): one tab per status, the tab kept
 * in the address (?status=) so a reload stays on it, a search given in it (?search=) typed in; the tab's endorsements,
 * newest first unless a heading sorts them by its column (?sort=), grouped by effective date, searchable, a page at a time.
 */
export function EndorsementHistory({ role, initialStatus, initialSearch = "", initialSort }: EndorsementHistoryProps) {
  const ids = useId();
  const [status, choose] = useAddressParam<EndorsementTabStatus>("status", initialStatus);
  const [sort, setSort] = useSortInAddress(endorsementListSortKeys, initialSort, NEWEST_FIRST);
  const [input, setInput] = useState(initialSearch);
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const list = useEndorsementList({ status, search: search || undefined, sort: sortParam(sort) });
  const counts = useEndorsementCounts(search || undefined);
  const rows = list.pages.flatMap((p) => p.endorsements);
  // A status moved or a price set in the dialog: the tab is read again.
  const [opened, setOpened] = useState<ApiEndorsement | null>(null);
  const tabId = (s: string) => `${ids}-tab-${s}`;
  const panelId = `${ids}-panel`;
  const activeLabel = endorsementTabs.find((t) => t.status === status)!.label;

  if (list.isError && !list.data) {
    return (
      <ErrorPage
        heading="Oops! Endorsements Not Found."
        message="The endorsements could not be loaded. Please try again later."
        actionLabel="Back to Marketplace"
        actionHref="/app-central"
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-search`} className="text-sm font-medium text-slate-700">
          Search by insured, product or policy number
        </label>
        <Input
          id={`${ids}-search`}
          type="search"
          value={input}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => setInput(event.target.value)}
          size="medium"
        />
      </div>

      <TabList
        label="Endorsement statuses"
        tabs={endorsementTabs.map((tab) => ({
          value: tab.status,
          label: (
            <>
              {tab.label}
              {counts.data ? <CountBadge count={counts.data[tab.status]} /> : null}
            </>
          ),
        }))}
        selected={status}
        onSelect={choose}
        tabId={tabId}
        panelId={panelId}
      />

      <section
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(status)}
        aria-busy={list.isFetching || undefined}
        className="rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        {list.isPending ? (
          <div className="px-4">
            <LoadingState label="Loading endorsements…" />
          </div>
        ) : rows.length === 0 ? (
          search ? (
            <p className="px-6 py-12 text-center text-sm text-slate-600">
              <span className="block font-semibold text-slate-900">No Results Found</span>
              Nothing matches “{search}”.
            </p>
          ) : (
            <p className="px-6 py-12 text-center font-semibold text-slate-900">No endorsements to review.</p>
          )
        ) : (
          <>
            <ListTable
              caption={`${activeLabel} endorsements, ${endorsementListOrder(sort)}, grouped by effective date`}
              columns={[
                { label: "Insured", sortKey: "insured", startsWith: "asc" },
                { label: "Product", sortKey: "product", startsWith: "asc" },
                { label: "Policy number", sortKey: "policy", startsWith: "asc" },
                { label: "Created", sortKey: "created", startsWith: "desc" },
                { label: "Bound", sortKey: "bound", startsWith: "desc" },
                { label: "Updated by", sortKey: "updatedBy", startsWith: "asc" },
                { label: "Cost", sortKey: "cost", startsWith: "desc" },
                hiddenHeading("Actions"),
              ]}
              sort={{ current: sort, onSort: setSort }}
              dimmed={list.isPlaceholderData}
            >
              {groupByEffectiveDate(rows).map((group) => (
                <tbody key={group.effectiveDate} className="divide-y divide-slate-100 border-b border-slate-200">
                  <tr className="bg-slate-50/60">
                    <th scope="colgroup" colSpan={COLUMNS} className="px-4 py-2 text-xs font-semibold text-slate-700">
                      Effective {formatDay(group.effectiveDate)}
                    </th>
                  </tr>
                  {group.rows.map((e) => (
                    <tr key={e.id} className="align-top hover:bg-slate-50">
                      <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                        {e.insuredName}
                      </th>
                      <td className="px-4 py-3 text-slate-800">{e.productLabel}</td>
                      <td className="px-4 py-3 whitespace-nowrap text-slate-700">{e.policyNo ?? "—"}</td>
                      <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                        <Timestamp iso={e.createdDate} />
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap text-slate-700">{e.boundDate ? <Timestamp iso={e.boundDate} /> : "—"}</td>
                      <td className="px-4 py-3 text-slate-700">{e.updatedByUsername}</td>
                      <td className="px-4 py-3 whitespace-nowrap text-slate-900">{endorsementCostDisplay(role, endorsementCostCents(e))}</td>
                      <td className="px-4 py-3 text-right">
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => setOpened(e)}
                          aria-label={`Open the endorsement of ${e.productLabel}${e.policyNo ? ` ${e.policyNo}` : ""} effective ${formatDay(e.effectiveDate)}`}
                        >
                          Open
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </ListTable>
            <LoadMore list={list} noun="endorsements" />
          </>
        )}
      </section>

      {opened ? (
        <Suspense fallback={null}>
          <EndorsementDialog endorsement={opened} role={role} onClose={() => setOpened(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
