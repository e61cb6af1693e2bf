import { z } from "zod";
import { endorsableCompanyFieldNames } from "@/lib/domain/endorsement-changes";
import { endorsementStatuses, endorsementTabs, type EndorsementTabStatus } from "@/lib/domain/endorsements";
import { answerValueSchema } from "./application";
import { blankToUndefined, idSchema } from "./common";
import { endorsementListSortKeys } from "@/lib/domain/list-sorts/endorsements";
import { cursorField, cursorFitsSort, cursorFitsSortIssue, decodeListCursor, listQueryFields, sortQueryField, type SortCursorKinds } from "./list-query";

/** Endorsements (spec 3 §3, §7): the request payload the draft submits, the status and pricing writes, the list query and the answers. */

const basedOn = z.iso.datetime({ offset: true, message: "updatedDate must be an ISO date-time." });
const day = z.iso.date("Dates are YYYY-MM-DD.").refine((d) => d >= "0001-01-01", "Dates are YYYY-MM-DD.");
const changeValue = answerValueSchema;

const companyInfoChangeSchema = z.object({ value: changeValue, prevValue: changeValue, label: z.string().max(100).optional() });

const answerChangeSchema = z.object({ source: z.string().min(1).max(200), value: changeValue, prevValue: changeValue });

const businessTypeChangeSchema = z.object({
  id: idSchema("Business type id"),
  // null: the business type is removed (value) or added (prevValue).
  value: z.number().min(0).max(100).nullable(),
  prevValue: z.number().min(0).max(100).nullable(),
  title: z.string().max(500).optional(),
  description: z.string().max(5_000).optional(),
  codes: z.unknown().optional(),
});

/** One effective date's changes. */
export const endorsementChangeSetSchema = z
  .object({
    effectiveDate: day,
    companyInfo: z.partialRecord(z.enum(endorsableCompanyFieldNames, "Not a field an endorsement can change."), companyInfoChangeSchema).default({}),
    applicationAnswers: z
      .array(z.object({ sectionGroupID: z.string().min(1).max(200), answers: z.array(answerChangeSchema).min(1).max(500) }))
      .max(100)
      .default([]),
    businessTypeValues: z.array(businessTypeChangeSchema).max(50).default([]),
  })
  .refine(
    (set) => Object.keys(set.companyInfo).length + set.applicationAnswers.length + set.businessTypeValues.length > 0,
    "An endorsement needs at least one change.",
  );
export type EndorsementChangeSet = z.output<typeof endorsementChangeSetSchema>;
export type EndorsementChangeSetInput = z.input<typeof endorsementChangeSetSchema>;

function changedPaths(set: EndorsementChangeSet): string[] {
  return [
    ...Object.keys(set.companyInfo).map((field) => `companyInfo.${field}`),
    ...set.businessTypeValues.map((b) => `businessTypeValues.${b.id}`),
    ...set.applicationAnswers.flatMap((g) => g.answers.map((a) => `answers.${g.sectionGroupID}.${a.source}`)),
  ];
}

/**
 * POST /api/endorsements: one endorsement per effective date. Each value
 * changes once per request, so the previous values all read the policy as it
 * is. `modifiesEndorsementID` names the endorsement this draft was reopened
 * from (Modify): it is archived when the new one is created.
 */
export const endorsementCreateSchema = z
  .object({
    submissionID: idSchema("Submission id"),
    appID: idSchema("Application id"),
    modifiesEndorsementID: idSchema("Endorsement id").optional(),
    endorsements: z.array(endorsementChangeSetSchema).min(1, "An endorsement needs at least one change.").max(24),
  })
  .strict()
  .superRefine((body, ctx) => {
    const dates = new Set<string>();
    const paths = new Set<string>();
    body.endorsements.forEach((set, index) => {
      if (dates.has(set.effectiveDate))
        ctx.addIssue({ code: "custom", path: ["endorsements", index, "effectiveDate"], message: "Send one endorsement per effective date." });
      dates.add(set.effectiveDate);
      for (const path of changedPaths(set)) {
        if (paths.has(path)) ctx.addIssue({ code: "custom", path: ["endorsements", index], message: `${path} changes more than once.` });
        paths.add(path);
      }
    });
  });
export type EndorsementCreate = z.output<typeof endorsementCreateSchema>;
export type EndorsementCreateInput = z.input<typeof endorsementCreateSchema>;

export const endorsementParamsSchema = z.object({ id: idSchema("Endorsement id") });

/** The statuses a PATCH may set: every action of the table but Modify, which reopens the draft instead. */
export const endorsementTargetStatuses = ["EndorsementApproved", "BindRequested", "Bound", "Declined", "Archived"] as const;

/** PATCH /api/endorsements/{id}/status, based on the endorsement's `updatedDate`. */
export const endorsementStatusPatchSchema = z
  .object({ status: z.enum(endorsementTargetStatuses, `Status must be one of ${endorsementTargetStatuses.join(", ")}.`), updatedDate: basedOn })
  .strict();
export type EndorsementStatusPatch = z.infer<typeof endorsementStatusPatchSchema>;

const MAX_DOLLARS = 10_000_000;
const dollars = (label: string, min: number) =>
  z
    .number(`${label} must be a number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(MAX_DOLLARS, `${label} must be at most ${MAX_DOLLARS.toLocaleString("en-US")}.`)
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${label} has at most two decimals.`);

/**
 * PATCH /api/endorsements/{id}/pricing (underwriters). The premium may be
 * negative (a change that lowers it returns money); the total is computed by
 * the server and a total sent that disagrees is refused.
 */
