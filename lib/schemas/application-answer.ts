import { z } from "zod";
import { policyStandings } from "@/lib/domain/policy-standing";
import { applicationStatuses } from "@/lib/domain/statuses";
import { answerGroupSchema, answerSchema } from "./application";
import { applicationAppetiteSchema, appetiteVerdictSchema } from "./appetite";
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

/** A questionnaire group with the application's progress through it. */
const sectionGroupAnswerSchema = z.object({ id: z.string(), label: z.string(), status: z.string(), sections: z.array(sectionSchema) });

const pricingAnswerSchema = z.object({
  groups: z.array(z.object({ id: z.string(), label: z.string(), questions: z.array(questionObjectSchema), answers: z.array(answerSchema) })),
});

/** Answer of GET /api/applications/{appID} (spec 1 §3, spec 2 §3, spec 3 §3). Money is in dollars. */
export const apiApplicationSchema = z.object({
  appID: z.string(),
  submissionID: z.string(),
  status: z.enum(applicationStatuses),
  statusDisplayValue: z.string(),
  /** Where the calendar leaves it beside its status: Expired (a policy in force past its term), Lapsed (a renewal not bound in time), or null. */
  standing: z.enum(policyStandings).nullable(),
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
    // The carriers that write or refer the risk (every carrier once an underwriter overrode the appetite), and the one chosen.
    options: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        thumbnailUrl: z.string().nullable(),
        cost: z.number().nullable(),
        pricing: pricingAnswerSchema.nullable(),
        appetite: appetiteVerdictSchema,
        appetiteReasons: z.array(z.string()),
      }),
    ),
  }),
  appetite: applicationAppetiteSchema,
  pricing: pricingAnswerSchema,
  sectionGroups: z.array(sectionGroupAnswerSchema),
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
  /** A renewal's questions that its product's current version asks otherwise than the renewed policy's did: each marked for review until its section is saved. */
  questionsToReview: z.array(z.string()),
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
  /** A marketplace policy that may be renewed today: in force, due within 90 days, not renewed yet (lib/domain/renewals.ts). */
  renewalDue: z.boolean(),
  linkedCoverages: z.object({ renewals: z.array(linkedCoverageSchema), renewedFrom: linkedCoverageSchema.nullable() }),
});
export type ApiApplication = z.infer<typeof apiApplicationSchema>;

/** Answer of PATCH /api/applications/{appID}: what the write changed, and the `updatedDate` the next write is based on. */
export const applicationUpdateSchema = apiApplicationSchema
  .pick({
    appID: true,
    status: true,
    statusID: true,
    notes: true,
    isFlaggedForManualReview: true,
    cancellationID: true,
    cancellationDate: true,
    pricing: true,
    totalCost: true,
    policyNo: true,
    priceIndicationSeen: true,
    questionsToReview: true,
    updatedDate: true,
  })
  .extend({
    selectedCarrierID: z.string().nullable(),
    sectionGroups: z.array(sectionGroupAnswerSchema.pick({ id: true, status: true })),
  });
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>;

/** Answer of GET /api/applications/{appID}/questions: the questionnaire of the application's product version. */
export const applicationQuestionsSchema = z.object({ version: z.number().int(), sectionGroups: z.array(sectionGroupAnswerSchema) });
export type ApplicationQuestions = z.infer<typeof applicationQuestionsSchema>;

/** Answer of POST /api/applications/{appID}/renewal: the renewal created and the policy it renews. */
export const renewalCreatedSchema = z.object({ appID: z.string(), renewedFromAppID: z.string() });
export type RenewalCreated = z.infer<typeof renewalCreatedSchema>;

/** Answer of the renewal links (`/renewal-link`, `/submission-link`): the application and the policy it now renews, null once unlinked. */
export const renewalLinkAnswerSchema = z.object({ appID: z.string(), renewedFromAppID: z.string().nullable() });
export type RenewalLinkAnswer = z.infer<typeof renewalLinkAnswerSchema>;
