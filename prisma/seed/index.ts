import { Prisma, type PrismaClient } from "@/server/generated/prisma/client";
import { opensNoMarketModal } from "@/lib/domain/agent-flow";
import { classCodesOf, evaluateAppetite } from "@/lib/domain/appetite";
import { type AppetiteVerdict } from "@/lib/domain/appetite-display";
import { quoteValidUntil } from "@/lib/domain/policy-term";
import { statusId, type ApplicationStatus } from "@/lib/domain/statuses";
import { utcToday } from "@/lib/questionnaire/dates";
import { priceIndication } from "@/lib/questionnaire/rating";
import { wholesalerPrograms } from "@/lib/wholesalers";
import { hashPassword, verifyPassword } from "@/server/auth/password";
import { appetiteRules, demoAppetiteCarriers } from "../fixtures/appetite";
import { businessTypes } from "../fixtures/business-types";
import { carriers, industries, products, type ProductFixture } from "../fixtures/catalog";
import { demoSubmissions, type DemoApplication, type DemoSubmission } from "./demo-submissions";
import { answeredColumns } from "./sample-answers";
import { seedDocuments } from "./demo-documents";
import { seedEndorsements } from "./demo-endorsements";
import { seedNotes } from "./demo-notes";
import { demoStatusPath, demoStepHours } from "./status-path";
import { stableId } from "./stable-id";

export const DEMO_PASSWORD = "demo";

export const demoAccounts = [
  { key: "agent", email: "agent@example.com", firstName: "Avery", lastName: "Agent", roles: ["Agent"], agency: "acme", phone: "5125550100" },
  { key: "agent2", email: "agent2@example.com", firstName: "Blake", lastName: "Broker", roles: ["Agent"], agency: "beacon", phone: "6175550100" },
  // An agent of an agency with no submissions yet: the navigation as a newcomer sees it until their first one.
  { key: "newcomer", email: "newcomer@example.com", firstName: "Noor", lastName: "Newman", roles: ["Agent"], agency: "lantern", phone: "5125550300" },
  {
    key: "underwriter",
    email: "underwriter@example.com",
    firstName: "Uma",
    lastName: "Underwriter",
    roles: ["Underwriter"],
    agency: null,
    phone: "8005550100",
  },
  // A managing general agent's underwriter: an underwriter whose notes an Underwriter may hide and remove (spec 3 §6).
  { key: "mga", email: "mga@example.com", firstName: "Morgan", lastName: "Gale", roles: ["MGAUnderwriter", "Underwriter"], agency: null, phone: "8005550200" },
] as const;

// One agency with a book under each wholesaler program, and one with none yet.
const agencies = [
  { key: "acme", name: "Acme Insurance Agency", program: wholesalerPrograms[0] },
  { key: "beacon", name: "Beacon Risk Partners", program: wholesalerPrograms[1] },
  { key: "lantern", name: "Lantern Insurance Group", program: wholesalerPrograms[0] },
];

type Db = PrismaClient;

const POST_BIND: ApplicationStatus[] = [
  "Bound",
  "PolicyCancelled",
  "CancellationRequested",
  "CancellationScheduled",
  "CancellationDenied",
  "ReinstatementRequested",
  "ReinstatementDenied",
  "PolicyReinstated",
  "RequestedRenewal",
  "UnderwritingBindReview",
  "IncompleteBind",
];
const PRICED: ApplicationStatus[] = [...POST_BIND, "QuoteApproved", "Quoted", "PendingBind", "QuoteArchived", "QuotePermanentlyArchived"];
const UNTOUCHED: ApplicationStatus[] = ["NotStarted", "Renewal"];
// Steps of a demo path the underwriter took; the agent took the others.
const UNDERWRITER_STEPS: ApplicationStatus[] = [
  "QuoteApproved",
  "Quoted",
  "Bound",
  "UnderwritingDeclined",
  "Working",
  "RequestedInfo",
  "InMarket",
  "PolicyCancelled",
  "CancellationScheduled",
  "CancellationDenied",
  "ReinstatementDenied",
  "PolicyReinstated",
];
const DECLINES: ApplicationStatus[] = ["UnderwritingDeclined", "Declined"];

