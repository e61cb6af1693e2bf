import "server-only";
import { centsToDollars } from "@/lib/domain/costs";
import { businessTypesChanged, companyInfoStatus, isFormCompleted, type InsuredType } from "@/lib/domain/company-info";
import { SUBMISSION_NOT_EDITABLE, submissionEditPermissions } from "@/lib/domain/editing";
import { messages } from "@/lib/domain/insured";
import { NO_CREATE_PERMISSION, canCreateSubmission } from "@/lib/domain/landing";
import { policyStanding, type PolicyStanding } from "@/lib/domain/policy-standing";
import { isMarketplaceRenewalDue } from "@/lib/domain/renewals";
import { statusId, statusLabel, type ApplicationStatus } from "@/lib/domain/statuses";
import { utcToday } from "@/lib/questionnaire/dates";
import { WORKERS_COMP_INDUSTRY, type Address, type CompanyInfo } from "@/lib/schemas/company-info";
import type { SubmissionCreate, SubmissionUpdate } from "@/lib/schemas/submission";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";
import type { SessionUser } from "../auth/session-user";
import { db, type Tx } from "../db";
import { AppError, forbidden, notFound, type FieldErrors } from "../errors";
import { submissionAccess } from "./access";
import { coverageAppetite } from "./appetite";
import { cancelDueAmong } from "./cancellation-schedule";
import { businessTypeCodes } from "./catalog";
import { assertFresh, basedOnTime, staleConflict, updateIfFresh, type Freshness } from "./freshness";
import { readSubmission } from "./submission-read";
import { reevaluateSubmissionAnswers } from "./insured-answers";
import { toApiNote } from "./note-view";
import { day } from "./policy-records";
import { submissionInclude, type SubmissionRow } from "./submission-row";

type Viewer = Pick<SessionUser, "role" | "agencyId">;

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

/** A coverage's appetite as the carriers' rules read its insured now (lib/domain/appetite.ts). */
function coverageAppetiteOf(row: SubmissionRow, app: SubmissionRow["applications"][number]) {
  const { decision, reasons } = coverageAppetite({
    carriers: app.product.carriers,
    rules: app.product.appetiteRules,
    addresses: row.addresses,
    businessTypes: row.businessTypes,
    effectiveDate: app.effectiveDate,
  });
  return { decision, reasons, overridden: app.appetiteOverriddenAt !== null };
}

/** A coverage's standing by the calendar; a renewal's lapse is told when the policy it renews is on the same submission (a marketplace renewal always is). */
function coverageStanding(
  app: { status: string; expirationDate: Date | null; renewedFromAppId: string | null },
  all: readonly { id: string; expirationDate: Date | null }[],
): { standing: PolicyStanding | null } {
  const original = app.renewedFromAppId ? all.find((o) => o.id === app.renewedFromAppId) : undefined;
  return {
    standing: policyStanding(
      { status: app.status, expirationDate: day(app.expirationDate), renewedFromExpirationDate: day(original?.expirationDate ?? null) },
      utcToday(),
    ),
  };
}

/** The submission as the API answers it (spec 1 §3, §7). */
export function toApiSubmission(row: SubmissionRow): ApiSubmission {
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
      isDocumentUploaded: row.applications.some((a) => a._count.documents > 0),
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
      ...coverageStanding(a, row.applications),
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
      totalCost: centsToDollars(a.totalCostCents),
      policyNo: a.policyNo,
      expirationDate: day(a.expirationDate),
      renewalDue: isMarketplaceRenewalDue(
        { isWholesale: a.product.isWholesale, status: a.status, expirationDate: day(a.expirationDate), hasRenewal: a.renewals.length > 0 },
        utcToday(),
      ),
      updatedDate: a.updatedAt.toISOString(),
      renewedFromAppID: a.renewedFromAppId,
      renewalAppIDs: a.renewals.map((r) => r.id),
      isDeclineAcknowledged: a.isDeclineAcknowledged,
      appetite: coverageAppetiteOf(row, a),
    })),
    notes: row.notes.map(toApiNote),
  };
}

export async function getSubmission(viewer: Viewer, submissionID: string): Promise<ApiSubmission> {
  // The read every submission screen makes, in one hand-written statement (submission-read.ts).
  let row = await readSubmission(viewer, submissionID);
  if (!row) throw notFound("Submission");
  // A policy whose scheduled cancellation day has come shows as cancelled, whether or not the sweep has run.
  if (await cancelDueAmong(row.applications)) row = (await readSubmission(viewer, submissionID)) ?? row;
  return toApiSubmission(row);
}

// ---------------------------------------------------------------------------
// Create and update (spec 1 §7: POST /submission, PUT /submission/{submissionID})

