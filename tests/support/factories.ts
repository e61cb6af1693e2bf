import { randomUUID } from "node:crypto";
import { statusId, type ApplicationStatus } from "@/lib/domain/statuses";
import { utcToday } from "@/lib/questionnaire/dates";
import { products } from "@/prisma/fixtures/catalog";
import { answeredColumns } from "@/prisma/seed/sample-answers";
import { stableId } from "@/prisma/seed/stable-id";
import { db } from "@/server/db";
import { PATCH as DECIDE_CANCELLATION } from "@/app/api/cancellations/[id]/route";
import { call, signInAs } from "./api-client";
import { storeDocument } from "./documents";

/** Valid answers to every group ("complete") or the first one, with the statuses the engine gives them. */
function answered(productIdentifier: string, answers: "complete" | "first") {
  const questionnaire = products.find((p) => p.identifier === productIdentifier)?.questionnaire;
  if (!questionnaire) throw new Error(`${productIdentifier} has no questionnaire`);
  return answeredColumns(questionnaire, { today: utcToday(), groupCount: answers === "first" ? 1 : undefined }).columns;
}

function priced(productIdentifier: string) {
  const carrier = products.find((p) => p.identifier === productIdentifier)?.carriers[0];
  if (!carrier) throw new Error(`${productIdentifier} has no carrier`);
  return { selectedCarrierId: stableId(`carrier:${carrier.name}`), totalCostCents: 250_000 };
}

/** A fresh submission with one application, so a test can change it without touching others; or one more application on `submissionId`. */
export async function createApplication(options: {
  agency?: "acme" | "beacon";
  submissionId?: string;
  product?: string;
  status?: ApplicationStatus;
  agentDocument?: boolean;
  /** An underwriter's quote document, as approving a quote needs. */
  quoteDocument?: boolean;
  answers?: "complete" | "first";
  /** Complete answers, the product's first carrier and a total cost: all binding needs of the application itself. */
  priced?: boolean;
  yearsOfExp?: number;
  /** The insured's physical state (TX unless named) and business types by title (none unless named), which the carriers' appetite reads. */
  state?: string;
  businessTypes?: string[];
}) {
  const agency = options.agency ?? "acme";
  const submissionId = options.submissionId ?? randomUUID();
  const appID = randomUUID();
  if (!options.submissionId)
    await db.submission.create({
      data: {
        id: submissionId,
        agencyId: stableId(`agency:${agency}`),
        agentId: stableId(`user:${agency === "acme" ? "agent" : "agent2"}`),
        companyName: `Test Insured ${appID.slice(0, 8)}`,
        firstName: "Test",
        lastName: "Insured",
        yearsOfExp: options.yearsOfExp ?? 10,
        addresses: { create: { kind: "physical", streetAddress: "401 Congress Ave", city: "Austin", state: options.state ?? "TX", zip: "78701" } },
        businessTypes: {
          create: (options.businessTypes ?? []).map((title, _, all) => ({ businessTypeId: stableId(`business-type:${title}`), percentage: 100 / all.length })),
        },
      },
    });
  const status = options.status ?? "InProgress";
  const product = options.product ?? "general_liability";
  const answers = options.priced ? "complete" : options.answers;
  await db.application.create({
    data: {
      id: appID,
      submissionId,
      productId: stableId(`product:${product}`),
      productVersion: 1,
      status,
      statusId: statusId(status),
      ...(answers ? answered(product, answers) : {}),
      ...(options.priced ? priced(product) : {}),
    },
  });
  if (options.agentDocument) await storeDocument({ appID });
  if (options.quoteDocument) await storeDocument({ appID, filename: "quote.pdf", uploaderType: "Underwriter", category: "upload_finalize_quote" });
  return { appID, submissionId, updatedDate: await updatedDate(appID) };
}

export async function updatedDate(appID: string): Promise<string> {
  const row = await db.application.findUniqueOrThrow({ where: { id: appID }, select: { updatedAt: true } });
  return row.updatedAt.toISOString();
}

export async function applicationState(appID: string) {
  const row = await db.application.findUniqueOrThrow({ where: { id: appID } });
  const history = await db.applicationStatusHistory.findMany({ where: { applicationId: appID }, orderBy: { createdAt: "asc" } });
  return { row, history };
}

const TERM = { effectiveDate: new Date("2026-01-01T00:00:00Z"), expirationDate: new Date("2027-01-01T00:00:00Z") };

/** A Bound policy with a term and a cost, for the post-bind records. */
export async function createPolicy(options: { agency?: "acme" | "beacon"; status?: ApplicationStatus; submissionId?: string; product?: string } = {}) {
  const app = await createApplication({
    agency: options.agency,
    submissionId: options.submissionId,
    product: options.product,
    status: options.status ?? "Bound",
    answers: "complete",
  });
  await db.application.update({ where: { id: app.appID }, data: { ...TERM, totalCostCents: 365_000, policyNo: `POL-${app.appID.slice(0, 13)}` } });
  return { ...app, updatedDate: await updatedDate(app.appID) };
}

