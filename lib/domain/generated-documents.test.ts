import { describe, expect, it } from "vitest";
import { deletionVerdict } from "./documents";
import type { GeneratedDocumentContent } from "./generated-document-content";
import {
  applicationSummaryContent,
  binderContent,
  endorsementContent,
  maskedTaxId,
  quoteProposalContent,
  type InsuredFacts,
  type PolicyParties,
} from "./generated-documents";

const parties: PolicyParties = {
  productName: "General Liability",
  carrierName: "Summit Mutual",
  agencyName: "Acme Insurance Agency",
  agentName: "Avery Agent",
};
const insured: InsuredFacts = {
  name: "Sunrise Carpentry LLC",
  dba: null,
  contactName: "Sam Sunrise",
  email: "sam@example.com",
  phone: "(512) 555-0100",
  entityType: "LLC",
  feinSsn: "12-3456789",
  physicalAddress: "401 Congress Ave, Austin, TX 78701",
  mailingAddress: null,
};

/** Every piece of text the document says, in order. */
function words(content: GeneratedDocumentContent): string[] {
  return [
    content.title,
    ...content.references.flatMap((r) => [r.label, r.value]),
    ...content.sections.flatMap((s) => {
      if (s.kind === "fields") return [s.heading, ...s.fields.flatMap((f) => [f.label, f.value])];
      if (s.kind === "table") return [s.heading, ...s.columns, ...s.rows.flat()];
      if (s.kind === "paragraphs") return [s.heading, ...s.paragraphs];
      return [s.heading, ...s.signers];
    }),
  ];
}

describe("generated documents' content", () => {
  it("masks a tax id to its last four digits", () => {
    expect(maskedTaxId("12-3456789")).toBe("•••••6789");
    expect(maskedTaxId("123")).toBe("—");
    expect(maskedTaxId(null)).toBe("—");
  });

  it("a quote proposal names the quote, its validity, the insured, the price and what must come before bind", () => {
    const text = words(
      quoteProposalContent({
        quoteNumber: "Q-1",
        issuedOn: "2026-11-27",
        validUntil: "2026-12-27",
        requestedEffectiveDate: "2027-01-01",
        parties,
        insured,
        pricing: [{ label: "Base premium", value: "$2,000.00" }],
        totalCostCents: 250_000,
        coverageTerms: [{ label: "Deductible", value: "$1,000" }],
        approvedBy: "Uma Underwriter",
      }),
    );
    for (const word of [
      "Q-1",
      "12/27/2026",
      "01/01/2027",
      "Sunrise Carpentry LLC",
      "•••••6789",
      "Summit Mutual",
      "Base premium",
      "$2,500.00",
      "Deductible",
      "Uma Underwriter",
    ]) {
      expect(text).toContain(word);
    }
    expect(text.join(" ")).not.toContain("3456789");
    expect(text.join(" ")).toContain("signed and dated by the insured");
  });

  it("a binder states the policy number, the term and who bound it", () => {
    const text = words(
      binderContent({
        policyNumber: "POL-1",
        effectiveDate: "2027-01-01",
        expirationDate: "2028-01-01",
        parties,
        insured,
        pricing: [],
        totalCostCents: null,
        boundOn: "2026-11-27",
        boundBy: "Uma Underwriter",
      }),
    );
    expect(text).toEqual(expect.arrayContaining(["POL-1", "01/01/2027 to 01/01/2028", "11/27/2026", "Uma Underwriter", "—"]));
  });

  it("an endorsement lists each change before and after, a blank as a dash", () => {
    const content = endorsementContent({
      policyNumber: "POL-1",
      effectiveDate: "2026-06-01",
      parties,
      insured,
      changes: [{ field: "Phone Number", before: "", after: "(512) 555-0199" }],
      pricing: [{ label: "Premium", value: "$100.00" }],
      premiumChangeCents: 13_000,
      boundOn: "2026-11-27",
      boundBy: "Uma Underwriter",
    });
    expect(content.sections.find((s) => s.kind === "table")).toMatchObject({ rows: [["Phone Number", "—", "(512) 555-0199"]] });
    expect(words(content)).toContain("$130.00");
  });

  it("an application summary with nothing answered still says so, and asks for signatures", () => {
    const content = applicationSummaryContent({
      parties,
      insured,
      status: "In Progress",
      requestedEffectiveDate: null,
      businessTypes: [],
      sections: [{ heading: "Operations", answers: [] }],
      printedOn: "2026-11-27",
    });
    expect(words(content)).toEqual(expect.arrayContaining(["No question answered yet.", "No business type chosen yet.", "Insured", "Agent"]));
    expect(content.sections.at(-1)).toMatchObject({ kind: "signatures" });
  });

  it("a generated document stays on file: deleting it is refused, to underwriters too", () => {
    const verdict = deletionVerdict({
      role: "Underwriter",
      uploaderType: "Underwriter",
      category: "generated_binder",
      status: "Bound",
      activeDocumentCount: 5,
    });
    expect(verdict).toMatchObject({ allowed: false, code: "conflict", message: "A generated document stays on file: hide it from agents instead." });
    expect(
      deletionVerdict({ role: "Underwriter", uploaderType: "Underwriter", category: "upload_finalize_quote", status: "Bound", activeDocumentCount: 5 }),
    ).toEqual({
      allowed: true,
    });
  });
});
