import { z } from "zod";
import { applicationStatuses } from "@/lib/domain/statuses";
import { answerGroupSchema, answerSchema } from "./application";
import { apiDocumentSchema } from "./documents";
import { embeddedNoteSchema } from "./notes";
import { questionObjectSchema, sectionSchema } from "./product-definition";

const linkedCoverageSchema = z.object({
  appID: z.string(),
  submissionID: z.string(),
  productID: z.string(),
  productName: z.string(),
  status: z.enum(applicationStatuses),
  isWholesale: z.boolean(),
  totalCost: z.number().nullable(),
});

const pricingAnswerSchema = z.object({
  groups: z.array(z.object({ id: z.string(), label: z.string(), questions: z.array(questionObjectSchema), answers: z.array(answerSchema) })),
});

/** Answer of GET /api/applications/{appID} (spec 1 §3, spec 2 §3, spec 3 §3). Money is in dollars. */
export const apiApplicationSchema = z.object({
  appID: z.string(),
  submissionID: z.string(),
  status: z.enum(applicationStatuses),
  statusDisplayValue: z.string(),
  statusID: z.number().nullable(),
  productID: z.string(),
  productName: z.string(),
  product: z.object({
    id: z.string(),
    name: z.string(),
    iconUrl: z.string().nullable(),
    isWholesale: z.boolean(),
    isDirectToConsumer: z.boolean(),
    version: z.number(),
    identifier: z.string(),
    industryID: z.string(),
  }),
  carriers: z.object({
    selectedCarrierID: z.string().nullable(),
    options: z.array(z.object({ id: z.string(), name: z.string(), thumbnailUrl: z.string().nullable(), cost: z.number().nullable(), pricing: pricingAnswerSchema.nullable() })),
  }),
  pricing: pricingAnswerSchema,
  sectionGroups: z.array(z.object({ id: z.string(), label: z.string(), status: z.string(), sections: z.array(sectionSchema) })),
  answerGroups: z.array(answerGroupSchema),
  documents: z.array(apiDocumentSchema),
  notes: z.array(embeddedNoteSchema),
  effectiveDate: z.string().nullable(),
  quoteValidUntil: z.string().nullable(),
  expirationDate: z.string().nullable(),
  policyNo: z.string().nullable(),
  totalCost: z.number().nullable(),
  updatedDate: z.string(),
  isFlaggedForManualReview: z.boolean(),
  isFlaggedForRenewal: z.boolean(),
  isDeclineAcknowledged: z.boolean(),
  completionPercentage: z.number(),
  cancellationID: z.string().nullable(),
  cancellationDate: z.string().nullable(),
  reinstatementID: z.string().nullable(),
  priceIndication: z.object({
    basePremium: z.number().nullable(),
    totalPremium: z.number().nullable(),
    carriers: z.array(z.object({ id: z.string(), name: z.string(), thumbnailUrl: z.string().nullable(), premium: z.number().nullable() })),
  }),
  priceIndicationSeen: z.boolean(),
  priceIndicationReady: z.boolean(),
  renewedFromAppID: z.string().nullable(),
  linkedCoverages: z.object({ renewals: z.array(linkedCoverageSchema), renewedFrom: linkedCoverageSchema.nullable() }),
});
export type ApiApplication = z.infer<typeof apiApplicationSchema>;
