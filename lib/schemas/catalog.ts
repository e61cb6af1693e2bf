import { z } from "zod";
import { blankToUndefined } from "./common";

export const industryParamsSchema = z.object({ id: z.uuid("Industry id must be a UUID.") });

export const businessTypeQuerySchema = z.object({
  productIDs: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((list) =>
        list
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.uuid("Each product id must be a UUID.")).max(50, "At most 50 product ids."))
      .optional(),
  ),
  // Described as taken, in any case and around blanks; zod would describe the pattern the code meets once upper-cased.
  state: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, "State must be a two-letter code.")
        .optional(),
    )
    .meta({ pattern: "^\\s*[A-Za-z]{2}\\s*$" }),
  search: z.preprocess(blankToUndefined, z.string().trim().max(100, "Search must be at most 100 characters.").optional()),
});
export type BusinessTypeQuery = z.infer<typeof businessTypeQuerySchema>;

/** Answers of GET /api/industries, /api/industries/{id} and /api/business-types. */
export const apiCoverageSchema = z.object({
  id: z.string(),
  label: z.string(),
  identifier: z.string(),
  industryIdentifier: z.string(),
  isDirectToConsumer: z.boolean(),
  submissionType: z.enum(["online", "email", "external"]),
  submissionEmail: z.string().nullable(),
  submissionFormUrls: z.object({ url: z.string().nullable(), alternateUrl: z.string().nullable() }),
  icon: z.string().nullable(),
  iconUrl: z.string().nullable(),
  hasAccess: z.boolean(),
  requestAccessUrl: z.string().nullable(),
  limitedDistribution: z.boolean(),
  stateIndication: z.string().nullable(),
  linkedProducts: z.array(z.string()),
  description: z.string().nullable(),
  details: z.unknown(),
  isWholesale: z.boolean(),
});
export type ApiCoverage = z.infer<typeof apiCoverageSchema>;

export const apiIndustrySchema = z.object({
  id: z.string(),
  label: z.string(),
  identifier: z.string(),
  icon: z.string().nullable(),
  coverages: z.array(apiCoverageSchema),
});
export type ApiIndustry = z.infer<typeof apiIndustrySchema>;

export const businessTypeCodeSchema = z.object({ code: z.string(), label: z.string() });

export const apiBusinessTypeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  codes: z.array(businessTypeCodeSchema),
  value: z.number(),
});
export type ApiBusinessType = z.infer<typeof apiBusinessTypeSchema>;

/** Answer of GET /api/zip-codes/{zip}. */
export const apiZipCodePlaceSchema = z.object({ zip: z.string(), city: z.string(), state: z.string() });
export type ApiZipCodePlace = z.infer<typeof apiZipCodePlaceSchema>;
