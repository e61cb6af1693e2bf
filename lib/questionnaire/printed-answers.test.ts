import { describe, expect, it } from "vitest";
import type { PricingDefinition, Questionnaire } from "@/lib/schemas/product-definition";
import { questionnaireView } from "./evaluate";
import { answeredSections, coverageTerms, endorsementChangeRows, pricingLines } from "./printed-answers";

const question = (questionKey: string, type: string, label: string, extra: object = {}) => ({ id: questionKey, questionKey, type, label, ...extra });

const questionnaire = {
  sectionGroups: [
    {
      id: "ops",
      label: "Operations",
      sections: [
        {
          id: "s1",
          label: "Business",
          questions: [
            question("payroll", "currency", "Annual payroll"),
            question("limits", "single_select_dropdown", "Limits of liability", { options: [{ label: "$1M / $2M", value: "1m" }] }),
            question("unanswered", "text", "Anything else?"),
            question("loss_runs", "document_upload", "Loss runs"),
          ],
        },
        { id: "s2", label: "Safety", questions: [question("training", "boolean", "Safety training")] },
      ],
    },
  ],
} as unknown as Questionnaire;

describe("answers as printed", () => {
  it("lists each answered question under its section as read-only text, files and blanks left out", () => {
    const sections = answeredSections(questionnaire, questionnaireView(questionnaire, { payroll: 250000, limits: "1m", loss_runs: "doc-1", training: false }));
    expect(sections).toEqual([
      {
        heading: "Operations: Business",
        answers: [
          { label: "Annual payroll", value: "$250,000.00" },
          { label: "Limits of liability", value: "$1M / $2M" },
        ],
      },
      { heading: "Operations: Safety", answers: [{ label: "Safety training", value: "No" }] },
    ]);
    expect(coverageTerms(sections)).toEqual([{ label: "Limits of liability", value: "$1M / $2M" }]);
  });

  it("leaves out the answer of a question the questionnaire hides, as if never given", () => {
    const gated = {
      sectionGroups: [
        {
          id: "subs",
          label: "Subcontractors",
          sections: [
            {
              id: "s",
              label: "",
              questions: [
                question("hires_subs", "boolean", "Do you hire subcontractors?"),
                question("subs_cost", "currency", "Annual cost of subcontracted work", {
                  showIf: { operatorBetweenConditions: "None", conditions: [{ sourceQuestionKey: "hires_subs", operator: "=", value: true }] },
                }),
              ],
            },
          ],
        },
      ],
    } as unknown as Questionnaire;
    const printedFor = (hiresSubs: boolean) => answeredSections(gated, questionnaireView(gated, { hires_subs: hiresSubs, subs_cost: 80000 }))[0].answers;
    expect(printedFor(true)).toEqual([
      { label: "Do you hire subcontractors?", value: "Yes" },
      { label: "Annual cost of subcontracted work", value: "$80,000.00" },
    ]);
    expect(printedFor(false)).toEqual([{ label: "Do you hire subcontractors?", value: "No" }]);
  });

  it("prices each priced line but the total", () => {
    const pricing = {
      groups: [
        { id: "premium", label: "Premium", questions: [question("base_premium", "currency", "Base premium")] },
        { id: "total", label: "Total", questions: [question("total_cost", "currency", "Total cost")] },
      ],
    } as unknown as PricingDefinition;
    expect(
      pricingLines(pricing, [
        {
          answers: [
            { source: "base_premium", value: 2000 },
            { source: "total_cost", value: 2500 },
          ],
        },
      ]),
    ).toEqual([{ label: "Base premium", value: "$2,000.00" }]);
    expect(pricingLines(pricing, [{ answers: [{ source: "base_premium", value: 2000.4 }] }], "wholeDollars")).toEqual([
      { label: "Base premium", value: "$2,000" },
    ]);
  });

  it("an endorsement's changes read before and after, the tax id masked and a removed business type said so", () => {
    const rows = endorsementChangeRows({
      companyInfo: {
        feinSsnNumber: { label: "FEIN", value: "987654321", prevValue: "123456789" },
        phoneNumber: { label: "Phone Number", value: "5125550199", prevValue: null },
      },
      businessTypes: [{ title: "Carpentry", value: null, prevValue: 60 }],
      answers: [{ questions: [{ label: "Safety training", type: "boolean", value: true, prevValue: false }] }],
    });
    expect(rows).toEqual([
      { field: "FEIN", before: "•••••6789", after: "•••••4321" },
      { field: "Phone Number", before: "", after: "(512) 555-0199" },
      { field: "Business type: Carpentry", before: "60%", after: "Removed" },
      { field: "Safety training", before: "No", after: "Yes" },
    ]);
  });
});
