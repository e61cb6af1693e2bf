import { z } from "zod";
import { cancellationStatuses, reinstatementStatuses } from "@/lib/domain/cancellations";
import { idSchema } from "./common";

/** Cancellations and reinstatements (spec 3 §3, §7): the payloads, list queries and answers. */

const basedOn = z.iso.datetime({ offset: true, message: "updatedDate must be an ISO date-time." });
const day = z.iso.date("Dates are YYYY-MM-DD.").refine((d) => d >= "0001-01-01", "Dates are YYYY-MM-DD.");
const reason = z.string("Please enter a reason.").trim().min(1, "Please enter a reason.").max(1_000, "The reason must be at most 1,000 characters.");
const uecDueTo = z.string().trim().max(200, "At most 200 characters.");

export const recordParamsSchema = z.object({ id: idSchema("Record id") });

/**
 * POST /api/cancellations: an agent requests cancellation of a Bound policy;
 * an underwriter cancels it outright. `updatedDate` is the application's, as
 * read: a policy changed since is refused (409).
 */
export const cancellationCreateSchema = z
  .object({
    appID: idSchema("Application id"),
    updatedDate: basedOn,
    cancellationDate: day,
    reason,
    uecDueTo: uecDueTo.optional(),
  })
  .strict();
export type CancellationCreate = z.infer<typeof cancellationCreateSchema>;

/** PATCH /api/cancellations/{id}: an underwriter's decision, based on the cancellation's `updatedDate`. */
export const cancellationDecisionSchema = z
  .object({
    status: z.enum(
      ["PolicyCancelled", "CancellationDenied", "CancellationCancelled"],
      "Status must be PolicyCancelled, CancellationDenied or CancellationCancelled.",
    ),
    updatedDate: basedOn,
    cancellationDate: day.optional(),
    uecDueTo: uecDueTo.optional(),
  })
  .strict();
export type CancellationDecision = z.infer<typeof cancellationDecisionSchema>;

/** POST /api/reinstatements: an agent requests reinstatement of a cancelled policy (the application's `updatedDate`). */
export const reinstatementCreateSchema = z.object({ appID: idSchema("Application id"), updatedDate: basedOn, reason }).strict();
export type ReinstatementCreate = z.infer<typeof reinstatementCreateSchema>;

/** PATCH /api/reinstatements/{id}: an underwriter reinstates or denies, based on the reinstatement's `updatedDate`. */
export const reinstatementDecisionSchema = z
  .object({
    status: z.enum(["PolicyReinstated", "ReinstatementDenied"], "Status must be PolicyReinstated or ReinstatementDenied."),
    updatedDate: basedOn,
  })
  .strict();
export type ReinstatementDecision = z.infer<typeof reinstatementDecisionSchema>;

const requester = {
  requestedBy: z.string(),
  requestedByDisplayValue: z.string(),
  requestedDate: z.string(),
};

const recordBase = {
  id: z.string(),
  appID: z.string(),
  submissionID: z.string(),
  insuredName: z.string(),
  productLabel: z.string(),
  productIconUrl: z.string().nullable(),
  policyNo: z.string().nullable(),
  reason: z.string().nullable(),
  updatedDate: z.string(),
  documents: z.array(z.object({ id: z.string(), filename: z.string(), url: z.string() })),
  /** The notes written from the record (threads' first notes, oldest first); an agent never receives an internal one. */
  notes: z.array(
    z.object({
      id: z.string(),
      content: z.string().nullable(),
      category: z.string(),
      isInternal: z.boolean(),
      isActive: z.boolean(),
      notify: z.array(z.string()),
      updatedDate: z.string(),
      author: z.object({ firstName: z.string(), lastName: z.string(), role: z.string() }),
    }),
  ),
  ...requester,
};

export const apiCancellationSchema = z.object({
  ...recordBase,
  status: z.enum(cancellationStatuses),
  cancellationDate: z.string().nullable(),
  /** Pro rata, in dollars; null without a cost and term. */
  returnPremium: z.number().nullable(),
  /** Underwriters only: never present in an agent's answer. */
  uecDueTo: z.string().nullable().optional(),
});
export type ApiCancellation = z.infer<typeof apiCancellationSchema>;

export const apiReinstatementSchema = z.object({
  ...recordBase,
  status: z.enum(reinstatementStatuses),
  cancellationID: z.string().nullable(),
  cancellationDate: z.string().nullable(),
  /** When it was reinstated, and the days without cover since the cancellation date. */
  reinstatedAt: z.string().nullable(),
  lapseDays: z.number().nullable(),
});
export type ApiReinstatement = z.infer<typeof apiReinstatementSchema>;

export const recordStatusHistorySchema = z.array(z.object({ id: z.string(), status: z.string(), createdDate: z.string() }));
export type RecordStatusHistory = z.infer<typeof recordStatusHistorySchema>;

export const cancellationPageSchema = z.object({ cancellations: z.array(apiCancellationSchema), nextCursor: z.string().nullable() });
export type CancellationPage = z.infer<typeof cancellationPageSchema>;

export const reinstatementPageSchema = z.object({ reinstatements: z.array(apiReinstatementSchema), nextCursor: z.string().nullable() });
export type ReinstatementPage = z.infer<typeof reinstatementPageSchema>;
