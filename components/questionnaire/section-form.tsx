"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState, type FormEvent } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useUnsavedChangesGuard } from "@/components/forms/use-unsaved-changes-guard";
import { ApiError } from "@/lib/api/client";
import { useUpdateApplication, type ApplicationView } from "@/lib/api/applications";
import { EDIT_CONFIRMATION_MESSAGE, needsEditConfirmation, opensNoMarketModal, statusAfterSectionSave } from "@/lib/domain/agent-flow";
import { applicationEditPermissions } from "@/lib/domain/editing";
import type { Role } from "@/lib/domain/roles";
import { statusLabel, type ApplicationStatus } from "@/lib/domain/statuses";
import { COMPLETE_SECTION_ID } from "@/lib/navigation";
import { localToday } from "@/lib/questionnaire/dates";
import { evaluateQuestionnaire, groupQuestions, isAnswerable, mergeAnswerGroups, type CompanyInfoValues, type QuestionIssue } from "@/lib/questionnaire/evaluate";
import { initialValue, normalizeValue } from "@/lib/questionnaire/values";
import type { Question, Questionnaire } from "@/lib/schemas/product-definition";
import { fieldIds } from "./field-ids";
import { NoMarketDialog } from "@/components/application/no-market-dialog";
import { noMarketNotice } from "@/lib/domain/no-market";
import { HOMEOWNERS_SUPPORT_EMAIL } from "@/lib/support";
import { QuestionDocuments } from "@/components/documents/question-documents";
import { QuestionField } from "./question-field";

export const SAVE_FAILED_MESSAGE = "Something went wrong, please try again later.";

type Values = Record<string, unknown>;
type Mode = "save" | "continue" | "submit";

export interface SectionFormProps {
  app: ApplicationView;
  companyInfo: CompanyInfoValues | null;
  groupIndex: number;
  role: Role;
}

function startingValues(questions: Question[], saved: { source: string; value: unknown }[] | undefined): Values {
  const answers = new Map((saved ?? []).map((a) => [a.source, a.value]));
  const values: Values = {};
  for (const q of questions.filter(isAnswerable)) {
    const fallback = q.type === "checkbox" || q.type === "checklist" ? false : undefined;
    values[q.questionKey] = saved ? (answers.get(q.questionKey) ?? fallback) : initialValue(q);
  }
  return values;
}

function answersOf(values: Values) {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([source, value]) => ({ source, value }));
}