async function seedCatalog(db: Db) {
  for (const c of carriers) {
    await db.carrier.upsert({
      where: { id: stableId(`carrier:${c.name}`) },
      create: { id: stableId(`carrier:${c.name}`), name: c.name, thumbnailUrl: c.thumbnailUrl },
      update: { name: c.name, thumbnailUrl: c.thumbnailUrl },
    });
  }
  for (const i of industries) {
    const data = { label: i.label, identifier: i.identifier, icon: i.icon, sortOrder: i.sortOrder };
    await db.industry.upsert({
      where: { id: stableId(`industry:${i.identifier}`) },
      create: { id: stableId(`industry:${i.identifier}`), ...data },
      update: data,
    });
  }
  for (const p of products) {
    const id = stableId(`product:${p.identifier}`);
    const data = {
      industryId: stableId(`industry:${p.industryIdentifier}`),
      label: p.label,
      identifier: p.identifier,
      description: p.description ?? null,
      icon: p.icon ?? null,
      iconUrl: p.iconUrl ?? null,
      submissionType: p.submissionType,
      submissionEmail: p.submissionEmail ?? null,
      submissionFormUrl: p.submissionFormUrl ?? null,
      submissionFormAlternateUrl: p.submissionFormAlternateUrl ?? null,
      requiresAccessGrant: p.requiresAccessGrant ?? false,
      requestAccessUrl: p.requestAccessUrl ?? null,
      limitedDistribution: p.limitedDistribution ?? false,
      isDirectToConsumer: p.isDirectToConsumer ?? false,
      isWholesale: p.isWholesale ?? false,
      details: p.details ?? Prisma.DbNull,
      linkedProductIdentifiers: p.linkedProductIdentifiers ?? [],
      currentVersion: 1,
      sortOrder: p.sortOrder,
    };
    await db.product.upsert({ where: { id }, create: { id, ...data }, update: data });
    if (p.questionnaire) {
      const version = {
        questionnaire: p.questionnaire,
        pricing: p.pricing ?? { groups: [] },
        rating: p.rating ?? Prisma.DbNull,
      };
      await db.productVersion.upsert({
        where: { productId_version: { productId: id, version: 1 } },
        create: { id: stableId(`product-version:${p.identifier}:1`), productId: id, version: 1, ...version },
        update: version,
      });
    }
    for (const c of p.carriers ?? []) {
      const carrierId = stableId(`carrier:${c.name}`);
      await db.productCarrier.upsert({
        where: { productId_carrierId: { productId: id, carrierId } },
        create: { productId: id, carrierId, factorBps: c.factorBps },
        update: { factorBps: c.factorBps },
      });
    }
  }
  for (const r of appetiteRules) {
    const id = stableId(`appetite-rule:${r.key}`);
    const day = (d: string | undefined) => (d ? new Date(`${d}T00:00:00Z`) : null);
    const data = {
      carrierId: stableId(`carrier:${r.carrier}`),
      productId: stableId(`product:${r.product}`),
      state: r.state ?? null,
      naicsPrefix: r.naicsPrefix ?? null,
      isoCglCode: r.isoCglCode ?? null,
      decision: r.decision,
      reason: r.reason,
      effectiveFrom: day(r.effectiveFrom),
      effectiveTo: day(r.effectiveTo),
    };
    await db.carrierAppetiteRule.upsert({ where: { id }, create: { id, ...data }, update: data });
  }
  for (const b of businessTypes) {
    const id = stableId(`business-type:${b.title}`);
    const data = { title: b.title, description: b.description, naicsCode: b.naicsCode, isoCglCode: b.isoCglCode, sicCode: b.sicCode, states: b.states };
    await db.businessType.upsert({ where: { id }, create: { id, ...data }, update: data });
    for (const identifier of b.productIdentifiers) {
      const productId = stableId(`product:${identifier}`);
      await db.businessTypeProduct.upsert({
        where: { businessTypeId_productId: { businessTypeId: id, productId } },
        create: { businessTypeId: id, productId },
        update: {},
      });
    }
  }
}

async function seedPeople(db: Db) {
  for (const a of agencies) {
    const data = { name: a.name, parentAgencyId: a.program.parentAgencyId, parentAgencyCompanyName: a.program.name };
    await db.agency.upsert({ where: { id: stableId(`agency:${a.key}`) }, create: { id: stableId(`agency:${a.key}`), ...data }, update: data });
  }
  // Access-restricted coverages are granted to the first agency only, so both cases can be seen.
  for (const p of products.filter((p) => p.requiresAccessGrant)) {
    const key = { agencyId: stableId("agency:acme"), productId: stableId(`product:${p.identifier}`) };
    await db.productAccessGrant.upsert({ where: { agencyId_productId: key }, create: key, update: {} });
  }
  for (const u of demoAccounts) {
    const id = stableId(`user:${u.key}`);
    const existing = await db.user.findUnique({ where: { id } });
    // Users have updatedAt: touch them only when something differs, so a second run changes nothing.
    const passwordOk = existing ? await verifyPassword(DEMO_PASSWORD, existing.passwordHash) : false;
    const data = {
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      phoneNumber: u.phone,
      roles: [...u.roles],
      agencyId: u.agency ? stableId(`agency:${u.agency}`) : null,
    };
    if (!existing) {
      await db.user.create({ data: { id, ...data, passwordHash: await hashPassword(DEMO_PASSWORD) } });
    } else if (!passwordOk || JSON.stringify(data) !== JSON.stringify(pick(existing, Object.keys(data)))) {
      await db.user.update({ where: { id }, data: { ...data, ...(passwordOk ? {} : { passwordHash: await hashPassword(DEMO_PASSWORD) }) } });
    }
  }
}