type CoverageFacts = { id: string; label: string; industryId: string; isDirectToConsumer: boolean };

const unprocessable = (fields: FieldErrors, message = "Invalid request body.") => new AppError("unprocessable", message, fields);

/** Rules that need the database: industries exist and hold the coverages, the insured type fits, FEIN for workers comp, business types fit the coverages. */
async function checkCompanyInfo(tx: Tx, info: CompanyInfo, coverages: readonly CoverageFacts[]) {
  const industries = await tx.industry.findMany({ where: { id: { in: info.selectedIndustryIDs } }, select: { id: true, identifier: true } });
  if (industries.length !== info.selectedIndustryIDs.length) throw unprocessable({ "companyInfo.selectedIndustryIDs": ["Unknown industry."] });
  if (coverages.some((c) => !info.selectedIndustryIDs.includes(c.industryId))) {
    throw unprocessable({ "companyInfo.selectedIndustryIDs": ["Each coverage must belong to a selected industry."] });
  }
  const directToConsumer = coverages.filter((c) => c.isDirectToConsumer).length;
  if (directToConsumer > 0 && directToConsumer < coverages.length) {
    throw unprocessable({ coverages: ["A direct-to-consumer coverage cannot be combined with other coverages."] });
  }
  const expected: InsuredType = directToConsumer > 0 ? "individual" : "company";
  if (info.insuredType !== expected) {
    throw unprocessable({
      "companyInfo.insuredType": [expected === "individual" ? "A direct-to-consumer coverage insures an individual." : "This coverage insures a company."],
    });
  }
  if (industries.some((i) => i.identifier === WORKERS_COMP_INDUSTRY) && !info.feinSsnNumber) {
    throw unprocessable({ "companyInfo.feinSsnNumber": [messages.missing] });
  }
  if (info.businessTypeValues?.length) {
    const ids = info.businessTypeValues.map((b) => b.id);
    const allowed = await tx.businessType.findMany({
      where: { id: { in: ids }, products: { some: { productId: { in: coverages.map((c) => c.id) } } } },
      select: { id: true },
    });
    const allowedIds = new Set(allowed.map((b) => b.id));
    const fields: FieldErrors = {};
    ids.forEach((id, index) => {
      if (!allowedIds.has(id)) fields[`companyInfo.businessTypeValues.${index}.id`] = ["This business type is not available for the chosen coverages."];
    });
    if (Object.keys(fields).length) throw unprocessable(fields);
  }
}

function addressRows(info: CompanyInfo) {
  const row = (kind: "physical" | "mailing", a: Address) => ({
    kind,
    streetAddress: a.streetAddress,
    aptSuite: a.aptSuite,
    city: a.city,
    state: a.state,
    zip: a.zip,
    latitude: a.coordinates?.latitude ?? null,
    longitude: a.coordinates?.longitude ?? null,
    isManuallyEntered: a.isManuallyEntered,
  });
  return [row("physical", info.physicalAddress), ...(info.mailingAddress ? [row("mailing", info.mailingAddress)] : [])];
}

function insuredData(info: CompanyInfo, businessTypeCount: number) {
  return {
    insuredType: info.insuredType,
    companyName: info.companyName,
    dba: info.dba,
    firstName: info.firstName,
    lastName: info.lastName,
    emailAddress: info.emailAddress,
    phoneNumber: info.phoneNumber,
    websiteUrl: info.websiteUrl,
    entityType: info.entityType,
    feinSsnNumber: info.feinSsnNumber,
    dateBusinessStarted: info.dateBusinessStarted ? new Date(`${info.dateBusinessStarted}T00:00:00Z`) : null,
    yearsOfExp: info.yearsOfExp,
    description: info.description,
    isMailingSameAsPhysical: info.isMailingSameAsPhysical,
    selectedIndustryIds: info.selectedIndustryIDs,
    isFormCompleted: isFormCompleted(info.firstName),
    infoStatus: companyInfoStatus({ firstName: info.firstName, insuredType: info.insuredType, businessTypeCount }),
  };
}

/**
 * Creates the submission with one NotStarted application per coverage. Only
 * agents of an agency may (lib/domain/landing.ts); every coverage must be an
 * online one the agency has access to.
 */
