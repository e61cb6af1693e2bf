"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { useDebouncedValue } from "@/components/forms/use-debounced-value";
import { StatusBadge } from "@/components/ui/status-badge";
import { useSubmissionList } from "@/lib/api/submission-list";
import { isListedCoverage } from "@/lib/domain/statuses";
import { MAX_SEARCH_LENGTH } from "@/lib/domain/search";
import { Timestamp } from "@/components/ui/timestamp";
import { Button, buttonClass } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ListTable } from "@/components/ui/list-table";
import { useSortInAddress } from "@/components/ui/use-sort-in-address";
import { sortParam } from "@/lib/domain/list-sort";
import { submissionListSortKeys, submissionListOrder } from "@/lib/domain/list-sorts/submissions";

/** Table search debounce (spec 1 §9). */
const SEARCH_DEBOUNCE_MS = 200;

const submissionHref = (submissionID: string) => `/app-central?submissionID=${encodeURIComponent(submissionID)}`;

const MOST_RECENT_FIRST = { key: "updated", direction: "desc" } as const;

/** The agent's home: every submission they may see, most recently updated first (or least, ?sort=updated, or by insured), searchable and paged. */
export function SubmissionList({ initialSort }: { initialSort?: string }) {
  const searchId = useId();
  const [input, setInput] = useState("");
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useSortInAddress(submissionListSortKeys, initialSort, MOST_RECENT_FIRST);
  // The start of every page after the first, for the search and sort they were paged in: a new one starts from the first page.
  const listed = `${search}\n${sortParam(sort)}`;
  const [paged, setPaged] = useState<{ listed: string; cursors: string[] }>({ listed, cursors: [] });
  const cursors = paged.listed === listed ? paged.cursors : [];
  const setCursors = (next: string[]) => setPaged({ listed, cursors: next });
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useSubmissionList({
    search: search || undefined,
    cursor: cursors.at(-1),
    sort: sortParam(sort),
  });
  const page = cursors.length + 1;
  const order = submissionListOrder(sort);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Submissions</h1>
          <p className="mt-1 text-sm text-slate-600">Every insured your agency is working on, {order}.</p>
        </div>
        <Link href="/coverages" className={buttonClass()}>
          Start a new submission
        </Link>
      </div>

      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
          Search by insured name or application ID
        </label>
        <Input
          id={searchId}
          type="search"
          value={input}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => setInput(event.target.value)}
          placeholder="e.g. Granite Peak"
          size="medium"
        />
      </div>

      <section aria-label="Submission list" aria-busy={isFetching || undefined} className="rounded-xl border border-slate-200 bg-white shadow-sm">
        {isPending ? (
          <ListLoading />
        ) : isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <p className="font-semibold text-slate-900">Submissions could not be loaded.</p>
            <p className="text-sm text-slate-600">Check your connection and try again.</p>
            <Button onClick={() => void refetch()} variant="secondary">
              Try again
            </Button>
          </div>
        ) : data.submissions.length === 0 ? (
          search ? (
            <p className="px-6 py-12 text-center text-sm text-slate-600">
              <span className="block font-semibold text-slate-900">No Results Found</span>
              No submission matches “{search}”.
            </p>
          ) : (
            <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
              <p className="font-semibold text-slate-900">No submissions yet</p>
              <p className="text-sm text-slate-600">Pick an industry and a coverage to create your first one.</p>
              <Link href="/coverages" className={buttonClass()}>
                Start a new submission
              </Link>
            </div>
          )
        ) : (
          <>
            <ListTable
              caption={`Submissions, ${order}`}
              columns={[{ label: "Insured", sortKey: "insured", startsWith: "asc" }, "Coverages", { label: "Updated", sortKey: "updated", startsWith: "desc" }]}
              sort={{ current: sort, onSort: setSort }}
              dimmed={isPlaceholderData}
            >
              <tbody className="divide-y divide-slate-100">
                {data.submissions.map((s) => (
                  <tr key={s.submissionID} className="align-top hover:bg-slate-50">
                    <th scope="row" className="px-4 py-3 font-normal">
                      <Link href={submissionHref(s.submissionID)} className="font-semibold text-brand-700 hover:underline">
                        {s.insuredName || "Unnamed insured"}
                      </Link>
                      <span className="mt-0.5 block text-xs text-slate-500">{s.agent.fullName}</span>
                    </th>
                    <td className="px-4 py-3">
                      <ul className="flex flex-col gap-1.5" aria-label={`Coverages of ${s.insuredName}`}>
                        {s.coverages.filter(isListedCoverage).map((c) => (
                          <li key={c.appID} className="flex flex-wrap items-center gap-2">
                            <span className="text-slate-800">{c.productName}</span>
                            <StatusBadge status={c.status} isWholesale={c.isWholesale} />
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                      <Timestamp iso={s.updatedDate} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </ListTable>
            <nav aria-label="Submission pages" className="flex items-center justify-between gap-4 border-t border-slate-200 px-4 py-3 text-sm">
              <Button disabled={cursors.length === 0 || isPlaceholderData} onClick={() => setCursors(cursors.slice(0, -1))} variant="secondary" size="sm">
                Previous page
              </Button>
              <span className="text-slate-600" aria-live="polite">
                Page {page}
              </span>
              <Button
                disabled={!data.nextCursor || isPlaceholderData}
                onClick={() => data.nextCursor && setCursors([...cursors, data.nextCursor])}
                variant="secondary"
                size="sm"
              >
                Next page
              </Button>
            </nav>
          </>
        )}
      </section>
    </div>
  );
}

function ListLoading() {
  return (
    <div role="status" className="flex flex-col gap-3 px-4 py-4">
      <span className="sr-only">Loading submissions…</span>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} aria-hidden="true" className="h-12 animate-pulse rounded-md bg-slate-100" />
      ))}
    </div>
  );
}
