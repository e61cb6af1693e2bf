import { numericValue, sumOfAnswers } from "@/lib/domain/calculations";
import type { AnswerGroup } from "@/lib/schemas/application";
import { COMPANY_INFO_PREFIX, isCompanyInfoSource, questionTypes, type CompanyInfoField } from "@/lib/domain/product-definition";
import type { Question, Questionnaire, SectionGroup } from "@/lib/schemas/product-definition";
import { messages } from "./messages";
import { validateValue, type ValidationOptions } from "./validation";
import { isAnswered, normalizeValue, type AnswerMap } from "./values";
import { evaluateShowIf } from "./visibility";

export type SectionGroupStatus = "NotStarted" | "InProgress" | "Completed";
export type CompanyInfoValues = Partial<Record<CompanyInfoField, unknown>>;

export interface QuestionIssue {
  sectionGroupID: string;
  questionKey: string;
  message: string;
  /** "invalid": a given answer breaks a rule; "required": a required answer is missing. */
  kind: "invalid" | "required";
}

export function groupQuestions(group: SectionGroup): Question[] {
  return group.sections.flatMap((s) => s.questions);
}

export function isSupportedType(type: string): boolean {
  return (questionTypes as readonly string[]).includes(type);
}

/** Questions that take an answer from the user: not calculated, read-only or an upload. */
export function isAnswerable(question: Question): boolean {
  return isSupportedType(question.type) && question.type !== "document_upload" && !question.calculationLogic && !question.isReadOnly;
}

export interface QuestionnaireView {
  isVisible(questionKey: string): boolean;
  /** The answer as conditions, calculations and rating see it: undefined when hidden; calculated fields summed. */
  value(questionKey: string): unknown;
}

/**
 * Visibility and values of a questionnaire for normalized answers. A hidden
 * question's answer counts as absent for every condition and calculation,
 * and a checklist's items are hidden with it. The schema refuses cycles; the
 * guard here only keeps a bad definition from recursing forever.
 */
export function questionnaireView(questionnaire: Questionnaire, answers: AnswerMap, companyInfo?: CompanyInfoValues | null): QuestionnaireView {
  const byKey = new Map(questionnaire.sectionGroups.flatMap(groupQuestions).map((q) => [q.questionKey, q]));
  const visible = new Map<string, boolean>();
  const values = new Map<string, unknown>();
  const resolving = new Set<string>();

  function source(sourceKey: string): unknown {
    if (isCompanyInfoSource(sourceKey)) return companyInfo?.[sourceKey.slice(COMPANY_INFO_PREFIX.length) as CompanyInfoField];
    return value(sourceKey);
  }

  function isVisible(key: string): boolean {
    const known = visible.get(key);
    if (known !== undefined) return known;
    const question = byKey.get(key);
    if (!question || resolving.has(key)) return false;
    resolving.add(key);
    const shown = (!question.checklistParent || isVisible(question.checklistParent)) && evaluateShowIf(question.showIf, source);
    resolving.delete(key);
    visible.set(key, shown);
    return shown;
  }

  function value(key: string): unknown {
    if (values.has(key)) return values.get(key);
    const question = byKey.get(key);
    if (!question || !isVisible(key) || resolving.has(key)) return undefined;
    let result: unknown = answers[key];
    if (question.calculationLogic) {
      resolving.add(key);
      const parts = question.calculationLogic.map((k) => ({ source: k, value: value(k) }));
      resolving.delete(key);
      // Blank until one of its parts is answered.
      result = parts.some((p) => numericValue(p.value) !== null) ? sumOfAnswers(question.calculationLogic, parts) : undefined;
    }
    values.set(key, result);
    return result;
  }

  return { isVisible, value };
}

export interface EvaluationInput {
  questionnaire: Questionnaire;
  /** The saved groups: a group that is absent has never been saved. */
  answerGroups: readonly AnswerGroup[];
  companyInfo?: CompanyInfoValues | null;
  validation: ValidationOptions;
}

