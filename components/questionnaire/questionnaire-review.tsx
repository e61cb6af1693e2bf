"use client";

import { useEffect, useId, useMemo, useRef, type ReactNode } from "react";
import { statusLabel } from "@/lib/domain/statuses";
import { localToday } from "@/lib/questionnaire/dates";
import { evaluateQuestionnaire, groupQuestions, type CompanyInfoValues } from "@/lib/questionnaire/evaluate";
import { answerText } from "@/lib/questionnaire/format";
import { reviewContinueState } from "@/lib/questionnaire/review";
import type { Question } from "@/lib/schemas/product-definition";
import { Button } from "@/components/ui/button";
import type { ApiApplication } from "@/lib/schemas/application-answer";

export interface QuestionnaireReviewProps {
  app: Pick<ApiApplication, "sectionGroups" | "answerGroups">;
  companyInfo: CompanyInfoValues | null;
  /** While the app is being edited, Continue / Submit stays disabled. */
  editMode: boolean;
  continueLabel?: string;
  onContinue: () => void;
  /**
   * Editing in place (Review App): each group offers Edit while `editing` is
   * null, and the group being edited is shown as `editor` renders it.
   */
  edit?: { editing: string | null; onEdit: (groupID: string) => void; editor: (groupIndex: number) => ReactNode };
}

/**
 * Review mode (spec 1 §5, spec 2 §2): every section group read-only with its
 * visible answers; Continue / Submit waits until every group is Completed and
 * edit mode is off.
 */
export function QuestionnaireReview({ app, companyInfo, editMode, continueLabel = "Continue", onContinue, edit }: QuestionnaireReviewProps) {
  const reasonId = useId();
  const evaluation = useMemo(
    () =>
      evaluateQuestionnaire({
        questionnaire: { sectionGroups: app.sectionGroups },
        answerGroups: app.answerGroups,
        companyInfo,
        validation: { today: localToday() },
      }),
    [app.sectionGroups, app.answerGroups, companyInfo],
  );
  const state = reviewContinueState(app.sectionGroups, editMode);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const lastEditing = useRef<string | null>(null);
  const editing = edit?.editing ?? null;
  // A group's editor closed (saved or cancelled): focus goes back to that group's Edit button, not to the page's body.
  useEffect(() => {
    if (editing === null && lastEditing.current) editButtons.current.get(lastEditing.current)?.focus();
    lastEditing.current = editing;
  }, [editing]);
  const shown = (q: Question) => q.type !== "document_upload" && evaluation.isVisible(q.questionKey);
  const answer = (q: Question) => answerText(q, evaluation.value(q.questionKey)) || "Not answered";

  return (
    <div className="space-y-6">
      {app.sectionGroups.map((group, groupIndex) => {
        if (edit?.editing === group.id) {
          return (
            <section key={group.id} aria-label={`Edit ${group.label}`} className="rounded-xl border border-brand-700 bg-white p-6 shadow-sm">
              {edit.editor(groupIndex)}
            </section>
          );
        }
        const questions = groupQuestions(group);
        return (
          <section key={group.id} aria-labelledby={`review-${group.id}`} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center justify-between gap-3">
              <h2 id={`review-${group.id}`} className="text-base font-semibold text-slate-900">
                {group.label}
              </h2>
              <div className="flex items-center gap-3">
                <span className="text-xs font-medium text-slate-500">{statusLabel(group.status)}</span>
                {edit && edit.editing === null ? (
                  <Button
                    ref={(button) => {
                      if (button) editButtons.current.set(group.id, button);
                      else editButtons.current.delete(group.id);
                    }}
                    onClick={() => edit.onEdit(group.id)}
                    aria-label={`Edit ${group.label}`}
                    variant="secondary"
                    size="sm"
                  >
                    Edit
                  </Button>
                ) : null}
              </div>
            </div>
            {group.sections.map((section) => (
              <div key={section.id} className="mt-4">
                <h3 className="text-sm font-semibold text-slate-700">{section.label}</h3>
                <dl className="mt-2 divide-y divide-slate-100">
                  {section.questions
                    .filter((q) => !q.checklistParent && shown(q))
                    .map((q) => (
                      <div key={q.questionKey} className="grid gap-1 py-2 sm:grid-cols-2 sm:gap-4">
                        <dt className="text-sm text-slate-600">{q.label}</dt>
                        <dd className="text-sm font-medium text-slate-900">
                          {q.type === "checklist"
                            ? questions
                                .filter((item) => item.checklistParent === q.questionKey && shown(item) && evaluation.value(item.questionKey) === true)
                                .map((item) => item.label)
                                .join("; ") || "None"
                            : answer(q)}
                        </dd>
                      </div>
                    ))}
                </dl>
              </div>
            ))}
          </section>
        );
      })}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {state.reason ? (
          <p id={reasonId} className="text-sm text-slate-600">
            {state.reason}
          </p>
        ) : null}
        <Button disabled={state.disabled} aria-describedby={state.reason ? reasonId : undefined} onClick={onContinue}>
          {continueLabel}
        </Button>
      </div>
    </div>
  );
}
