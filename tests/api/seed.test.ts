import { afterAll, describe, expect, it } from "vitest";
import { GET as AS_OF } from "@/app/api/applications/[appID]/as-of/route";
import { staleChanges, type EndorsementChanges } from "@/lib/domain/endorsement-changes";
import { endorsementTabs, endorsementTotalCents } from "@/lib/domain/endorsements";
import { applicationStatuses, marketplaceStatuses, wholesaleStatuses } from "@/lib/domain/statuses";
import { isEndorsable } from "@/lib/questionnaire/endorsable";
import { questionnaireQuestions } from "@/lib/schemas/product-definition";
import { products } from "@/prisma/fixtures/catalog";
import { seedDatabase } from "@/prisma/seed/index";
import { stableId } from "@/prisma/seed/stable-id";
import { createPrismaClient } from "@/server/db/client";
import { changesOf, insuredSelect, policyState } from "@/server/services/endorsement-policy";
import { call } from "../support/api-client";

const db = createPrismaClient();
afterAll(() => db.$disconnect());

const TABLES = [
  "Agency",
  "User",
  "UserTrait",
  "Industry",
  "Product",
  "ProductVersion",
  "ProductAccessGrant",
  "Carrier",
  "ProductCarrier",
  "CarrierAppetiteRule",
  "BusinessType",
  "BusinessTypeProduct",
  "Submission",
  "SubmissionAddress",
  "SubmissionBusinessType",
  "Application",
  "ApplicationStatusHistory",
  "Document",
  "Note",
  "Cancellation",
  "CancellationStatusHistory",
  "Reinstatement",
  "ReinstatementStatusHistory",
  "Endorsement",
  "EndorsementStatusHistory",
];

/** The same changes with their new values in place of the previous ones: none is stale when the policy holds them all. */
function newValuesAsPrevious(changes: EndorsementChanges): EndorsementChanges {
  return {
    ...changes,
    companyInfo: Object.fromEntries(Object.entries(changes.companyInfo).map(([field, c]) => [field, { ...c, prevValue: c!.value }])),
    businessTypes: changes.businessTypes.map((b) => ({ ...b, prevValue: b.value })),
    answers: changes.answers.map((g) => ({ ...g, questions: g.questions.map((q) => ({ ...q, prevValue: q.value })) })),
  };
}

/** Every row of every table, as text: equal snapshots mean nothing changed. */
async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const rows = await db.$queryRawUnsafe<{ t: string }[]>(`SELECT coalesce(string_agg(x::text, '|' ORDER BY x::text), '') AS t FROM "${table}" x`);
    out[table] = rows[0].t;
  }
  return out;
}

