import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/submission/route";
import { GET, PUT } from "@/app/api/submission/[submissionID]/route";
import { GET as ZIP } from "@/app/api/zip-codes/[zip]/route";
import { SUBMISSION_NOT_EDITABLE } from "@/lib/domain/editing";
import { NO_CREATE_PERMISSION } from "@/lib/domain/landing";
import type { CompanyInfoInput } from "@/lib/schemas/company-info";
import { stableId } from "@/prisma/seed/stable-id";
import { db } from "@/server/db";
import { call, demoUserIds, type DemoUser } from "../support/api-client";
import { createApplication } from "../support/factories";

const product = (identifier: string) => stableId(`product:${identifier}`);
const industry = (identifier: string) => stableId(`industry:${identifier}`);
const businessType = (title: string) => stableId(`business-type:${title}`);

const company: CompanyInfoInput = {
  insuredType: "company",
  companyName: "Cedar Ridge Carpentry LLC",
  dba: "Cedar Ridge",
  firstName: "Jordan",
  lastName: "Reyes",
  emailAddress: "jordan@cedarridge.example.com",
  phoneNumber: "5125550188",
  websiteUrl: "https://cedarridge.example.com",
  entityType: "llc",
  feinSsnNumber: "123456789",
  dateBusinessStarted: "2015-04-01",
  yearsOfExp: 9,
  description: "Residential finish carpentry.",
  physicalAddress: { streetAddress: "500 W 2nd St", aptSuite: "Suite 200", city: "Austin", state: "TX", zip: "78701" },
  isMailingSameAsPhysical: false,
  mailingAddress: { streetAddress: "PO Box 1234", aptSuite: "", city: "Austin", state: "TX", zip: "78767" },
  selectedIndustryIDs: [industry("construction")],
};

const individual: CompanyInfoInput = {
  insuredType: "individual",
  firstName: "Sam",
  lastName: "Fixit",
  entityType: "individual-sole-proprietor",
  phoneNumber: "",
  emailAddress: "",
  physicalAddress: { streetAddress: "12 Elm St", city: "Portland", state: "OR", zip: "97205" },
  isMailingSameAsPhysical: true,
  selectedIndustryIDs: [industry("construction")],
};

const post = (body: unknown, as: DemoUser = "agent") => call(POST, "/api/submission", { as, method: "POST", body });
const get = (id: string, as: DemoUser = "agent") => call(GET, `/api/submission/${id}`, { as, params: { submissionID: id } });
/** PUT based on the submission as stored now, unless the body names its own updatedDate. */
async function put(id: string, body: Record<string, unknown>, as: DemoUser = "agent") {
  const row = await db.submission.findUnique({ where: { id }, select: { updatedAt: true } }).catch(() => null);
  const based = { updatedDate: (row?.updatedAt ?? new Date()).toISOString(), ...body };
  return call(PUT, `/api/submission/${id}`, { as, method: "PUT", body: based, params: { submissionID: id } });
}

const counts = async () => ({
  submissions: await db.submission.count(),
  applications: await db.application.count(),
  addresses: await db.submissionAddress.count(),
});

async function createCompany(overrides: Partial<CompanyInfoInput> = {}, coverages = [product("general_liability")]) {
  const res = await post({ companyInfo: { ...company, ...overrides }, coverages });
  expect(res.status).toBe(201);
  return res.json;
}

