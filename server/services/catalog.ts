import "server-only";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { db } from "../db";
import { containsText } from "../db/sql-values";
import { notFound } from "../errors";
import type { ApiBusinessType, ApiCoverage, ApiIndustry, BusinessTypeQuery } from "@/lib/schemas/catalog";
import { can } from "@/lib/domain/permissions";

type Viewer = Pick<SessionUser, "role" | "agencyId">;

const BUSINESS_TYPE_LIMIT = 100;

// The grants of the viewer's agency only; an agent without an agency matches none.
function grantFilter(user: Viewer): Prisma.ProductAccessGrantWhereInput {
  return user.agencyId ? { agencyId: user.agencyId } : { agencyId: { in: [] } };
}

function industryInclude(user: Viewer) {
  return {
    products: {
      orderBy: [{ sortOrder: "asc" }, { label: "asc" }],
      include: { accessGrants: { where: grantFilter(user), select: { productId: true } } },
    },
  } satisfies Prisma.IndustryInclude;
}

type IndustryRow = Prisma.IndustryGetPayload<{ include: ReturnType<typeof industryInclude> }>;
type ProductRow = IndustryRow["products"][number];

function toCoverage(product: ProductRow, industryIdentifier: string, user: Viewer): ApiCoverage {
  const hasAccess = can(user.role, "useEveryProduct") || !product.requiresAccessGrant || product.accessGrants.length > 0;
  return {
    id: product.id,
    label: product.label,
    identifier: product.identifier,
    industryIdentifier,
    isDirectToConsumer: product.isDirectToConsumer,
    submissionType: product.submissionType,
    submissionEmail: product.submissionEmail,
    submissionFormUrls: { url: product.submissionFormUrl, alternateUrl: product.submissionFormAlternateUrl },
    icon: product.icon,
    iconUrl: product.iconUrl,
    hasAccess,
    requestAccessUrl: product.requestAccessUrl,
    limitedDistribution: product.limitedDistribution,
    stateIndication: product.stateIndication,
    linkedProducts: product.linkedProductIdentifiers,
    description: product.description,
    details: product.details ?? [],
    isWholesale: product.isWholesale,
  };
}
export type Coverage = ReturnType<typeof toCoverage>;

function toIndustry(industry: IndustryRow, user: Viewer): ApiIndustry {
  return {
    id: industry.id,
    label: industry.label,
    identifier: industry.identifier,
    icon: industry.icon,
    coverages: industry.products.map((p) => toCoverage(p, industry.identifier, user)),
  };
}
export type IndustryWithCoverages = ReturnType<typeof toIndustry>;

/** Every industry in display order with its coverages and whether the user has access to each (spec 1 §3). */
export async function listIndustries(user: Viewer): Promise<IndustryWithCoverages[]> {
  const industries = await db.industry.findMany({
    orderBy: [{ sortOrder: "asc" }, { label: "asc" }],
    include: industryInclude(user),
  });
  return industries.map((i) => toIndustry(i, user));
}

export async function getIndustry(user: Viewer, id: string): Promise<IndustryWithCoverages> {
  const industry = await db.industry.findUnique({ where: { id }, include: industryInclude(user) });
  if (!industry) throw notFound("Industry");
  return toIndustry(industry, user);
}

type BusinessTypeRow = Prisma.BusinessTypeGetPayload<object>;

export function businessTypeCodes(b: { naicsCode: string; isoCglCode: string; sicCode: string }) {
  return [
    { code: b.naicsCode, label: "NAICS" },
    { code: b.isoCglCode, label: "ISO CGL" },
    { code: b.sicCode, label: "SIC" },
  ];
}

function toBusinessType(row: BusinessTypeRow): ApiBusinessType {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    codes: businessTypeCodes(row),
    // Search results carry no percentage yet (spec 1 §3).
    value: 0,
  };
}
export type BusinessTypeResult = ReturnType<typeof toBusinessType>;

/** Business types matching the filters, by title, at most 100 (spec 1 §7, GET /business-types). */
export async function searchBusinessTypes(query: BusinessTypeQuery): Promise<BusinessTypeResult[]> {
  const conditions: Prisma.BusinessTypeWhereInput[] = [];
  if (query.productIDs?.length) conditions.push({ products: { some: { productId: { in: query.productIDs } } } });
  if (query.state) conditions.push({ OR: [{ states: { isEmpty: true } }, { states: { has: query.state } }] });
  if (query.search) {
    const contains = containsText(query.search);
    conditions.push({
      OR: [{ title: contains }, { description: contains }, { naicsCode: contains }, { isoCglCode: contains }, { sicCode: contains }],
    });
  }
  const rows = await db.businessType.findMany({ where: { AND: conditions }, orderBy: { title: "asc" }, take: BUSINESS_TYPE_LIMIT });
  return rows.map(toBusinessType);
}
