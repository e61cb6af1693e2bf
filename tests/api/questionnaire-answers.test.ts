import { describe, expect, it } from "vitest";
import { GET, PATCH } from "@/app/api/applications/[appID]/route";
import { addDays, utcToday } from "@/lib/questionnaire/dates";
import { formatDay } from "@/lib/domain/dates";
import { priceIndication } from "@/lib/questionnaire/rating";
import { products } from "@/prisma/fixtures/catalog";
import { stableId } from "@/prisma/seed/stable-id";
import { call, type DemoUser } from "../support/api-client";
import { applicationState, createApplication } from "../support/factories";

const url = (appID: string) => `/api/applications/${appID}`;
const patch = (appID: string, as: DemoUser, body: unknown) => call(PATCH, url(appID), { as, method: "PATCH", body, params: { appID } });
const get = (appID: string) => call(GET, url(appID), { as: "agent", params: { appID } });

type Answers = Record<string, unknown>;
const group = (sectionGroupID: string, answers: Answers) => ({
  sectionGroupID,
  answers: Object.entries(answers).map(([source, value]) => ({ source, value })),
});
const saved = (row: { answerGroups: unknown }, sectionGroupID: string): Answers =>
  Object.fromEntries(
    (
      (row.answerGroups as { sectionGroupID: string; answers: { source: string; value: unknown }[] }[]).find((g) => g.sectionGroupID === sectionGroupID)
        ?.answers ?? []
    ).map((a) => [a.source, a.value]),
  );

async function expectNothingWritten(appID: string, before: Awaited<ReturnType<typeof applicationState>>) {
  const after = await applicationState(appID);
  expect(after.row).toEqual(before.row);
  expect(after.history).toHaveLength(before.history.length);
}

const operations: Answers = {
  operations_description: "Interior finish carpentry",
  work_types: ["finish_carpentry"],
  project_type: "remodel_repair",
  residential_percent: 80,
  max_stories: 2,
  primary_jobsite_address: { streetAddress: "1 Main St", city: "Austin", state: "TX", zip: "78701" },
  uses_heavy_equipment: false,
};
const payroll: Answers = { employee_payroll: 100000, has_subcontractors: false, gross_receipts: 400000 };

