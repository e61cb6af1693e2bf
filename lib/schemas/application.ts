import { z } from "zod";
import { applicationStatuses } from "@/lib/domain/statuses";

const answerValueSchema: z.ZodType<unknown> = z.union([
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
export const applicationPatchSchema = z
  .object({
    updatedDate: z.iso.datetime({ offset: true, message: "updatedDate must be an ISO date-time." }).optional(),
    answerType: z.enum(["general", "pricing"]).default("general"),
    answers: z.array(answerGroupSchema).max(100).optional(),
    selectedCarrierID: z.uuid("selectedCarrierID must be a carrier id.").optional(),
    status: z.enum(applicationStatuses).optional(),
    reason: z.string().trim().max(1_000).optional(),
    policyNo: z.string().trim().min(1, "Please enter missing info").max(100).optional(),
    isFlaggedForManualReview: z.boolean().optional(),
    priceIndicationSeen: z.boolean().optional(),
    isDeclineAcknowledged: z.boolean().optional(),
  })
  .strict()
  .refine((body) => body.answerType === "pricing" || body.selectedCarrierID === undefined, {
    message: "selectedCarrierID goes with answerType 'pricing'.",
    path: ["selectedCarrierID"],
  });
export type ApplicationPatch = z.infer<typeof applicationPatchSchema>;
