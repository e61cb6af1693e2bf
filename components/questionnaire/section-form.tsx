"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LoadingState } from "@/components/ui/loading-state";
import { toast } from "@/components/ui/toast";
import { setServerErrors } from "@/components/forms/server-errors";
import { useUnsavedChangesGuard } from "@/components/forms/use-unsaved-changes-guard";
import { refusalMessage } from "@/lib/api/refusal";
import { useApplicationWrite } from "@/lib/api/underwriting";
import type { ApiApplication } from "@/lib/schemas/application-answer";
import { EDIT_CONFIRMATION_MESSAGE, needsEditConfirmation, opensNoMarketModal, statusAfterSectionSave } from "@/lib/domain/agent-flow";
import { appetiteBlocksSubmit } from "@/lib/domain/appetite-display";
import { applicationEditPermissions } from "@/lib/domain/editing";
import type { Role } from "@/lib/domain/roles";
import { statusLabel, type ApplicationStatus } from "@/lib/domain/statuses";
import { COMPLETE_SECTION_ID } from "@/lib/coverage-navigation";
import { localToday } from "@/lib/questionnaire/dates";
import { groupQuestions, isAnswerable, type CompanyInfoValues } from "@/lib/questionnaire/evaluate";
import {
  evaluateSection,
  issuesFor,
  sectionAnswers,
  sectionResolver,
  type SectionResolverContext,
  type SectionSaveMode,
  type SectionValues,
} from "@/lib/questionnaire/resolver";
import { initialValue, normalizeValue } from "@/lib/questionnaire/values";
import type { Question, Questionnaire } from "@/lib/schemas/product-definition";
import { fieldIds } from "./field-ids";
import { NoMarketDialog } from "@/components/application/no-market-dialog";
import { noMarketNotice } from "@/lib/domain/no-market";
import { HOMEOWNERS_SUPPORT_EMAIL } from "@/lib/support";
import { QuestionField } from "./question-field";
import { Button, buttonClass } from "@/components/ui/button";
import { can } from "@/lib/domain/permissions";

// The uploader (and its drop-zone library) loads only for a group that asks for a document. React's own lazy:
// next/dynamic would bring its loader to every questionnaire page.
const QuestionDocuments = lazy(() => import("@/components/documents/question-documents").then((m) => ({ default: m.QuestionDocuments })));

export const SAVE_FAILED_MESSAGE = "Something went wrong, please try again later.";

export const CHANGES_SAVED = "Your changes are saved.";

export interface SectionFormProps {
  /** The application as last read: a save is based on its updatedDate, and whoever shows it puts the saved one in place. */
  app: ApiApplication;
  companyInfo: CompanyInfoValues | null;
  groupIndex: number;
  role: Role;
  /**
   * In Review App the underwriter edits one group in place: Save and Cancel
   * instead of the agent's flow, and `onDone` once saved or cancelled.
   */
  inReview?: { onDone: () => void };
}

function startingValues(questions: Question[], saved: { source: string; value: unknown }[] | undefined): SectionValues {
  const answers = new Map((saved ?? []).map((a) => [a.source, a.value]));
  const values: SectionValues = {};
  for (const q of questions.filter(isAnswerable)) {
    const fallback = q.type === "checkbox" || q.type === "checklist" ? false : undefined;
    values[q.questionKey] = saved ? (answers.get(q.questionKey) ?? fallback) : initialValue(q);
  }
  return values;
}

