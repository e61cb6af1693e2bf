"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { NotFoundContent } from "@/components/errors/not-found-content";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { setServerErrors } from "@/components/forms/server-errors";
import { useDebouncedValue } from "@/components/forms/use-debounced-value";
import { useUnsavedChangesGuard } from "@/components/forms/use-unsaved-changes-guard";
import { toast } from "@/components/ui/toast";
import { useBusinessTypes, type BusinessType } from "@/lib/api/catalog";
import { ApiError } from "@/lib/api/client";
import { refusalMessage } from "@/lib/api/refusal";
import { useSubmissionView } from "@/lib/api/application-view";
import { updateSubmission } from "@/lib/api/submission-writes";
import { useWrite } from "@/lib/api/use-write";
import { businessTypeSearchState } from "@/lib/domain/business-type-search";
import { SUBMISSION_NOT_EDITABLE, submissionEditPermissions } from "@/lib/domain/editing";
import type { Role } from "@/lib/domain/roles";
import type { ApplicationStatus } from "@/lib/domain/statuses";
import type { BusinessTypeForm } from "@/lib/forms/business-types";
import { companyInfoFormFromSaved, companyInfoInput } from "@/lib/forms/company-info";
import { businessTypeValues, percentageTotal } from "@/lib/domain/business-types";
import { useAppStore, type BusinessTypeRow } from "@/lib/state/app-store";
import { useRestoredDraft } from "@/lib/state/restored-draft";
import { useSaveBasis } from "@/lib/state/save-basis";
import type { ApiSubmission as Submission } from "@/lib/schemas/submission-answer";
import { ClassCodesDialog } from "./class-codes-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingState } from "@/components/ui/loading-state";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

export const SEARCH_DEBOUNCE_MS = 300;
export const SAVE_ERROR = "Error occurred during request, please try again later.";
const PERCENT_COLUMN = "% of work (up to 100%)";

/** The route handler's schema (and zod with it) loads when the user first works with the form. */
const businessTypes = lazyResolver<BusinessTypeForm>(() => import("@/lib/forms/business-types").then((m) => m.businessTypeResolver));

const rowFromType = (type: BusinessType): BusinessTypeRow => ({ id: type.id, title: type.title, description: type.description, codes: type.codes, value: "" });
const rowsFromSaved = (submission: Submission): BusinessTypeRow[] =>
  submission.companyInfo.businessTypeValues.map((b) => ({ id: b.id, title: b.title, description: b.description, codes: b.codes, value: String(b.value) }));

function codesText(codes: { code: string; label: string }[]) {
  return codes.map((c) => `${c.label} ${c.code}`).join(" · ");
}

interface BusinessTypeEditorProps {
  /** The submission as last read: a save is based on its updatedDate, unless the editor opens from a kept draft. */
  submission: Submission;
  role: Role;
  /** A kept draft to open from: its rows and the updatedDate they were based on. */
  draft?: { rows: BusinessTypeRow[]; updatedDate: string };
}

