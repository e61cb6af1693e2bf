"use client";

import { useEffect } from "react";
import { NotFoundContent } from "@/components/errors/not-found-content";
import { ApiError } from "@/lib/api/client";
import type { Industry } from "@/lib/api/catalog";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";
import { useSubmissionView } from "@/lib/api/application-view";
import { submissionEditPermissions } from "@/lib/domain/editing";
import type { Role } from "@/lib/domain/roles";
import type { ApplicationStatus } from "@/lib/domain/statuses";
import { companyInfoFormFromSaved, emptyCompanyInfoForm, type CompanyInfoForm as FormValues } from "@/lib/forms/company-info";
import { WORKERS_COMP_INDUSTRY } from "@/lib/domain/company-info";
import { useAppStore } from "@/lib/state/app-store";
import { useRestoredDraft } from "@/lib/state/restored-draft";
import { CompanyInfoForm, type CompanyInfoContext } from "./company-info-form";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingState } from "@/components/ui/loading-state";

interface ScreenProps {
  role: Role;
  placesApiKey?: string;
  /** `?submissionID=` opens a saved submission, e.g. from app central. */
  submissionIDParam?: string;
  /** That submission as the server read it for this request, when the viewer may see it: the page paints with it. */
  initialSubmission?: ApiSubmission;
  /** The industries and their coverages, which a new submission is started from. */
  industries: Industry[];
}

function Heading({ coverageLabels }: { coverageLabels: string[] }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Insured information</h1>
      {coverageLabels.length ? <p className="mt-1 text-sm text-slate-600">Coverage: {coverageLabels.join(", ")}</p> : null}
    </div>
  );
}

function Form({ context, baseline, placesApiKey }: { context: CompanyInfoContext; baseline: FormValues; placesApiKey?: string }) {
  // The form starts from the saved values, and afresh from a draft this tab kept once its state is read.
  const restored = useRestoredDraft((s) => (s.company.draft?.submissionID === context.submissionID ? s.company.draft : null));
  return (
    <>
      <Heading coverageLabels={context.coverageLabels} />
      <CompanyInfoForm
        key={`${context.submissionID ?? "new"}:${restored ? "draft" : "saved"}`}
        context={context}
        initial={restored ? restored.values : baseline}
        draftBasis={restored ? restored.updatedDate : undefined}
        baseline={baseline}
        placesApiKey={placesApiKey}
      />
    </>
  );
}

interface SavedSubmissionProps {
  submissionID: string;
  role: Role;
  placesApiKey?: string;
  initial?: ApiSubmission;
}

function SavedSubmission({ submissionID, role, placesApiKey, initial }: SavedSubmissionProps) {
  const query = useSubmissionView(submissionID, initial);
  if (query.isPending) return <LoadingState variant="panel" label="Loading the submission…" />;
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) return <NotFoundContent />;
    return <ErrorState variant="panel" message="We could not load the submission." onRetry={() => void query.refetch()} />;
  }
  const submission = query.data;
  const info = submission.companyInfo;
  const context: CompanyInfoContext = {
    submissionID,
    updatedDate: submission.updatedDate,
    insuredType: info.insuredType,
    selectedIndustryIDs: info.selectedIndustryIDs,
    coverageIDs: info.selectedCoverageIDs,
    coverageLabels: submission.coverages.map((c) => c.productName),
    feinRequired: submission.coverages.some((c) => c.industryIdentifier === WORKERS_COMP_INDUSTRY),
    editable: submissionEditPermissions(
      role,
      submission.coverages.map((c) => c.status as ApplicationStatus),
    ).companyInfo,
    backHref: "/app-central",
  };
  return <Form context={context} baseline={companyInfoFormFromSaved(info)} placesApiKey={placesApiKey} />;
}

function NewSubmission({ placesApiKey, industries }: { placesApiKey?: string; industries: Industry[] }) {
  const { selectedIndustryIDs, selectedCoverageIDs } = useAppStore((s) => s.company);
  const chooseFirst = (
    <EmptyState title="Choose a coverage first" actionHref="/coverages" actionLabel="Select industries">
      Pick an industry and a coverage to start a submission.
    </EmptyState>
  );
  if (!selectedCoverageIDs.length) return chooseFirst;
  const chosen = industries.flatMap((i) => i.coverages.map((c) => ({ industry: i, coverage: c }))).filter((x) => selectedCoverageIDs.includes(x.coverage.id));
  if (chosen.length !== selectedCoverageIDs.length) return chooseFirst;
  const insuredType = chosen.some((x) => x.coverage.isDirectToConsumer) ? "individual" : "company";
  const context: CompanyInfoContext = {
    submissionID: null,
    updatedDate: null,
    insuredType,
    selectedIndustryIDs,
    coverageIDs: selectedCoverageIDs,
    coverageLabels: chosen.map((x) => x.coverage.label),
    feinRequired: industries.some((i) => selectedIndustryIDs.includes(i.id) && i.identifier === WORKERS_COMP_INDUSTRY),
    editable: true,
    backHref: "/coverages",
  };
  return <Form context={context} baseline={emptyCompanyInfoForm(insuredType)} placesApiKey={placesApiKey} />;
}

/** /company-info: the insured form for a new submission, or for the one being worked on. */
export function CompanyInfoScreen({ role, placesApiKey, submissionIDParam, initialSubmission, industries }: ScreenProps) {
  const hydrated = useAppStore((s) => s.hydrated);
  const storedID = useAppStore((s) => s.submission.submissionID);
  const openSubmission = useAppStore((s) => s.openSubmission);

  useEffect(() => {
    if (hydrated && submissionIDParam) openSubmission(submissionIDParam);
  }, [hydrated, submissionIDParam, openSubmission]);

  // A submission named in the address needs nothing from this tab's state to show.
  if (submissionIDParam) return <SavedSubmission submissionID={submissionIDParam} role={role} placesApiKey={placesApiKey} initial={initialSubmission} />;
  if (!hydrated) return <LoadingState variant="panel" label="Loading…" />;
  return storedID ? (
    <SavedSubmission submissionID={storedID} role={role} placesApiKey={placesApiKey} />
  ) : (
    <NewSubmission placesApiKey={placesApiKey} industries={industries} />
  );
}