export const endorsementPricingSchema = z
  .object({
    totalPremium: dollars("Total premium", -MAX_DOLLARS),
    stateTax: dollars("State tax", 0),
    underwriterFee: dollars("Underwriter fee", 0),
    totalCost: dollars("Total cost", -MAX_DOLLARS),
    updatedDate: basedOn,
  })
  .strict();
export type EndorsementPricing = z.infer<typeof endorsementPricingSchema>;
export type EndorsementPricingInput = z.input<typeof endorsementPricingSchema>;

/** What a page of the endorsement history ends at, per sort: a time, an amount or a name. */
export const endorsementListCursors = {
  created: "time",
  cost: "amount",
  insured: "text",
  product: "text",
  policy: "text",
  bound: "time",
  updatedBy: "text",
} as const satisfies SortCursorKinds<(typeof endorsementListSortKeys)[number]>;

/** GET /api/endorsements: one submission's or application's, or all the caller may see; one status (a history tab) or all. */
export const endorsementListQuerySchema = z
  .object({
    submissionID: z.preprocess(blankToUndefined, idSchema("Submission id").optional()),
    applicationID: z.preprocess(blankToUndefined, idSchema("Application id").optional()),
    status: z.preprocess(blankToUndefined, z.enum(endorsementStatuses, `Status must be one of ${endorsementTabs.map((t) => t.status).join(", ")}.`).optional()),
    ...listQueryFields(100),
    cursor: cursorField(decodeListCursor),
    /**
     * Newest first (`-created`, the default), oldest first (`created`), by cost (`-cost`, highest first; `cost`), by
     * bound date (`-bound`, latest first), or by insured, product, policy number or who updated it (A to Z first).
     */
    sort: sortQueryField(endorsementListSortKeys, { key: "created", direction: "desc" }),
  })
  .refine((query) => cursorFitsSort(query, endorsementListCursors), cursorFitsSortIssue);
export type EndorsementListQuery = z.infer<typeof endorsementListQuerySchema>;

/** GET /api/endorsements/counts: the history tabs' counts, searched as the tab's list is. */
export const endorsementCountsQuerySchema = z.object({ search: listQueryFields(100).search });
export type EndorsementCountsQuery = z.infer<typeof endorsementCountsQuerySchema>;

/** How many endorsements each history tab holds, up to 1,000 (`COUNT_CAP`). */
export const endorsementCountsSchema = z.object({
  ApprovalRequested: z.number().int(),
  EndorsementApproved: z.number().int(),
  BindRequested: z.number().int(),
  Bound: z.number().int(),
  Declined: z.number().int(),
  Archived: z.number().int(),
}) satisfies z.ZodType<Record<EndorsementTabStatus, number>>;
export type EndorsementCounts = z.infer<typeof endorsementCountsSchema>;

/** GET /api/applications/{appID}/as-of?date=: the policy on one day of its term. */
export const policyAsOfQuerySchema = z.object({ date: day });

const pricingAnswer = z.object({
  totalPremium: z.number().nullable(),
  stateTax: z.number().nullable(),
  underwriterFee: z.number().nullable(),
  totalCost: z.number().nullable(),
});

export const apiEndorsementSchema = z.object({
  id: z.string(),
  appID: z.string(),
  submissionID: z.string(),
  productID: z.string(),
  productLabel: z.string(),
  productIconUrl: z.string().nullable(),
  insuredName: z.string(),
  policyNo: z.string().nullable(),
  status: z.enum(endorsementStatuses),
  createdDate: z.string(),
  boundDate: z.string().nullable(),
  updatedDate: z.string(),
  updatedByUsername: z.string(),
  effectiveDate: z.string(),
  policyEffectiveDate: z.string().nullable(),
  policyExpirationDate: z.string().nullable(),
  pricing: pricingAnswer,
  companyInfo: z.record(z.string(), z.object({ label: z.string(), value: z.unknown(), prevValue: z.unknown(), effectiveDate: z.string() })),
  businessTypeValues: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      codes: z.unknown(),
      value: z.number().nullable(),
      prevValue: z.number().nullable(),
      effectiveDate: z.string(),
    }),
  ),
  applicationAnswer: z.array(
    z.object({
      sectionGroupID: z.string(),
      sectionGroupLabel: z.string(),
      questions: z.array(
        z.object({
          source: z.string(),
          label: z.string(),
          type: z.string(),
          options: z.unknown(),
          value: z.unknown(),
          prevValue: z.unknown(),
          effectiveDate: z.string(),
        }),
      ),
    }),
  ),
});
export type ApiEndorsement = z.infer<typeof apiEndorsementSchema>;

export const endorsementStatusHistorySchema = z.array(z.object({ id: z.string(), status: z.string(), createdDate: z.string(), updatedByUsername: z.string() }));
export type EndorsementStatusHistory = z.infer<typeof endorsementStatusHistorySchema>;

export const policyAsOfSchema = z.object({
  appID: z.string(),
  date: z.string(),
  companyInfo: z.record(z.string(), z.unknown()),
  businessTypeValues: z.array(z.object({ id: z.string(), value: z.number() })),
  answerGroups: z.array(z.object({ sectionGroupID: z.string(), answers: z.array(z.object({ source: z.string(), value: z.unknown() })) })),
  totalCost: z.number().nullable(),
});
export type PolicyAsOf = z.infer<typeof policyAsOfSchema>;

export const endorsementPageSchema = z.object({ endorsements: z.array(apiEndorsementSchema), nextCursor: z.string().nullable() });
export type EndorsementPage = z.infer<typeof endorsementPageSchema>;
export const endorsementsCreatedSchema = z.object({ endorsements: z.array(apiEndorsementSchema) });
export type EndorsementsCreated = z.infer<typeof endorsementsCreatedSchema>;
