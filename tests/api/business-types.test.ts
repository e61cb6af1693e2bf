import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/business-types/route";
import { businessTypes, type BusinessTypeFixture } from "../../prisma/fixtures/business-types";
import { stableId } from "../../prisma/seed/stable-id";
import { call } from "../support/api-client";

type Result = { id: string; title: string; description: string; codes: { code: string; label: string }[]; value: number };

const productId = (identifier: string) => stableId(`product:${identifier}`);

async function search(qs: string, as: "agent" | "agent2" | "underwriter" = "agent") {
  const res = await call(GET, `/api/business-types?${qs}`, { as });
  expect(res.status).toBe(200);
  return res.json as Result[];
}

const titles = (list: { title: string }[]) => list.map((b) => b.title).sort();

// The filters of the spec, applied to the fixtures, to compare with what the database answers.
function expected(filter: { products?: string[]; state?: string; search?: string }): BusinessTypeFixture[] {
  return businessTypes.filter((b) => {
    if (filter.products && !b.productIdentifiers.some((p) => filter.products!.includes(p))) return false;
    if (filter.state && b.states.length > 0 && !b.states.includes(filter.state)) return false;
    if (filter.search) {
      const needle = filter.search.toLowerCase();
      const fields = [b.title, b.description, b.naicsCode, b.isoCglCode, b.sicCode];
      if (!fields.some((f) => f.toLowerCase().includes(needle))) return false;
    }
    return true;
  });
}

describe("GET /api/business-types", () => {
  it("answers 401 without a session", async () => {
    const res = await call(GET, "/api/business-types?search=carp");
    expect(res.status).toBe(401);
  });

  it("answers at most 100 types without filters, for any role", async () => {
    for (const as of ["agent", "agent2", "underwriter"] as const) {
      const list = await search("", as);
      expect(list).toHaveLength(Math.min(100, businessTypes.length));
      const known = new Set(businessTypes.map((b) => b.title));
      expect(list.every((b) => known.has(b.title))).toBe(true);
    }
  });

  it("answers the business type shape with a value of 0", async () => {
    const list = await search("search=Carpentry");
    expect(list.find((b) => b.title === "Carpentry")).toEqual({
      id: stableId("business-type:Carpentry"),
      title: "Carpentry",
      description: "Finish carpentry such as trim, doors, cabinets and millwork installed inside buildings.",
      codes: [
        { code: "238350", label: "NAICS" },
        { code: "91341", label: "ISO CGL" },
        { code: "1751", label: "SIC" },
      ],
      value: 0,
    });
  });

  it("searches title and description case-insensitively, ordered by title", async () => {
    const list = await search("search=CARP");
    expect(list.map((b) => b.title)).toEqual(["Carpentry", "Carpet and Upholstery Cleaning", "Commercial Carpentry", "Flooring Contractors"]);
    expect(titles(list)).toEqual(titles(expected({ search: "carp" })));
  });

  it.each([
    ["a NAICS code", "238350", ["Cabinet and Countertop Installation", "Carpentry", "Door and Window Installation"]],
    ["an ISO CGL code", "98678", ["Roofing Contractors"]],
    ["a SIC code", "5813", ["Bars and Taverns", "Nightclubs"]],
  ])("finds types by %s", async (_, code, names) => {
    const list = await search(`search=${code}`);
    expect(titles(list)).toEqual(names);
    expect(titles(list)).toEqual(titles(expected({ search: code })));
  });

  it.each(["_", "%", "\\"])("reads %s in the search as itself, not as a wildcard", async (text) => {
    const list = await search(`search=${encodeURIComponent(text)}`);
    expect(titles(list)).toEqual(titles(expected({ search: text })));
    expect(list.length).toBeLessThan(businessTypes.length);
  });

  it("keeps types linked to any of the given products", async () => {
    const one = await search(`productIDs=${productId("liquor_liability")}`);
    expect(titles(one)).toEqual(titles(expected({ products: ["liquor_liability"] })));
    expect(titles(one)).toContain("Bars and Taverns");
    expect(titles(one)).not.toContain("Family Restaurants");
    const two = await search(`productIDs=${productId("liquor_liability")}, ${productId("cyber_liability")}`);
    expect(titles(two)).toEqual(titles(expected({ products: ["liquor_liability", "cyber_liability"] })));
    expect(two.length).toBeGreaterThan(one.length);
  });

  it("answers nothing for a product no type is linked to", async () => {
    expect(await search(`productIDs=${productId("no_such_product")}`)).toEqual([]);
  });

  it("hides types whose states exclude the given state and keeps types for every state", async () => {
    const inCalifornia = await search("search=roofing&state=CA");
    expect(titles(inCalifornia)).toEqual(titles(expected({ search: "roofing", state: "CA" })));
    expect(titles(inCalifornia)).not.toContain("Roofing Contractors");
    const inTexas = await search("search=roofing&state=TX");
    expect(titles(inTexas)).toEqual(expect.arrayContaining(["Roofing Contractors", "Commercial Roofing Contractors"]));
    const everywhere = await search("search=Carpentry&state=CA");
    expect(titles(everywhere)).toContain("Carpentry");
  });

  it("uppercases and trims the state", async () => {
    expect(titles(await search("search=roofing&state=%20tx%20"))).toEqual(titles(await search("search=roofing&state=TX")));
  });

  it("combines the filters", async () => {
    const filter = { products: ["workers_comp"], state: "CA", search: "contractors" };
    const list = await search(`productIDs=${productId("workers_comp")}&state=CA&search=contractors`);
    expect(titles(list)).toEqual(titles(expected(filter)));
    expect(titles(list)).not.toContain("Excavation Contractors");
    expect(titles(list)).toContain("Electrical Contractors");
  });

  it("treats blank parameters as absent", async () => {
    const list = await search("productIDs=&state=&search=%20");
    expect(list).toHaveLength(Math.min(100, businessTypes.length));
  });

  it.each([
    ["a state name", "state=California"],
    ["a one-letter state", "state=C"],
    ["a state with a digit", "state=C1"],
    ["a search over 100 characters", `search=${"a".repeat(101)}`],
    ["a product id that is not a UUID", "productIDs=general_liability"],
  ])("answers 400 for %s", async (_, qs) => {
    const res = await call(GET, `/api/business-types?${qs}`, { as: "agent" });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("bad_request");
  });
});