function BusinessTypeEditor({ submission, role, draft }: BusinessTypeEditorProps) {
  const router = useRouter();
  const submissionID = submission.submissionID;
  // The insured form of this submission, whether the step was opened from the address or from the tab's state.
  const insuredHref = `/company-info?submissionID=${encodeURIComponent(submissionID)}`;
  const setDraft = useAppStore((s) => s.setBusinessTypeDraft);
  const saved = rowsFromSaved(submission);
  // The saved rows are the baseline of "unsaved"; a kept draft is laid over them once, on opening.
  const [opened] = useState(() => ({ rows: draft?.rows ?? saved }));
  const { basis, refused } = useSaveBasis(draft?.updatedDate, submission.updatedDate);
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    subscribe,
    formState: { errors, isDirty, isSubmitted, isSubmitting: saving },
  } = useForm<BusinessTypeForm>({
    defaultValues: { rows: saved },
    values: opened,
    resetOptions: { keepDefaultValues: true },
    resolver: businessTypes.resolver,
    // Every message of the list, for the summary.
    criteriaMode: "all",
    shouldFocusError: false,
  });
  const rows = useWatch({ control, name: "rows" });
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [insuredProblem, setInsuredProblem] = useState(false);
  const [classCodesFor, setClassCodesFor] = useState<string | null>(null);
  const searchId = useId();
  const tableRef = useRef<HTMLTableElement>(null);

  const products = submission.coverages.map((c) => ({ id: c.productID, name: c.productName }));
  const uniqueProducts = products.filter((p, i) => products.findIndex((q) => q.id === p.id) === i);
  const state = businessTypeSearchState(submission.coverages, submission.companyInfo.mailingAddress);
  const searching = debounced.trim() !== "";
  const results = useBusinessTypes({ productIDs: uniqueProducts.map((p) => p.id), state, search: debounced }, searching);
  const editable = submissionEditPermissions(
    role,
    submission.coverages.map((c) => c.status as ApplicationStatus),
  ).businessTypes;

  const { guard, dialog } = useUnsavedChangesGuard(isDirty && !saving, () => setDraft(null));

  // The rows being worked on are kept as a draft, with what their save is based on, so leaving for another step and coming back keeps them.
  useEffect(
    () =>
      subscribe({
        formState: { values: true, isDirty: true },
        callback: ({ values, isDirty: changed }) => setDraft(changed ? { submissionID, updatedDate: basis, rows: structuredClone(values.rows) } : null),
      }),
    [subscribe, setDraft, submissionID, basis],
  );

  const values = businessTypeValues(rows);
  const summary = [...new Set(Object.values(errors.rows?.types ?? {}).flat())].filter((m): m is string => typeof m === "string");
  const rowError = (index: number) => errors.rows?.[index]?.value?.message;

  function changeRows(next: BusinessTypeRow[]) {
    setValue("rows", next, { shouldDirty: true, shouldValidate: isSubmitted });
    setSaveError(null);
  }

  function focusFirstError() {
    requestAnimationFrame(() => tableRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  // Add turns into a disabled "Added" and Remove goes with its row: focus moves on to what is left to work with, not to the page.
  function focusOnceShown(id: string) {
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }
  const percentId = (row: { id: string }) => `percent-${row.id}`;

  const saveWrite = useWrite(updateSubmission);
  const onValid = async (form: BusinessTypeForm) => {
    const info = submission.companyInfo;
    try {
      await saveWrite.mutateAsync({
        submissionID,
        companyInfo: companyInfoInput(companyInfoFormFromSaved(info), {
          insuredType: info.insuredType,
          selectedIndustryIDs: info.selectedIndustryIDs,
          businessTypeValues: businessTypeValues(form.rows),
          isBusinessTypeSubmitted: true,
        }),
        updatedDate: basis,
      });
      setDraft(null);
      router.push(`/app-central?submissionID=${submissionID}`);
    } catch (error) {
      // Told the submission changed, the user may save again over it; a reload shows it as it now is.
      if (refused(error)) setDraft(null);
      const insured: string[] = [];
      const fieldsShown = setServerErrors(setError, error, (key) => {
        const row = /^companyInfo\.businessTypeValues\.(\d+)\.value$/.exec(key);
        if (!key.startsWith("companyInfo.businessTypeValues")) insured.push(key);
        return row ? `rows.${row[1]}.value` : null;
      });
      const message = refusalMessage(error, SAVE_ERROR, { fieldsShown });
      setInsuredProblem(insured.length > 0);
      setSaveError(message);
      toast.error(message, { groupKey: "business-type-save" });
    }
  };

  function onSubmit(event: FormEvent) {
    setSaveError(null);
    setInsuredProblem(false);
    // Only the schema's loading can fail here: the save handles its own errors.
    handleSubmit(onValid, focusFirstError)(event).catch(() => setSaveError(SAVE_ERROR));
  }

  const selectedIds = new Set(rows.map((r) => r.id));
  const total = percentageTotal(values.map((v) => ({ value: v.value === null || Number.isNaN(v.value) ? null : v.value })));

  return (
    <form onSubmit={onSubmit} onFocus={businessTypes.preload} noValidate className="space-y-6">
      {dialog}
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Business types</h1>
        <p className="mt-1 text-sm text-slate-600">
          {submission.companyInfo.companyName} · {uniqueProducts.map((p) => p.name).join(", ")}
        </p>
      </div>
      {editable ? null : (
        <p role="status" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {SUBMISSION_NOT_EDITABLE}
        </p>
      )}

      <section aria-labelledby="search-heading" className="rounded-lg border border-slate-200 bg-white p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="search-heading" className="text-base font-semibold text-slate-900">
            Find business types
          </h2>
          <div className="flex flex-wrap gap-3">
            {uniqueProducts.map((p) => (
              <Button key={p.id} onClick={() => setClassCodesFor(p.id)} variant="link">
                View {p.name} class codes
              </Button>
            ))}
          </div>
        </div>
        <label htmlFor={searchId} className="mt-3 block text-sm font-medium text-slate-700">
          Search business types
        </label>
        <Input
          id={searchId}
          className="mt-1"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          maxLength={100}
          disabled={!editable}
          aria-describedby={`${searchId}-hint`}
        />
        <p id={`${searchId}-hint`} className="mt-1 text-xs text-slate-500">
          Search by title, description or a NAICS, ISO CGL or SIC code{state ? `; types written in ${state}` : ""}.
        </p>
        <div aria-live="polite" className="mt-4">
          {/* While a new search loads, the last one's answer stands in for it: it says nothing about what is now typed. */}
          {!searching ? null : results.isPending || results.isPlaceholderData ? (
            <LoadingState variant="panel" label="Searching…" />
          ) : results.isError ? (
            <ErrorState variant="panel" message="We could not search business types." onRetry={() => void results.refetch()} />
          ) : results.data.length === 0 ? (
            <p className="rounded-md bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">No Results Found</p>
          ) : (
            <ul aria-label="Search results" className="max-h-96 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
              {results.data.map((type) => (
                <li key={type.id} className="flex items-start justify-between gap-4 px-4 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{type.title}</p>
                    <p className="text-sm text-slate-600">{type.description}</p>
                    <p className="mt-1 text-xs text-slate-500">{codesText(type.codes)}</p>
                  </div>
                  <Button
                    disabled={selectedIds.has(type.id) || !editable}
                    onClick={() => {
                      changeRows([...rows, rowFromType(type)]);
                      focusOnceShown(percentId(type));
                    }}
                    aria-label={selectedIds.has(type.id) ? `${type.title} added` : `Add ${type.title}`}
                    variant="secondary"
                  >
                    {selectedIds.has(type.id) ? "Added" : "Add"}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="selected-heading" className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="selected-heading" className="text-base font-semibold text-slate-900">
          Selected business types
        </h2>
        {summary.length ? (
          <div role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            <ul className="space-y-1">
              {summary.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {rows.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">None selected yet. Search above and add the types of work the insured does.</p>
        ) : (
          <table ref={tableRef} className="mt-3 w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Business type
                </th>
                <th scope="col" className="w-56 py-2 pr-3 font-semibold">
                  {PERCENT_COLUMN}
                </th>
                <th scope="col" className="w-24 py-2 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row, index) => {
                const error = rowError(index);
                const inputId = percentId(row);
                return (
                  <tr key={row.id} className="align-top">
                    <th scope="row" className="py-3 pr-3 font-normal">
                      <span className="block font-medium text-slate-900">{row.title}</span>
                      <span className="block text-xs text-slate-500">{codesText(row.codes)}</span>
                    </th>
                    <td className="py-3 pr-3">
                      <label htmlFor={inputId} className="sr-only">
                        % of work for {row.title}
                      </label>
                      <div className="flex items-center gap-2">
                        <Input
                          id={inputId}
                          type="text"
                          inputMode="decimal"
                          maxLength={6}
                          value={row.value}
                          disabled={!editable}
                          aria-invalid={Boolean(error)}
                          aria-describedby={error ? `${inputId}-error` : undefined}
                          onChange={(e) => {
                            const value = e.target.value.replace(/[^\d.]/g, "").replace(/(\..*)\./g, "$1");
                            changeRows(rows.map((r) => (r.id === row.id ? { ...r, value } : r)));
                          }}
                          size="auto"
                          className="w-24"
                        />
                        <span aria-hidden="true" className="text-slate-500">
                          %
                        </span>
                      </div>
                      {error ? (
                        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
                          {error}
                        </p>
                      ) : null}
                    </td>
                    <td className="py-3">
                      <button
                        type="button"
                        disabled={!editable}
                        onClick={() => {
                          changeRows(rows.filter((r) => r.id !== row.id));
                          const next = rows[index + 1] ?? rows[index - 1];
                          focusOnceShown(next ? percentId(next) : searchId);
                        }}
                        aria-label={`Remove ${row.title}`}
                        className="text-sm font-medium text-red-700 hover:underline disabled:opacity-50"
                      >
                        Remove
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr className="border-t border-slate-200">
                <th scope="row" className="py-2 pr-3 text-right font-semibold text-slate-700">
                  Total
                </th>
                <td className="py-2 pr-3 font-semibold text-slate-900 tabular-nums" aria-live="polite">
                  {total}%
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
        )}
      </section>

      {saveError ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p>{saveError}</p>
          {insuredProblem ? (
            <p className="mt-1">
              The insured information needs attention first.{" "}
              <Link href={insuredHref} className="font-medium underline">
                Review insured information
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-5">
        <Button onClick={() => guard(() => router.push(insuredHref))} variant="secondary">
          Back
        </Button>
        <Button type="submit" disabled={saving || !editable} aria-busy={saving || undefined}>
          {saving ? "Saving…" : "Continue"}
        </Button>
      </div>

      {uniqueProducts.map((p) => (
        <ClassCodesDialog key={p.id} product={p} open={classCodesFor === p.id} onOpenChange={(open) => setClassCodesFor(open ? p.id : null)} />
      ))}
    </form>
  );
}

function LoadedSubmission({ submissionID, role, initial }: { submissionID: string; role: Role; initial?: Submission }) {
  const query = useSubmissionView(submissionID, initial);
  // The editor starts from the saved rows, and afresh from a draft this tab kept once its state is read.
  const restored = useRestoredDraft((s) => (s.company.businessTypeDraft?.submissionID === submissionID ? s.company.businessTypeDraft : null));
  if (query.isPending) return <LoadingState variant="panel" label="Loading the submission…" />;
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) return <NotFoundContent />;
    return <ErrorState variant="panel" message="We could not load the submission." onRetry={() => void query.refetch()} />;
  }
  return <BusinessTypeEditor key={`${submissionID}:${restored ? "draft" : "saved"}`} submission={query.data} role={role} draft={restored ?? undefined} />;
}

/** /business-type: the business types of the submission being worked on, with their share of work. */
export function BusinessTypeScreen({ role, submissionIDParam, initialSubmission }: { role: Role; submissionIDParam?: string; initialSubmission?: Submission }) {
  const hydrated = useAppStore((s) => s.hydrated);
  const storedID = useAppStore((s) => s.submission.submissionID);
  // A submission named in the address needs nothing from this tab's state to show.
  if (submissionIDParam) return <LoadedSubmission submissionID={submissionIDParam} role={role} initial={initialSubmission} />;
  if (!hydrated) return <LoadingState variant="panel" label="Loading…" />;
  const submissionID = storedID;
  if (!submissionID) {
    return (
      <EmptyState title="No submission in progress" actionHref="/coverages" actionLabel="Select industries">
        Start a submission and save the insured information before choosing business types.
      </EmptyState>
    );
  }
  return <LoadedSubmission submissionID={submissionID} role={role} />;
}