describe("demo seed", () => {
  it("is idempotent: a second run changes nothing", async () => {
    const before = await snapshot();
    await seedDatabase(db);
    expect(await snapshot()).toEqual(before);
  });

  it("has the catalog the landing page needs", async () => {
    const products = await db.product.findMany({ include: { industry: true } });
    expect(await db.industry.count()).toBeGreaterThanOrEqual(5);
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(new Set(products.map((p) => p.submissionType))).toEqual(new Set(["online", "email", "external"]));
    expect(products.some((p) => p.submissionType === "external" && p.submissionFormAlternateUrl)).toBe(true);
    expect(products.some((p) => p.requiresAccessGrant && p.requestAccessUrl)).toBe(true);
    expect(products.some((p) => p.isDirectToConsumer)).toBe(true);
    expect(products.some((p) => p.isWholesale)).toBe(true);
    expect(products.some((p) => p.label === "Homeowners")).toBe(true);
    expect(products.some((p) => p.industry.identifier === "workers_comp_mp")).toBe(true);
    expect(await db.businessType.count()).toBeGreaterThanOrEqual(60);
    expect(await db.productVersion.count()).toBeGreaterThanOrEqual(4);
  });

  it("has the three demo users, agents in agencies under different programs", async () => {
    const users = await db.user.findMany({ include: { agency: true }, orderBy: { email: "asc" } });
    const byEmail = Object.fromEntries(users.map((u) => [u.email, u]));
    expect(byEmail["agent@example.com"].roles).toEqual(["Agent"]);
    expect(byEmail["agent2@example.com"].roles).toEqual(["Agent"]);
    expect(byEmail["underwriter@example.com"].roles).toEqual(["Underwriter"]);
    expect(byEmail["agent@example.com"].agencyId).not.toBe(byEmail["agent2@example.com"].agencyId);
    expect(byEmail["agent@example.com"].agency?.parentAgencyId).not.toBe(byEmail["agent2@example.com"].agency?.parentAgencyId);
    expect(byEmail["agent@example.com"].passwordHash).not.toContain("demo");
  });

  it("has applications in every status of both status sets", async () => {
    const rows = await db.application.groupBy({ by: ["status"], _count: true });
    const seen = new Set(rows.map((r) => r.status));
    for (const status of [...marketplaceStatuses, ...wholesaleStatuses]) expect(seen, status).toContain(status);
    expect(seen.size).toBe(applicationStatuses.length);
  });

  it("has an application with more than three renewals (for the renewal list's View More)", async () => {
    const withRenewals = await db.application.findMany({ where: { renewals: { some: {} } }, include: { _count: { select: { renewals: true } } } });
    expect(Math.max(...withRenewals.map((a) => a._count.renewals))).toBeGreaterThan(3);
  });

  it("has an endorsement of a Bound policy in every status, priced where the status needs it, each with the history of its steps", async () => {
    const appID = stableId("application:sunrise-bound");
    const rows = await db.endorsement.findMany({ where: { applicationId: appID }, include: { statusHistory: { orderBy: { createdAt: "asc" } } } });
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(endorsementTabs.map((t) => t.status)));
    for (const row of rows) {
      expect(row.statusHistory[0].status, row.status).toBe("ApprovalRequested");
      expect(row.statusHistory.at(-1)!.status, row.status).toBe(row.status);
      expect(row.statusHistory.at(-1)!.changedById, row.status).toBe(row.updatedById);
      const priced = endorsementTotalCents(row) !== null;
      expect(priced, row.status).toBe(row.statusHistory.some((h) => h.status === "EndorsementApproved"));
      const changes = [Object.keys(row.companyInfoChanges as object), row.businessTypeChanges as unknown[], row.answerChanges as unknown[]];
      expect(
        changes.some((c) => c.length > 0),
        row.status,
      ).toBe(true);
    }
  });

  it("endorses only questions the product marks endorsable, as an agent could", async () => {
    const questions = questionnaireQuestions(products.find((p) => p.identifier === "commercial_auto")!.questionnaire!);
    const rows = await db.endorsement.findMany({ where: { applicationId: stableId("application:sunrise-bound") } });
    const changed = rows.flatMap((r) => (r.answerChanges as { questions: { source: string }[] }[]).flatMap((g) => g.questions.map((q) => q.source)));
    expect(changed.length).toBeGreaterThan(0);
    for (const source of changed) expect(isEndorsable(questions.find((q) => q.questionKey === source)!), source).toBe(true);
  });

  it("keeps the policy consistent with its endorsements: the Bound one applied, every other one's previous values the policy's own", async () => {
    const appID = stableId("application:sunrise-bound");
    const app = await db.application.findUniqueOrThrow({ where: { id: appID } });
    const insured = await db.submission.findUniqueOrThrow({ where: { id: app.submissionId }, select: insuredSelect });
    const live = policyState(insured, app);
    const rows = await db.endorsement.findMany({ where: { applicationId: appID } });
    const bound = rows.find((r) => r.status === "Bound")!;
    const boundChanges = changesOf(bound, endorsementTotalCents(bound));
    // Applied: the policy holds the new values, so the previous ones no longer match.
    expect(staleChanges(live, boundChanges).length).toBeGreaterThan(0);
    expect(staleChanges(live, newValuesAsPrevious(boundChanges))).toEqual([]);
    for (const row of rows.filter((r) => r.status !== "Bound")) {
      expect(staleChanges(live, changesOf(row, endorsementTotalCents(row))), row.status).toEqual([]);
      expect(row.effectiveDate.getTime(), row.status).toBeGreaterThan(bound.effectiveDate.getTime());
    }
    // Read as of the day before it took effect, the policy is the one the Bound endorsement changed, cost included.
    const dayBefore = new Date(bound.effectiveDate.getTime() - 86_400_000).toISOString().slice(0, 10);
    const before = await call(AS_OF, `/api/applications/${appID}/as-of?date=${dayBefore}`, { as: "underwriter", params: { appID } });
    expect(before.status, JSON.stringify(before.json)).toBe(200);
    for (const [field, change] of Object.entries(boundChanges.companyInfo)) expect(before.json.companyInfo[field] ?? null, field).toEqual(change!.prevValue);
    expect(before.json.totalCost * 100).toBe(app.totalCostCents! - endorsementTotalCents(bound)!);
  });
});
