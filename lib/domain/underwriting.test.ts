import { describe, expect, it } from "vitest";
import { hasAgentUpload, isPricingSaved, savedTotalCost, pricingAnswers, pricingFormValues, quoteDocuments, stepHref, wholeDollars } from "./underwriting";

const groups = [
  {
    id: "premium",
    questions: [{ questionKey: "base_premium" }, { questionKey: "terrorism_premium" }],
    answers: [{ source: "base_premium", value: 1200 }],
  },
  { id: "taxes_fees", questions: [{ questionKey: "state_tax" }], answers: [] },
  { id: "total", questions: [{ questionKey: "total_cost", isReadOnly: true, calculationLogic: ["base_premium", "state_tax"] }], answers: [] },
];

describe("underwriter steps", () => {
  it("builds a step's path with encoded ids", () => expect(stepHref("s 1", "a/2", "bind")).toBe("/submission/s%201/coverage/a%2F2/bind"));
});

describe("documents", () => {
  const docs = [
    { category: "upload_finalize_quote", uploaderType: "Underwriter" },
    { category: "upload_view_upload", uploaderType: "Agent", isActive: false },
  ];
  it("counts only active agent uploads", () => {
    expect(hasAgentUpload(docs)).toBe(false);
    expect(hasAgentUpload([...docs, { category: "upload_view_upload", uploaderType: "Agent" }])).toBe(true);
  });
  it("finds the quote documents", () => expect(quoteDocuments(docs)).toHaveLength(1));
});

describe("prices", () => {
  it.each([
    [1234.56, "$1,235"],
    [0, "$0"],
    [null, "—"],
  ])("%s shows as %s", (amount, text) => expect(wholeDollars(amount)).toBe(text));

  it("is saved with a carrier and a computed total", () => {
    expect(isPricingSaved("c1", null)).toBe(false);
    expect(isPricingSaved(null, 1200)).toBe(false);
    expect(isPricingSaved("c1", 0)).toBe(true);
  });

  it("reads the total from the total group, else from the application", () => {
    expect(savedTotalCost(groups, 99)).toBe(99);
    const totalled = groups.map((g) => (g.id === "total" ? { ...g, answers: [{ source: "total_cost", value: 1200 }] } : g));
    expect(savedTotalCost(totalled, 99)).toBe(1200);
  });

  it("fills the form from saved answers and sends entered numbers only, never the total", () => {
    const values = pricingFormValues(groups);
    expect(values).toEqual({ base_premium: "1200", terrorism_premium: "", state_tax: "" });
    expect(pricingAnswers(groups, { ...values, state_tax: "35.5", terrorism_premium: "abc" })).toEqual([
      { sectionGroupID: "premium", answers: [{ source: "base_premium", value: 1200 }] },
      { sectionGroupID: "taxes_fees", answers: [{ source: "state_tax", value: 35.5 }] },
    ]);
  });
});
