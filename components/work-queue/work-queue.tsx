"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import { useDebouncedValue } from "@/components/forms/use-debounced-value";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingState } from "@/components/ui/loading-state";
import { StatusBadge } from "@/components/ui/status-badge";
import { useAgencies, useIndustryCoverages, useWorkQueue, useWorkQueueCounts, type WorkQueueFilters } from "@/lib/api/work-queue";
import { appetiteLabels } from "@/lib/domain/appetite-display";
import { MAX_SEARCH_LENGTH } from "@/lib/domain/search";
import { statusLabel } from "@/lib/domain/statuses";
import { AppetiteBadge } from "@/components/application/appetite-badge";
import { awaitingUnderwriterStatuses, LONGEST_WAITING_FIRST, queueTabs, sortOfTab, type QueueTab } from "@/lib/domain/work-queue";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { TabList } from "@/components/ui/tab-list";
import { useAddressParam } from "@/components/ui/use-address-param";
import { CountBadge } from "@/components/ui/count-badge";
import { ListTable } from "@/components/ui/list-table";
import { useSortInAddress } from "@/components/ui/use-sort-in-address";
import { sortParam } from "@/lib/domain/list-sort";
import { requestQueueSortKeys, workQueueSortKeys, workQueueOrder } from "@/lib/domain/list-sorts/work-queue";
import { RequestQueue, type WaitingSorting } from "./request-queue";
import { WaitingTime } from "./waiting-time";

/** Table search waits for typing to pause (spec 2 §9). */
const SEARCH_DEBOUNCE_MS = 200;

/** Every sort of the queue's tabs: the one the address keeps as the tabs change, each tab reading it when it has that column. */
const queueSortKeys = [...new Set([...workQueueSortKeys, ...requestQueueSortKeys])];

/**
 * The underwriter's work queue: one tab for new business and one for each kind of request after bind, each with how
 * many wait in it; the tab kept in the address (?tab=) so a reload stays on it.
 */
export function WorkQueue({ initialTab, initialSort }: { initialTab: QueueTab; initialSort?: string }) {
  const ids = useId();
  const [tab, choose] = useAddressParam<QueueTab>("tab", initialTab);
  // One sort for every tab, kept as the tabs change; a tab without its column reads its own order meanwhile.
  const sorting = useSortInAddress(queueSortKeys, initialSort, LONGEST_WAITING_FIRST);
  const counts = useWorkQueueCounts();
  const tabId = (kind: QueueTab) => `${ids}-tab-${kind}`;
  const panelId = `${ids}-panel`;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Work queue</h1>
        <p className="mt-1 text-sm text-slate-600">Everything waiting on an underwriter, oldest first.</p>
      </div>
      <TabList
        label="Work queue"
        tabs={queueTabs.map((t) => ({
          value: t.kind,
          label: (
            <>
              {t.label}
              {counts.data ? <CountBadge count={counts.data[t.kind]} suffix="waiting" /> : null}
            </>
          ),
        }))}
        selected={tab}
        onSelect={choose}
        tabId={tabId}
        panelId={panelId}
      />
      <section id={panelId} role="tabpanel" aria-labelledby={tabId(tab)}>
        {tab === "newBusiness" ? <NewBusinessQueue sorting={sorting} /> : <RequestQueue key={tab} kind={tab} sorting={sorting} />}
      </section>
    </div>
  );
}

