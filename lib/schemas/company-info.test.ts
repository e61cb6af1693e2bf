import { describe, expect, it } from "vitest";
import { messages } from "@/lib/domain/insured";
import { makeCompanyInfoSchema, type CompanyInfoInput } from "./company-info";

const industry = "8f4a1c52-5b0e-4e8e-9a51-0c1b6b8d2f10";

const address = { streetAddress: "401 Congress Ave", aptSuite: "", city: "Austin", state: "TX", zip: "78701" };

const company: CompanyInfoInput = {
  insuredType: "company",
  companyName: "Sunrise Carpentry LLC",
  dba: "Sunrise",
  firstName: "Maria",
  lastName: "Lopez",
  emailAddress: "maria@sunrise.example.com",
  phoneNumber: "5125550101",
  websiteUrl: "https://sunrise.example.com",
  entityType: "llc",
  feinSsnNumber: "",
  dateBusinessStarted: "2014-03-01",
  yearsOfExp: 12,
  description: "Finish carpentry",
  physicalAddress: address,
  isMailingSameAsPhysical: true,
  selectedIndustryIDs: [industry],
};

const individual: CompanyInfoInput = {
  insuredType: "individual",
  firstName: "Sam",
  lastName: "Fixit",
  entityType: "individual-sole-proprietor",
  physicalAddress: address,
  isMailingSameAsPhysical: true,
  selectedIndustryIDs: [industry],
};

function errorsOf(input: CompanyInfoInput, rules = {}): Record<string, string[]> {
  const result = makeCompanyInfoSchema(rules).safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join(".")] ??= []).push(issue.message);
  return out;
}

describe("company flow: every field and message (spec 1 §5, spec 3 §5)", () => {
  it("accepts a complete company and normalizes it", () => {
    const parsed = makeCompanyInfoSchema().parse({
      ...company,
      phoneNumber: "(512) 555-0101",
      feinSsnNumber: "12-3456789",
      companyName: "  Sunrise Carpentry LLC ",
    });
    expect(parsed).toMatchObject({
      companyName: "Sunrise Carpentry LLC",
      phoneNumber: "5125550101",
      feinSsnNumber: "123456789",
      yearsOfExp: 12,
      dateBusinessStarted: "2014-03-01",
      mailingAddress: null,
      physicalAddress: { ...address, aptSuite: null, coordinates: null, isManuallyEntered: true },
    });
  });

  it.each([
    ["companyName", "", messages.missing],
    ["companyName", "   ", messages.missing],
    ["companyName", "<script>", messages.invalidText],
    ["companyName", "!!!", messages.invalidText],
    ["companyName", "x".repeat(51), messages.tooLong(50)],
    ["firstName", "", messages.missing],
    ["firstName", "M@ria{", messages.invalidText],
    ["firstName", "x".repeat(51), messages.tooLong(50)],
    ["lastName", null, messages.missing],
    ["lastName", "Lopez$", messages.invalidText],
    ["dba", "<b>", messages.invalidText],
    ["dba", "d".repeat(51), messages.tooLong(50)],
    ["dateBusinessStarted", "", messages.selectDate],
    ["dateBusinessStarted", "2014-02-30", messages.selectDate],
    ["dateBusinessStarted", "03/01/2014", messages.selectDate],
    ["yearsOfExp", null, messages.missing],
    ["yearsOfExp", "", messages.missing],
    ["yearsOfExp", 0, messages.missing],
    ["yearsOfExp", -3, messages.missing],
    ["yearsOfExp", "abc", messages.missing],
    ["yearsOfExp", 1.5, messages.wholeNumber],
    ["yearsOfExp", 101, messages.yearsOfExpMax],
    ["description", "", messages.missing],
    ["description", "d".repeat(1001), messages.tooLong(1000)],
    ["entityType", "", messages.makeSelection],
    ["entityType", "company", messages.makeSelection],
    ["phoneNumber", "", messages.missing],
    ["phoneNumber", "512555010", messages.phone],
    ["phoneNumber", "51255501011", messages.phone],
    ["phoneNumber", "512-CALL-NOW", messages.phone],
    ["feinSsnNumber", "12345678", messages.feinSsn],
    ["feinSsnNumber", "1234567890", messages.feinSsn],
    ["feinSsnNumber", "12-345678x", messages.feinSsn],
    ["websiteUrl", "not a url", messages.url],
    ["websiteUrl", "ftp://example.com", messages.url],
    ["websiteUrl", "example", messages.url],
    ["emailAddress", "", messages.missing],
    ["emailAddress", "maria@", messages.email],
    ["emailAddress", "maria.example.com", messages.email],
    ["emailAddress", "maria@example", messages.email],
  ] as const)("%s = %j → %s", (field, value, message) => {
    expect(errorsOf({ ...company, [field]: value })[field]).toEqual([message]);
  });

  it("the email message names the expected format", () => {
    expect(messages.email).toBe("Please enter your email address in format: name@example.com.");
  });

  it.each([["1"], [1], ["100"], [100]])("yearsOfExp %j is accepted and answered as a number", (yearsOfExp) => {
    const parsed = makeCompanyInfoSchema().parse({ ...company, yearsOfExp });
    expect(parsed.yearsOfExp).toBe(Number(yearsOfExp));
  });

  it.each([["example.com"], ["https://www.example.com/about"], ["http://shop.example.co.uk"]])("website %s is a valid URL", (websiteUrl) => {
    expect(errorsOf({ ...company, websiteUrl })).toEqual({});
  });

  it.each([["O'Brien & Sons, Inc."], ["Zoë Müller"], ["A-1 Roofing (TX) #2"]])("%s is valid text", (companyName) => {
    expect(errorsOf({ ...company, companyName })).toEqual({});
  });

  it("FEIN/SSN is optional, but required when the industries include workers_comp_mp", () => {
    expect(errorsOf({ ...company, feinSsnNumber: "" })).toEqual({});
    expect(errorsOf({ ...company, feinSsnNumber: "" }, { feinRequired: true })).toEqual({ feinSsnNumber: [messages.missing] });
    expect(errorsOf({ ...company, feinSsnNumber: "123-45-6789" }, { feinRequired: true })).toEqual({});
  });

  it("shows every message at once", () => {
    const errors = errorsOf({ ...company, companyName: "", firstName: "", phoneNumber: "1", emailAddress: "x" });
    expect(Object.keys(errors).sort()).toEqual(["companyName", "emailAddress", "firstName", "phoneNumber"]);
  });
});

