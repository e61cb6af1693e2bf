/**
 * An application's stored answers as printed documents list them: every
 * answered question the questionnaire shows (a hidden question's answer
 * counts as absent, as everywhere) under its section, in order, as
 * read-only text; the price as its lines. Questions holding files are left
 * out (the files are documents of their own).
 */
import type { LabelledValue } from "@/lib/domain/generated-document-content";
import { formatPhone } from "@/lib/domain/insured";
import { TOTAL_GROUP_ID } from "@/lib/domain/product-definition";
import { maskedTaxId, type AnsweredSection, type EndorsementChangeRow } from "@/lib/domain/generated-documents";
import type { PricingDefinition, Question, Questionnaire } from "@/lib/schemas/product-definition";
import type { QuestionnaireView } from "./evaluate";
import { answerText, type MoneyStyle } from "./format";

type AnswerGroups = readonly { answers: readonly { source: string; value: unknown }[] }[];

const answersByKey = (groups: AnswerGroups): Map<string, unknown> => new Map(groups.flatMap((g) => g.answers.map((a) => [a.source, a.value] as const)));

function printed(questions: readonly Question[], valueOf: (questionKey: string) => unknown, money: MoneyStyle): LabelledValue[] {
  return questions
    .filter((q) => q.type !== "document_upload")
    .map((q) => ({ label: q.label, value: answerText(q, valueOf(q.questionKey), money) }))
    .filter((line) => line.value !== "");
}

/** Each section of the questionnaire with its answered questions as `view` shows them, headed "Group: Section" where a group holds several. */
export function answeredSections(questionnaire: Questionnaire, view: QuestionnaireView, money: MoneyStyle = "cents"): AnsweredSection[] {
  return questionnaire.sectionGroups.flatMap((group) =>
    group.sections.map((section) => ({
      heading: group.sections.length > 1 ? `${group.label}: ${section.label}` : section.label || group.label,
      answers: printed(section.questions, view.value, money),
    })),
  );
}

// Terms a quote states beside its price: the limits, deductibles and retentions asked for.
const COVERAGE_TERM = /\b(limits?|deductibles?|retentions?)\b/i;

/** The answered questions that set the cover's limits and deductibles. */
export function coverageTerms(sections: readonly AnsweredSection[]): LabelledValue[] {
  return sections.flatMap((s) => s.answers).filter((line) => COVERAGE_TERM.test(line.label));
}

/** The price as the underwriter entered it: each priced line of each group but the total. */
export function pricingLines(pricing: PricingDefinition, pricingAnswers: AnswerGroups, money: MoneyStyle = "cents"): LabelledValue[] {
  const answers = answersByKey(pricingAnswers);
  return printed(
    pricing.groups.filter((g) => g.id !== TOTAL_GROUP_ID).flatMap((g) => g.questions),
    (key) => answers.get(key),
    money,
  );
}

/** An endorsement's changes as stored on it, each with the label it was made under. */
export interface StoredEndorsementChanges {
  companyInfo: Record<string, { label: string; value: unknown; prevValue: unknown }>;
  businessTypes: { title: string; value: number | null; prevValue: number | null }[];
  answers: { questions: (Pick<Question, "label" | "type" | "options" | "validations"> & { value: unknown; prevValue: unknown })[] }[];
}

const shareText = (share: number | null) => (share === null ? "" : `${share}%`);

/** One row per changed field, before and after, as the endorsement document lists them (tax ids masked, phone numbers formatted). */
export function endorsementChangeRows(changes: StoredEndorsementChanges): EndorsementChangeRow[] {
  const companyText = (field: string, value: unknown) => {
    if (value == null || value === "") return "";
    if (field === "feinSsnNumber") return maskedTaxId(String(value));
    return field === "phoneNumber" ? formatPhone(String(value)) : String(value);
  };
  return [
    ...Object.entries(changes.companyInfo).map(([field, c]) => ({
      field: c.label,
      before: companyText(field, c.prevValue),
      after: companyText(field, c.value),
    })),
    ...changes.businessTypes.map((b) => ({
      field: `Business type: ${b.title}`,
      before: shareText(b.prevValue),
      after: b.value === null ? "Removed" : shareText(b.value),
    })),
    ...changes.answers.flatMap((g) => g.questions.map((q) => ({ field: q.label, before: answerText(q, q.prevValue), after: answerText(q, q.value) }))),
  ];
}