describe("POST /api/submission", () => {
  it("creates the submission and one NotStarted application per coverage, answered as GET answers it", async () => {
    const res = await post({ companyInfo: company, coverages: [product("general_liability"), product("commercial_auto")] });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    const id = res.json.submissionID;
    const read = await get(id);
    expect(read.json).toEqual(res.json);
    expect(read.json).toMatchObject({
      status: "InProgress",
      agent: { email: "agent@example.com", agencyName: "Acme Insurance Agency" },
      notes: [],
      companyInfo: {
        insuredType: "company",
        infoStatus: "InProgress",
        isFormCompleted: true,
        isBusinessTypeSubmitted: false,
        companyName: "Cedar Ridge Carpentry LLC",
        dba: "Cedar Ridge",
        firstName: "Jordan",
        lastName: "Reyes",
        emailAddress: "jordan@cedarridge.example.com",
        phoneNumber: "5125550188",
        websiteUrl: "https://cedarridge.example.com",
        entityType: "llc",
        feinSsnNumber: "123456789",
        dateBusinessStarted: "2015-04-01",
        yearsOfExp: 9,
        description: "Residential finish carpentry.",
        physicalAddress: {
          streetAddress: "500 W 2nd St",
          aptSuite: "Suite 200",
          city: "Austin",
          state: "TX",
          zip: "78701",
          coordinates: null,
          isManuallyEntered: true,
        },
        isMailingSameAsPhysical: false,
        mailingAddress: { streetAddress: "PO Box 1234", aptSuite: null, city: "Austin", state: "TX", zip: "78767" },
        selectedIndustryIDs: [industry("construction")],
        businessTypeValues: [],
      },
    });
    expect(read.json.companyInfo.selectedCoverageIDs.sort()).toEqual([product("general_liability"), product("commercial_auto")].sort());
    expect(read.json.coverages).toHaveLength(2);
    for (const coverage of read.json.coverages) expect(coverage).toMatchObject({ status: "NotStarted", statusDisplayValue: "Not Started" });
    const apps = await db.application.findMany({ where: { submissionId: id } });
    expect(apps.map((a) => [a.status, a.statusId, a.productVersion])).toEqual([
      ["NotStarted", 50, 1],
      ["NotStarted", 50, 1],
    ]);
  });

  it("for an individual on a direct-to-consumer product: companyName is the name, no business start date, status Completed", async () => {
    const res = await post({ companyInfo: { ...individual, dateBusinessStarted: "2020-01-01" }, coverages: [product("handyman_individual")] });
    expect(res.status).toBe(201);
    expect(res.json.companyInfo).toMatchObject({
      insuredType: "individual",
      companyName: "Sam Fixit",
      dateBusinessStarted: null,
      emailAddress: null,
      phoneNumber: null,
      infoStatus: "Completed",
      mailingAddress: { streetAddress: "12 Elm St", city: "Portland", state: "OR", zip: "97205" },
    });
    expect(res.json.coverages[0]).toMatchObject({ productIdentifier: "handyman_individual", isDirectToConsumer: true, status: "NotStarted" });
  });

  it("stores business types sent with the insured; the status is Completed", async () => {
    const json = await createCompany({
      businessTypeValues: [
        { id: businessType("Carpentry"), value: 70 },
        { id: businessType("Framing Contractors"), value: 30 },
      ],
    });
    expect(json.companyInfo.infoStatus).toBe("Completed");
    expect(json.companyInfo.businessTypeValues.map((b: { title: string; value: number }) => [b.title, b.value])).toEqual([
      ["Carpentry", 70],
      ["Framing Contractors", 30],
    ]);
  });

  it("is refused to underwriters with 403 and writes nothing; 401 without a session", async () => {
    const before = await counts();
    const res = await post({ companyInfo: company, coverages: [product("general_liability")] }, "underwriter");
    expect(res.status).toBe(403);
    expect(await counts()).toEqual(before);
    expect((await call(POST, "/api/submission", { method: "POST", body: {} })).status).toBe(401);
  });

  it("is refused to an agent without an agency with the spec's message", async () => {
    const agent = stableId("user:agent");
    await db.user.update({ where: { id: agent }, data: { agencyId: null } });
    try {
      const res = await post({ companyInfo: company, coverages: [product("general_liability")] });
      expect(res.status).toBe(403);
      expect(res.json.error.message).toBe(NO_CREATE_PERMISSION);
    } finally {
      await db.user.update({ where: { id: agent }, data: { agencyId: stableId("agency:acme") } });
    }
  });

  it("refuses coverages the agency has no access to (403), and email or external coverages (422)", async () => {
    const restricted = { companyInfo: company, coverages: [product("contractors_equipment")] };
    expect((await post(restricted, "agent2")).status).toBe(403);
    expect((await post(restricted, "agent")).status).toBe(201);
    const email = await post({ companyInfo: { ...company, selectedIndustryIDs: [industry("hospitality")] }, coverages: [product("hotel_package")] });
    expect(email.status).toBe(422);
    expect(email.json.error.fields.coverages).toEqual(["Hotel & Motel Package is not submitted online."]);
  });

  it.each([
    ["no body", undefined, ["_"]],
    ["no coverages", { companyInfo: company, coverages: [] }, ["coverages"]],
    ["a coverage that is not an id", { companyInfo: company, coverages: ["gl"] }, ["coverages.0"]],
    ["an unknown coverage", { companyInfo: company, coverages: [randomUUID()] }, ["coverages"]],
    ["an unknown field", { companyInfo: company, coverages: [product("general_liability")], extra: 1 }, ["_"]],
    [
      "a missing first name and a short phone",
      { companyInfo: { ...company, firstName: "", phoneNumber: "555" }, coverages: [product("general_liability")] },
      ["companyInfo.firstName", "companyInfo.phoneNumber"],
    ],
    [
      "a mailing address without a zip",
      { companyInfo: { ...company, mailingAddress: { ...company.mailingAddress, zip: "" } }, coverages: [product("general_liability")] },
      ["companyInfo.mailingAddress.zip"],
    ],
    [
      "an unknown industry",
      { companyInfo: { ...company, selectedIndustryIDs: [randomUUID()] }, coverages: [product("general_liability")] },
      ["companyInfo.selectedIndustryIDs"],
    ],
    [
      "a coverage outside the industry",
      { companyInfo: { ...company, selectedIndustryIDs: [industry("retail")] }, coverages: [product("general_liability")] },
      ["companyInfo.selectedIndustryIDs"],
    ],
    ["a company on a direct-to-consumer product", { companyInfo: company, coverages: [product("handyman_individual")] }, ["companyInfo.insuredType"]],
    ["an individual on a company product", { companyInfo: individual, coverages: [product("general_liability")] }, ["companyInfo.insuredType"]],
    [
      "workers comp without FEIN/SSN",
      { companyInfo: { ...company, feinSsnNumber: "", selectedIndustryIDs: [industry("workers_comp_mp")] }, coverages: [product("workers_comp")] },
      ["companyInfo.feinSsnNumber"],
    ],
    [
      "business types not adding up",
      { companyInfo: { ...company, businessTypeValues: [{ id: businessType("Carpentry"), value: 50 }] }, coverages: [product("general_liability")] },
      ["companyInfo.businessTypeValues", "companyInfo.businessTypeValues.0.value"],
    ],
    [
      "a business type of another product",
      {
        companyInfo: { ...company, businessTypeValues: [{ id: businessType("Full-Service Restaurant"), value: 100 }] },
        coverages: [product("general_liability")],
      },
      ["companyInfo.businessTypeValues.0.id"],
    ],
  ])("is 422 for %s, with field errors, and writes nothing", async (_label, body, fields) => {
    const before = await counts();
    const res = await post(body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.error.fields).sort()).toEqual(fields);
    expect(await counts()).toEqual(before);
  });

  it("answers the workers comp FEIN rule with the missing-info message", async () => {
    const res = await post({
      companyInfo: { ...company, feinSsnNumber: "", selectedIndustryIDs: [industry("workers_comp_mp")] },
      coverages: [product("workers_comp")],
    });
    expect(res.json.error.fields["companyInfo.feinSsnNumber"]).toEqual(["Please enter missing info."]);
    expect((await post({ companyInfo: { ...company, selectedIndustryIDs: [industry("workers_comp_mp")] }, coverages: [product("workers_comp")] })).status).toBe(
      201,
    );
  });

  it("a body that is not JSON is 400", async () => {
    const res = await call(POST, "/api/submission", { as: "agent", method: "POST", rawBody: "{", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
  });
});

describe("PUT /api/submission/{submissionID}", () => {
  it("replaces the insured for the owner agency; business types stay when not sent", async () => {
    const created = await createCompany({ businessTypeValues: [{ id: businessType("Carpentry"), value: 100 }] });
    const id = created.submissionID;
    const res = await put(id, {
      companyInfo: { ...company, companyName: "Cedar Ridge Builders", yearsOfExp: "10", isMailingSameAsPhysical: true, mailingAddress: null },
    });
    expect(res.status).toBe(200);
    expect(res.json.companyInfo).toMatchObject({
      companyName: "Cedar Ridge Builders",
      yearsOfExp: 10,
      isMailingSameAsPhysical: true,
      mailingAddress: { streetAddress: "500 W 2nd St" },
      businessTypeValues: [{ title: "Carpentry", value: 100 }],
      infoStatus: "Completed",
    });
    expect(await db.submissionAddress.count({ where: { submissionId: id } })).toBe(1);
    expect(new Date(res.json.updatedDate).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedDate).getTime());
  });

  it("evaluates the questionnaires again with the new insured: a question it makes required reopens its section; an application it leaves as it was is not written", async () => {
    const { submissionID: id } = await createCompany();
    const { appID } = await createApplication({ submissionId: id, answers: "complete", status: "ApprovalRequested" });
    // Complete as the insured is now: "experience_details" is hidden (9 years of experience), so left unanswered.
    const stored = await db.application.findUniqueOrThrow({ where: { id: appID }, select: { answerGroups: true } });
    const answerGroups = (stored.answerGroups as { sectionGroupID: string; answers: { source: string }[] }[]).map((g) => ({
      ...g,
      answers: g.answers.filter((a) => a.source !== "experience_details"),
    }));
    await db.application.update({ where: { id: appID }, data: { answerGroups } });
    const before = await db.application.findUniqueOrThrow({ where: { id: appID } });
    expect(before.completionPercentage).toBe(100);

    expect((await put(id, { companyInfo: { ...company, description: "Finish carpentry and trim." } })).status).toBe(200);
    expect((await db.application.findUniqueOrThrow({ where: { id: appID } })).updatedAt).toEqual(before.updatedAt);

    // Fewer than 3 years of experience shows the required "experience_details" question of gl-operations, unanswered.
    const since = new Date();
    expect((await put(id, { companyInfo: { ...company, yearsOfExp: 2 } })).status).toBe(200);
    const after = await db.application.findUniqueOrThrow({ where: { id: appID } });
    expect(after.sectionGroupStatuses).toMatchObject({ "gl-operations": "InProgress" });
    expect(after.completionPercentage).toBeLessThan(100);
    expect(after.status).toBe("ApprovalRequested");
    const trail = await db.auditLog.findMany({
      where: { entityId: appID, action: "update", occurredAt: { gte: since } },
      select: { actorId: true, changes: true },
    });
    expect(trail).toEqual([
      expect.objectContaining({ actorId: demoUserIds.agent, changes: expect.objectContaining({ completionPercentage: expect.anything() }) }),
    ]);

    expect((await put(id, { companyInfo: { ...company, yearsOfExp: 9 } })).status).toBe(200);
    expect((await db.application.findUniqueOrThrow({ where: { id: appID } })).completionPercentage).toBe(100);
  });

  it("saves business types; confirming sets isBusinessTypeSubmitted, a change without confirming resets it", async () => {
    const { submissionID: id } = await createCompany();
    const carpentry = [
      { id: businessType("Carpentry"), value: 60 },
      { id: businessType("Framing Contractors"), value: 40 },
    ];
    const confirmed = await put(id, { companyInfo: { ...company, businessTypeValues: carpentry, isBusinessTypeSubmitted: true } });
    expect(confirmed.json.companyInfo).toMatchObject({ isBusinessTypeSubmitted: true, infoStatus: "Completed" });
    const same = await put(id, { companyInfo: { ...company, businessTypeValues: carpentry } });
    expect(same.json.companyInfo.isBusinessTypeSubmitted).toBe(true);
    const changed = await put(id, { companyInfo: { ...company, businessTypeValues: [{ id: businessType("Carpentry"), value: 100 }] } });
    expect(changed.json.companyInfo).toMatchObject({ isBusinessTypeSubmitted: false, businessTypeValues: [{ title: "Carpentry", value: 100 }] });
  });

  it("waits for a bind committing meanwhile and then refuses (409): a bound policy's insured changes only by endorsement", async () => {
    const created = await createCompany();
    const appID = created.coverages[0].appID as string;
    await db.application.update({ where: { id: appID }, data: { status: "PendingBind" } });
    let commit = () => {};
    let bindLocked = () => {};
    const locked = new Promise<void>((resolve) => (bindLocked = resolve));
    const bind = db.$transaction(
      async (tx) => {
        await tx.application.update({ where: { id: appID }, data: { status: "Bound" } });
        bindLocked();
        await new Promise<void>((resolve) => (commit = resolve));
      },
      { timeout: 20_000 },
    );
    await locked;
    const edit = put(created.submissionID, { companyInfo: { ...company, companyName: "Renamed Outside An Endorsement" } });
    // The edit reaches the coverages' rows while the bind holds them.
    await new Promise((resolve) => setTimeout(resolve, 500));
    commit();
    await bind;
    const res = await edit;
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(SUBMISSION_NOT_EDITABLE);
    expect((await db.submission.findUniqueOrThrow({ where: { id: created.submissionID } })).companyName).toBe(created.companyInfo.companyName);
  });

  it("is 404 for another agency's agent and writes nothing; underwriters may edit", async () => {
    const { submissionID: id } = await createCompany();
    const before = await db.submission.findUniqueOrThrow({ where: { id } });
    const foreign = await put(id, { companyInfo: { ...company, companyName: "Hijacked" } }, "agent2");
    expect(foreign.status).toBe(404);
    expect((await get(id, "agent2")).status).toBe(404);
    expect(await db.submission.findUniqueOrThrow({ where: { id } })).toEqual(before);
    const byUnderwriter = await put(id, { companyInfo: { ...company, description: "Corrected by underwriting." } }, "underwriter");
    expect(byUnderwriter.status).toBe(200);
    expect((await get(id, "underwriter")).json.companyInfo.description).toBe("Corrected by underwriting.");
    expect((await put(randomUUID(), { companyInfo: company })).status).toBe(404);
    expect((await put("nope", { companyInfo: company })).status).toBe(400);
  });

  it("is 422 for a malformed body and writes nothing", async () => {
    const { submissionID: id } = await createCompany();
    const before = await db.submission.findUniqueOrThrow({ where: { id }, include: { addresses: true, businessTypes: true } });
    for (const body of [
      {},
      { companyInfo: { ...company, emailAddress: "jordan@" } },
      { companyInfo: { ...company, physicalAddress: { ...company.physicalAddress, state: "DC" } } },
      { companyInfo: { ...company, businessTypeValues: [] } },
      { companyInfo: { ...company, businessTypeValues: [{ id: businessType("Carpentry"), value: null }] } },
      { companyInfo: company, coverages: [] },
    ]) {
      const res = await put(id, body);
      expect(res.status).toBe(422);
    }
    expect(await db.submission.findUniqueOrThrow({ where: { id }, include: { addresses: true, businessTypes: true } })).toEqual(before);
  });

  it("refuses a write based on a stale updatedDate (409 with the stored submission) and one without it (422), writing nothing", async () => {
    const { submissionID: id } = await createCompany();
    const before = await db.submission.findUniqueOrThrow({ where: { id }, include: { addresses: true, businessTypes: true } });
    const stale = await put(id, {
      companyInfo: { ...company, companyName: "Overwritten" },
      updatedDate: new Date(before.updatedAt.getTime() - 1000).toISOString(),
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error.current).toMatchObject({ submissionID: id, updatedDate: before.updatedAt.toISOString() });
    const missing = await call(PUT, `/api/submission/${id}`, { as: "agent", method: "PUT", body: { companyInfo: company }, params: { submissionID: id } });
    expect(missing.status).toBe(422);
    expect(await db.submission.findUniqueOrThrow({ where: { id }, include: { addresses: true, businessTypes: true } })).toEqual(before);
  });

  it("lets two writers based on the same state end with one 200 and one 409", async () => {
    const { submissionID: id } = await createCompany();
    const { updatedAt } = await db.submission.findUniqueOrThrow({ where: { id } });
    const updatedDate = updatedAt.toISOString();
    const results = await Promise.all([
      put(id, { companyInfo: { ...company, companyName: "First Writer LLC" }, updatedDate }),
      put(id, { companyInfo: { ...company, companyName: "Second Writer LLC" }, updatedDate }, "underwriter"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("is 409 once a coverage is past the editable statuses", async () => {
    const { submissionId } = await createApplication({ status: "Bound" });
    const res = await put(submissionId, { companyInfo: company });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(SUBMISSION_NOT_EDITABLE);
  });
});

describe("GET /api/zip-codes/{zip}", () => {
  it("answers city and state from the bundled ZIP data; DC and unknown codes are 404; malformed 400", async () => {
    const zip = (z: string) => call(ZIP, `/api/zip-codes/${z}`, { as: "agent", params: { zip: z } });
    expect((await zip("78701")).json).toEqual({ zip: "78701", city: "Austin", state: "TX" });
    expect((await zip("20001")).status).toBe(404);
    expect((await zip("99999")).status).toBe(404);
    expect((await zip("7870")).status).toBe(400);
    expect((await call(ZIP, "/api/zip-codes/78701", { params: { zip: "78701" } })).status).toBe(401);
  });
});
