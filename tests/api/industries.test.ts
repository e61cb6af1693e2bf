import { describe, expect, it } from "vitest";
import { GET as listIndustries } from "@/app/api/industries/route";
import { GET as getIndustry } from "@/app/api/industries/[id]/route";
import { industries, products } from "../../prisma/fixtures/catalog";
import { stableId } from "../../prisma/seed/stable-id";
import { call } from "../support/api-client";

type Coverage = { id: string; identifier: string; industryIdentifier: string; hasAccess: boolean; [k: string]: unknown };
type Industry = { id: string; identifier: string; label: string; icon: string | null; coverages: Coverage[] };

const constructionId = stableId("industry:construction");
const restricted = "contractors_equipment";

function coverage(list: Industry[], identifier: string): Coverage {
  const found = list.flatMap((i) => i.coverages).find((c) => c.identifier === identifier);
  if (!found) throw new Error(`coverage ${identifier} missing`);
  return found;
}

describe("GET /api/industries", () => {
  it("answers 401 without a session", async () => {
    const res = await call(listIndustries, "/api/industries");
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe("unauthorized");
  });

  it("lists industries by sortOrder, each with its coverages by sortOrder", async () => {
    const res = await call(listIndustries, "/api/industries", { as: "agent" });
    expect(res.status).toBe(200);
    const list = res.json as Industry[];
    const expected = [...industries].sort((a, b) => a.sortOrder - b.sortOrder);
    expect(list.map((i) => i.identifier)).toEqual(expected.map((i) => i.identifier));
    for (const industry of list) {
      expect(industry.id).toBe(stableId(`industry:${industry.identifier}`));
      const own = products.filter((p) => p.industryIdentifier === industry.identifier).sort((a, b) => a.sortOrder - b.sortOrder);
      expect(industry.coverages.map((c) => c.identifier)).toEqual(own.map((p) => p.identifier));
      for (const c of industry.coverages) expect(c.industryIdentifier).toBe(industry.identifier);
    }
  });

  it("answers the coverage shape of the spec", async () => {
    const res = await call(listIndustries, "/api/industries", { as: "agent", via: "cookie" });
    const gl = coverage(res.json, "general_liability");
    expect(gl).toEqual({
      id: stableId("product:general_liability"),
      label: "General Liability",
      identifier: "general_liability",
      industryIdentifier: "construction",
      isDirectToConsumer: false,
      submissionType: "online",
      submissionEmail: null,
      submissionFormUrls: { url: null, alternateUrl: null },
      icon: "shield",
      iconUrl: expect.any(String),
      hasAccess: true,
      requestAccessUrl: null,
      limitedDistribution: false,
      stateIndication: null,
      linkedProducts: products.find((p) => p.identifier === "general_liability")!.linkedProductIdentifiers,
      description: expect.any(String),
      details: expect.arrayContaining([{ type: "text", value: expect.any(String) }]),
      isWholesale: false,
    });
    expect(coverage(res.json, "builders_risk")).toMatchObject({
      submissionType: "external",
      submissionFormUrls: { url: "https://forms.example.com/builders-risk", alternateUrl: "https://forms.example.com/alt/builders-risk" },
    });
    expect(coverage(res.json, "hotel_package")).toMatchObject({ submissionType: "email", submissionEmail: "submissions@summitmutual.example.com" });
    expect(coverage(res.json, "handyman_individual").isDirectToConsumer).toBe(true);
    expect(coverage(res.json, "excess_surplus_gl").isWholesale).toBe(true);
  });

  it("gives access to a restricted coverage only to an agency holding the grant", async () => {
    const agent = await call(listIndustries, "/api/industries", { as: "agent" });
    const agent2 = await call(listIndustries, "/api/industries", { as: "agent2" });
    const underwriter = await call(listIndustries, "/api/industries", { as: "underwriter" });
    expect(coverage(agent.json, restricted).hasAccess).toBe(true);
    expect(coverage(agent2.json, restricted)).toMatchObject({
      hasAccess: false,
      requestAccessUrl: "https://forms.example.com/request-access/contractors-equipment",
    });
    expect(coverage(underwriter.json, restricted).hasAccess).toBe(true);
    const unrestricted = products.filter((p) => !p.requiresAccessGrant).map((p) => p.identifier);
    for (const identifier of unrestricted) expect(coverage(agent2.json, identifier).hasAccess).toBe(true);
  });
});

describe("GET /api/industries/{id}", () => {
  const url = (id: string) => `/api/industries/${id}`;

  it("answers 401 without a session", async () => {
    const res = await call(getIndustry, url(constructionId), { params: { id: constructionId } });
    expect(res.status).toBe(401);
  });

  it("answers one industry with its coverages", async () => {
    const res = await call(getIndustry, url(constructionId), { as: "agent", params: { id: constructionId } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: constructionId, identifier: "construction", label: "Construction", icon: "hammer" });
    const own = products.filter((p) => p.industryIdentifier === "construction").sort((a, b) => a.sortOrder - b.sortOrder);
    expect(res.json.coverages.map((c: Coverage) => c.identifier)).toEqual(own.map((p) => p.identifier));
    expect(res.json.coverages.every((c: Coverage) => c.industryIdentifier === "construction")).toBe(true);
  });

  it("answers the same industry as the list", async () => {
    const list = await call(listIndustries, "/api/industries", { as: "agent2" });
    const one = await call(getIndustry, url(constructionId), { as: "agent2", params: { id: constructionId } });
    expect(one.json).toEqual((list.json as Industry[]).find((i) => i.id === constructionId));
    expect(coverage([one.json], restricted).hasAccess).toBe(false);
  });

  it("answers 404 for an unknown id", async () => {
    const id = stableId("industry:no-such-industry");
    const res = await call(getIndustry, url(id), { as: "underwriter", params: { id } });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe("not_found");
  });

  it("answers 400 for a malformed id", async () => {
    const res = await call(getIndustry, url("construction"), { as: "agent", params: { id: "construction" } });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.id).toBeDefined();
  });
});
