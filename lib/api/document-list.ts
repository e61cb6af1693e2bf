import type { ApiDocument, DocumentPage } from "@/lib/schemas/documents";
import { sortParam, type ListSort } from "@/lib/domain/list-sort";
import { apiFetch, apiPath } from "./client";
import { invalidateWhenSettled } from "./cache-updates";
import { queryKeys } from "./query-keys";
import { useApiPages } from "./use-api-pages";

/**
 * Every document the viewer may see (the Documents page), newest first unless sorted otherwise; "Load more" fetches
 * the next page. Read afresh each time the page is shown, over what was cached the last time.
 */
export function useDocumentList(search: string | undefined, sort: ListSort) {
  const order = sortParam(sort);
  return useApiPages<DocumentPage>(queryKeys.documents.list(search, order), apiPath("/api/documents", { search, sort: order }));
}

/** PATCH /api/documents/{id}: hides a document from agents or shows it again, based on the document as last read. */
export function setDocumentVisibility({ id, exclusiveToUnderwriter, updatedDate }: { id: string; exclusiveToUnderwriter: boolean; updatedDate: string }) {
  // Refused or not, what other screens hold of the document is read again.
  return invalidateWhenSettled(
    apiFetch<ApiDocument>(`/api/documents/${encodeURIComponent(id)}`, { method: "PATCH", body: { exclusiveToUnderwriter, updatedDate } }),
    () => [{ kind: "document", id }],
  );
}