export interface Evaluation extends QuestionnaireView {
  /** Normalized answers with calculated and read-only values set, one entry per saved group, in questionnaire order. */
  answerGroups: AnswerGroup[];
  statuses: Record<string, SectionGroupStatus>;
  /** Problems of visible questions in every group, saved or not. */
  issues: QuestionIssue[];
}

/** The share of section groups that are Completed, in whole percent. */
export function completionPercentage(statuses: Record<string, SectionGroupStatus>): number {
  const all = Object.values(statuses);
  return all.length ? Math.round((all.filter((s) => s === "Completed").length * 100) / all.length) : 0;
}

/** Replaces the answers of each group given, keeping the others. */
export function mergeAnswerGroups(saved: readonly AnswerGroup[], incoming: readonly AnswerGroup[]): AnswerGroup[] {
  const byId = new Map(saved.map((g) => [g.sectionGroupID, g]));
  for (const g of incoming) byId.set(g.sectionGroupID, g);
  return [...byId.values()];
}

function normalizedAnswers(questionnaire: Questionnaire, answerGroups: readonly AnswerGroup[]): AnswerMap {
  const answers: AnswerMap = {};
  for (const group of questionnaire.sectionGroups) {
    const saved = answerGroups.find((g) => g.sectionGroupID === group.id);
    const given = new Map((saved?.answers ?? []).map((a) => [a.source, a.value]));
    for (const question of groupQuestions(group)) {
      const normalized = normalizeValue(question, given.get(question.questionKey));
      if (normalized !== undefined) answers[question.questionKey] = normalized;
    }
  }
  return answers;
}

function checklistAnswered(checklist: Question, group: SectionGroup, view: QuestionnaireView): boolean {
  if (view.value(checklist.questionKey) === true) return true;
  return groupQuestions(group).some((q) => q.checklistParent === checklist.questionKey && view.value(q.questionKey) === true);
}

/**
 * The questionnaire engine, the same in the browser and on the server:
 * normalizes answers, computes calculated fields, decides visibility,
 * validates visible questions (hidden ones are neither validated nor
 * required) and derives each section group's status.
 */
export function evaluateQuestionnaire(input: EvaluationInput): Evaluation {
  const { questionnaire, answerGroups, companyInfo, validation } = input;
  const answers = normalizedAnswers(questionnaire, answerGroups);
  const view = questionnaireView(questionnaire, answers, companyInfo);
  const saved = new Set(answerGroups.map((g) => g.sectionGroupID));
  const issues: QuestionIssue[] = [];
  const statuses: Record<string, SectionGroupStatus> = {};
  const stored: AnswerGroup[] = [];

  for (const group of questionnaire.sectionGroups) {
    const questions = groupQuestions(group);
    const before = issues.length;
    for (const question of questions) {
      if (!isAnswerable(question) || !view.isVisible(question.questionKey)) continue;
      const value = answers[question.questionKey];
      const issue = (message: string, kind: QuestionIssue["kind"]) =>
        issues.push({ sectionGroupID: group.id, questionKey: question.questionKey, message, kind });
      const invalid = value === undefined ? null : validateValue(question, value, validation);
      if (invalid) issue(invalid, "invalid");
      else if (question.required) {
        const answered = question.type === "checklist" ? checklistAnswered(question, group, view) : isAnswered(question, value);
        if (!answered) issue(messages.required, "required");
      }
    }
    if (!saved.has(group.id)) {
      statuses[group.id] = "NotStarted";
      continue;
    }
    statuses[group.id] = issues.length === before ? "Completed" : "InProgress";
    const groupAnswers = questions.flatMap((q) => {
      const value = q.calculationLogic ? view.value(q.questionKey) : answers[q.questionKey];
      return value === undefined ? [] : [{ source: q.questionKey, value }];
    });
    stored.push({ sectionGroupID: group.id, answers: groupAnswers });
  }

  return { ...view, answerGroups: stored, statuses, issues };
}
