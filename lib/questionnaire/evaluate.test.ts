import { describe, expect, it } from "vitest";
import { products } from "@/prisma/fixtures/catalog";
import type { AnswerGroup } from "@/lib/schemas/application";
import { questionnaireSchema, type Question, type Questionnaire } from "@/lib/schemas/product-definition";
import { evaluateQuestionnaire, questionnaireView, type EvaluationInput } from "./evaluate";

const today = "2026-11-22";
const gl = products.find((p) => p.identifier === "general_liability")!.questionnaire!;
const esgl = products.find((p) => p.identifier === "excess_surplus_gl")!.questionnaire!;

const operations = {
  operations_description: "Interior finish carpentry",
  work_types: ["finish_carpentry"],
  project_type: "remodel_repair",
  residential_percent: 80,
  max_stories: 2,
  primary_jobsite_address: { streetAddress: "1 Main St", city: "Austin", state: "TX", zip: "78701" },
  uses_heavy_equipment: false,
};
const payroll = { employee_payroll: 100000, has_subcontractors: false, gross_receipts: 400000 };
const coverage = {
  effective_date: "12/01/2026",
  liability_limits: "1000000_2000000",
  deductible: "500",
  additional_insured_count: 0,
  has_prior_coverage: false,
  losses_last_five_years: 0,
  excluded_operations: false,
  attestation: true,
};

const group = (sectionGroupID: string, answers: Record<string, unknown>): AnswerGroup => ({
  sectionGroupID,
  answers: Object.entries(answers).map(([source, value]) => ({ source, value })),
});
const evaluate = (answerGroups: AnswerGroup[], extra: Partial<EvaluationInput> = {}) =>
  evaluateQuestionnaire({ questionnaire: gl, answerGroups, validation: { today }, ...extra });
const issuesOf = (result: ReturnType<typeof evaluate>, sectionGroupID?: string) =>
  result.issues.filter((i) => !sectionGroupID || i.sectionGroupID === sectionGroupID).map((i) => [i.questionKey, i.message, i.kind]);
const stored = (result: ReturnType<typeof evaluate>, sectionGroupID: string) =>
  Object.fromEntries(result.answerGroups.find((g) => g.sectionGroupID === sectionGroupID)!.answers.map((a) => [a.source, a.value]));

describe("section group status", () => {
  it("is NotStarted for a group never saved, InProgress with a required answer missing, Completed when all is well", () => {
    const result = evaluate([group("gl-operations", operations), group("gl-payroll", { employee_payroll: 5000 })]);
    expect(result.statuses).toEqual({ "gl-operations": "Completed", "gl-payroll": "InProgress", "gl-coverage": "NotStarted" });
  });

  it("completes every group of a full questionnaire", () => {
    const result = evaluate([group("gl-operations", operations), group("gl-payroll", payroll), group("gl-coverage", coverage)]);
    expect(result.issues).toEqual([]);
    expect(Object.values(result.statuses)).toEqual(["Completed", "Completed", "Completed"]);
  });

  it("reports required answers of groups never saved, for the submit check", () => {
    const result = evaluate([]);
    expect(issuesOf(result, "gl-coverage")).toContainEqual(["effective_date", "Answer is required", "required"]);
    expect(result.statuses["gl-coverage"]).toBe("NotStarted");
  });

  it("is InProgress when a given answer breaks a rule", () => {
    const result = evaluate([group("gl-operations", { ...operations, operations_description: "Framing" })]);
    expect(issuesOf(result)).toContainEqual(["operations_description", "Value must be between 10 and 500 characters long", "invalid"]);
    expect(result.statuses["gl-operations"]).toBe("InProgress");
  });
});

describe("conditions", () => {
  it("reveals a required question (has_subcontractors = true → subcontractor_payroll)", () => {
    const hidden = evaluate([group("gl-payroll", payroll)]);
    expect(hidden.isVisible("subcontractor_payroll")).toBe(false);
    expect(hidden.statuses["gl-payroll"]).toBe("Completed");

    const shown = evaluate([group("gl-payroll", { ...payroll, has_subcontractors: true })]);
    expect(shown.isVisible("subcontractor_payroll")).toBe(true);
    expect(issuesOf(shown, "gl-payroll")).toEqual([["subcontractor_payroll", "Answer is required", "required"]]);
    expect(shown.statuses["gl-payroll"]).toBe("InProgress");
  });

  it("neither validates nor requires a hidden question, and keeps its answer", () => {
    const result = evaluate([group("gl-payroll", { ...payroll, subcontractor_payroll: "lots" })]);
    expect(result.issues.filter((i) => i.sectionGroupID === "gl-payroll")).toEqual([]);
    expect(stored(result, "gl-payroll").subcontractor_payroll).toBe("lots");
  });

  it("applies AND across two answers (subcontractor_agreements)", () => {
    const visible = (answers: Record<string, unknown>) => evaluate([group("gl-payroll", { ...payroll, ...answers })]).isVisible("subcontractor_agreements");
    expect(visible({ has_subcontractors: true, subcontractor_payroll: 60000 })).toBe(true);
    expect(visible({ has_subcontractors: true, subcontractor_payroll: 40000 })).toBe(false);
    // The hidden payroll answer no longer counts once subcontractors are denied.
    expect(visible({ has_subcontractors: false, subcontractor_payroll: 60000 })).toBe(false);
  });

  it("applies OR (wrap_up_participation)", () => {
    const visible = (answers: Record<string, unknown>) => evaluate([group("gl-operations", { ...operations, ...answers })]).isVisible("wrap_up_participation");
    expect(visible({ project_type: "new_construction" })).toBe(true);
    expect(visible({ residential_percent: 20 })).toBe(true);
    expect(visible({})).toBe(false);
  });

  it("reads companyInfo.{field}", () => {
    const young = evaluate([group("gl-operations", operations)], { companyInfo: { yearsOfExp: 2 } });
    expect(issuesOf(young, "gl-operations")).toEqual([["experience_details", "Answer is required", "required"]]);
    const seasoned = evaluate([group("gl-operations", operations)], { companyInfo: { yearsOfExp: 12 } });
    expect(seasoned.isVisible("experience_details")).toBe(false);
  });

  it("does not loop on conditions that form a cycle (the schema refuses them)", () => {
    const q = (key: string, source: string): Question => ({
      id: key,
      questionKey: key,
      type: "number",
      label: key,
      required: true,
      showIf: { operatorBetweenConditions: "None", conditions: [{ sourceQuestionKey: source, operator: "!=", value: 1 }] },
    });
    const questionnaire: Questionnaire = {
      sectionGroups: [{ id: "g", label: "G", sections: [{ id: "s", label: "S", questions: [q("a", "b"), q("b", "a")] }] }],
    };
    expect(questionnaireSchema.safeParse(questionnaire).success).toBe(false);
    const view = questionnaireView(questionnaire, {});
    expect(typeof view.isVisible("a")).toBe("boolean");
  });
});

