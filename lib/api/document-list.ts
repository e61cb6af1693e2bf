import type { ApiDocument, DocumentPage } from "@/lib/schemas/documents";
import { apiFetch, apiPath } from "./client";
import { announceWhenSettled } from "./data-changes";
import { useFetchedPages } from "./use-fetched-pages";

/**
 * Every document the viewer may see (the Documents page), newest first; "Load more" fetches the next page. Read
 * afresh each time the page is shown, over what the signed-in user (`userID`) saw last.
 */
export function useDocumentList(search: string | undefined, userID: string) {
  return useFetchedPages<DocumentPage>(apiPath("/api/documents", { search }), { rememberFor: userID });
}

/** PATCH /api/documents/{id}: hides a document from agents or shows it again, based on the document as last read. */
export function setDocumentVisibility({ id, exclusiveToUnderwriter, updatedDate }: { id: string; exclusiveToUnderwriter: boolean; updatedDate: string }) {
  // Refused or not, what other screens hold of the document is read again.
  return announceWhenSettled(
    apiFetch<ApiDocument>(`/api/documents/${encodeURIComponent(id)}`, { method: "PATCH", body: { exclusiveToUnderwriter, updatedDate } }),
    "documents",
  );
}