function pick(row: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(keys.map((k) => [k, row[k]]));
}

function productFor(identifier: string) {
  const product = identifier === "__direct_to_consumer__" ? products.find((p) => p.isDirectToConsumer) : products.find((p) => p.identifier === identifier);
  if (!product) throw new Error(`Demo data names an unknown product: ${identifier}`);
  return product;
}

/** The appetite a demo application was submitted with: none before its submit (NotStarted, InProgress, Renewal). */
function submittedAppetite(product: ProductFixture, sub: DemoSubmission, app: DemoApplication, today: string): AppetiteVerdict | null {
  if (UNTOUCHED.includes(app.status) || app.status === "InProgress") return null;
  const types = sub.businessTypes.map((b) => businessTypes.find((t) => t.title === b.title)!);
  return evaluateAppetite(demoAppetiteCarriers(product.identifier), { state: sub.address.state, classCodes: classCodesOf(types), date: today }).decision;
}

function daysFrom(base: Date, days: number): Date {
  return new Date(base.getTime() + days * 86_400_000);
}

/**
 * Answers as the question engine leaves them: an InProgress app has its first
 * group answered, any other touched app all of them; the price indication
 * is rated from them like a save would.
 */
function seededAnswers(product: ProductFixture, sub: DemoSubmission, app: DemoApplication, today: string) {
  const questionnaire = product.questionnaire;
  if (!questionnaire) return { answerGroups: [], sectionGroupStatuses: {}, completionPercentage: 0 };
  const touched = !UNTOUCHED.includes(app.status);
  const companyInfo = {
    companyName: sub.companyName,
    firstName: sub.firstName,
    lastName: sub.lastName,
    emailAddress: sub.email,
    phoneNumber: sub.phone,
    entityType: sub.entityType,
    yearsOfExp: sub.yearsOfExp,
    description: sub.description,
    dateBusinessStarted: sub.dateBusinessStarted,
  };
  const groupCount = !touched ? 0 : app.status === "InProgress" ? 1 : undefined;
  const { evaluation, columns } = answeredColumns(questionnaire, { today, groupCount, companyInfo });
  const rating = product.rating;
  if (!touched || !rating) return columns;
  const indication = priceIndication({
    rating,
    exposure: evaluation.value(rating.exposureQuestionKey),
    state: sub.address.state,
    classes: sub.businessTypes.map((b) => ({ naicsCode: businessTypes.find((t) => t.title === b.title)?.naicsCode ?? "", percentage: b.percentage })),
    carriers: product.carriers.map((c) => ({
      id: stableId(`carrier:${c.name}`),
      name: c.name,
      thumbnailUrl: carriers.find((x) => x.name === c.name)?.thumbnailUrl ?? null,
      factorBps: c.factorBps,
    })),
  });
  return {
    ...columns,
    basePremiumCents: indication.basePremiumCents,
    totalPremiumCents: indication.totalPremiumCents,
    priceIndicationCarriers: indication.carriers,
  };
}

