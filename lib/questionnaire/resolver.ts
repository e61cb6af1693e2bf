import type { FieldErrors, Resolver } from "react-hook-form";
import type { AnswerGroup } from "@/lib/schemas/application";
import type { Questionnaire } from "@/lib/schemas/product-definition";
import { evaluateQuestionnaire, mergeAnswerGroups, type CompanyInfoValues, type QuestionIssue } from "./evaluate";

/** One section group's answers as the form holds them: by question key. */
export type SectionValues = Record<string, unknown>;

/**
 * What a press asks of the group: "save" keeps work in progress (only broken
 * rules stop it), "continue" needs the group complete, "submit" the whole
 * questionnaire (the other groups are the form's to report).
 */
export type SectionSaveMode = "save" | "continue" | "submit";

export interface SectionResolverContext {
  mode: SectionSaveMode;
}

export interface SectionResolverInput {
  questionnaire: Questionnaire;
  sectionGroupID: string;
  /** The application's saved groups: the others take part in conditions and calculations. */
  answerGroups: readonly AnswerGroup[];
  companyInfo: CompanyInfoValues | null;
  today: string;
}

/** The answers a save sends: blanks are left out, as never answered. */
export function sectionAnswers(values: SectionValues): AnswerGroup["answers"] {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([source, value]) => ({ source, value }));
}

/** The questionnaire evaluated with this group's answers as the form holds them. */
export function evaluateSection(input: SectionResolverInput, values: SectionValues) {
  return evaluateQuestionnaire({
    questionnaire: input.questionnaire,
    answerGroups: mergeAnswerGroups(input.answerGroups, [{ sectionGroupID: input.sectionGroupID, answers: sectionAnswers(values) }]),
    companyInfo: input.companyInfo,
    validation: { today: input.today },
  });
}

/** The issues a press stops at, in every group. */
export function issuesFor(issues: readonly QuestionIssue[], sectionGroupID: string, mode: SectionSaveMode): QuestionIssue[] {
  if (mode === "submit") return [...issues];
  return issues.filter((i) => i.sectionGroupID === sectionGroupID && (mode === "continue" || i.kind === "invalid"));
}

/**
 * The section form's resolver: the question engine the server runs on every
 * save, so the browser checks visible questions only and says what the server
 * would. Errors are this group's, keyed by question key.
 */
export function sectionResolver(input: SectionResolverInput): Resolver<SectionValues, SectionResolverContext> {
  return (values, context) => {
    const evaluation = evaluateSection(input, values);
    const mine = issuesFor(evaluation.issues, input.sectionGroupID, context?.mode ?? "save").filter((i) => i.sectionGroupID === input.sectionGroupID);
    if (!mine.length) return { values, errors: {} };
    const errors: FieldErrors<SectionValues> = {};
    for (const issue of mine) errors[issue.questionKey] ??= { type: issue.kind, message: issue.message };
    return { values: {}, errors };
  };
}
