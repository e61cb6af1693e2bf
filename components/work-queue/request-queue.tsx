"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { useDebouncedValue } from "@/components/forms/use-debounced-value";
import { ErrorState } from "@/components/ui/error-state";
import { Input } from "@/components/ui/input";
import { ListTable, type ListTableProps } from "@/components/ui/list-table";
import { LoadMore } from "@/components/ui/load-more";
import { LoadingState } from "@/components/ui/loading-state";
import { useWaitingRequests } from "@/lib/api/work-queue";
import { sortParam, type ListSort } from "@/lib/domain/list-sort";
import { requestQueueSortKeys, workQueueOrder } from "@/lib/domain/list-sorts/work-queue";
import { MAX_SEARCH_LENGTH } from "@/lib/domain/search";
import { queueTabs, sortOfTab, type RequestKind } from "@/lib/domain/work-queue";
import { WaitingTime } from "./waiting-time";

/** Table search waits for typing to pause (spec 2 §9). */
const SEARCH_DEBOUNCE_MS = 200;

const COLUMNS = [
  { label: "Insured", sortKey: "insured", startsWith: "asc" },
  { label: "Policy number", sortKey: "policy", startsWith: "asc" },
  { label: "Product", sortKey: "product", startsWith: "asc" },
  { label: "Agency", sortKey: "agency", startsWith: "asc" },
  { label: "Agent", sortKey: "agent", startsWith: "asc" },
  { label: "Status", sortKey: "status", startsWith: "asc" },
  { label: "Waiting", sortKey: "waiting", startsWith: "desc" },
] satisfies ListTableProps["columns"];

/** The work queue's sort and how to change it, shared by its tabs. */
export type WaitingSorting = [ListSort, (next: ListSort) => void];

/** One kind of request after bind waiting on an underwriter, in the queue's sort, searchable; each row opens where it is decided. */
export function RequestQueue({ kind, sorting: [chosen, setSort] }: { kind: RequestKind; sorting: WaitingSorting }) {
  const sort = sortOfTab(chosen, requestQueueSortKeys);
  const searchId = useId();
  const [input, setInput] = useState("");
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const list = useWaitingRequests(kind, search || undefined, sortParam(sort));
  const items = list.pages.flatMap((p) => p.items);
  const noun = queueTabs.find((t) => t.kind === kind)!.label.toLowerCase();

  return (
    <div className="flex flex-col gap-4">
      <div className="flex max-w-md flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
          Search by insured or policy number
        </label>
        <Input id={searchId} type="search" value={input} maxLength={MAX_SEARCH_LENGTH} onChange={(e) => setInput(e.target.value)} />
      </div>
      {list.isPending ? (
        <LoadingState label={`Loading ${noun}…`} />
      ) : list.isError ? (
        <ErrorState message={`The ${noun} waiting could not be loaded.`} onRetry={list.refetch} />
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">
          {search ? "No Results Found" : `No ${noun} are waiting on an underwriter.`}
        </p>
      ) : (
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <ListTable
            caption={`${queueTabs.find((t) => t.kind === kind)!.label} waiting on an underwriter, ${workQueueOrder(sort)}`}
            columns={COLUMNS}
            sort={{ current: sort, onSort: setSort }}
            dimmed={list.isPlaceholderData}
          >
            <tbody className="divide-y divide-slate-100">
              {items.map((item) => (
                <tr key={item.id} className="hover:bg-slate-50">
                  <td className="px-4 py-3 font-medium text-slate-900">
                    <Link href={item.href} prefetch={false} className="text-brand-700 hover:underline">
                      {item.insuredName || "Unnamed insured"}
                      <span className="sr-only">, {item.productName}</span>
                    </Link>
                  </td>
                  <td className="px-4 py-3 text-slate-700">{item.policyNo ?? "—"}</td>
                  <td className="px-4 py-3 text-slate-700">{item.productName}</td>
                  <td className="px-4 py-3 text-slate-700">{item.agencyName}</td>
                  <td className="px-4 py-3 text-slate-700">{item.agentName}</td>
                  <td className="px-4 py-3 text-slate-700">{item.statusDisplayValue}</td>
                  <td className="px-4 py-3 text-slate-700">
                    <WaitingTime since={item.waitingSince} />
                  </td>
                </tr>
              ))}
            </tbody>
          </ListTable>
          <LoadMore list={list} noun={noun} />
        </div>
      )}
    </div>
  );
}
