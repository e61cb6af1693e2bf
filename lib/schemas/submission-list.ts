import { z } from "zod";
import { applicationStatuses } from "@/lib/domain/statuses";
import { blankToUndefined, idSchema } from "./common";
import { submissionListSortKeys, type SubmissionListSortKey } from "@/lib/domain/list-sorts/submissions";
import { cursorField, cursorFitsSort, cursorFitsSortIssue, decodeListCursor, listQueryFields, sortQueryField, type SortCursorKinds } from "./list-query";

export const SUBMISSION_PAGE_SIZE = 20;
export const MAX_SUBMISSION_PAGE_SIZE = 100;

/** What a page of App Central's list ends at, per sort: a time or a name. */
export const submissionListCursors = { updated: "time", insured: "text" } as const satisfies SortCursorKinds<SubmissionListSortKey>;

/**
 * Query of GET /api/submissions: most recently updated first, then id
 * (`sort=-updated`, the default), or least recently updated first, ties by id
 * the other way round (`sort=updated`), or by insured, A to Z (`sort=insured`) or Z to A (`sort=-insured`), ties by id
 * the same way. `sameAgencyAs`: only the other submissions of that submission's agency
 * (where a renewal link across submissions may point).
 */
export const submissionListQuerySchema = z
  .object({
    ...listQueryFields(MAX_SUBMISSION_PAGE_SIZE),
    cursor: cursorField(decodeListCursor),
    sameAgencyAs: z.preprocess(blankToUndefined, idSchema("sameAgencyAs").optional()),
    sort: sortQueryField(submissionListSortKeys, { key: "updated", direction: "desc" }),
  })
  .refine((query) => cursorFitsSort(query, submissionListCursors), cursorFitsSortIssue);
export type SubmissionListQuery = z.infer<typeof submissionListQuerySchema>;

const coverageRowSchema = z.object({
  appID: z.string(),
  productID: z.string(),
  productName: z.string(),
  icon: z.string().nullable(),
  iconUrl: z.string().nullable(),
  isWholesale: z.boolean(),
  status: z.enum(applicationStatuses),
  statusDisplayValue: z.string(),
  renewedFromAppID: z.string().nullable(),
  updatedDate: z.string(),
});

/** Answer of GET /api/submissions. */
export const submissionListPageSchema = z.object({
  submissions: z.array(
    z.object({
      submissionID: z.string(),
      insuredName: z.string(),
      status: z.enum(["InProgress", "Completed"]),
      updatedDate: z.string(),
      agent: z.object({ fullName: z.string() }),
      coverages: z.array(coverageRowSchema),
    }),
  ),
  nextCursor: z.string().nullable(),
});
export type SubmissionListPage = z.infer<typeof submissionListPageSchema>;
export type SubmissionListItem = SubmissionListPage["submissions"][number];