describe("calculations", () => {
  it("sums the listed answers and ignores the client's value", () => {
    const result = evaluate([group("gl-payroll", { ...payroll, has_subcontractors: true, subcontractor_payroll: "25,000.50", total_payroll: 1 })]);
    expect(stored(result, "gl-payroll").total_payroll).toBe(125000.5);
    expect(result.value("total_payroll")).toBe(125000.5);
  });

  it("leaves out answers of hidden questions", () => {
    const result = evaluate([group("gl-payroll", { ...payroll, has_subcontractors: false, subcontractor_payroll: 25000 })]);
    expect(stored(result, "gl-payroll").total_payroll).toBe(100000);
  });

  it("stays blank until a part is answered", () => {
    const result = evaluate([group("gl-payroll", { has_subcontractors: false })]);
    expect(stored(result, "gl-payroll")).not.toHaveProperty("total_payroll");
  });
});

describe("normalization in the stored answers", () => {
  it("clears dropdown values not offered, which then count as missing", () => {
    const result = evaluate([group("gl-operations", { ...operations, project_type: "demolition", work_types: ["framing", "blasting"] })]);
    expect(stored(result, "gl-operations")).toMatchObject({ work_types: ["framing"] });
    expect(stored(result, "gl-operations")).not.toHaveProperty("project_type");
    expect(issuesOf(result, "gl-operations")).toEqual([["project_type", "Answer is required", "required"]]);
  });

  it("stores dates as ISO and numbers as numbers", () => {
    const result = evaluate([group("gl-coverage", { ...coverage, additional_insured_count: "2" })]);
    expect(stored(result, "gl-coverage")).toMatchObject({ effective_date: "2026-12-01", additional_insured_count: 2 });
  });

  it("needs a required attestation checkbox ticked", () => {
    const result = evaluate([group("gl-coverage", { ...coverage, attestation: false })]);
    expect(issuesOf(result, "gl-coverage")).toEqual([["attestation", "Answer is required", "required"]]);
  });

  it("never asks for a document upload question", () => {
    const result = evaluate([group("gl-coverage", { ...coverage, losses_last_five_years: 2, loss_runs: "runs.pdf" })]);
    expect(result.isVisible("loss_runs")).toBe(true);
    expect(issuesOf(result, "gl-coverage")).toEqual([]);
    expect(stored(result, "gl-coverage")).not.toHaveProperty("loss_runs");
  });

  it("keeps a read-only field at its default", () => {
    const result = evaluateQuestionnaire({ questionnaire: esgl, answerGroups: [group("esgl-underwriting", { program_name: "Other" })], validation: { today } });
    expect(stored(result as ReturnType<typeof evaluate>, "esgl-underwriting").program_name).toBe("Excess & Surplus Casualty Program");
  });
});

describe("checklists", () => {
  const checklist: Questionnaire = {
    sectionGroups: [
      {
        id: "g",
        label: "G",
        sections: [
          {
            id: "s",
            label: "S",
            questions: [
              { id: "gate", questionKey: "gate", type: "boolean", label: "Gate" },
              {
                id: "list",
                questionKey: "list",
                type: "checklist",
                label: "Controls",
                required: true,
                showIf: { operatorBetweenConditions: "None", conditions: [{ sourceQuestionKey: "gate", operator: "=", value: true }] },
              },
              { id: "one", questionKey: "one", type: "checkbox", label: "One", checklistParent: "list" },
              { id: "two", questionKey: "two", type: "checkbox", label: "Two", checklistParent: "list" },
            ],
          },
        ],
      },
    ],
  };
  const run = (answers: Record<string, unknown>) =>
    evaluateQuestionnaire({ questionnaire: checklist, answerGroups: [group("g", answers)], validation: { today } });

  it("counts a required checklist answered when one item is ticked", () => {
    expect(run({ gate: true, one: false, two: false }).issues.map((i) => i.questionKey)).toEqual(["list"]);
    expect(run({ gate: true, one: false, two: true }).issues).toEqual([]);
  });

  it("hides the items with their checklist", () => {
    const result = run({ gate: false, one: true });
    expect([result.isVisible("list"), result.isVisible("one")]).toEqual([false, false]);
    expect(result.issues).toEqual([]);
  });
});