/** New business: every application waiting on an underwriter, in the queue's sort, with filters and search. */
function NewBusinessQueue({ sorting: [chosen, setSort] }: { sorting: WaitingSorting }) {
  const sort = sortOfTab(chosen, workQueueSortKeys);
  const router = useRouter();
  const ids = { status: useId(), product: useId(), agency: useId(), flagged: useId(), appetite: useId(), search: useId() };
  const [filters, setFilters] = useState<Omit<WorkQueueFilters, "search">>({});
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const queue = useWorkQueue({ ...filters, search: search || undefined, sort: sortParam(sort) });
  const industries = useIndustryCoverages();
  const agencies = useAgencies();

  const products = useMemo(() => {
    const seen = new Map<string, string>();
    for (const industry of industries.data ?? []) for (const c of industry.coverages) if (!seen.has(c.id)) seen.set(c.id, c.label);
    return [...seen].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [industries.data]);

  const set = (key: keyof typeof filters) => (value: string) => setFilters((f) => ({ ...f, [key]: value || undefined }));
  const items = queue.pages.flatMap((p) => p.items);

  return (
    <div className="flex flex-col gap-6">
      <div
        role="search"
        aria-label="Filter the work queue"
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5"
      >
        <div className="lg:col-span-2">
          <label htmlFor={ids.search} className="block text-sm font-medium text-slate-700">
            Search
          </label>
          <Input
            id={ids.search}
            type="search"
            value={searchText}
            maxLength={MAX_SEARCH_LENGTH}
            onChange={(e) => setSearchText(e.target.value)}
            placeholder="Insured name, application or submission id"
            className="mt-1"
          />
        </div>
        <div>
          <label htmlFor={ids.status} className="block text-sm font-medium text-slate-700">
            Status
          </label>
          <Select id={ids.status} value={filters.status ?? ""} onChange={(e) => set("status")(e.target.value)} className="mt-1">
            <option value="">All statuses</option>
            {awaitingUnderwriterStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={ids.product} className="block text-sm font-medium text-slate-700">
            Product
          </label>
          <Select id={ids.product} value={filters.productID ?? ""} onChange={(e) => set("productID")(e.target.value)} className="mt-1">
            <option value="">All products</option>
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={ids.agency} className="block text-sm font-medium text-slate-700">
            Agency
          </label>
          <Select id={ids.agency} value={filters.agencyID ?? ""} onChange={(e) => set("agencyID")(e.target.value)} className="mt-1">
            <option value="">All agencies</option>
            {(agencies.data?.agencies ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={ids.flagged} className="block text-sm font-medium text-slate-700">
            Manual review
          </label>
          <Select id={ids.flagged} value={filters.flagged ?? ""} onChange={(e) => set("flagged")(e.target.value)} className="mt-1">
            <option value="">Flagged or not</option>
            <option value="true">Flagged</option>
            <option value="false">Not flagged</option>
          </Select>
        </div>
        <div>
          <label htmlFor={ids.appetite} className="block text-sm font-medium text-slate-700">
            Appetite
          </label>
          <Select id={ids.appetite} value={filters.appetite ?? ""} onChange={(e) => set("appetite")(e.target.value)} className="mt-1">
            <option value="">Any appetite</option>
            <option value="in">In appetite</option>
            <option value="refer">{appetiteLabels.refer}</option>
            <option value="out">{appetiteLabels.out}</option>
          </Select>
        </div>
      </div>

      {queue.isPending ? (
        <LoadingState label="Loading the work queue…" />
      ) : queue.isError && items.length === 0 ? (
        <ErrorState message="The work queue could not be loaded." onRetry={() => void queue.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">
          {search || Object.values(filters).some(Boolean) ? "No Results Found" : "Nothing is waiting on an underwriter."}
        </p>
      ) : (
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <ListTable
            caption={`Applications waiting on an underwriter, ${workQueueOrder(sort)}`}
            columns={[
              { label: "Insured", sortKey: "insured", startsWith: "asc" },
              { label: "Agency", sortKey: "agency", startsWith: "asc" },
              { label: "Agent", sortKey: "agent", startsWith: "asc" },
              { label: "Product", sortKey: "product", startsWith: "asc" },
              { label: "Status", sortKey: "status", startsWith: "asc" },
              { label: "Waiting", sortKey: "waiting", startsWith: "desc" },
              { label: "Manual review", sortKey: "review", startsWith: "desc" },
            ]}
            sort={{ current: sort, onSort: setSort }}
            dimmed={queue.isPlaceholderData}
          >
            <tbody className="divide-y divide-slate-100">
              {items.map((item) => {
                const review = `/submission/${encodeURIComponent(item.submissionID)}/coverage/${encodeURIComponent(item.appID)}/review`;
                // A row's step is fetched ahead when the underwriter points at or focuses it, not every row's as the queue loads.
                const prefetch = () => router.prefetch(review);
                return (
                  <tr key={item.appID} className="hover:bg-slate-50">
                    <td className="px-4 py-3 font-medium text-slate-900">
                      <Link href={review} prefetch={false} onMouseEnter={prefetch} onFocus={prefetch} className="text-brand-700 hover:underline">
                        {item.insuredName || "Unnamed insured"}
                        <span className="sr-only">, {item.productName}</span>
                      </Link>
                      {item.possibleDuplicate ? (
                        <Link
                          href={`/submission/${encodeURIComponent(item.submissionID)}#clearance`}
                          prefetch={false}
                          className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 hover:underline"
                        >
                          Possible duplicate
                        </Link>
                      ) : null}
                    </td>
                    <td className="px-4 py-3 text-slate-700">{item.agencyName}</td>
                    <td className="px-4 py-3 text-slate-700">{item.agentName}</td>
                    <td className="px-4 py-3 text-slate-700">
                      {item.productName}
                      {item.appetite === "out" || item.appetite === "refer" ? <AppetiteBadge decision={item.appetite} className="ml-2" /> : null}
                    </td>
                    <td className="px-4 py-3">
                      <StatusBadge status={item.status} isWholesale={item.isWholesale} />
                    </td>
                    <td className="px-4 py-3 text-slate-700">
                      <WaitingTime since={item.waitingSince} />
                    </td>
                    <td className="px-4 py-3 text-slate-700">
                      {item.isFlaggedForManualReview ? (
                        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">Flagged</span>
                      ) : (
                        "—"
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </ListTable>
        </div>
      )}

      {queue.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="secondary" disabled={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
            {queue.isFetchingNextPage ? "Loading…" : "Load more"}
          </Button>
        </div>
      ) : null}
      {queue.isFetchNextPageError ? <ErrorState message="More applications could not be loaded." onRetry={() => void queue.fetchNextPage()} /> : null}
    </div>
  );
}
