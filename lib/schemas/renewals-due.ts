import { z } from "zod";
import { RENEWAL_OFFER_DAYS, renewalDueWindows, renewalsDueSortKeys } from "@/lib/domain/renewals";
import { blankToUndefined } from "./common";
import { cursorFitsSort, cursorFitsSortIssue, listQueryFields, sortQueryField, type SortCursorKinds } from "./list-query";

const { cursor, limit } = listQueryFields(100);

/** What a page of the renewals due ends at: an expiration. */
export const renewalsDueCursors = { expiration: "time" } as const satisfies SortCursorKinds<(typeof renewalsDueSortKeys)[number]>;

/** GET /api/renewals-due: policies expiring within 30, 60 or 90 days (90 when not given), soonest first. */
export const renewalsDueQuerySchema = z
  .object({
    within: z.preprocess(
      blankToUndefined,
      z.coerce
        .number()
        .refine((n) => (renewalDueWindows as readonly number[]).includes(n), `Within must be one of ${renewalDueWindows.join(", ")} days.`)
        .optional()
        .default(RENEWAL_OFFER_DAYS),
    ),
    /** `expiration` (soonest first, the default) or `-expiration` (latest first). */
    sort: sortQueryField(renewalsDueSortKeys, { key: "expiration", direction: "asc" }),
    cursor,
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
