import "server-only";
import type { Tx } from "../db";
import type { EndorsableCompanyField, EndorsementChanges, PolicyState } from "@/lib/domain/endorsement-changes";
import { endorsableCompanyFieldNames } from "@/lib/domain/endorsement-changes";
import type { AnswerGroup } from "@/lib/schemas/application";
import type { Prisma } from "../generated/prisma/client";

/**
 * The policy's state an endorsement reads and writes: the insured's fields
 * and business types on the submission, the answers and cost on the
 * application. Values are the API's (dates YYYY-MM-DD, addresses without
 * coordinates, business type shares as numbers).
 */

export const insuredSelect = {
  id: true,
  insuredType: true,
  selectedIndustryIds: true,
  companyName: true,
  dba: true,
  firstName: true,
  lastName: true,
  emailAddress: true,
  phoneNumber: true,
  websiteUrl: true,
  entityType: true,
  feinSsnNumber: true,
  dateBusinessStarted: true,
  yearsOfExp: true,
  description: true,
  isMailingSameAsPhysical: true,
  addresses: true,
  businessTypes: { include: { businessType: true } },
} satisfies Prisma.SubmissionSelect;
export type InsuredRow = Prisma.SubmissionGetPayload<{ select: typeof insuredSelect }>;

export interface AddressValue {
  streetAddress: string;
  aptSuite: string | null;
  city: string;
  state: string;
  zip: string;
}

function addressValue(row: InsuredRow["addresses"][number] | undefined): AddressValue | null {
  if (!row) return null;
  return { streetAddress: row.streetAddress, aptSuite: row.aptSuite, city: row.city, state: row.state, zip: row.zip };
}

export function companyInfoOf(row: InsuredRow): PolicyState["companyInfo"] {
  return {
    companyName: row.companyName,
    dba: row.dba,
    firstName: row.firstName,
    lastName: row.lastName,
    emailAddress: row.emailAddress,
    phoneNumber: row.phoneNumber,
    websiteUrl: row.websiteUrl,
    entityType: row.entityType,
    feinSsnNumber: row.feinSsnNumber,
    dateBusinessStarted: row.dateBusinessStarted ? row.dateBusinessStarted.toISOString().slice(0, 10) : null,
    yearsOfExp: row.yearsOfExp,
    description: row.description,
    physicalAddress: addressValue(row.addresses.find((a) => a.kind === "physical")),
    isMailingSameAsPhysical: row.isMailingSameAsPhysical,
    mailingAddress: row.isMailingSameAsPhysical ? null : addressValue(row.addresses.find((a) => a.kind === "mailing")),
  };
}

export function answersOf(answerGroups: readonly AnswerGroup[]): PolicyState["answers"] {
  return Object.fromEntries(answerGroups.map((g) => [g.sectionGroupID, Object.fromEntries(g.answers.map((a) => [a.source, a.value]))]));
}

export function answerGroupsOf(answers: PolicyState["answers"]): AnswerGroup[] {
  return Object.entries(answers).map(([sectionGroupID, values]) => ({
    sectionGroupID,
    answers: Object.entries(values)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([source, value]) => ({ source, value })),
  }));
}

export function policyState(insured: InsuredRow, app: { answerGroups: unknown; totalCostCents: number | null }): PolicyState {
  return {
    companyInfo: companyInfoOf(insured),
    businessTypes: Object.fromEntries(insured.businessTypes.map((b) => [b.businessTypeId, Number(b.percentage)])),
    answers: answersOf(app.answerGroups as AnswerGroup[]),
    totalCostCents: app.totalCostCents,
  };
}

/** The stored columns of an endorsement read back as changes. */
export function changesOf(
  row: {
    companyInfoChanges: unknown;
    businessTypeChanges: unknown;
    answerChanges: unknown;
    totalPremiumCents: number | null;
    stateTaxCents: number | null;
    underwriterFeeCents: number | null;
  },
  totalCostCents: number | null,
): EndorsementChanges {
  return {
    companyInfo: row.companyInfoChanges as EndorsementChanges["companyInfo"],
    businessTypes: row.businessTypeChanges as EndorsementChanges["businessTypes"],
    answers: row.answerChanges as EndorsementChanges["answers"],
    totalCostCents,
  };
}

const dateOrNull = (value: unknown) => (typeof value === "string" && value ? new Date(`${value}T00:00:00Z`) : null);

/** Writes the insured's changed fields and business types to the submission. */
export async function writeInsured(tx: Tx, insured: InsuredRow, before: PolicyState, after: PolicyState) {
  const changed = endorsableCompanyFieldNames.filter((f) => JSON.stringify(before.companyInfo[f] ?? null) !== JSON.stringify(after.companyInfo[f] ?? null));
  const info = after.companyInfo;
  const scalar: Partial<Record<EndorsableCompanyField, unknown>> = {};
  for (const field of changed) {
    if (field === "physicalAddress" || field === "mailingAddress") continue;
    scalar[field] = field === "dateBusinessStarted" ? dateOrNull(info[field]) : (info[field] ?? null);
  }
  if (Object.keys(scalar).length) await tx.submission.update({ where: { id: insured.id }, data: scalar as Prisma.SubmissionUpdateInput });
  for (const kind of ["physical", "mailing"] as const) {
    const field = kind === "physical" ? "physicalAddress" : "mailingAddress";
    if (!changed.includes(field) && !(kind === "mailing" && changed.includes("isMailingSameAsPhysical"))) continue;
    const address = info[field] as AddressValue | null;
    if (!address || (kind === "mailing" && info.isMailingSameAsPhysical)) {
      await tx.submissionAddress.deleteMany({ where: { submissionId: insured.id, kind } });
      continue;
    }
    const data = {
      streetAddress: address.streetAddress,
      aptSuite: address.aptSuite ?? null,
      city: address.city,
      state: address.state,
      zip: address.zip,
      latitude: null,
      longitude: null,
      isManuallyEntered: true,
    };
    await tx.submissionAddress.upsert({
      where: { submissionId_kind: { submissionId: insured.id, kind } },
      create: { submissionId: insured.id, kind, ...data },
      update: data,
    });
  }
  const ids = new Set([...Object.keys(before.businessTypes), ...Object.keys(after.businessTypes)]);
  for (const id of ids) {
    const share = after.businessTypes[id];
    if (before.businessTypes[id] === share) continue;
    if (share === undefined)
      await tx.submissionBusinessType.delete({ where: { submissionId_businessTypeId: { submissionId: insured.id, businessTypeId: id } } });
    else
      await tx.submissionBusinessType.upsert({
        where: { submissionId_businessTypeId: { submissionId: insured.id, businessTypeId: id } },
        create: { submissionId: insured.id, businessTypeId: id, percentage: share },
        update: { percentage: share },
      });
  }
}