/** One section group of the questionnaire: its questions, validation on submit, save and the agent flow. */
export function SectionForm({ app, companyInfo, groupIndex, role, inReview }: SectionFormProps) {
  const router = useRouter();
  const [starting, setStarting] = useState(false);
  const { write: update } = useApplicationWrite(app);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reviewing = Boolean(inReview);
  // In Review App this editor takes the place of the Edit button pressed: focus comes to its heading rather than falling to the page.
  useEffect(() => {
    if (reviewing) headingRef.current?.focus();
  }, [reviewing]);
  const groups = app.sectionGroups;
  const group = groups[groupIndex];
  const questions = useMemo(() => groupQuestions(group), [group]);
  const isLast = groupIndex === groups.length - 1;
  const base = `/coverage/${encodeURIComponent(app.appID)}/details`;
  const status = app.status as ApplicationStatus;

  const questionnaire: Questionnaire = useMemo(() => ({ sectionGroups: groups }), [groups]);
  const engine = useMemo(
    () => ({ questionnaire, sectionGroupID: group.id, answerGroups: app.answerGroups, companyInfo, today: localToday() }),
    [questionnaire, group.id, app.answerGroups, companyInfo],
  );
  const mode = useRef<SectionResolverContext>({ mode: "save" });
  const {
    control,
    setValue,
    setError,
    clearErrors,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<SectionValues, SectionResolverContext>({
    defaultValues: startingValues(questions, app.answerGroups.find((g) => g.sectionGroupID === group.id)?.answers),
    resolver: (values, _context, options) => sectionResolver(engine)(values, mode.current, options),
    shouldFocusError: false,
  });
  const values = useWatch({ control });
  const [otherGroups, setOtherGroups] = useState<{ id: string; label: string }[]>([]);
  const [confirmEdit, setConfirmEdit] = useState(false);
  const [noMarket, setNoMarket] = useState(() => can(role, "acknowledgeDecline") && opensNoMarketModal(status));
  const unsaved = useUnsavedChangesGuard(isDirty && !isSubmitting);
  const evaluation = useMemo(() => evaluateSection(engine, values), [engine, values]);

  const editable = applicationEditPermissions(role, status).coverageQuestions;
  // Changing answers of a submitted application reopens it, so the agent confirms first.
  const locked = !editable || (can(role, "reopenWithAnswers") && needsEditConfirmation(status));
  // A coverage no carrier wants is saved, not submitted, until an underwriter overrides its appetite (the banner says so).
  const submits =
    can(role, "changeStatus", { kind: "submit" }) && isLast && !inReview && !appetiteBlocksSubmit(app.appetite.decision, app.appetite.override !== null);

  function change(questionKey: string, value: unknown) {
    setValue(questionKey, value, { shouldDirty: true });
    clearErrors(questionKey);
  }

  function focusFirst(questionKey: string | undefined) {
    if (questionKey) requestAnimationFrame(() => document.getElementById(fieldIds(questionKey).id)?.focus());
  }

  /** The other groups a submit still needs, from the engine or a 422's field paths (answers.<group>.<question>). */
  function showOtherGroups(ids: Iterable<string>) {
    const others = new Set(ids);
    others.delete(group.id);
    setOtherGroups(groups.filter((g) => others.has(g.id)).map((g) => ({ id: g.id, label: g.label })));
  }

  const save = (saveMode: SectionSaveMode) =>
    handleSubmit(
      async (answers) => {
        const rest = issuesFor(evaluateSection(engine, answers).issues, group.id, saveMode);
        showOtherGroups(rest.map((i) => i.sectionGroupID));
        if (rest.length) return;
        const to = saveMode === "submit" ? statusAfterSectionSave({ status, isWholesale: app.product.isWholesale, isLastSection: true }) : undefined;
        try {
          const result = await update({ answers: [{ sectionGroupID: group.id, answers: sectionAnswers(answers) }], ...(to ? { status: to } : {}) });
          reset(answers);
          if (can(role, "acknowledgeDecline") && opensNoMarketModal(result.status)) {
            setNoMarket(true);
            return;
          }
          if (saveMode === "continue") router.push(`${base}/${encodeURIComponent(groups[groupIndex + 1].id)}`);
          else if (saveMode === "submit") router.push(`${base}/${COMPLETE_SECTION_ID}`);
          else {
            toast.success(CHANGES_SAVED);
            inReview?.onDone();
          }
        } catch (error) {
          const others: string[] = [];
          const placed = setServerErrors(setError, error, (key) => {
            const [, sectionGroupID, questionKey] = key.split(".");
            if (sectionGroupID && questionKey && sectionGroupID !== group.id) others.push(sectionGroupID);
            return sectionGroupID === group.id && questionKey ? questionKey : null;
          });
          if (placed || others.length) showOtherGroups(others);
          else toast.error(refusalMessage(error, SAVE_FAILED_MESSAGE), { groupKey: "app-save" });
        }
      },
      (found) => {
        showOtherGroups(saveMode === "submit" ? evaluation.issues.map((i) => i.sectionGroupID) : []);
        focusFirst(questions.find((q) => found[q.questionKey])?.questionKey);
      },
    );

  // The Edit button pressed is gone once editing starts: focus goes to the first field to edit, once the dialog has closed.
  const editStarted = useRef(false);
  useEffect(() => {
    if (!editStarted.current || locked || starting || confirmEdit) return;
    editStarted.current = false;
    focusFirst(questions.find((q) => isAnswerable(q) && evaluation.isVisible(q.questionKey))?.questionKey);
  });

  async function startEditing() {
    setStarting(true);
    try {
      const result = await update({ status: "InProgress" });
      if (opensNoMarketModal(result.status)) setNoMarket(true);
      else editStarted.current = true;
    } finally {
      setStarting(false);
    }
  }

  function run(saveMode: SectionSaveMode) {
    mode.current = { mode: saveMode };
    void save(saveMode)();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (locked) {
      if (!isLast) router.push(`${base}/${encodeURIComponent(groups[groupIndex + 1].id)}`);
      return;
    }
    run(submits ? "submit" : isLast || inReview ? "save" : "continue");
  }

  const toReview = new Set(app.questionsToReview);
  // A checklist is marked when one of its items is.
  const marked = (q: Question) =>
    toReview.has(q.questionKey) || questions.some((item) => item.checklistParent === q.questionKey && toReview.has(item.questionKey));
  const displayValue = (q: Question) =>
    q.calculationLogic ? evaluation.value(q.questionKey) : q.isReadOnly ? normalizeValue(q, undefined) : values[q.questionKey];
  const headingId = `group-${group.id}`;
  const pending = starting || isSubmitting;
  const mine = questions.filter((q) => errors[q.questionKey]?.message);
  const summary = mine.length ? "Please correct the highlighted answers." : null;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} ref={headingRef} tabIndex={reviewing ? -1 : undefined} className="text-xl font-semibold text-slate-900 focus:outline-none">
          {inReview ? `Edit ${group.label}` : group.label}
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
          <Button onClick={() => setConfirmEdit(true)} variant="secondary">
            Edit
          </Button>
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
                <Suspense key={q.questionKey} fallback={<LoadingState label="Loading documents…" />}>
                  <QuestionDocuments question={q} app={app} role={role} />
                </Suspense>
              ) : (
                <QuestionField
                  key={q.questionKey}
                  question={q}
                  value={displayValue(q)}
                  error={errors[q.questionKey]?.message}
                  toReview={marked(q)}
                  disabled={locked || pending}
                  onChange={change}
                  items={
                    q.type === "checklist"
                      ? questions
                          .filter((item) => item.checklistParent === q.questionKey && evaluation.isVisible(item.questionKey))
                          .map((item) => ({ question: item, value: values[item.questionKey] }))
                      : undefined
                  }
                />
              ),
            )}
          </section>
        );
      })}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        {groupIndex > 0 && !inReview ? (
          <Link href={`${base}/${encodeURIComponent(groups[groupIndex - 1].id)}`} className={buttonClass({ variant: "secondary" })}>
            Back
          </Link>
        ) : (
          <span />
        )}
        <div className="flex gap-3">
          {inReview ? (
            <Button onClick={() => unsaved.guard(inReview.onDone)} disabled={pending} variant="secondary">
              Cancel
            </Button>
          ) : null}
          {!locked && !isLast && !inReview ? (
            <Button onClick={() => run("save")} disabled={pending} variant="secondary">
              Save
            </Button>
          ) : null}
          {locked && isLast ? null : (
            <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
              {locked ? "Next" : submits ? "Submit" : isLast || inReview ? "Save" : "Continue"}
            </Button>
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
        failureMessage={(error) => refusalMessage(error, SAVE_FAILED_MESSAGE)}
      />
      {unsaved.dialog}
      <NoMarketDialog
        notice={
          noMarket
            ? noMarketNotice({ productIdentifier: app.product.identifier, productName: app.product.name, homeownersSupportMailbox: HOMEOWNERS_SUPPORT_EMAIL })
            : null
        }
        onClose={() => router.push("/app-central")}
      />
    </form>
  );
}
