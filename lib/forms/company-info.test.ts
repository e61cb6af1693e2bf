import { describe, expect, it } from "vitest";
import { makeCompanyInfoSchema } from "@/lib/schemas/company-info";
import { companyInfoFormFromSaved, companyInfoInput, emptyCompanyInfoForm } from "./company-info";

const industry = "8f4a1c52-5b0e-4e8e-9a51-0c1b6b8d2f10";

describe("the insured form and the API's companyInfo", () => {
  it("an individual starts as a sole proprietor; a company with no entity type", () => {
    expect(emptyCompanyInfoForm("individual").entityType).toBe("individual-sole-proprietor");
    expect(emptyCompanyInfoForm("company").entityType).toBe("");
    expect(emptyCompanyInfoForm("company").isMailingSameAsPhysical).toBe(true);
  });

  it("sends no mailing address when it is the physical one, and none of the business details for an individual", () => {
    const form = { ...emptyCompanyInfoForm("individual"), dba: "typed earlier", description: "x", yearsOfExp: "4" };
    const input = companyInfoInput(form, { insuredType: "individual", selectedIndustryIDs: [industry] });
    expect(input).toMatchObject({ mailingAddress: null, dba: null, description: null, yearsOfExp: null, dateBusinessStarted: null, feinSsnNumber: null });
    expect(input).not.toHaveProperty("businessTypeValues");
  });

  it("round-trips a saved company through the form unchanged", () => {
    const saved = {
      insuredType: "company" as const,
      companyName: "Acme",
      dba: null,
      firstName: "Ann",
      lastName: "Lee",
      emailAddress: "ann@acme.example.com",
      phoneNumber: "5125550100",
      websiteUrl: null,
      entityType: "llc",
      feinSsnNumber: "123456789",
      dateBusinessStarted: "2010-01-01",
      yearsOfExp: 3,
      description: "Framing",
      physicalAddress: { streetAddress: "1 Main St", aptSuite: null, city: "Austin", state: "TX", zip: "78701", coordinates: null, isManuallyEntered: true },
      mailingAddress: { streetAddress: "PO Box 1", aptSuite: "Unit 2", city: "Austin", state: "TX", zip: "78767", coordinates: null, isManuallyEntered: true },
      isMailingSameAsPhysical: false,
    };
    const form = companyInfoFormFromSaved(saved);
    expect(form.yearsOfExp).toBe("3");
    const parsed = makeCompanyInfoSchema().parse(companyInfoInput(form, { insuredType: "company", selectedIndustryIDs: [industry] }));
    expect(parsed).toMatchObject({ ...saved, selectedIndustryIDs: [industry] });
  });
});