/** The agency of an application's submission, which its post-bind records carry. */
export async function agencyOf(appID: string): Promise<string> {
  const app = await db.application.findUniqueOrThrow({ where: { id: appID }, select: { submission: { select: { agencyId: true } } } });
  return app.submission.agencyId;
}

/** An agent's cancellation request on a fresh policy (the policy CancellationRequested). */
export async function createCancellationRequest(options: { agency?: "acme" | "beacon" } = {}) {
  const agency = options.agency ?? "acme";
  const policy = await createPolicy({ agency, status: "CancellationRequested" });
  const cancellation = await db.cancellation.create({
    data: {
      applicationId: policy.appID,
      agencyId: await agencyOf(policy.appID),
      requestedById: stableId(`user:${agency === "acme" ? "agent" : "agent2"}`),
      cancellationDate: new Date("2026-06-01T00:00:00Z"),
      reason: "Sold the business",
      uecDueTo: "Insured request",
    },
  });
  await db.cancellationStatusHistory.create({ data: { cancellationId: cancellation.id, status: "CancellationRequested" } });
  return { ...policy, cancellation };
}

/** The underwriter decides a cancellation request as the policy summary does (PATCH /api/cancellations/{id}). */
export function underwriterDecides(cancellation: { id: string; updatedAt: Date }, status: string) {
  return call(DECIDE_CANCELLATION, `/api/cancellations/${cancellation.id}`, {
    as: "underwriter",
    method: "PATCH",
    params: { id: cancellation.id },
    body: { status, updatedDate: cancellation.updatedAt.toISOString() },
  });
}

/** An agent's reinstatement request on a fresh policy cancelled on 2026-06-01 (the policy ReinstatementRequested). */
export async function createReinstatementRequest(options: { agency?: "acme" | "beacon" } = {}) {
  const agency = options.agency ?? "acme";
  const policy = await createPolicy({ agency, status: "ReinstatementRequested" });
  const requestedById = stableId(`user:${agency === "acme" ? "agent" : "agent2"}`);
  const agencyId = await agencyOf(policy.appID);
  const cancellation = await db.cancellation.create({
    data: {
      applicationId: policy.appID,
      agencyId,
      status: "PolicyCancelled",
      requestedById,
      cancellationDate: new Date("2026-06-01T00:00:00Z"),
      reason: "Non-payment",
    },
  });
  const reinstatement = await db.reinstatement.create({
    data: { applicationId: policy.appID, agencyId, cancellationId: cancellation.id, requestedById, reason: "Paid" },
  });
  await db.reinstatementStatusHistory.create({ data: { reinstatementId: reinstatement.id, status: "ReinstatementRequested" } });
  return { ...policy, cancellation, reinstatement };
}

/** An endorsement of a fresh policy changing the insured's phone number, in the status asked for, priced or not. */
export async function createEndorsement(
  options: {
    agency?: "acme" | "beacon";
    status?: "ApprovalRequested" | "EndorsementApproved" | "BindRequested" | "Bound" | "Declined" | "Archived";
    priced?: boolean;
    product?: string;
  } = {},
) {
  const agency = options.agency ?? "acme";
  const policy = await createPolicy({ agency, product: options.product });
  const changedById = stableId(`user:${agency === "acme" ? "agent" : "agent2"}`);
  const status = options.status ?? "ApprovalRequested";
  const endorsement = await db.endorsement.create({
    data: {
      applicationId: policy.appID,
      agencyId: await agencyOf(policy.appID),
      status,
      effectiveDate: new Date("2026-06-01T00:00:00Z"),
      companyInfoChanges: { phoneNumber: { label: "Phone Number", value: "5125550199", prevValue: null } },
      ...(options.priced && { totalPremiumCents: 10_000, stateTaxCents: 500, underwriterFeeCents: 2_500 }),
      updatedById: changedById,
    },
  });
  await db.endorsementStatusHistory.create({ data: { endorsementId: endorsement.id, status, changedById } });
  return { ...policy, endorsement };
}

/** A new agent of an agency, signed in, who can be moved without disturbing the demo users. */
export async function newAgentOf(agency: "acme" | "beacon") {
  const user = await db.user.create({
    data: {
      email: `agent-${randomUUID()}@example.com`,
      passwordHash: "x",
      firstName: "Mo",
      lastName: "Ver",
      roles: ["Agent"],
      agencyId: stableId(`agency:${agency}`),
    },
  });
  return { id: user.id, token: (await signInAs(user.id)).bearer };
}
