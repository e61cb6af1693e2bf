import "server-only";
import { statusLabel, type ApplicationStatus } from "@/lib/domain/statuses";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { db } from "../db";
import { notFound } from "../errors";
import { submissionAccess } from "./access";
import { dollars, type Tx } from "./applications";
import { toApiNote, visibleNotes } from "./note-view";

type Viewer = Pick<SessionUser, "role" | "agencyId">;

function submissionInclude(viewer: Viewer) {
  return {
    addresses: true,
    businessTypes: { include: { businessType: true }, orderBy: { businessType: { title: "asc" } } },
    agent: { select: { id: true, firstName: true, lastName: true, email: true, phoneNumber: true, agency: { select: { name: true } } } },
    applications: {
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      include: {
        product: { select: { id: true, label: true, icon: true, iconUrl: true, isWholesale: true, isDirectToConsumer: true, identifier: true, industry: { select: { identifier: true } } } },
        renewals: { select: { id: true }, orderBy: { createdAt: "asc" } },
      },
    },
    notes: { ...visibleNotes(viewer), where: { ...visibleNotes(viewer).where, entityType: "Submission" } },
  } satisfies Prisma.SubmissionInclude;
}

export type SubmissionRow = Prisma.SubmissionGetPayload<{ include: ReturnType<typeof submissionInclude> }>;

/** Loads a submission through the viewer's access rule; anything they may not see is 404. */
export async function findSubmission(viewer: Viewer, submissionID: string, tx: Tx = db): Promise<SubmissionRow> {
  const row = await tx.submission.findFirst({ where: { id: submissionID, ...submissionAccess(viewer) }, include: submissionInclude(viewer) });
  if (!row) throw notFound("Submission");
  return row;
}

type AddressRow = SubmissionRow["addresses"][number];

function toApiAddress(a: AddressRow | undefined) {
  if (!a) return null;
  return {
    streetAddress: a.streetAddress,
    aptSuite: a.aptSuite,
    city: a.city,
    state: a.state,
    zip: a.zip,
    coordinates: a.latitude != null && a.longitude != null ? { latitude: Number(a.latitude), longitude: Number(a.longitude) } : null,
    isManuallyEntered: a.isManuallyEntered,
  };
}

export function businessTypeCodes(b: { naicsCode: string; isoCglCode: string; sicCode: string }) {
  return [
    { code: b.naicsCode, label: "NAICS" },
    { code: b.isoCglCode, label: "ISO CGL" },
    { code: b.sicCode, label: "SIC" },
  ];
}

/** The submission as the API answers it (spec 1 §3, §7). */
export function toApiSubmission(row: SubmissionRow) {
  const physical = row.addresses.find((a) => a.kind === "physical");
  const mailing = row.addresses.find((a) => a.kind === "mailing");
  return {
    submissionID: row.id,
    status: row.status,
    updatedDate: row.updatedAt.toISOString(),
    agent: {
      id: row.agent.id,
      fullName: `${row.agent.firstName} ${row.agent.lastName}`.trim(),
      email: row.agent.email,
      phoneNumber: row.agent.phoneNumber,
      agencyName: row.agent.agency?.name ?? null,
    },
    companyInfo: {
      infoStatus: row.infoStatus,
      isDocumentUploaded: row.isDocumentUploaded,
      isFormCompleted: row.isFormCompleted,
      isBusinessTypeSubmitted: row.isBusinessTypeSubmitted,
      insuredType: row.insuredType,
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
      yearsOfExp: row.yearsOfExp == null ? null : Number(row.yearsOfExp),
      description: row.description,
      physicalAddress: toApiAddress(physical),
      mailingAddress: row.isMailingSameAsPhysical ? toApiAddress(physical) : toApiAddress(mailing),
      isMailingSameAsPhysical: row.isMailingSameAsPhysical,
      selectedIndustryIDs: row.selectedIndustryIds,
      selectedCoverageIDs: [...new Set(row.applications.map((a) => a.productId))],
      businessTypeValues: row.businessTypes.map((b) => ({
        id: b.businessType.id,
        title: b.businessType.title,
        description: b.businessType.description,
        codes: businessTypeCodes(b.businessType),
        value: Number(b.percentage),
      })),
    },
    coverages: row.applications.map((a) => ({
      appID: a.id,
      productID: a.productId,
      productName: a.product.label,
      productIdentifier: a.product.identifier,
      industryIdentifier: a.product.industry.identifier,
      icon: a.product.icon,
      iconUrl: a.product.iconUrl,
      isWholesale: a.product.isWholesale,
      isDirectToConsumer: a.product.isDirectToConsumer,
      status: a.status as ApplicationStatus,
      statusDisplayValue: statusLabel(a.status),
      totalCost: dollars(a.totalCostCents),
      policyNo: a.policyNo,
      updatedDate: a.updatedAt.toISOString(),
      renewedFromAppID: a.renewedFromAppId,
      renewalAppIDs: a.renewals.map((r) => r.id),
    })),
    notes: row.notes.map(toApiNote),
  };
}
export type ApiSubmission = ReturnType<typeof toApiSubmission>;

export async function getSubmission(viewer: Viewer, submissionID: string) {
  return toApiSubmission(await findSubmission(viewer, submissionID));
}
