import { z } from "zod";
import { endorsableCompanyFieldNames } from "@/lib/domain/endorsement-changes";

// Apart from lib/schemas/endorsements.ts: every endorsement page reads the draft, and needs none of the request and answer schemas to do so.

/** A change's effective date; null until one is chosen (every change needs one before the request is sent). */
const draftDay = z.iso.date().nullable();

/**
 * The endorsement draft (spec 3 §3): held in the browser, keyed by
 * application, until it is submitted or discarded. Each change keeps the
 * policy's value it replaces and its own effective date; the request groups
 * them by date (lib/domain/endorsement-draft.ts).
 */
export const endorsementDraftSchema = z.object({
  submissionID: z.string().min(1),
  modifiesEndorsementID: z.string().min(1).optional(),
  companyInfo: z
    .partialRecord(z.enum(endorsableCompanyFieldNames), z.object({ value: z.unknown(), prevValue: z.unknown(), effectiveDate: draftDay }))
    .default({}),
  businessTypeValues: z
    .array(
      z.object({
        id: z.string().min(1),
        title: z.string(),
        value: z.number().nullable(),
        prevValue: z.number().nullable(),
        effectiveDate: draftDay,
      }),
    )
    .default([]),
  applicationAnswers: z
    .array(
      z.object({
        sectionGroupID: z.string().min(1),
        sectionGroupLabel: z.string(),
        answers: z.array(z.object({ source: z.string().min(1), label: z.string(), value: z.unknown(), prevValue: z.unknown(), effectiveDate: draftDay })),
      }),
    )
    .default([]),
});
export type EndorsementDraft = z.output<typeof endorsementDraftSchema>;
