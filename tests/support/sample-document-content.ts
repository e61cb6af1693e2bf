import type { DocumentSection, GeneratedDocumentContent } from "@/lib/domain/generated-document-content";

/** What the app would print for a contractor's general liability application. */
export function sampleApplicationSummary(): GeneratedDocumentContent {
  const questions = [
    "Does the applicant subcontract any work, and if so are certificates of insurance obtained from every subcontractor?",
    "Describe the applicant's operations",
    "Gross receipts in the last twelve months and expected in the next twelve",
    "Number of employees, full-time and part-time",
    "Claims or losses in the last five years, paid or open",
  ];
  const answers = [
    "Yes, certificates with limits of at least $1,000,000 are kept on file for every subcontractor",
    "Commercial and residential roofing, gutter installation and repair; no work above three storeys",
    "$1,250,000 in the last twelve months, $1,400,000 expected",
    "12 employees, 4 of them part-time",
    "None",
  ];
  const parts: DocumentSection[] = Array.from({ length: 8 }, (_, part) => ({
    heading: `Part ${part + 1}: Operations and exposures`,
    kind: "fields",
    fields: Array.from({ length: 5 }, (_, i) => ({ label: `${part * 5 + i + 1}. ${questions[i]}`, value: answers[(part + i) % answers.length] })),
  }));
  return {
    title: "Application summary",
    productName: "Contractors General Liability",
    references: [
      { label: "Application", value: "APP-2025-00417" },
      { label: "Submitted", value: "12 March 2025" },
      { label: "Applicant", value: "Sunrise Roofing LLC" },
      { label: "Producer", value: "Jordan Smith, Smith & Partners Insurance" },
    ],
    sections: [
      ...parts,
      {
        heading: "Locations",
        kind: "table",
        columns: ["Address", "Use", "Area", "Year built"],
        rows: Array.from({ length: 6 }, (_, i) => [
          `${100 + i} Main Street, Springfield, IL 62701`,
          "Office and storage",
          `${1200 + 100 * i} sq ft`,
          `${1980 + i}`,
        ]),
      },
      {
        heading: "Declaration",
        kind: "paragraphs",
        paragraphs: [
          "The applicant declares that the statements in this application are true and complete, and that no material fact has been withheld. " +
            "The applicant will tell the insurer of any change to these answers before the policy starts.",
        ],
      },
      { heading: "Signatures", kind: "signatures", signers: ["Applicant", "Producer"] },
    ],
    notice: "This summary records the answers given; it is not a policy and provides no coverage.",
  };
}