async function seedApplication(db: Db, sub: DemoSubmission, app: DemoApplication, submissionId: string, updatedAt: Date, today: string) {
  const product = productFor(app.product);
  const id = stableId(`application:${app.key}`);
  const touched = !UNTOUCHED.includes(app.status);
  const priced = PRICED.includes(app.status);
  const postBind = POST_BIND.includes(app.status);
  const carrier = product.carriers?.[0];
  const totalCostCents = priced ? 250_000 + (app.key.length % 7) * 41_500 : null;
  // Terms start before the seeding day, so the demo's policies are in force whenever it is seeded: about half of them
  // some 200 days before, the others some 320 days before, due for renewal within 40 to 70 days ('Renewals due').
  const startedDaysAgo = (app.key.length % 2 === 0 ? 320 : 200) - (app.key.length % 28);
  const effectiveDate = new Date(Date.parse(`${today}T00:00:00Z`) - startedDaysAgo * 86_400_000);
  await db.application.create({
    data: {
      id,
      submissionId,
      productId: stableId(`product:${product.identifier}`),
      productVersion: 1,
      status: app.status,
      statusId: statusId(app.status),
      ...seededAnswers(product, sub, app, today),
      selectedCarrierId: priced && carrier ? stableId(`carrier:${carrier.name}`) : null,
      totalCostCents,
      effectiveDate: priced ? effectiveDate : null,
      expirationDate: priced ? new Date(Date.UTC(effectiveDate.getUTCFullYear() + 1, effectiveDate.getUTCMonth(), effectiveDate.getUTCDate())) : null,
      policyNo: postBind ? `POL-${id.slice(0, 8).toUpperCase()}` : null,
      // Open quotes stay bindable for a while after seeding.
      quoteValidUntil: app.status === "QuoteApproved" || app.status === "Quoted" ? new Date(`${quoteValidUntil(today)}T00:00:00Z`) : null,
      isFlaggedForManualReview: app.flaggedForManualReview ?? false,
      appetiteDecision: submittedAppetite(product, sub, app, today),
      // Demo declines are old news: the agent has already seen their 'no market' notice.
      isDeclineAcknowledged: opensNoMarketModal(app.status),
      priceIndicationReady: touched,
      renewedFromAppId: app.renewedFrom ? stableId(`application:${app.renewedFrom}`) : null,
      createdAt: daysFrom(updatedAt, -30),
      updatedAt,
      statusChangedAt: updatedAt,
    },
  });
  const path = app.status === "NotStarted" ? [] : demoStatusPath(app.status, product.isWholesale ?? false);
  let at = updatedAt;
  const steps = path.map((status, i) => ({ status, from: i === 0 ? "NotStarted" : path[i - 1] })).reverse();
  const dated = steps.map((step) => {
    const when = at;
    at = new Date(at.getTime() - demoStepHours(app.key, step.status) * 3_600_000);
    return { ...step, when };
  });
  for (const step of dated.reverse()) {
    await db.applicationStatusHistory.create({
      data: {
        applicationId: id,
        fromStatus: step.from as ApplicationStatus,
        toStatus: step.status,
        changedById: stableId(`user:${UNDERWRITER_STEPS.includes(step.status) ? "underwriter" : sub.agent}`),
        reason: DECLINES.includes(step.status) ? "Class of business outside appetite" : "Demo data",
        createdAt: step.when,
      },
    });
  }
  return id;
}

/** The agency of an application's submission, which its post-bind records carry. */
async function agencyOf(db: Db, applicationId: string): Promise<string> {
  const app = await db.application.findUniqueOrThrow({ where: { id: applicationId }, select: { submission: { select: { agencyId: true } } } });
  return app.submission.agencyId;
}

