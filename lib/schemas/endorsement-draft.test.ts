import { describe, expect, it } from "vitest";
import { endorsementDraftSchema } from "./endorsement-draft";

const change = { value: "5125550177", prevValue: "5125550101", effectiveDate: "2026-06-01" };

describe("endorsementDraftSchema (the browser's copy of a draft)", () => {
  it("fills in the lists a draft has not touched yet", () => {
    expect(endorsementDraftSchema.parse({ submissionID: "sub-1" })).toEqual({
      submissionID: "sub-1",
      companyInfo: {},
      businessTypeValues: [],
      applicationAnswers: [],
    });
  });

  it("keeps a complete draft as it is", () => {
    const draft = {
      submissionID: "sub-1",
      modifiesEndorsementID: "end-1",
      companyInfo: { phoneNumber: change },
      businessTypeValues: [{ id: "bt-1", title: "Framing", value: 60, prevValue: null, effectiveDate: null }],
      applicationAnswers: [
        {
          sectionGroupID: "g",
          sectionGroupLabel: "Vehicles",
          answers: [{ source: "count", label: "Count", value: 3, prevValue: 2, effectiveDate: "2026-06-01" }],
        },
      ],
    };
    expect(endorsementDraftSchema.parse(draft)).toEqual(draft);
  });

  it.each([
    ["no submission", {}],
    ["an empty submission id", { submissionID: "" }],
    ["a field that cannot be endorsed", { submissionID: "s", companyInfo: { insuredType: change } }],
    ["an effective date that is no day", { submissionID: "s", companyInfo: { phoneNumber: { ...change, effectiveDate: "June 1" } } }],
    ["a percentage that is text", { submissionID: "s", businessTypeValues: [{ id: "bt", title: "F", value: "60", prevValue: null, effectiveDate: null }] }],
    [
      "an answer without its question",
      { submissionID: "s", applicationAnswers: [{ sectionGroupID: "g", sectionGroupLabel: "G", answers: [{ source: "", label: "L", effectiveDate: null }] }] },
    ],
    ["something else entirely", "draft"],
  ])("refuses %s", (_, value) => {
    expect(endorsementDraftSchema.safeParse(value).success).toBe(false);
  });
});
