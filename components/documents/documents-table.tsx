"use client";

import { ListTable, hiddenHeading } from "@/components/ui/list-table";
import { useSortInAddress } from "@/components/ui/use-sort-in-address";
import { documentListSortKeys, documentListOrder } from "@/lib/domain/list-sorts/documents";
import { useId, useState } from "react";
import { Timestamp } from "@/components/ui/timestamp";
import { ProductIcon } from "@/components/app-central/product-icon";
import { ErrorState } from "@/components/ui/error-state";
import { LoadMore } from "@/components/ui/load-more";
import { LoadingState } from "@/components/ui/loading-state";
import { toast } from "@/components/ui/toast";
import { setDocumentVisibility, useDocumentList } from "@/lib/api/document-list";
import { useWrite } from "@/lib/api/use-write";
import { useDebouncedValue } from "@/components/forms/use-debounced-value";
import { documentMessages } from "@/lib/domain/documents";
import { MAX_SEARCH_LENGTH } from "@/lib/domain/search";
import type { ApiDocument } from "@/lib/schemas/documents";
import { visibilityErrorMessage } from "./upload-errors";
import { GeneratedMark } from "./generated-documents";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** Table search debounce (spec 2 §9). */
const SEARCH_DEBOUNCE_MS = 200;

export interface DocumentsTableProps {
  /** Underwriters see hidden documents marked, and hide or show each one (spec 2 §6). */
  canManageVisibility: boolean;
  /** The sort to start with (?sort=): `-uploaded` (newest first, the default), `uploaded`, or by any sortable column (`file`, `product`, `uploader`, …). */
  initialSort?: string;
}

const NEWEST_FIRST = { key: "uploaded", direction: "desc" } as const;

// A document as changed here, or as the list holds it when that is newer (read again since).
const newer = (listed: ApiDocument, changed: ApiDocument | undefined) => (changed && changed.updatedDate > listed.updatedDate ? changed : listed);

/** /documents (spec 3 §2): every document the user may see, by upload or by file name (?sort=), searchable, a page at a time. */
export function DocumentsTable({ canManageVisibility, initialSort }: DocumentsTableProps) {
  const searchId = useId();
  const [input, setInput] = useState("");
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useSortInAddress(documentListSortKeys, initialSort, NEWEST_FIRST);
  const list = useDocumentList(search || undefined, sort);
  const [changed, setChanged] = useState<Record<string, ApiDocument>>({});
  const documents = list.pages.flatMap((p) => p.documents).map((doc) => newer(doc, changed[doc.id]));

  const visibilityWrite = useWrite(setDocumentVisibility);
  const changing = visibilityWrite.isPending ? visibilityWrite.variables?.id : undefined;

  async function toggle(doc: ApiDocument) {
    const hide = !doc.exclusiveToUnderwriter;
    try {
      const updated = await visibilityWrite.mutateAsync({ id: doc.id, exclusiveToUnderwriter: hide, updatedDate: doc.updatedDate });
      setChanged((all) => ({ ...all, [updated.id]: updated }));
      toast.success(hide ? documentMessages.hidden : documentMessages.shown, { groupKey: "document-visibility" });
    } catch (error) {
      // A refusal (stale, or gone) means the list is behind: the write has it read again.
      toast.error(visibilityErrorMessage(error), { groupKey: "document-visibility" });
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
          Search by file name, insured or product
        </label>
        <Input
          id={searchId}
          type="search"
          value={input}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => setInput(event.target.value)}
          placeholder="e.g. Signed App Packet"
          size="medium"
        />
      </div>

      <section aria-label="Document list" aria-busy={list.isFetching || undefined} className="rounded-xl border border-slate-200 bg-white shadow-sm">
        {list.isPending ? (
          <div className="px-4">
            <LoadingState label="Loading documents…" />
          </div>
        ) : !list.data ? (
          <div className="p-4">
            <ErrorState message="Documents could not be loaded. Check your connection and try again." onRetry={() => void list.refetch()} />
          </div>
        ) : documents.length === 0 ? (
          search ? (
            <p className="px-6 py-12 text-center text-sm text-slate-600">
              <span className="block font-semibold text-slate-900">No Results Found</span>
              No document matches “{search}”.
            </p>
          ) : (
            <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
              <p className="font-semibold text-slate-900">No documents yet</p>
              <p className="text-sm text-slate-600">Files uploaded to your applications will be listed here.</p>
            </div>
          )
        ) : (
          <>
            <ListTable
              caption={`Documents, ${documentListOrder(sort)}`}
              columns={[
                { label: "Product", sortKey: "product", startsWith: "asc" },
                { label: "File", sortKey: "file", startsWith: "asc" },
                { label: "Classification", sortKey: "classification", startsWith: "asc" },
                { label: "Uploaded by", sortKey: "uploader", startsWith: "asc" },
                { label: "Date", sortKey: "uploaded", startsWith: "desc" },
                canManageVisibility && hiddenHeading("Visibility"),
              ]}
              sort={{ current: sort, onSort: setSort }}
              dimmed={list.isPlaceholderData}
            >
              <tbody className="divide-y divide-slate-100">
                {documents.map((doc) => (
                  <tr key={doc.id} className="align-top hover:bg-slate-50">
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-3">
                        <ProductIcon icon={null} />
                        <div className="min-w-0">
                          <span className="block font-medium text-slate-900">{doc.productName}</span>
                          <span className="block text-xs text-slate-500">{doc.insuredName}</span>
                        </div>
                      </div>
                    </td>
                    <th scope="row" className="px-4 py-3 font-normal">
                      <a href={doc.url} download={doc.filename} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                        {doc.filename}
                      </a>
                      {doc.generated ? <GeneratedMark /> : null}
                      {canManageVisibility && doc.exclusiveToUnderwriter ? (
                        <span className="ml-2 inline-flex items-center rounded-full bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">Hidden</span>
                      ) : null}
                    </th>
                    <td className="px-4 py-3 text-slate-700">{doc.classificationDisplayValue ?? <span className="text-slate-500">None</span>}</td>
                    <td className="px-4 py-3">
                      <span className="block text-slate-800">{doc.uploaderName}</span>
                      <span className="block text-xs text-slate-500">{doc.uploaderType}</span>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                      <Timestamp iso={doc.createdDate} />
                    </td>
                    {canManageVisibility ? (
                      <td className="px-4 py-3 text-right">
                        <Button
                          onClick={() => void toggle(doc)}
                          disabled={changing === doc.id}
                          aria-label={`${doc.exclusiveToUnderwriter ? "Show" : "Hide"} ${doc.filename}`}
                          variant="secondary"
                          size="sm"
                        >
                          {doc.exclusiveToUnderwriter ? "Show" : "Hide"}
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </ListTable>
            <LoadMore list={list} noun="documents" />
          </>
        )}
      </section>
    </div>
  );
}
