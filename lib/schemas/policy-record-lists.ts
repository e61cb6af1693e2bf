import { z } from "zod";
import { cancellationListSortKeys, reinstatementListSortKeys } from "@/lib/domain/list-sorts/records";
import { blankToUndefined, idSchema } from "./common";
import { cursorField, cursorFitsSort, cursorFitsSortIssue, decodeListCursor, listQueryFields, sortQueryField, type SortCursorKinds } from "./list-query";

/*
 * The cancellations' and reinstatements' list queries, apart from their payloads and answers (policy-records.ts), which
 * the pages' forms and dialogs read: a page carries none of these.
 */

/** What a page of the cancellations' list ends at, per sort: a time, a name, a date or an amount. */
export const cancellationListCursors = {
  requested: "time",
  insured: "text",
  status: "text",
  cancellation: "time",
  return: "amount",
  dueTo: "text",
} as const satisfies SortCursorKinds<(typeof cancellationListSortKeys)[number]>;

/** What a page of the reinstatements' list ends at, per sort: a time, a name, a date or a number of days. */
export const reinstatementListCursors = {
  requested: "time",
  insured: "text",
  status: "text",
  cancellation: "time",
  lapse: "amount",
} as const satisfies SortCursorKinds<(typeof reinstatementListSortKeys)[number]>;

/**
 * GET /api/cancellations and /api/reinstatements: one submission's or application's, or every one the caller may see;
 * `-requested` (newest first, the default), `requested` (oldest first), or by any of the list's columns (`sorts`).
 */
function recordListQuery<K extends string>(sorts: readonly K[], cursors: SortCursorKinds<K>) {
  return z
    .object({
      submissionID: z.preprocess(blankToUndefined, idSchema("Submission id").optional()),
      applicationID: z.preprocess(blankToUndefined, idSchema("Application id").optional()),
      sort: sortQueryField(sorts, { key: "requested" as K, direction: "desc" }),
      ...listQueryFields(100),
      cursor: cursorField(decodeListCursor),
    })
    .refine((query) => cursorFitsSort(query, cursors), cursorFitsSortIssue);
}
export const cancellationListQuerySchema = recordListQuery(cancellationListSortKeys, cancellationListCursors);
export type CancellationListQuery = z.infer<typeof cancellationListQuerySchema>;
export const reinstatementListQuerySchema = recordListQuery(reinstatementListSortKeys, reinstatementListCursors);
export type ReinstatementListQuery = z.infer<typeof reinstatementListQuerySchema>;
/** What the two lists' queries share: which records they are narrowed to. */
export type RecordListQuery = Pick<CancellationListQuery, "search" | "submissionID" | "applicationID">;
