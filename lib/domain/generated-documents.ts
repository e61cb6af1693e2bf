/**
 * What each generated document says (issue: generated documents): the quote
 * proposal, the binder, the endorsement and the application summary, built
 * from an application's facts as text. Drawing them is the renderer's job.
 */
import { formatCurrency } from "./costs";
import { formatDay } from "./dates";
import { digitsOnly } from "./insured";
import type { DocumentSection, GeneratedDocumentContent, LabelledValue } from "./generated-document-content";

const NONE = "—";

/** The insured as every generated document names it. */
export interface InsuredFacts {
  name: string;
  dba: string | null;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  entityType: string | null;
  feinSsn: string | null;
  physicalAddress: string | null;
  mailingAddress: string | null;
}

/** Who the policy is between: the product, its carrier, the agency and its agent. */
export interface PolicyParties {
  productName: string;
  carrierName: string | null;
  agencyName: string;
  agentName: string;
}

/** A tax id shown to the last four digits only: documents travel by e-mail. */
export function maskedTaxId(value: string | null): string {
  const digits = digitsOnly(value ?? "");
  return digits.length < 4 ? NONE : `•••••${digits.slice(-4)}`;
}

const money = (cents: number | null): string => (cents === null ? NONE : formatCurrency(cents));
const dayText = (day: string | null): string => formatDay(day) || NONE;
const orNone = (value: string | null | undefined): string => (value?.trim() ? value : NONE);

function insuredSection(insured: InsuredFacts, options: { full: boolean }): DocumentSection {
  const fields: LabelledValue[] = [
    { label: "Named insured", value: orNone(insured.name) },
    ...(insured.dba ? [{ label: "Doing business as", value: insured.dba }] : []),
    { label: "Address", value: orNone(insured.physicalAddress) },
    { label: "FEIN / SSN", value: maskedTaxId(insured.feinSsn) },
  ];
  if (options.full) {
    fields.push(
      { label: "Mailing address", value: orNone(insured.mailingAddress ?? insured.physicalAddress) },
      { label: "Entity type", value: orNone(insured.entityType) },
      { label: "Contact", value: orNone(insured.contactName) },
      { label: "E-mail", value: orNone(insured.email) },
      { label: "Phone", value: orNone(insured.phone) },
    );
  }
  return { heading: "Insured", kind: "fields", fields };
}

function partiesSection(parties: PolicyParties): DocumentSection {
  return {
    heading: "Coverage",
    kind: "fields",
    fields: [
      { label: "Product", value: parties.productName },
      { label: "Carrier", value: orNone(parties.carrierName) },
      { label: "Agency", value: parties.agencyName },
      { label: "Agent", value: orNone(parties.agentName) },
    ],
  };
}

function premiumSection(pricing: readonly LabelledValue[], totalCostCents: number | null): DocumentSection {
  return { heading: "Premium", kind: "fields", fields: [...pricing, { label: "Total cost", value: money(totalCostCents) }] };
}

export interface QuoteFacts {
  quoteNumber: string;
  issuedOn: string;
  /** The last day the quote may be bound. */
  validUntil: string | null;
  requestedEffectiveDate: string | null;
  parties: PolicyParties;
  insured: InsuredFacts;
  /** Premium, taxes and fees as the underwriter priced them. */
  pricing: LabelledValue[];
  totalCostCents: number | null;
  /** Limits, deductibles and retentions as the questionnaire answered them. */
  coverageTerms: LabelledValue[];
  approvedBy: string;
}

/** Subjectivities: what the underwriter must receive before the policy is bound. */
export const QUOTE_SUBJECTIVITIES = [
  "The application packet signed and dated by the insured.",
  "No material change in the risk between this quote and the bind.",
  "A bind request before the quote's validity ends.",
];

export function quoteProposalContent(facts: QuoteFacts): GeneratedDocumentContent {
  return {
    title: "Quote proposal",
    productName: facts.parties.productName,
    references: [
      { label: "Quote number", value: facts.quoteNumber },
      { label: "Issued", value: dayText(facts.issuedOn) },
      { label: "Valid until", value: dayText(facts.validUntil) },
    ],
    sections: [
      insuredSection(facts.insured, { full: false }),
      partiesSection(facts.parties),
      {
        heading: "Terms",
        kind: "fields",
        fields: [{ label: "Requested effective date", value: dayText(facts.requestedEffectiveDate) }, ...facts.coverageTerms],
      },
      premiumSection(facts.pricing, facts.totalCostCents),
      { heading: "Subjectivities", kind: "paragraphs", paragraphs: QUOTE_SUBJECTIVITIES },
      { heading: "Approved by", kind: "fields", fields: [{ label: "Underwriter", value: facts.approvedBy }] },
    ],
    notice: `This proposal is not a binder: coverage begins only once the policy is bound. It may be bound until ${dayText(facts.validUntil)}.`,
  };
}

