import { z } from "zod";
import { policyStandings } from "@/lib/domain/policy-standing";
import { applicationStatuses } from "@/lib/domain/statuses";
import { coverageAppetiteSchema } from "./appetite";
import { apiBusinessTypeSchema } from "./catalog";
import { embeddedNoteSchema } from "./notes";

const apiAddressSchema = z.object({
  streetAddress: z.string(),
  aptSuite: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  isManuallyEntered: z.boolean(),
});

/** Answer of GET/POST/PUT /api/submission (spec 1 §3, §7). */
export const apiSubmissionSchema = z.object({
  submissionID: z.string(),
  status: z.enum(["InProgress", "Completed"]),
  updatedDate: z.string(),
  agent: z.object({ id: z.string(), fullName: z.string(), email: z.string(), phoneNumber: z.string().nullable(), agencyName: z.string().nullable() }),
  companyInfo: z.object({
    infoStatus: z.enum(["NotStarted", "InProgress", "Completed"]),
    isDocumentUploaded: z.boolean(),
    isFormCompleted: z.boolean(),
    isBusinessTypeSubmitted: z.boolean(),
    insuredType: z.enum(["company", "individual"]),
    companyName: z.string().nullable(),
    dba: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    emailAddress: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    websiteUrl: z.string().nullable(),
    entityType: z.string().nullable(),
    feinSsnNumber: z.string().nullable(),
    dateBusinessStarted: z.string().nullable(),
    yearsOfExp: z.number().nullable(),
    description: z.string().nullable(),
    physicalAddress: apiAddressSchema.nullable(),
    mailingAddress: apiAddressSchema.nullable(),
    isMailingSameAsPhysical: z.boolean(),
    selectedIndustryIDs: z.array(z.string()),
    selectedCoverageIDs: z.array(z.string()),
    businessTypeValues: z.array(apiBusinessTypeSchema),
  }),
  coverages: z.array(
    z.object({
      appID: z.string(),
      productID: z.string(),
      productName: z.string(),
      productIdentifier: z.string(),
      industryIdentifier: z.string(),
      icon: z.string().nullable(),
      iconUrl: z.string().nullable(),
      isWholesale: z.boolean(),
      isDirectToConsumer: z.boolean(),
      status: z.enum(applicationStatuses),
      statusDisplayValue: z.string(),
      /** Expired, Lapsed or null, as the application's (lib/domain/policy-standing.ts). */
      standing: z.enum(policyStandings).nullable(),
      totalCost: z.number().nullable(),
      policyNo: z.string().nullable(),
      /** The policy's last day (YYYY-MM-DD), null before bind. */
      expirationDate: z.string().nullable(),
      /** A marketplace policy that may be renewed today: in force, due within 90 days, not renewed yet (lib/domain/renewals.ts). */
      renewalDue: z.boolean(),
      updatedDate: z.string(),
      renewedFromAppID: z.string().nullable(),
      renewalAppIDs: z.array(z.string()),
      isDeclineAcknowledged: z.boolean(),
      /** The carriers' appetite for the coverage, as their rules read the insured now. */
      appetite: coverageAppetiteSchema,
    }),
  ),
  notes: z.array(embeddedNoteSchema),
});
export type ApiSubmission = z.infer<typeof apiSubmissionSchema>;
