"use client";

import { DocumentLinks } from "./document-links";
import { ListTable, hiddenHeading } from "@/components/ui/list-table";
import Link from "next/link";
import { lazy, Suspense, useId, useState } from "react";
import { Timestamp } from "@/components/ui/timestamp";
import { ErrorPage } from "@/components/errors/error-page";
import { useDebouncedValue } from "@/components/forms/use-debounced-value";
import { LoadMore } from "@/components/ui/load-more";
import { LoadingState } from "@/components/ui/loading-state";
import { StatusBadge } from "@/components/ui/status-badge";
import { usePolicyRecordList } from "@/lib/api/policy-record-list";
import type { ApiCancellation, ApiReinstatement } from "@/lib/schemas/policy-records";
import { cancellationSortKeysFor, reinstatementListSortKeys, recordListOrder } from "@/lib/domain/list-sorts/records";
import { useSortInAddress } from "@/components/ui/use-sort-in-address";
import { canSeeUecDueTo } from "@/lib/domain/cancellations";
import { formatWholeDollars } from "@/lib/domain/costs";
import { dollarsToCents, formatLapse, type PolicyDialogAction } from "@/lib/domain/policy-servicing";
import { formatDay } from "@/lib/domain/dates";
import type { Role } from "@/lib/domain/roles";
import { MAX_SEARCH_LENGTH } from "@/lib/domain/search";
import { can } from "@/lib/domain/permissions";
import { LazyPolicyActionDialog, preloadPolicyActionDialog } from "./lazy-policy-action-dialog";
import type { PolicyActionDialogProps } from "./policy-action-dialog";
import { Button, buttonClass } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

// The dialogs load when one first opens, not with the list.
const RecordDialog = lazy(() => import("./record-dialog"));

/** Table search debounce (spec 2 §9). */
const SEARCH_DEBOUNCE_MS = 200;

export interface PolicyRecordsTableProps {
  kind: "cancellation" | "reinstatement";
  role: Role;
  /** The search to start with (?search=), as a policy's timeline links to its records by its policy number. */
  initialSearch?: string;
  /** The sort to start with (?sort=): `-requested` (newest first, the default), `requested`, or by any sortable column (`insured`, `status`, `-cancellation`, …). */
  initialSort?: string;
  /** Whether the cancellation actions' flag is on: a record then offers Cancel Cancellation to whoever may take it. */
  cancellationActions?: boolean;
}

const NEWEST_FIRST = { key: "requested", direction: "desc" } as const;

const text = {
  cancellation: { empty: "No Cancellations", notFound: "Oops! Cancellations Not Found.", noun: "cancellations", caption: "Cancellations" },
  reinstatement: { empty: "No reinstatements", notFound: "Oops! Reinstatements Not Found.", noun: "reinstatements", caption: "Reinstatements" },
} as const;

type Row = { kind: "cancellation"; record: ApiCancellation } | { kind: "reinstatement"; record: ApiReinstatement };