const button = "inline-flex h-10 items-center justify-center rounded-md px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60";
const primary = `${button} bg-brand-700 text-white hover:bg-brand-800`;
const secondary = `${button} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;

/** One section group of the questionnaire: its questions, validation on submit, save and the agent flow. */
export function SectionForm({ app, companyInfo, groupIndex, role }: SectionFormProps) {
  const router = useRouter();
  const update = useUpdateApplication(app.appID);
  const groups = app.sectionGroups;
  const group = groups[groupIndex];
  const questions = useMemo(() => groupQuestions(group), [group]);
  const isLast = groupIndex === groups.length - 1;
  const base = `/coverage/${encodeURIComponent(app.appID)}/details`;
  const status = app.status as ApplicationStatus;
  const isAgent = role === "Agent";

  const [values, setValues] = useState<Values>(() => startingValues(questions, app.answerGroups.find((g) => g.sectionGroupID === group.id)?.answers));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const [otherGroups, setOtherGroups] = useState<{ id: string; label: string }[]>([]);
  const [confirmEdit, setConfirmEdit] = useState(false);
  const [noMarket, setNoMarket] = useState(() => isAgent && opensNoMarketModal(status));
  const unsaved = useUnsavedChangesGuard(dirty);

  const questionnaire: Questionnaire = useMemo(() => ({ sectionGroups: groups }), [groups]);
  const evaluation = useMemo(
    () =>
      evaluateQuestionnaire({
        questionnaire,
        answerGroups: mergeAnswerGroups(app.answerGroups, [{ sectionGroupID: group.id, answers: answersOf(values) }]),
        companyInfo,
        validation: { today: localToday() },
      }),
    [questionnaire, app.answerGroups, group.id, values, companyInfo],
  );

  const editable = applicationEditPermissions(role, status).coverageQuestions;
  const locked = !editable || (isAgent && needsEditConfirmation(status));
  const submits = isAgent && isLast;

  function change(questionKey: string, value: unknown) {
    setValues((current) => ({ ...current, [questionKey]: value }));
    setErrors((current) => {
      if (!(questionKey in current)) return current;
      const rest = { ...current };
      delete rest[questionKey];
      return rest;
    });
    setDirty(true);
  }

  function showIssues(issues: QuestionIssue[]) {
    const mine = issues.filter((i) => i.sectionGroupID === group.id);
    setErrors(Object.fromEntries(mine.map((i) => [i.questionKey, i.message])));
    const others = new Set(issues.filter((i) => i.sectionGroupID !== group.id).map((i) => i.sectionGroupID));
    setOtherGroups(groups.filter((g) => others.has(g.id)).map((g) => ({ id: g.id, label: g.label })));
    setSummary(mine.length ? "Please correct the highlighted answers." : null);
    const first = mine[0]?.questionKey;
    if (first) requestAnimationFrame(() => document.getElementById(fieldIds(first).id)?.focus());
  }

  function serverIssues(fields: Record<string, string[]>): QuestionIssue[] {
    return Object.entries(fields).flatMap(([path, messages]) => {
      const [, sectionGroupID, questionKey] = path.split(".");
      return sectionGroupID && questionKey ? [{ sectionGroupID, questionKey, message: messages[0], kind: "invalid" as const }] : [];
    });
  }

  async function save(mode: Mode) {
    const issues = evaluation.issues.filter((i) => (mode === "save" ? i.kind === "invalid" && i.sectionGroupID === group.id : mode === "continue" ? i.sectionGroupID === group.id : true));
    if (issues.length) {
      showIssues(issues);
      return;
    }
    showIssues([]);
    const to = mode === "submit" ? statusAfterSectionSave({ status, isWholesale: app.product.isWholesale, isLastSection: true }) : undefined;
    try {
      const result = await update.mutateAsync({ answers: [{ sectionGroupID: group.id, answers: answersOf(values) }], ...(to ? { status: to } : {}) });
      setDirty(false);
      if (isAgent && opensNoMarketModal(result.status)) {
        setNoMarket(true);
        return;
      }
      if (mode === "continue") router.push(`${base}/${encodeURIComponent(groups[groupIndex + 1].id)}`);
      else if (mode === "submit") router.push(`${base}/${COMPLETE_SECTION_ID}`);
      else toast.success("Your changes are saved.");
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fields) showIssues(serverIssues(error.fields));
      else if (error instanceof ApiError && error.status === 409) toast.error(error.message, { groupKey: "app-save" });
      else toast.error(SAVE_FAILED_MESSAGE, { groupKey: "app-save" });
    }
  }

  async function startEditing() {
    try {
      const result = await update.mutateAsync({ status: "InProgress" });
      if (opensNoMarketModal(result.status)) setNoMarket(true);
    } catch (error) {
      toast.error(SAVE_FAILED_MESSAGE, { groupKey: "app-save" });
      throw error;
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (locked) {
      if (!isLast) router.push(`${base}/${encodeURIComponent(groups[groupIndex + 1].id)}`);
      return;
    }
    void save(submits ? "submit" : isLast ? "save" : "continue");
  }

  const displayValue = (q: Question) => (q.calculationLogic ? evaluation.value(q.questionKey) : q.isReadOnly ? normalizeValue(q, undefined) : values[q.questionKey]);
  const headingId = `group-${group.id}`;
  const pending = update.isPending;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {group.label}
        </h2>
        <p className="text-sm text-slate-500">
          Section {groupIndex + 1} of {groups.length}
        </p>
      </div>

      {!editable ? (
        <p className="rounded-md border border-slate-200 bg-slate-100 px-4 py-3 text-sm text-slate-700">
          This application is {statusLabel(status)}; its answers can no longer be changed.
        </p>
      ) : locked ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p>This application is {statusLabel(status)}. Edit it to change its answers.</p>
          <button type="button" onClick={() => setConfirmEdit(true)} className={secondary}>
            Edit
          </button>
        </div>
      ) : null}

      {summary || otherGroups.length ? (
        <div role="alert" className="space-y-1 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {summary ? <p>{summary}</p> : null}
          {otherGroups.length ? (
            <p>
              Complete these sections before submitting:{" "}
              {otherGroups.map((g, i) => (
                <span key={g.id}>
                  {i > 0 ? ", " : null}
                  <Link href={`${base}/${encodeURIComponent(g.id)}`} className="font-medium underline">
                    {g.label}
                  </Link>
                </span>
              ))}
            </p>
          ) : null}
        </div>
      ) : null}

      {group.sections.map((section) => {
        const shown = section.questions.filter((q) => !q.checklistParent && evaluation.isVisible(q.questionKey));
        if (shown.length === 0) return null;
        return (
          <section key={section.id} aria-labelledby={`section-${section.id}`} className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 id={`section-${section.id}`} className="text-base font-semibold text-slate-900">
              {section.label}
            </h3>
            {shown.map((q) =>
              q.type === "document_upload" ? (
                <QuestionDocuments key={q.questionKey} question={q} app={app} role={role} />
              ) : (
                <QuestionField
                  key={q.questionKey}
                  question={q}
                  value={displayValue(q)}
                  error={errors[q.questionKey]}
                  disabled={locked || pending}
                  onChange={change}
                  items={
                    q.type === "checklist"
                      ? questions.filter((item) => item.checklistParent === q.questionKey && evaluation.isVisible(item.questionKey)).map((item) => ({ question: item, value: values[item.questionKey] }))
                      : undefined
                  }
                />
              ),
            )}
          </section>
        );
      })}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        {groupIndex > 0 ? (
          <Link href={`${base}/${encodeURIComponent(groups[groupIndex - 1].id)}`} className={secondary}>
            Back
          </Link>
        ) : (
          <span />
        )}
        <div className="flex gap-3">
          {!locked && !isLast ? (
            <button type="button" onClick={() => void save("save")} disabled={pending} className={secondary}>
              Save
            </button>
          ) : null}
          {locked && isLast ? null : (
            <button type="submit" disabled={pending} aria-busy={pending || undefined} className={primary}>
              {locked ? "Next" : submits ? "Submit" : isLast ? "Save" : "Continue"}
            </button>
          )}
        </div>
      </div>

      <ConfirmDialog
        open={confirmEdit}
        onOpenChange={setConfirmEdit}
        title="Edit application"
        message={EDIT_CONFIRMATION_MESSAGE}
        confirmLabel="Edit"
        onConfirm={startEditing}
      />
      {unsaved.dialog}
      <NoMarketDialog
        notice={noMarket ? noMarketNotice({ productIdentifier: app.product.identifier, productName: app.product.name, homeownersSupportMailbox: HOMEOWNERS_SUPPORT_EMAIL }) : null}
        onClose={() => router.push("/app-central")}
      />
    </form>
  );
}
