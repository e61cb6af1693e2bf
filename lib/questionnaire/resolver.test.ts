import { describe, expect, it } from "vitest";
import { products } from "@/prisma/fixtures/catalog";
import { sectionAnswers, sectionResolver, type SectionResolverInput, type SectionSaveMode, type SectionValues } from "./resolver";

const gl = products.find((p) => p.identifier === "general_liability")!.questionnaire!;
const input: SectionResolverInput = { questionnaire: gl, sectionGroupID: "gl-payroll", answerGroups: [], companyInfo: null, today: "2026-11-22" };
const options = { fields: {}, names: [], shouldUseNativeValidation: false };
const resolve = (values: SectionValues, mode: SectionSaveMode, over: Partial<SectionResolverInput> = {}) =>
  sectionResolver({ ...input, ...over })(values, { mode }, options);
const messages = async (values: SectionValues, mode: SectionSaveMode, over: Partial<SectionResolverInput> = {}) => {
  const { errors } = await resolve(values, mode, over);
  return Object.fromEntries(Object.entries(errors).map(([key, error]) => [key, error?.message]));
};

describe("sectionResolver (the question engine as the section form's resolver)", () => {
  it("stops a save only at broken rules, with the engine's messages", async () => {
    expect(await messages({ employee_payroll: -1 }, "save")).toEqual({ employee_payroll: "Value must be more than 0" });
    expect(await messages({}, "save")).toEqual({});
  });

  it("needs the group complete to continue: visible questions only", async () => {
    const found = await messages({ has_subcontractors: false }, "continue");
    expect(found.employee_payroll).toBe("Answer is required");
    // Asked only when the insured has subcontractors.
    expect(found).not.toHaveProperty("subcontractor_payroll");
    expect(await messages({ has_subcontractors: true }, "continue")).toHaveProperty("subcontractor_payroll", "Answer is required");
  });

  it("keeps a submit's issues of other groups out of this group's fields", async () => {
    const found = await messages({ employee_payroll: 100000, has_subcontractors: false, gross_receipts: 400000 }, "submit");
    expect(found).toEqual({});
  });

  it("passes the values through when they hold", async () => {
    const values = { employee_payroll: 100000, has_subcontractors: false, gross_receipts: 400000 };
    expect(await resolve(values, "continue")).toEqual({ values, errors: {} });
  });

  it("sends answered questions only", () => {
    expect(sectionAnswers({ a: 1, b: "", c: undefined, d: false })).toEqual([
      { source: "a", value: 1 },
      { source: "d", value: false },
    ]);
  });
});