describe("direct-to-consumer (individual) flow", () => {
  it("accepts first name, last name and entity type; companyName defaults to the name; no business start date", () => {
    const parsed = makeCompanyInfoSchema().parse({ ...individual, dateBusinessStarted: "2020-01-01" });
    expect(parsed.companyName).toBe("Sam Fixit");
    expect(parsed.dateBusinessStarted).toBeNull();
    expect(parsed.emailAddress).toBeNull();
    expect(parsed.phoneNumber).toBeNull();
  });

  it.each([
    ["entityType", "", messages.makeSelection],
    ["firstName", "", messages.missing],
    ["firstName", "S@m", messages.invalidText],
    ["lastName", "", messages.missing],
    ["phoneNumber", "555", messages.phone],
    ["emailAddress", "sam@", messages.email],
  ] as const)("%s = %j → %s", (field, value, message) => {
    expect(errorsOf({ ...individual, [field]: value })[field]).toEqual([message]);
  });

  it("companyName is required unless the entity type is individual-sole-proprietor", () => {
    expect(errorsOf({ ...individual, entityType: "llc" })).toEqual({ companyName: [messages.makeSelection] });
    expect(errorsOf({ ...individual, entityType: "llc", companyName: "Fixit LLC" })).toEqual({});
    expect(errorsOf({ ...individual, companyName: "F!x<it>" })).toEqual({ companyName: [messages.invalidText] });
  });

  it("does not ask for the company-only fields", () => {
    expect(errorsOf({ ...individual, description: "", yearsOfExp: null, dateBusinessStarted: "" })).toEqual({});
  });
});

describe("addresses", () => {
  it.each([
    ["streetAddress", "", messages.missing],
    ["city", "", messages.missing],
    ["state", "", messages.missing],
    ["zip", "", messages.missing],
    ["state", "DC", messages.makeSelection],
    ["state", "Texas", messages.makeSelection],
    ["zip", "7870", messages.zip],
    ["zip", "z".repeat(51), messages.tooLong(50)],
    ["city", "c".repeat(51), messages.tooLong(50)],
    ["aptSuite", "a".repeat(51), messages.tooLong(50)],
    ["streetAddress", "s".repeat(51), messages.tooLong(50)],
  ] as const)("physical %s = %j → %s", (field, value, message) => {
    expect(errorsOf({ ...company, physicalAddress: { ...address, [field]: value } })[`physicalAddress.${field}`]).toEqual([message]);
  });

  it("in place-search mode a missing street reads 'Select a valid location'", () => {
    expect(errorsOf({ ...company, physicalAddress: { ...address, streetAddress: "" } }, { placeSearch: true })).toEqual({
      "physicalAddress.streetAddress": [messages.selectLocation],
    });
  });

  it("a missing physical address reports each required part", () => {
    expect(Object.keys(errorsOf({ ...company, physicalAddress: null })).sort()).toEqual([
      "physicalAddress.city",
      "physicalAddress.state",
      "physicalAddress.streetAddress",
      "physicalAddress.zip",
    ]);
  });

  it("the mailing address is skipped when it is the same as the physical one, and checked otherwise", () => {
    expect(errorsOf({ ...company, isMailingSameAsPhysical: true, mailingAddress: { city: "" } })).toEqual({});
    expect(errorsOf({ ...company, isMailingSameAsPhysical: false, mailingAddress: { ...address, zip: "" } })).toEqual({
      "mailingAddress.zip": [messages.missing],
    });
    const parsed = makeCompanyInfoSchema().parse({
      ...company,
      isMailingSameAsPhysical: false,
      mailingAddress: { ...address, streetAddress: "PO Box 9", zip: "78767-0009" },
    });
    expect(parsed.mailingAddress).toMatchObject({ streetAddress: "PO Box 9", zip: "78767-0009" });
  });

  it("keeps coordinates and whether the address was typed", () => {
    const parsed = makeCompanyInfoSchema().parse({
      ...company,
      physicalAddress: { ...address, coordinates: { latitude: 30.27, longitude: -97.74 }, isManuallyEntered: false },
    });
    expect(parsed.physicalAddress).toMatchObject({ coordinates: { latitude: 30.27, longitude: -97.74 }, isManuallyEntered: false });
  });
});

describe("structure", () => {
  it("needs an insured type and at least one industry, and refuses unknown fields", () => {
    expect(errorsOf({ ...company, insuredType: undefined as never }).insuredType).toEqual([messages.makeSelection]);
    expect(errorsOf({ ...company, selectedIndustryIDs: [] }).selectedIndustryIDs).toEqual(["Please select an industry to continue"]);
    expect(Object.keys(errorsOf({ ...company, favouriteColour: "red" } as CompanyInfoInput))).toEqual([""]);
  });
});
