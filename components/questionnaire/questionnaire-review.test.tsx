import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { products } from "@/prisma/fixtures/catalog";
import { QuestionnaireReview } from "./questionnaire-review";

const questionnaire = products.find((p) => p.identifier === "general_liability")!.questionnaire!;
const answerGroups = [
  {
    sectionGroupID: "gl-payroll",
    answers: [
      { source: "employee_payroll", value: 100000 },
      { source: "has_subcontractors", value: true },
      { source: "subcontractor_payroll", value: 25000 },
      { source: "total_payroll", value: 125000 },
      { source: "collects_certificates", value: true },
    ],
  },
];
const app = (status: string) => ({
  sectionGroups: questionnaire.sectionGroups.map((g) => ({ ...g, status })),
  answerGroups,
});
const render = (status: string, editMode: boolean) =>
  renderToStaticMarkup(<QuestionnaireReview app={app(status)} companyInfo={null} editMode={editMode} continueLabel="Submit" onContinue={() => undefined} />);

describe("QuestionnaireReview", () => {
  it("shows every group read-only with the visible answers, calculated fields and ticked checklist items", () => {
    const html = render("Completed", false);
    for (const g of questionnaire.sectionGroups) expect(html).toContain(g.label);
    expect(html).toContain("$125,000.00");
    expect(html).toContain("We collect certificates of insurance before work starts");
    expect(html).not.toContain("<input");
    // Hidden until 3 or more stories.
    expect(html).not.toContain("Describe the work you perform on buildings of three or more stories");
  });

  it("enables Submit only when every group is Completed and edit mode is off", () => {
    expect(render("Completed", false)).not.toMatch(/<button[^>]* disabled=""/);
    for (const [status, editMode] of [
      ["InProgress", false],
      ["Completed", true],
    ] as const) {
      const html = render(status, editMode);
      expect(html).toMatch(/<button[^>]* disabled=""/);
      expect(html).toContain("Edit app and fill in required field.");
    }
  });
});