export interface BinderFacts {
  policyNumber: string;
  effectiveDate: string | null;
  expirationDate: string | null;
  parties: PolicyParties;
  insured: InsuredFacts;
  pricing: LabelledValue[];
  totalCostCents: number | null;
  boundOn: string;
  boundBy: string;
}

export function binderContent(facts: BinderFacts): GeneratedDocumentContent {
  return {
    title: "Binder",
    productName: facts.parties.productName,
    references: [
      { label: "Policy number", value: facts.policyNumber },
      { label: "Policy term", value: `${dayText(facts.effectiveDate)} to ${dayText(facts.expirationDate)}` },
      { label: "Bound", value: dayText(facts.boundOn) },
    ],
    sections: [
      insuredSection(facts.insured, { full: false }),
      partiesSection(facts.parties),
      premiumSection(facts.pricing, facts.totalCostCents),
      { heading: "Bound by", kind: "fields", fields: [{ label: "Underwriter", value: facts.boundBy }] },
    ],
    notice: "This binder confirms the coverage above from the effective date until the policy is issued or the binder is cancelled.",
  };
}

export interface EndorsementChangeRow {
  field: string;
  before: string;
  after: string;
}

export interface EndorsementFacts {
  policyNumber: string;
  effectiveDate: string;
  parties: PolicyParties;
  insured: InsuredFacts;
  changes: EndorsementChangeRow[];
  /** The premium, taxes and fees of the change itself. */
  pricing: LabelledValue[];
  premiumChangeCents: number | null;
  boundOn: string;
  boundBy: string;
}

export function endorsementContent(facts: EndorsementFacts): GeneratedDocumentContent {
  return {
    title: "Endorsement",
    productName: facts.parties.productName,
    references: [
      { label: "Policy number", value: facts.policyNumber },
      { label: "Effective", value: dayText(facts.effectiveDate) },
      { label: "Bound", value: dayText(facts.boundOn) },
    ],
    sections: [
      insuredSection(facts.insured, { full: false }),
      {
        heading: "Changes",
        kind: "table",
        columns: ["Field", "Before", "After"],
        rows: facts.changes.map((c) => [c.field, orNone(c.before), orNone(c.after)]),
      },
      { heading: "Premium change", kind: "fields", fields: [...facts.pricing, { label: "Total change", value: money(facts.premiumChangeCents) }] },
      { heading: "Bound by", kind: "fields", fields: [{ label: "Underwriter", value: facts.boundBy }] },
    ],
    notice: `Every other term of policy ${facts.policyNumber} stays as it was.`,
  };
}

export interface AnsweredSection {
  heading: string;
  answers: LabelledValue[];
}

export interface ApplicationSummaryFacts {
  parties: PolicyParties;
  insured: InsuredFacts;
  status: string;
  requestedEffectiveDate: string | null;
  businessTypes: { title: string; percentage: string }[];
  sections: AnsweredSection[];
  printedOn: string;
}

export function applicationSummaryContent(facts: ApplicationSummaryFacts): GeneratedDocumentContent {
  const answered = facts.sections.filter((s) => s.answers.length > 0);
  return {
    title: "Application summary",
    productName: facts.parties.productName,
    references: [
      { label: "Status", value: facts.status },
      { label: "Requested effective date", value: dayText(facts.requestedEffectiveDate) },
      { label: "Printed", value: dayText(facts.printedOn) },
    ],
    sections: [
      insuredSection(facts.insured, { full: true }),
      partiesSection(facts.parties),
      facts.businessTypes.length
        ? {
            heading: "Business types",
            kind: "table",
            columns: ["Business type", "Share of work"],
            rows: facts.businessTypes.map((b) => [b.title, b.percentage]),
          }
        : { heading: "Business types", kind: "paragraphs", paragraphs: ["No business type chosen yet."] },
      ...(answered.length
        ? answered.map((s): DocumentSection => ({ heading: s.heading, kind: "fields", fields: s.answers }))
        : [{ heading: "Answers", kind: "paragraphs" as const, paragraphs: ["No question answered yet."] }]),
      {
        heading: "Declaration",
        kind: "paragraphs",
        paragraphs: [
          "The undersigned declares that the statements in this application are true and complete to the best of their knowledge, and that no material fact has been withheld.",
        ],
      },
      { heading: "Signatures", kind: "signatures", signers: ["Insured", "Agent"] },
    ],
  };
}
