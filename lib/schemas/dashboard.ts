import { z } from "zod";
import { queueAgingBuckets } from "@/lib/domain/dashboard";
import { usStates } from "@/lib/domain/us-states";
import { blankToUndefined, idSchema } from "./common";

const optionalId = (what: string) => z.preprocess(blankToUndefined, idSchema(what).optional());
const stateCodes = new Set<string>(usStates.map((state) => state.code));
// The codes in any case, around blanks, as the description's pattern (JSON Schema's patterns have no case flag): "[Tt][Xx]".
const anyCaseStateCode = `^\\s*(${usStates.map(({ code }) => [...code].map((c) => `[${c}${c.toLowerCase()}]`).join("")).join("|")})\\s*$`;
const optionalDay = z.preprocess(blankToUndefined, z.string().max(40, "Dates are YYYY-MM-DD.").optional());

/**
 * `GET /api/dashboard?from=&to=&productID=&state=&agencyID=&carrierID=`: the
 * shape of the question (400 when it is not one). Whether the dates are real
 * days, by 9998-12-31, in a range of at most three years is the service's to
 * answer (422, naming the field): lib/domain/dashboard.ts.
 */
export const dashboardQuerySchema = z.object({
  from: optionalDay,
  to: optionalDay,
  productID: optionalId("Product id"),
  state: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .toUpperCase()
        .refine((code) => stateCodes.has(code), "state must be the two-letter code of one of the 50 US states.")
        .optional(),
    )
    .meta({ pattern: anyCaseStateCode, description: "The two-letter code of one of the 50 US states, in any case." }),
  agencyID: optionalId("Agency id"),
  carrierID: optionalId("Carrier id"),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** The tables a CSV export can hold: each a table of the dashboard. */
export const dashboardTables = [
  "funnel",
  "premiumByMonth",
  "premiumByProduct",
  "premiumByState",
  "premiumByCarrier",
  "premiumByAgency",
  "timeToQuoteByMonth",
  "queueAging",
  "oldestWaiting",
  "declinesByReason",
  "cancellationsByReason",
  "endorsementsByStatus",
] as const;
export type DashboardTable = (typeof dashboardTables)[number];

/** `GET /api/dashboard/export?table=&…`: one table of the dashboard as CSV, for the same filters. */
export const dashboardExportQuerySchema = dashboardQuerySchema.extend({
  table: z.enum(dashboardTables, `table must be one of ${dashboardTables.join(", ")}.`),
});
export type DashboardExportQuery = z.infer<typeof dashboardExportQuerySchema>;

const countSchema = z.number().int().nonnegative();
/** A share between 0 and 1, or null when there is nothing to divide by. */
const ratioSchema = z.number().nonnegative().nullable();

/** Median and 90th percentile in calendar hours (see DURATION_PRECISION in lib/domain/dashboard.ts), null with no case. */
export const durationFigureSchema = z.object({
  count: countSchema,
  medianHours: z.number().nonnegative().nullable(),
  p90Hours: z.number().nonnegative().nullable(),
});
export type DurationFigure = z.infer<typeof durationFigureSchema>;

/** Premium bound and how many policies, under one key (a product, a state, a carrier, an agency, a month). */
export const premiumRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  premiumCents: z.number().int(),
  policies: countSchema,
});
export type PremiumRow = z.infer<typeof premiumRowSchema>;

export const countRowSchema = z.object({ key: z.string(), label: z.string(), count: countSchema });
export type CountRow = z.infer<typeof countRowSchema>;

export const waitingApplicationSchema = z.object({
  appID: z.string(),
  submissionID: z.string(),
  insuredName: z.string(),
  productName: z.string(),
  agencyName: z.string(),
  status: z.string(),
  statusDisplayValue: z.string(),
  waitingSince: z.string(),
});
export type WaitingApplication = z.infer<typeof waitingApplicationSchema>;

/** Answer of `GET /api/dashboard`: the book of business for the range and filters, scoped to what the caller may see. */
export const dashboardSchema = z.object({
  range: z.object({ from: z.iso.date(), to: z.iso.date() }),
  filters: z.object({
    productID: z.string().nullable(),
    state: z.string().nullable(),
    agencyID: z.string().nullable(),
    carrierID: z.string().nullable(),
  }),
  funnel: z.object({
    /** Submissions whose first application was submitted in the range. */
    submissionsReceived: countSchema,
    applicationsSubmitted: countSchema,
    quoted: countSchema,
    bound: countSchema,
    declined: countSchema,
    notTakenUp: countSchema,
    /** bound ÷ quoted in the range. */
    quoteToBindRatio: ratioSchema,
    /** quoted ÷ submitted in the range. */
    submitToQuoteRatio: ratioSchema,
  }),
  /** Submitted → quote approved, counted when the quote is approved in the range. */
  timeToQuote: durationFigureSchema,
  /** Quote approved → bound, counted when the policy is bound in the range. */
  timeToBind: durationFigureSchema,
  premiumBound: z.object({
    totalCents: z.number().int(),
    policies: countSchema,
    byMonth: z.array(premiumRowSchema),
    byProduct: z.array(premiumRowSchema),
    byState: z.array(premiumRowSchema),
    byCarrier: z.array(premiumRowSchema),
    /** Underwriters only; null for an agent. */
    byAgency: z.array(premiumRowSchema).nullable(),
  }),
  /** The median time to quote of the quotes approved in each month of the range. */
  timeToQuoteByMonth: z.array(z.object({ month: z.string(), label: z.string() }).extend(durationFigureSchema.shape)),
  /** Applications waiting on an underwriter now (whatever the range), by how long. */
  queueAging: z.object({
    buckets: z.array(z.object({ key: z.enum(queueAgingBuckets), label: z.string(), count: countSchema })),
    oldest: z.array(waitingApplicationSchema),
  }),
  declinesByReason: z.array(countRowSchema),
  cancellationsByReason: z.array(countRowSchema),
  endorsementsByStatus: z.array(countRowSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
