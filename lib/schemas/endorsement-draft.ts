import * as z from "zod/mini";
import { endorsableCompanyFieldNames } from "@/lib/domain/endorsement-changes";

// Apart from lib/schemas/endorsements.ts: every endorsement page reads the draft, and needs none of the request and answer schemas to do so.
// Written with zod/mini, whose checks load one by one: every endorsement page parses the browser's copy on first paint, and full zod would come with it (27 kB).

/** A change's effective date; null until one is chosen (every change needs one before the request is sent). */
const id = z.string().check(z.minLength(1));
const draftDay = z.nullable(z.iso.date());

/**
 * The endorsement draft (spec 3 §3): held in the browser, keyed by
 * application, until it is submitted or discarded. Each change keeps the
 * policy's value it replaces and its own effective date; the request groups
 * them by date (lib/forms/endorsement-draft.ts).
 */
export const endorsementDraftSchema = z.object({
  submissionID: id,
  modifiesEndorsementID: z.optional(id),
  companyInfo: z._default(
    z.partialRecord(z.enum(endorsableCompanyFieldNames), z.object({ value: z.unknown(), prevValue: z.unknown(), effectiveDate: draftDay })),
    {},
  ),
  businessTypeValues: z._default(
    z.array(
      z.object({
        id,
        title: z.string(),
        value: z.nullable(z.number()),
        prevValue: z.nullable(z.number()),
        effectiveDate: draftDay,
      }),
    ),
    [],
  ),
  applicationAnswers: z._default(
    z.array(
      z.object({
        sectionGroupID: id,
        sectionGroupLabel: z.string(),
        answers: z.array(z.object({ source: id, label: z.string(), value: z.unknown(), prevValue: z.unknown(), effectiveDate: draftDay })),
      }),
    ),
    [],
  ),
});
export type EndorsementDraft = z.output<typeof endorsementDraftSchema>;
