"use client";

import { useMemo, useState } from "react";
import { useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { QuestionField } from "@/components/questionnaire/question-field";
import { defaultEffectiveDate, effectiveDateIssue, withSectionChanges, type PolicyValues } from "@/lib/forms/endorsement-draft";
import { sameValue } from "@/lib/domain/endorsement-changes";
import { localToday } from "@/lib/questionnaire/dates";
import { isEndorsable } from "@/lib/questionnaire/endorsable";
import { evaluateQuestionnaire, groupQuestions, isAnswerable, mergeAnswerGroups, type CompanyInfoValues, type Evaluation } from "@/lib/questionnaire/evaluate";
import { answerText } from "@/lib/questionnaire/format";
import type { Question } from "@/lib/schemas/product-definition";
import { NO_VALUE } from "./change-value";
import { ChangeDates } from "./change-dates";
import { useEndorsement } from "./endorsement-frame";
import { SectionEditor } from "./section-editor";
import type { ApiApplication } from "@/lib/schemas/application-answer";

type Answers = Record<string, unknown>;

interface FormValues {
  answers: Answers;
  effectiveDates: Record<string, string>;
}

type Group = ApiApplication["sectionGroups"][number];

function evaluate(app: ApiApplication, group: Group, answers: Answers, companyInfo: CompanyInfoValues) {
  const given = Object.entries(answers)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([source, value]) => ({ source, value }));
  return evaluateQuestionnaire({
    questionnaire: { sectionGroups: app.sectionGroups },
    answerGroups: mergeAnswerGroups(app.answerGroups, [{ sectionGroupID: group.id, answers: given }]),
    companyInfo,
    validation: { today: localToday() },
  });
}

/** The visible endorsable questions whose value now differs from the policy's. */
function changedQuestions(questions: Question[], evaluation: Evaluation, policy: PolicyValues, groupID: string): Question[] {
  return questions.filter(
    (q) =>
      isEndorsable(q) &&
      evaluation.isVisible(q.questionKey) &&
      !sameValue(evaluation.value(q.questionKey) ?? null, policy.answers[groupID]?.[q.questionKey] ?? null),
  );
}

/**
 * /endorsement/details/{sectionID} for a coverage question section group: its
 * questions with the questionnaire's own inputs, read-only unless the product
 * marks them endorsable, checked by the question
 * engine as the server checks them (the changed answers, and any answer the
 * change makes required).
 */