describe("PATCH answers: the server validates with the question engine", () => {
  it("refuses answers that break a rule with 422 and per-question errors, saving nothing", async () => {
    const { appID, updatedDate } = await createApplication({ status: "NotStarted" });
    const before = await applicationState(appID);
    const res = await patch(appID, "agent", {
      updatedDate,
      answers: [group("gl-operations", { ...operations, operations_description: "Framing", residential_percent: 120, max_stories: 0 })],
    });
    expect(res.status).toBe(422);
    expect(res.json.error.fields).toEqual({
      "answers.gl-operations.operations_description": ["Value must be between 10 and 500 characters long"],
      "answers.gl-operations.residential_percent": ["Value must be between 0 and 100"],
      "answers.gl-operations.max_stories": ["Value must be between 1 and 60"],
    });
    await expectNothingWritten(appID, before);
  });

  it.each<[string, string, Answers, string, string]>([
    ["an email", "handyman_individual", { contact_email: "sam@example" }, "hm-work", "Invalid Email address!"],
    ["a phone number", "handyman_individual", { contact_phone: "503555" }, "hm-work", "Phone number cannot be smaller than 10 digits!"],
    ["a number", "handyman_individual", { jobs_per_year: "lots" }, "hm-work", "This number is invalid"],
    ["a currency amount", "general_liability", { employee_payroll: "1,000.505" }, "gl-payroll", "This number is invalid"],
    ["a date", "general_liability", { effective_date: "02/30/2027" }, "gl-coverage", "This date is invalid"],
    ["a text", "general_liability", { prior_carrier_name: 7, has_prior_coverage: true }, "gl-coverage", "Value must be a string"],
  ])("refuses %s that is not valid (422)", async (_what, product, answers, sectionGroupID, message) => {
    const { appID, updatedDate } = await createApplication({ product });
    const before = await applicationState(appID);
    const res = await patch(appID, "agent", { updatedDate, answers: [group(sectionGroupID, answers)] });
    expect(res.status).toBe(422);
    expect(Object.values(res.json.error.fields)).toEqual([[message]]);
    await expectNothingWritten(appID, before);
  });

  it("refuses an effective date outside its bounds, with a day of slack for time zones", async () => {
    const { appID, updatedDate } = await createApplication({});
    const today = utcToday();
    const tooEarly = formatDay(addDays(today, -2));
    const refused = await patch(appID, "agent", { updatedDate, answers: [group("gl-coverage", { effective_date: tooEarly })] });
    expect(refused.status).toBe(422);
    expect(refused.json.error.fields["answers.gl-coverage.effective_date"]).toEqual([
      `Date must be between ${formatDay(today)} and ${formatDay(addDays(today, 90))}`,
    ]);
    const yesterday = await patch(appID, "agent", { updatedDate, answers: [group("gl-coverage", { effective_date: formatDay(addDays(today, -1)) })] });
    expect(yesterday.status).toBe(200);
  });

  it("refuses answers to questions of another group, unknown ones and repeats (422)", async () => {
    const { appID, updatedDate } = await createApplication({});
    const before = await applicationState(appID);
    const res = await patch(appID, "agent", {
      updatedDate,
      answers: [
        {
          sectionGroupID: "gl-operations",
          answers: [
            { source: "employee_payroll", value: 1 },
            { source: "nope", value: 1 },
            { source: "max_stories", value: 2 },
            { source: "max_stories", value: 3 },
          ],
        },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.json.error.fields).toEqual({
      "answers.gl-operations.employee_payroll": ["Not a question of this section group."],
      "answers.gl-operations.nope": ["Not a question of this section group."],
      "answers.gl-operations.max_stories": ["Answered more than once."],
    });
    await expectNothingWritten(appID, before);
  });

  it("validates an underwriter's answers the same way, and never moves the status for them", async () => {
    const { appID, updatedDate } = await createApplication({ status: "ApprovalRequested", answers: "complete" });
    const refused = await patch(appID, "underwriter", { updatedDate, answers: [group("gl-payroll", { ...payroll, employee_payroll: -1 })] });
    expect(refused.status).toBe(422);
    const ok = await patch(appID, "underwriter", { updatedDate, answers: [group("gl-payroll", payroll)] });
    expect(ok.status).toBe(200);
    expect(ok.json.status).toBe("ApprovalRequested");
  });
});

describe("PATCH answers: the underwriter's edits in Review App", () => {
  it("saves a group left incomplete, recomputing its status and keeping the application's", async () => {
    const { appID, updatedDate } = await createApplication({ status: "ApprovalRequested", answers: "complete" });
    const res = await patch(appID, "underwriter", {
      updatedDate,
      answers: [group("gl-operations", Object.fromEntries(Object.entries(operations).filter(([key]) => key !== "operations_description")))],
    });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("ApprovalRequested");
    expect(res.json.sectionGroups).toContainEqual({ id: "gl-operations", status: "InProgress" });
    expect(saved((await get(appID)).json, "gl-operations")).not.toHaveProperty("operations_description");
  });

  it("keeps a wholesale application's status too", async () => {
    const { appID, updatedDate } = await createApplication({ product: "excess_surplus_gl", status: "Submitted", answers: "complete" });
    const before = (await get(appID)).json;
    const [first] = before.answerGroups as { sectionGroupID: string; answers: { source: string; value: unknown }[] }[];
    const res = await patch(appID, "underwriter", { updatedDate, answers: [first] });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("Submitted");
  });

  it("refuses edits once the application is past the editable statuses, writing nothing", async () => {
    const { appID, updatedDate } = await createApplication({ status: "Bound", answers: "complete" });
    const before = await applicationState(appID);
    const res = await patch(appID, "underwriter", { updatedDate, answers: [group("gl-payroll", payroll)] });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe("Answers cannot be changed while the application is Bound.");
    await expectNothingWritten(appID, before);
  });
});

describe("PATCH answers: the server computes what follows from them", () => {
  it("sets every group's status itself: InProgress while a required answer is missing, Completed when all is answered", async () => {
    const { appID, updatedDate } = await createApplication({});
    const partial = await patch(appID, "agent", { updatedDate, answers: [group("gl-operations", { operations_description: "Interior finish carpentry" })] });
    expect(partial.status).toBe(200);
    expect(partial.json.sectionGroups).toEqual([
      { id: "gl-operations", status: "InProgress" },
      { id: "gl-payroll", status: "NotStarted" },
      { id: "gl-coverage", status: "NotStarted" },
    ]);
    const full = await patch(appID, "agent", {
      updatedDate: partial.json.updatedDate,
      answers: [group("gl-operations", operations), group("gl-payroll", payroll)],
    });
    expect(full.json.sectionGroups).toEqual([
      { id: "gl-operations", status: "Completed" },
      { id: "gl-payroll", status: "Completed" },
      { id: "gl-coverage", status: "NotStarted" },
    ]);
    const { row } = await applicationState(appID);
    expect(row.sectionGroupStatuses).toEqual({ "gl-operations": "Completed", "gl-payroll": "Completed", "gl-coverage": "NotStarted" });
    expect(row.completionPercentage).toBe(67);
  });

  it("requires a question a condition reveals, and not while it is hidden", async () => {
    const { appID, updatedDate } = await createApplication({});
    const revealed = await patch(appID, "agent", { updatedDate, answers: [group("gl-payroll", { ...payroll, has_subcontractors: true })] });
    expect(revealed.json.sectionGroups).toContainEqual({ id: "gl-payroll", status: "InProgress" });
    const answered = await patch(appID, "agent", {
      updatedDate: revealed.json.updatedDate,
      answers: [group("gl-payroll", { ...payroll, has_subcontractors: true, subcontractor_payroll: 20000 })],
    });
    expect(answered.json.sectionGroups).toContainEqual({ id: "gl-payroll", status: "Completed" });
  });

  it("reads conditions on the insured's company info", async () => {
    const { appID, updatedDate } = await createApplication({ yearsOfExp: 2 });
    const res = await patch(appID, "agent", { updatedDate, answers: [group("gl-operations", operations)] });
    expect(res.json.sectionGroups).toContainEqual({ id: "gl-operations", status: "InProgress" });
    const submit = await patch(appID, "agent", { updatedDate: res.json.updatedDate, status: "ApprovalRequested" });
    expect(submit.json.error.fields["answers.gl-operations.experience_details"]).toEqual(["Answer is required"]);
  });

  it("computes the calculated field from the answers, ignoring the client's value and hidden answers", async () => {
    const { appID, updatedDate } = await createApplication({});
    const res = await patch(appID, "agent", {
      updatedDate,
      answers: [group("gl-payroll", { ...payroll, has_subcontractors: true, subcontractor_payroll: "$25,000.50", total_payroll: 1 })],
    });
    expect(res.status).toBe(200);
    let { row } = await applicationState(appID);
    expect(saved(row, "gl-payroll")).toMatchObject({ employee_payroll: 100000, subcontractor_payroll: 25000.5, total_payroll: 125000.5 });

    await patch(appID, "agent", {
      updatedDate: res.json.updatedDate,
      answers: [group("gl-payroll", { ...payroll, has_subcontractors: false, subcontractor_payroll: 25000 })],
    });
    ({ row } = await applicationState(appID));
    expect(saved(row, "gl-payroll").total_payroll).toBe(100000);
  });

  it("clears dropdown values that are not options, keeps read-only fields at their default and stores dates as ISO", async () => {
    const { appID, updatedDate } = await createApplication({ product: "excess_surplus_gl" });
    const res = await patch(appID, "agent", {
      updatedDate,
      answers: [
        group("esgl-risk", { operating_states: ["TX", "DC"] }),
        group("esgl-underwriting", { requested_limits: "9000000", program_name: "Cheaper Program", effective_date: formatDay(addDays(utcToday(), 10)) }),
      ],
    });
    expect(res.status).toBe(200);
    const { row } = await applicationState(appID);
    expect(saved(row, "esgl-risk").operating_states).toEqual(["TX"]);
    const answers = saved(row, "esgl-underwriting");
    expect(answers).not.toHaveProperty("requested_limits");
    expect(answers).toMatchObject({ program_name: "Excess & Surplus Casualty Program", effective_date: addDays(utcToday(), 10) });
  });
});

describe("submitting the last section", () => {
  it.each([
    ["general_liability", "ApprovalRequested"],
    ["excess_surplus_gl", "Submitted"],
  ] as const)("refuses %s to %s with every missing answer (422), writing nothing", async (product, to) => {
    const { appID, updatedDate } = await createApplication({ product, answers: "first" });
    const before = await applicationState(appID);
    const res = await patch(appID, "agent", { updatedDate, status: to });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe("Answer every required question before submitting.");
    const messages = Object.values(res.json.error.fields as Record<string, string[]>).flat();
    expect(messages.length).toBeGreaterThan(2);
    expect(new Set(messages)).toEqual(new Set(["Answer is required"]));
    await expectNothingWritten(appID, before);
  });

  it("submits with the last group's answers in the same write and completes every group", async () => {
    const { appID, updatedDate } = await createApplication({ product: "general_liability", answers: "complete" });
    const res = await patch(appID, "agent", { updatedDate, status: "ApprovalRequested", answers: [group("gl-payroll", payroll)] });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("ApprovalRequested");
    expect(res.json.sectionGroups.map((g: { status: string }) => g.status)).toEqual(["Completed", "Completed", "Completed"]);
    expect((await applicationState(appID)).row.completionPercentage).toBe(100);
  });

  it("refuses a submit whose write breaks a rule, naming the question", async () => {
    const { appID, updatedDate } = await createApplication({ answers: "complete" });
    const before = await applicationState(appID);
    const res = await patch(appID, "agent", {
      updatedDate,
      status: "ApprovalRequested",
      answers: [group("gl-payroll", { ...payroll, gross_receipts: "many" })],
    });
    expect(res.status).toBe(422);
    expect(res.json.error.fields).toEqual({ "answers.gl-payroll.gross_receipts": ["This number is invalid"] });
    await expectNothingWritten(appID, before);
  });

  it("still refuses a submit from a status that does not allow it with 409 first", async () => {
    const { appID, updatedDate } = await createApplication({ status: "Bound" });
    expect((await patch(appID, "agent", { updatedDate, status: "ApprovalRequested" })).status).toBe(409);
  });
});

describe("the price indication", () => {
  it("becomes ready on the first save, rated from the answers, the business' state and the carriers", async () => {
    const { appID, updatedDate } = await createApplication({ status: "NotStarted" });
    expect((await get(appID)).json).toMatchObject({ priceIndicationReady: false, priceIndication: { basePremium: null, totalPremium: null, carriers: [] } });

    const first = await patch(appID, "agent", { updatedDate, answers: [group("gl-operations", operations)] });
    expect(first.status).toBe(200);
    const minimum = (await get(appID)).json;
    expect(minimum.priceIndicationReady).toBe(true);
    // No payroll answered yet: every carrier is at the minimum premium.
    expect(minimum.priceIndication).toMatchObject({ basePremium: 750, totalPremium: 750 });

    await patch(appID, "agent", { updatedDate: first.json.updatedDate, answers: [group("gl-payroll", payroll)] });
    const rated = (await get(appID)).json.priceIndication;
    const gl = products.find((p) => p.identifier === "general_liability")!;
    const expected = priceIndication({
      rating: gl.rating!,
      exposure: 100000,
      state: "TX",
      classes: [],
      carriers: gl.carriers.map((c) => ({ id: stableId(`carrier:${c.name}`), name: c.name, thumbnailUrl: null, factorBps: c.factorBps })),
    });
    expect(rated.basePremium).toBe(expected.basePremiumCents / 100);
    expect(rated.totalPremium).toBe(expected.totalPremiumCents / 100);
    expect(rated.carriers.map((c: { id: string; premium: number }) => [c.id, c.premium])).toEqual(expected.carriers.map((c) => [c.id, c.premiumCents / 100]));
    // Logos are served by the app itself: the page policy allows images from our own origin only.
    expect(rated.carriers[0]).toMatchObject({ name: expect.any(String), thumbnailUrl: expect.stringMatching(/^\/carriers\/[a-z-]+\.svg$/) });
  });

  it("is not given for an exposure rated past what a policy may cost, and the answers are saved all the same", async () => {
    const { appID, updatedDate } = await createApplication({ status: "NotStarted" });
    const first = await patch(appID, "agent", { updatedDate, answers: [group("gl-operations", operations)] });
    const huge = await patch(appID, "agent", {
      updatedDate: first.json.updatedDate,
      answers: [group("gl-payroll", { ...payroll, employee_payroll: 1_400_000_000 })],
    });
    expect(huge.status).toBe(200);
    expect(huge.json.sectionGroups).toContainEqual({ id: "gl-payroll", status: "Completed" });
    const read = (await get(appID)).json;
    expect(read.priceIndication).toEqual({ basePremium: null, totalPremium: null, carriers: [] });
    expect(saved((await applicationState(appID)).row, "gl-payroll")).toMatchObject({ employee_payroll: 1_400_000_000 });

    // A payroll rated within bounds gives one again.
    const again = await patch(appID, "agent", { updatedDate: huge.json.updatedDate, answers: [group("gl-payroll", payroll)] });
    expect(again.status).toBe(200);
    expect((await get(appID)).json.priceIndication).toMatchObject({ basePremium: expect.any(Number), totalPremium: expect.any(Number) });
  });
});
