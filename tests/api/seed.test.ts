import { afterAll, describe, expect, it } from "vitest";
import { applicationStatuses, marketplaceStatuses, wholesaleStatuses } from "@/lib/domain/statuses";
import { seedDatabase } from "@/prisma/seed/index";
import { createPrismaClient } from "@/server/db/client";

const db = createPrismaClient();
afterAll(() => db.$disconnect());

const TABLES = [
  "Agency", "User", "UserTrait", "Industry", "Product", "ProductVersion", "ProductAccessGrant", "Carrier", "ProductCarrier",
  "BusinessType", "BusinessTypeProduct", "Submission", "SubmissionAddress", "SubmissionBusinessType", "Application",
  "ApplicationStatusHistory", "Document", "Note", "Cancellation", "CancellationStatusHistory", "Reinstatement",
  "ReinstatementStatusHistory", "Endorsement", "EndorsementStatusHistory",
];

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
});