export async function createSubmission(user: SessionUser, body: SubmissionCreate): Promise<ApiSubmission> {
  if (!canCreateSubmission(user) || !user.agencyId) throw forbidden(NO_CREATE_PERMISSION);
  const agencyId = user.agencyId;
  const products = await db.product.findMany({
    where: { id: { in: body.coverages } },
    select: {
      id: true,
      label: true,
      industryId: true,
      isDirectToConsumer: true,
      submissionType: true,
      requiresAccessGrant: true,
      currentVersion: true,
      accessGrants: { where: { agencyId }, select: { productId: true } },
    },
  });
  if (products.length !== body.coverages.length) throw unprocessable({ coverages: ["Unknown coverage."] });
  const offline = products.find((p) => p.submissionType !== "online");
  if (offline) throw unprocessable({ coverages: [`${offline.label} is not submitted online.`] });
  const restricted = products.find((p) => p.requiresAccessGrant && p.accessGrants.length === 0);
  if (restricted) throw forbidden(`Your agency does not have access to ${restricted.label}.`);

  const info = body.companyInfo;
  await checkCompanyInfo(db, info, products);
  const businessTypes = info.businessTypeValues ?? [];
  const version = new Map(products.map((p) => [p.id, p.currentVersion]));
  // In a transaction, so the audit trail knows who created it.
  const created = await db.$transaction((tx) =>
    tx.submission.create({
      data: {
        agencyId,
        agentId: user.id,
        ...insuredData(info, businessTypes.length),
        isBusinessTypeSubmitted: info.isBusinessTypeSubmitted ?? false,
        addresses: { create: addressRows(info) },
        businessTypes: { create: businessTypes.map((b) => ({ businessTypeId: b.id, percentage: b.value })) },
        applications: {
          create: body.coverages.map((productId) => ({
            productId,
            productVersion: version.get(productId)!,
            status: "NotStarted" as const,
            statusId: statusId("NotStarted"),
          })),
        },
      },
      select: { id: true },
    }),
  );
  return getSubmission(user, created.id);
}

/**
 * Replaces the insured (and the business types when sent). Both roles may, as
 * long as every coverage of the submission is editable (spec 1 §6).
 * isBusinessTypeSubmitted takes the value sent; without one, a change of
 * business types resets it.
 */
const SUBMISSION_CHANGED = "This submission was changed by someone else since you loaded it. Reload it to see the changes.";

export async function updateSubmission(user: SessionUser, submissionID: string, body: SubmissionUpdate): Promise<ApiSubmission> {
  const info = body.companyInfo;
  await db.$transaction(async (tx) => {
    const row = await findSubmission(user, submissionID, tx);
    const freshness: Freshness = {
      basedOn: basedOnTime(body.updatedDate),
      stale: async () => staleConflict(SUBMISSION_CHANGED, toApiSubmission(await findSubmission(user, submissionID, tx))),
    };
    await assertFresh(row.updatedAt, freshness);
    // The coverages' statuses as they stand once locked: a bind committing meanwhile moves no status the check has
    // passed, since it waits for this transaction, or this one waits for it and sees the policy bound.
    const locked = await tx.$queryRaw<{ status: ApplicationStatus }[]>`
      SELECT "status"::text AS "status" FROM "Application" WHERE "submissionId" = ${row.id} ORDER BY "id" FOR UPDATE`;
    const { companyInfo: editable } = submissionEditPermissions(
      user.role,
      locked.map((a) => a.status),
    );
    if (!editable) throw new AppError("conflict", SUBMISSION_NOT_EDITABLE);
    const products = await tx.product.findMany({
      where: { id: { in: row.applications.map((a) => a.productId) } },
      select: { id: true, label: true, industryId: true, isDirectToConsumer: true },
    });
    await checkCompanyInfo(tx, info, products);

    const before = row.businessTypes.map((b) => ({ id: b.businessTypeId, value: Number(b.percentage) }));
    const after = info.businessTypeValues ?? before;
    const changed = info.businessTypeValues !== undefined && businessTypesChanged(before, after);
    await updateIfFresh(
      (guard) =>
        tx.submission.updateMany({
          where: { id: row.id, ...guard },
          data: {
            ...insuredData(info, after.length),
            isBusinessTypeSubmitted: info.isBusinessTypeSubmitted ?? (changed ? false : row.isBusinessTypeSubmitted),
          },
        }),
      freshness,
    );
    await tx.submissionAddress.deleteMany({ where: { submissionId: row.id } });
    await tx.submissionAddress.createMany({ data: addressRows(info).map((a) => ({ ...a, submissionId: row.id })) });
    if (changed) {
      await tx.submissionBusinessType.deleteMany({ where: { submissionId: row.id } });
      await tx.submissionBusinessType.createMany({ data: after.map((b) => ({ submissionId: row.id, businessTypeId: b.id, percentage: b.value })) });
    }
    await reevaluateSubmissionAnswers(tx, row.id);
  });
  return getSubmission(user, submissionID);
}