async function seedPostBindHistory(db: Db, appIds: Map<string, string>, when: Date) {
  const agentId = stableId("user:agent");
  const underwriterId = stableId("user:underwriter");
  const cancellations: [string, "CancellationRequested" | "PolicyCancelled" | "CancellationDenied" | "CancellationCancelled" | "CancellationScheduled"][] = [
    ["granite-cancel-requested", "CancellationRequested"],
    // Decided for a day a month ahead: the policy is in force until then.
    ["bakery-cancel-scheduled", "CancellationScheduled"],
    ["granite-cancelled", "PolicyCancelled"],
    ["harbor-cancel-denied", "CancellationDenied"],
    ["harbor-homeowners", "PolicyCancelled"],
    // Withdrawn: the policy stayed Bound.
    ["es-bound", "CancellationCancelled"],
  ];
  for (const [appKey, status] of cancellations) {
    const applicationId = appIds.get(appKey)!;
    const id = stableId(`cancellation:${appKey}`);
    // The scheduled one is the underwriter's own cancellation: no agent asked for it.
    const outright = status === "CancellationScheduled";
    await db.cancellation.create({
      data: {
        id,
        applicationId,
        agencyId: await agencyOf(db, applicationId),
        status,
        requestedById: outright ? underwriterId : agentId,
        requestedDate: when,
        cancellationDate: status === "CancellationScheduled" ? daysFrom(when, 40) : when,
        reason: "Insured sold the business",
        uecDueTo: "Non-payment",
        createdAt: when,
        updatedAt: when,
      },
    });
    if (!outright) {
      await db.cancellationStatusHistory.create({ data: { cancellationId: id, status: "CancellationRequested", changedById: agentId, createdAt: when } });
    }
    if (status !== "CancellationRequested") {
      await db.cancellationStatusHistory.create({ data: { cancellationId: id, status, changedById: underwriterId, createdAt: daysFrom(when, 1) } });
    }
  }
  const reinstatements: [string, "ReinstatementRequested" | "ReinstatementDenied" | "PolicyReinstated"][] = [
    ["harbor-homeowners", "ReinstatementRequested"],
    ["harbor-reinstatement-denied", "ReinstatementDenied"],
    ["harbor-reinstated", "PolicyReinstated"],
  ];
  for (const [appKey, status] of reinstatements) {
    const applicationId = appIds.get(appKey)!;
    const id = stableId(`reinstatement:${appKey}`);
    const cancellationId = cancellations.some(([k]) => k === appKey) ? stableId(`cancellation:${appKey}`) : null;
    await db.reinstatement.create({
      data: {
        id,
        applicationId,
        agencyId: await agencyOf(db, applicationId),
        cancellationId,
        status,
        requestedById: agentId,
        requestedDate: when,
        reason: "Payment received",
        createdAt: when,
        updatedAt: when,
      },
    });
    await db.reinstatementStatusHistory.create({ data: { reinstatementId: id, status: "ReinstatementRequested", changedById: agentId, createdAt: when } });
    if (status !== "ReinstatementRequested") {
      await db.reinstatementStatusHistory.create({ data: { reinstatementId: id, status, changedById: underwriterId, createdAt: daysFrom(when, 1) } });
    }
  }
}

async function seedSubmissions(db: Db, now: Date) {
  const appIds = new Map<string, string>();
  for (const sub of demoSubmissions) {
    const id = stableId(`submission:${sub.key}`);
    const updatedAt = daysFrom(now, -sub.daysAgo);
    const agent = demoAccounts.find((a) => a.key === sub.agent)!;
    const anyPostBind = sub.applications.some((a) => POST_BIND.includes(a.status));
    await db.submission.create({
      data: {
        id,
        agencyId: stableId(`agency:${agent.agency}`),
        agentId: stableId(`user:${sub.agent}`),
        status: anyPostBind ? "Completed" : "InProgress",
        insuredType: sub.insuredType,
        infoStatus: sub.insuredType === "individual" || sub.businessTypes.length ? "Completed" : "InProgress",
        isFormCompleted: true,
        isBusinessTypeSubmitted: sub.businessTypes.length > 0,
        companyName: sub.companyName,
        firstName: sub.firstName,
        lastName: sub.lastName,
        emailAddress: sub.email,
        phoneNumber: sub.phone,
        entityType: sub.entityType,
        dateBusinessStarted: sub.dateBusinessStarted ? new Date(`${sub.dateBusinessStarted}T00:00:00Z`) : null,
        yearsOfExp: sub.yearsOfExp,
        description: sub.description,
        isMailingSameAsPhysical: true,
        selectedIndustryIds: [stableId(`industry:${sub.industry}`)],
        createdAt: daysFrom(updatedAt, -30),
        updatedAt,
        addresses: { create: { kind: "physical", ...sub.address, isManuallyEntered: true } },
        businessTypes: {
          create: sub.businessTypes.map((b) => ({ businessTypeId: stableId(`business-type:${b.title}`), percentage: b.percentage })),
        },
      },
    });
    // Renewals point at their original, so originals go first.
    const ordered = [...sub.applications].sort((a, b) => Number(Boolean(a.renewedFrom)) - Number(Boolean(b.renewedFrom)));
    for (const app of ordered) appIds.set(app.key, await seedApplication(db, sub, app, id, updatedAt, utcToday(now)));
  }
  await seedPostBindHistory(db, appIds, daysFrom(now, -10));
  await seedEndorsements(db, now);
  await seedNotes(db, now);
}

/**
 * Loads the catalog, the demo agencies and users, and the demo book of
 * business. Idempotent: the catalog is upserted, people are touched only when
 * they differ, and demo submissions are created only when none exist yet.
 */
export async function seedDatabase(db: Db, now = new Date()): Promise<void> {
  await seedCatalog(db);
  await seedPeople(db);
  const already = await db.submission.findUnique({ where: { id: stableId("submission:sunrise-carpentry") }, select: { id: true } });
  if (!already) await db.$transaction(async (tx) => seedSubmissions(tx as unknown as Db, now), { timeout: 120_000 });
  await seedDocuments(db, now);
}
