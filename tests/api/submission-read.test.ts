import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/submission/[submissionID]/route";
import { stableId } from "@/prisma/seed/stable-id";
import { call } from "../support/api-client";

const granite = stableId("submission:granite-builders");
const get = (id: string, as?: "agent" | "agent2" | "underwriter") => call(GET, `/api/submission/${id}`, { as, params: { submissionID: id } });

describe("GET /api/submission/{submissionID}", () => {
  it("answers company info, coverages, notes, agent, updatedDate and status to the owner agency", async () => {
    const res = await get(granite, "agent");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      submissionID: granite,
      status: "Completed",
      agent: { fullName: "Avery Agent", email: "agent@example.com", agencyName: "Acme Insurance Agency" },
      companyInfo: {
        companyName: "Granite Peak Builders Corp",
        entityType: "corporation",
        yearsOfExp: 20,
        dateBusinessStarted: "2006-01-10",
        physicalAddress: { city: "Denver", state: "CO", zip: "80203" },
        isMailingSameAsPhysical: true,
        infoStatus: "Completed",
      },
    });
    expect(res.json.companyInfo.mailingAddress).toEqual(res.json.companyInfo.physicalAddress);
    expect(res.json.companyInfo.businessTypeValues.map((b: { title: string; value: number }) => [b.title, b.value])).toEqual([
      ["Carpentry", 40],
      ["Drywall and Insulation Contractors", 60],
    ]);
    expect(res.json.companyInfo.businessTypeValues[0].codes.map((c: { label: string }) => c.label)).toEqual(["NAICS", "ISO CGL", "SIC"]);
    expect(res.json.coverages).toHaveLength(8);
    const bound = res.json.coverages.find((c: { appID: string }) => c.appID === stableId("application:granite-gl-bound"));
    expect(bound).toMatchObject({ status: "Bound", statusDisplayValue: "Bound", isWholesale: false, renewalAppIDs: expect.any(Array) });
    expect(bound.renewalAppIDs).toHaveLength(5);
    expect(typeof res.json.updatedDate).toBe("string");
  });

  it("is 404 for another agency's agent, 200 for an underwriter, 401 without a session, 400 for a malformed id", async () => {
    expect((await get(granite, "agent2")).status).toBe(404);
    expect((await get(granite, "underwriter")).status).toBe(200);
    expect((await get(granite)).status).toBe(401);
    expect((await get("not-an-id", "agent")).status).toBe(400);
    expect((await get(randomUUID(), "underwriter")).status).toBe(404);
  });

  it("shows agents no internal submission notes", async () => {
    const sunrise = stableId("submission:sunrise-carpentry");
    const res = await get(sunrise, "agent");
    expect(res.json.notes.map((n: { content: string }) => n.content)).toEqual(["Insured asked whether the equipment floater covers rented tools."]);
  });
});
