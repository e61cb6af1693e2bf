import { z } from "zod";
import { renewalsDueSortKeys } from "@/lib/domain/list-sorts/renewals";
import { RENEWAL_OFFER_DAYS, renewalDueWindows } from "@/lib/domain/renewals";
import { blankToUndefined } from "./common";
import { cursorField, cursorFitsSort, cursorFitsSortIssue, decodeListCursor, listQueryFields, sortQueryField, type SortCursorKinds } from "./list-query";

const { limit } = listQueryFields(100);

/** What a page of the renewals due ends at, per sort: an expiration, a name or a premium. */
export const renewalsDueCursors = {
  expiration: "time",
  insured: "text",
  agency: "text",
  premium: "amount",
  status: "text",
  renewal: "text",
} as const satisfies SortCursorKinds<(typeof renewalsDueSortKeys)[number]>;

/** GET /api/renewals-due: policies expiring within 30, 60 or 90 days (90 when not given), soonest first. */
export const renewalsDueQuerySchema = z
  .object({
    // The windows as the description's enum: the refinement that keeps to them is not described by zod.
    within: z
      .preprocess(
        blankToUndefined,
        z.coerce
          .number()
          .refine((n) => (renewalDueWindows as readonly number[]).includes(n), `Within must be one of ${renewalDueWindows.join(", ")} days.`)
          .optional()
          .default(RENEWAL_OFFER_DAYS),
      )
      .meta({ enum: [...renewalDueWindows] }),
    /** `expiration` (soonest first, the default) or `-expiration` (latest first), `-premium` (highest first), or by a column A to Z (`insured`, `agency`, `status`, `renewal`). */
    sort: sortQueryField(renewalsDueSortKeys, { key: "expiration", direction: "asc" }),
    cursor: cursorField(decodeListCursor),
    limit,
  })
  .refine((query) => cursorFitsSort(query, renewalsDueCursors), cursorFitsSortIssue);
export type RenewalsDueQuery = z.infer<typeof renewalsDueQuerySchema>;

export const renewalDueSchema = z.object({
  appID: z.string(),
  submissionID: z.string(),
  insuredName: z.string(),
  productName: z.string(),
  isWholesale: z.boolean(),
  policyNo: z.string().nullable(),
  agencyName: z.string(),
  status: z.string(),
  statusDisplayValue: z.string(),
  expirationDate: z.string(),
  daysToExpiration: z.number().int(),
  totalCost: z.number().nullable(),
  /** The renewal started for it, if any: where it stands. */
  renewal: z.object({ appID: z.string(), status: z.string(), statusDisplayValue: z.string() }).nullable(),
  /** Whether the caller may start its renewal now. */
  canRenew: z.boolean(),
});
export type RenewalDue = z.infer<typeof renewalDueSchema>;

export const renewalsDuePageSchema = z.object({ renewals: z.array(renewalDueSchema), nextCursor: z.string().nullable() });
export type RenewalsDuePage = z.infer<typeof renewalsDuePageSchema>;
