import { z } from "zod";
import { POLICY_TERM_ORDER_MESSAGE } from "@/lib/domain/policy-term";
import { applicationStatuses } from "@/lib/domain/statuses";

// A real calendar day from year 1 (PostgreSQL has no year 0).
const policyDay = z.iso.date("Dates are YYYY-MM-DD.").refine((day) => day >= "0001-01-01", "Dates are YYYY-MM-DD.");

export const answerValueSchema: z.ZodType<unknown> = z.union([
  z.string().max(10_000),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string().max(1_000), z.number(), z.boolean()])).max(200),
  z.record(z.string().max(100), z.union([z.string().max(1_000), z.number(), z.boolean(), z.null()])),
]);

export const answerSchema = z.object({
  source: z.string().min(1).max(200),
  value: answerValueSchema,
});

export const answerGroupSchema = z.object({
  sectionGroupID: z.string().min(1).max(200),
  answers: z.array(answerSchema).max(500),
});
export type AnswerGroup = z.infer<typeof answerGroupSchema>;

/**
 * Body of PATCH /api/applications/{appID} (spec 1 §7, spec 2 §7). Every write
 * names the `updatedDate` it was based on (or sends it as If-Match), so a stale
 * write is refused instead of overwriting someone else's change.
 */
const applicationPatchFields = z
  .object({
    updatedDate: z.iso.datetime({ offset: true, message: "updatedDate must be an ISO date-time." }).optional(),
    answerType: z.enum(["general", "pricing"]).default("general"),
    answers: z.array(answerGroupSchema).max(100).optional(),
    selectedCarrierID: z.uuid("selectedCarrierID must be a carrier id.").optional(),
    status: z.enum(applicationStatuses).optional(),
    reason: z.string().trim().max(1_000).optional(),
    policyNo: z.string().trim().min(1, "Please enter missing info").max(100).optional(),
    // The policy term a bind sets; the expiration defaults to a year after the effective date.
    effectiveDate: policyDay.optional(),
    expirationDate: policyDay.optional(),
    isFlaggedForManualReview: z.boolean().optional(),
    priceIndicationSeen: z.boolean().optional(),
    isDeclineAcknowledged: z.boolean().optional(),
    // Underwriter only: true lets an out-of-appetite coverage be submitted (who and when are kept), false takes that back.
    appetiteOverride: z.boolean().optional(),
  })
  .strict();

export const applicationPatchSchema = applicationPatchFields
  .refine((body) => body.answerType === "pricing" || body.selectedCarrierID === undefined, {
    message: "selectedCarrierID goes with answerType 'pricing'.",
    path: ["selectedCarrierID"],
  })
  .refine((body) => body.expirationDate === undefined || body.effectiveDate !== undefined, {
    message: "Send the effective date with the expiration date.",
    path: ["effectiveDate"],
  })
  .refine((body) => !body.effectiveDate || !body.expirationDate || body.expirationDate > body.effectiveDate, {
    message: POLICY_TERM_ORDER_MESSAGE,
    path: ["expirationDate"],
  });
export type ApplicationPatch = z.infer<typeof applicationPatchSchema>;

/** PATCH /api/applications/{appID}/renewal-link: make this application the renewal of a bound policy. */
export const renewalLinkSchema = z
  .object({
    renewedFromAppID: z.uuid("renewedFromAppID must be an application id."),
    updatedDate: z.iso.datetime({ offset: true, message: "updatedDate must be an ISO date-time." }),
  })
  .strict();
export type RenewalLink = z.infer<typeof renewalLinkSchema>;

/**
 * PATCH /api/applications/{appID}/submission-link: make this application the
 * renewal of a bound policy that lives in another submission (named with it).
 */
export const submissionLinkSchema = z
  .object({
    submissionID: z.uuid("submissionID must be a submission id."),
    renewedFromAppID: z.uuid("renewedFromAppID must be an application id."),
    updatedDate: z.iso.datetime({ offset: true, message: "updatedDate must be an ISO date-time." }),
  })
  .strict();
export type SubmissionLink = z.infer<typeof submissionLinkSchema>;

/** DELETE /api/applications/{appID}/renewal-link and /submission-link: the state the unlinking is based on. */
export const renewalUnlinkSchema = z.object({ updatedDate: z.iso.datetime({ offset: true, message: "updatedDate must be an ISO date-time." }) }).strict();

/** The status panel's form: the status field of the same PATCH, required. */
export const statusChangeSchema = applicationPatchFields.pick({ status: true }).required();
export type StatusChange = z.infer<typeof statusChangeSchema>;