/** /cancellations and /reinstatements (spec 3 §2): every record the viewer may see, sorted by any of its columns (?sort=), searchable, a page at a time. */
export function PolicyRecordsTable({ kind, role, initialSearch = "", initialSort, cancellationActions = false }: PolicyRecordsTableProps) {
  const searchId = useId();
  const [input, setInput] = useState(initialSearch);
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const showUec = kind === "cancellation" && canSeeUecDueTo(role);
  const sortKeys = kind === "reinstatement" ? reinstatementListSortKeys : cancellationSortKeysFor(showUec);
  const [sort, setSort] = useSortInAddress<string>(sortKeys, initialSort, NEWEST_FIRST);
  const list = usePolicyRecordList(kind, search || undefined, sort);
  const rows: Row[] = list.pages.flatMap((page): Row[] =>
    "cancellations" in page
      ? page.cancellations.map((record) => ({ kind: "cancellation", record }))
      : page.reinstatements.map((record) => ({ kind: "reinstatement", record })),
  );
  // A request or decision in a dialog moves the record and its policy: the list is read again.
  const [opened, setOpened] = useState<Row | null>(null);
  const [decision, setDecision] = useState<Omit<PolicyActionDialogProps, "onClose" | "role"> | null>(null);
  const mayCancelCancellation = kind === "cancellation" && cancellationActions && can(role, "cancelCancellation");

  function openRecord(row: Row) {
    // A record that may offer Cancel Cancellation loads its confirmation's code as it opens, not after that click.
    if (mayCancelCancellation) void preloadPolicyActionDialog().catch(() => undefined);
    setOpened(row);
  }
  const words = text[kind];

  if (list.isError) {
    return (
      <ErrorPage
        heading={words.notFound}
        message={`The ${words.noun} could not be loaded. Please try again later.`}
        actionLabel="Back to Marketplace"
        actionHref="/app-central"
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
          Search by insured, product or policy number
        </label>
        <Input id={searchId} type="search" value={input} maxLength={MAX_SEARCH_LENGTH} onChange={(event) => setInput(event.target.value)} size="medium" />
      </div>

      <section
        aria-label={`${kind === "cancellation" ? "Cancellation" : "Reinstatement"} list`}
        aria-busy={list.isFetching || undefined}
        className="rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        {list.isPending ? (
          <div className="px-4">
            <LoadingState label={`Loading ${words.noun}…`} />
          </div>
        ) : rows.length === 0 ? (
          search ? (
            <p className="px-6 py-12 text-center text-sm text-slate-600">
              <span className="block font-semibold text-slate-900">No Results Found</span>
              Nothing matches “{search}”.
            </p>
          ) : (
            <p className="px-6 py-12 text-center font-semibold text-slate-900">{words.empty}</p>
          )
        ) : (
          <>
            <ListTable
              caption={`${words.caption}, ${recordListOrder(sort)}`}
              columns={[
                { label: "Insured", sortKey: "insured", startsWith: "asc" },
                { label: "Status", sortKey: "status", startsWith: "asc" },
                { label: "Requested", sortKey: "requested", startsWith: "desc" },
                { label: "Cancellation date", sortKey: "cancellation", startsWith: "desc" },
                kind === "cancellation"
                  ? { label: "Return premium", sortKey: "return", startsWith: "desc" }
                  : { label: "Lapse", sortKey: "lapse", startsWith: "desc" },
                showUec && { label: "Due to", sortKey: "dueTo", startsWith: "asc" },
                "Documents",
                hiddenHeading("Actions"),
              ]}
              sort={{ current: sort, onSort: setSort }}
              dimmed={list.isPlaceholderData}
              // Eight columns beside the navigation: they fit a 1280-pixel screen only with the narrower padding.
              compact
            >
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => {
                  const { record } = row;
                  const name = `${record.productLabel}${record.policyNo ? ` ${record.policyNo}` : ""}`;
                  return (
                    <tr key={record.id} className="align-top hover:bg-slate-50">
                      <th scope="row" className="px-2.5 py-3 font-normal">
                        <span className="block font-semibold text-slate-900">{record.insuredName}</span>
                        <span className="block text-xs text-slate-500">{record.productLabel}</span>
                        {record.policyNo ? <span className="block text-xs text-slate-500">{record.policyNo}</span> : null}
                      </th>
                      <td className="px-2.5 py-3">
                        <StatusBadge status={record.status} isWholesale={false} />
                        {row.kind === "reinstatement" && row.record.status === "PolicyReinstated" && row.record.reinstatedAt ? (
                          <Timestamp iso={row.record.reinstatedAt} className="mt-1 block text-xs text-slate-500" />
                        ) : null}
                      </td>
                      <td className="px-2.5 py-3">
                        <span className="block text-slate-800">{record.requestedByDisplayValue}</span>
                        <Timestamp iso={record.requestedDate} className="block text-xs text-slate-500" />
                      </td>
                      <td className="px-2.5 py-3 whitespace-nowrap text-slate-700">{formatDay(record.cancellationDate) || "—"}</td>
                      <td className="px-2.5 py-3 whitespace-nowrap text-slate-700">
                        {row.kind === "cancellation"
                          ? row.record.returnPremium == null
                            ? "—"
                            : formatWholeDollars(dollarsToCents(row.record.returnPremium))
                          : row.record.lapseDays == null
                            ? "—"
                            : formatLapse(row.record.lapseDays)}
                      </td>
                      {showUec && row.kind === "cancellation" ? <td className="px-2.5 py-3 text-slate-700">{row.record.uecDueTo || "—"}</td> : null}
                      <td className="px-2.5 py-3">
                        {record.documents.length ? (
                          <DocumentLinks documents={record.documents} className="[overflow-wrap:anywhere]" />
                        ) : (
                          <span className="text-slate-500">None</span>
                        )}
                      </td>
                      <td className="px-2.5 py-3">
                        <div className="flex flex-wrap justify-end gap-2">
                          <Button variant="secondary" size="sm" onClick={() => openRecord(row)} aria-label={`Status history of ${name}`}>
                            Status history
                          </Button>
                          <Link
                            href={`/coverage/${encodeURIComponent(record.appID)}/summary`}
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
            <LoadMore list={list} noun={words.noun} />
          </>
        )}
      </section>

      {opened ? (
        <Suspense fallback={null}>
          <RecordDialog
            {...opened}
            role={role}
            onClose={() => setOpened(null)}
            onCancelCancellation={
              mayCancelCancellation
                ? (record, app) => {
                    setOpened(null);
                    setDecision({
                      action: "cancelCancellation" satisfies PolicyDialogAction,
                      target: {
                        appID: record.appID,
                        status: app.status,
                        updatedDate: app.updatedDate,
                        productName: record.productLabel,
                        effectiveDate: app.effectiveDate,
                        expirationDate: app.expirationDate,
                      },
                      cancellation: { id: record.id, updatedDate: record.updatedDate, status: record.status, cancellationDate: record.cancellationDate },
                    });
                  }
                : undefined
            }
          />
        </Suspense>
      ) : null}
      <LazyPolicyActionDialog {...(decision ? { ...decision, role, onClose: () => setDecision(null) } : { action: null })} />
    </div>
  );
}