export function QuestionChanges({ group }: { group: Group }) {
  const { app, submission, term, policy, draft, saveDraft } = useEndorsement();
  const questions = useMemo(() => groupQuestions(group), [group]);
  const companyInfo = submission.companyInfo as CompanyInfoValues;
  const defaultDate = defaultEffectiveDate(term, localToday());
  const drafted = draft.applicationAnswers.find((g) => g.sectionGroupID === group.id);

  // The form starts once, from the draft as it was when the page opened.
  const [defaults] = useState<FormValues>(() => {
    const answers: Answers = {};
    for (const q of questions.filter(isAnswerable)) {
      const change = drafted?.answers.find((a) => a.source === q.questionKey);
      const value = change ? change.value : policy.answers[group.id]?.[q.questionKey];
      answers[q.questionKey] = value ?? (q.type === "checkbox" || q.type === "checklist" ? false : undefined);
    }
    const effectiveDates = Object.fromEntries(
      questions.map((q) => [q.questionKey, drafted?.answers.find((a) => a.source === q.questionKey)?.effectiveDate ?? defaultDate]),
    );
    return { answers, effectiveDates };
  });

  // What the policy already lacks is not this change's to fix (as on the server).
  const [known] = useState(() => new Set(evaluate(app, group, defaults.answers, companyInfo).issues.map((i) => `${i.sectionGroupID}.${i.questionKey}`)));

  // Built once: the policy it checks against is the one the form started from.
  const [resolver] = useState<Resolver<FormValues>>(() => async (values: FormValues) => {
    const evaluation = evaluate(app, group, values.answers, companyInfo);
    const changed = changedQuestions(questions, evaluation, policy, group.id);
    const keys = new Set(changed.map((q) => q.questionKey));
    const issues = evaluation.issues.filter(
      (i) => i.sectionGroupID === group.id && (keys.has(i.questionKey) || !known.has(`${i.sectionGroupID}.${i.questionKey}`)),
    );
    const errors: Record<string, unknown> = {};
    if (issues.length) errors.answers = Object.fromEntries(issues.map((i) => [i.questionKey, { type: i.kind, message: i.message }]));
    const dates = Object.fromEntries(
      changed.flatMap((q) => {
        const issue = effectiveDateIssue(values.effectiveDates[q.questionKey], term);
        return issue ? [[q.questionKey, { type: "validate", message: issue }]] : [];
      }),
    );
    if (Object.keys(dates).length) errors.effectiveDates = dates;
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<FormValues> } : { values, errors: {} };
  });

  const form = useForm<FormValues>({ defaultValues: defaults, resolver });
  const { register, control, setValue, formState } = form;
  const answers = useWatch({ control, name: "answers" });
  const evaluation = evaluate(app, group, answers, companyInfo);
  const changed = changedQuestions(questions, evaluation, policy, group.id);
  const answerErrors = (formState.errors.answers ?? {}) as Record<string, { message?: string } | undefined>;
  const dateErrors = Object.fromEntries(
    Object.entries(formState.errors.effectiveDates ?? {}).map(([k, e]) => [k, (e as { message?: string } | undefined)?.message]),
  );
  const text = (q: Question, value: unknown) => answerText(q, value) || NO_VALUE;

  const change = (questionKey: string, value: unknown) => setValue(`answers.${questionKey}`, value, { shouldDirty: true });

  const save = (values: FormValues) => {
    const final = evaluate(app, group, values.answers, companyInfo);
    const answersChanged = changedQuestions(questions, final, policy, group.id).map((q) => ({
      source: q.questionKey,
      label: q.label,
      value: final.value(q.questionKey) ?? null,
      prevValue: policy.answers[group.id]?.[q.questionKey] ?? null,
      effectiveDate: values.effectiveDates[q.questionKey],
    }));
    saveDraft(withSectionChanges(draft, { kind: "answers", group: { sectionGroupID: group.id, sectionGroupLabel: group.label, answers: answersChanged } }));
  };

  return (
    <SectionEditor title={group.label} form={form} onSave={save}>
      {group.sections.map((section) => {
        const shown = section.questions.filter((q) => !q.checklistParent && q.type !== "document_upload" && evaluation.isVisible(q.questionKey));
        if (shown.length === 0) return null;
        return (
          <section key={section.id} aria-labelledby={`section-${section.id}`} className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id={`section-${section.id}`} className="text-base font-semibold text-slate-900">
              {section.label}
            </h2>
            {shown.map((q) => (
              <QuestionField
                key={q.questionKey}
                question={q}
                value={isAnswerable(q) ? answers[q.questionKey] : evaluation.value(q.questionKey)}
                error={answerErrors[q.questionKey]?.message}
                disabled={!isEndorsable(q)}
                onChange={change}
                items={
                  q.type === "checklist"
                    ? questions
                        .filter((item) => item.checklistParent === q.questionKey && evaluation.isVisible(item.questionKey))
                        .map((item) => ({ question: item, value: answers[item.questionKey] }))
                    : undefined
                }
              />
            ))}
          </section>
        );
      })}
      <ChangeDates
        changes={changed.map((q) => ({
          key: q.questionKey,
          label: q.label,
          previous: text(q, policy.answers[group.id]?.[q.questionKey]),
          next: text(q, evaluation.value(q.questionKey)),
        }))}
        term={term}
        dateInput={(key) => register(`effectiveDates.${key}`)}
        errors={dateErrors}
      />
    </SectionEditor>
  );
}
