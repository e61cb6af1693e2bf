import { z } from "zod";
import { appetiteVerdicts } from "@/lib/domain/appetite-display";
import { awaitingUnderwriterStatuses, LONGEST_WAITING_FIRST, requestKinds } from "@/lib/domain/work-queue";
import { blankToUndefined, idSchema } from "./common";
import { requestQueueSortKeys, workQueueSortKeys } from "@/lib/domain/list-sorts/work-queue";
import { cursorField, cursorFitsSort, cursorFitsSortIssue, decodeListCursor, listQueryFields, sortQueryField, type SortCursorKinds } from "./list-query";

export const WORK_QUEUE_PAGE_SIZE = 25;

/** What a page of the work queue's new business ends at, per sort: a time, a name or whether it is flagged. */
export const workQueueCursors = {
  waiting: "time",
  insured: "text",
  agency: "text",
  agent: "text",
  product: "text",
  status: "text",
  review: "amount",
} as const satisfies SortCursorKinds<(typeof workQueueSortKeys)[number]>;

/** What a page of a request tab ends at, per sort: a time or a name. */
export const requestQueueCursors = {
  waiting: "time",
  insured: "text",
  policy: "text",
  product: "text",
  agency: "text",
  agent: "text",
  status: "text",
} as const satisfies SortCursorKinds<(typeof requestQueueSortKeys)[number]>;

/** `GET /api/work-queue`: filters of the underwriter's queue; a blank parameter counts as absent. */
export const workQueueQuerySchema = z
  .object({
    status: z.preprocess(blankToUndefined, z.enum(awaitingUnderwriterStatuses, "Status must be one the queue holds.").optional()),
    productID: z.preprocess(blankToUndefined, idSchema("Product id").optional()),
    agencyID: z.preprocess(blankToUndefined, idSchema("Agency id").optional()),
    flagged: z.preprocess(
      blankToUndefined,
      z
        .enum(["true", "false"], "flagged must be true or false.")
        .transform((v) => v === "true")
        .optional(),
    ),
    /** The carriers' appetite the application was submitted with (applications never submitted have none). */
    appetite: z.preprocess(blankToUndefined, z.enum(appetiteVerdicts, "appetite must be in, refer or out.").optional()),
    ...listQueryFields(100),
    cursor: cursorField(decodeListCursor),
    /** Longest waiting first (`-waiting`, the default), the latest arrivals first (`waiting`), flagged first (`-review`), or by a column A to Z (`insured`, `agency`, …). */
    sort: sortQueryField(workQueueSortKeys, LONGEST_WAITING_FIRST),
  })
  .refine((query) => cursorFitsSort(query, workQueueCursors), cursorFitsSortIssue);
export type WorkQueueQuery = z.infer<typeof workQueueQuerySchema>;

export const workQueueItemSchema = z.object({
  appID: z.string(),
  submissionID: z.string(),
  insuredName: z.string(),
  agencyID: z.string(),
  agencyName: z.string(),
  agentName: z.string(),
  productID: z.string(),
  productName: z.string(),
  productIcon: z.string().nullable(),
  isWholesale: z.boolean(),
  status: z.enum(awaitingUnderwriterStatuses),
  statusDisplayValue: z.string(),
  waitingSince: z.string(),
  isFlaggedForManualReview: z.boolean(),
  /** The carriers' appetite at submit; null when the application reached the queue without an agent's submit. */
  appetite: z.enum(appetiteVerdicts).nullable(),
  /** Clearance found a likely duplicate (same tax id, or a similar name at the same address) with no decision yet. */
  possibleDuplicate: z.boolean(),
});
export type WorkQueueItem = z.infer<typeof workQueueItemSchema>;

export const workQueuePageSchema = z.object({ items: z.array(workQueueItemSchema), nextCursor: z.string().nullable() });
export type WorkQueuePage = z.infer<typeof workQueuePageSchema>;

/** `GET /api/work-queue/requests`: one kind of request waiting on an underwriter, searched by insured or policy number. */
export const waitingRequestQuerySchema = z
  .object({
    kind: z.enum(requestKinds, "kind must be endorsement, cancellation, reinstatement or renewal."),
    ...listQueryFields(100),
    cursor: cursorField(decodeListCursor),
    /** Longest waiting first (`-waiting`, the default), the latest arrivals first (`waiting`), or by a column A to Z (`insured`, `policy`, …). */
    sort: sortQueryField(requestQueueSortKeys, LONGEST_WAITING_FIRST),
  })
  .refine((query) => cursorFitsSort(query, requestQueueCursors), cursorFitsSortIssue);
export type WaitingRequestQuery = z.infer<typeof waitingRequestQuerySchema>;

export const waitingRequestSchema = z.object({
  kind: z.enum(requestKinds),
  /** The endorsement, cancellation or reinstatement; for a renewal, the renewal application. */
  id: z.string(),
  /** The policy the request is on; for a renewal, the renewal application. */
  appID: z.string(),
  submissionID: z.string(),
  insuredName: z.string(),
  agencyName: z.string(),
  productName: z.string(),
  /** The policy's number; for a renewal, the expiring policy's. */
  policyNo: z.string().nullable(),
  /** The agent of the policy's submission. */
  agentName: z.string(),
  status: z.string(),
  statusDisplayValue: z.string(),
  waitingSince: z.string(),
  /** Where the underwriter decides it. */
  href: z.string(),
});
export type WaitingRequest = z.infer<typeof waitingRequestSchema>;

export const waitingRequestPageSchema = z.object({ items: z.array(waitingRequestSchema), nextCursor: z.string().nullable() });
export type WaitingRequestPage = z.infer<typeof waitingRequestPageSchema>;

/** `GET /api/work-queue/counts`: how many wait in each tab of the queue, up to 1,000 (`COUNT_CAP`). */
export const workQueueCountsSchema = z.object({
  newBusiness: z.number().int(),
  endorsement: z.number().int(),
  cancellation: z.number().int(),
  reinstatement: z.number().int(),
  renewal: z.number().int(),
});
export type WorkQueueCounts = z.infer<typeof workQueueCountsSchema>;

/** `GET /api/agencies`: the agencies the caller may filter by, by name. */
export const agencyListSchema = z.object({ agencies: z.array(z.object({ id: z.string(), name: z.string() })) });
export type AgencyList = z.infer<typeof agencyListSchema>;
