"use client";

import { ApplicationNotes } from "@/components/notes/application-notes";
import dynamic from "next/dynamic";
import Link from "next/link";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingState } from "@/components/ui/loading-state";
import { StatusBadge } from "@/components/ui/status-badge";
import { NotFoundContent } from "@/components/errors/not-found-content";
import { useApplication } from "@/lib/api/applications";
import { ApiError } from "@/lib/api/client";
import { useSubmission } from "@/lib/api/submissions";
import { stepHref, underwriterSteps, type UnderwriterStep } from "@/lib/domain/underwriting";
import { StatusPanel } from "./status-panel";
import { buttonClass } from "@/components/ui/button";

// Each step's code loads with its step only (the review's questionnaire engine is the heaviest).
const stepLoading = () => <LoadingState label="Loading step…" />;
const ReviewStep = dynamic(() => import("./review-step").then((m) => m.ReviewStep), { loading: stepLoading });
const PricingStep = dynamic(() => import("./pricing-step").then((m) => m.PricingStep), { loading: stepLoading });
const FinalizeStep = dynamic(() => import("./finalize-step").then((m) => m.FinalizeStep), { loading: stepLoading });
const BindStep = dynamic(() => import("./bind-step").then((m) => m.BindStep), { loading: stepLoading });

export interface UnderwriterStepsProps {
  submissionID: string;
  appID: string;
  step: UnderwriterStep;
  flags: { allowEveryStatus: boolean; proceedToBind: boolean; renewalAction: boolean };
  notFoundBackHref: string;
}

/** One application's quote-to-bind steps for the underwriter: header, step links, the step, and the status panel. */
export function UnderwriterSteps({ submissionID, appID, step, flags, notFoundBackHref }: UnderwriterStepsProps) {
  const application = useApplication(appID);
  const submission = useSubmission(submissionID);

  if (application.isPending || submission.isPending) return <LoadingState label="Loading application…" />;
  const app = application.data;
  if (!app || app.submissionID !== submissionID) {
    const missing = (application.error instanceof ApiError && application.error.status < 500) || (app && app.submissionID !== submissionID);
    if (missing) return <NotFoundContent backHref={notFoundBackHref} />;
    return <ErrorState message="The application could not be loaded." onRetry={() => void application.refetch()} />;
  }
  const info = submission.data?.companyInfo;
  const insuredName = info ? info.companyName || [info.firstName, info.lastName].filter(Boolean).join(" ") : "";
  const next = (s: UnderwriterStep) => stepHref(submissionID, appID, s);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <Link href={`/submission/${encodeURIComponent(submissionID)}`} className="text-sm font-semibold text-brand-700 hover:underline">
            ← Submission overview
          </Link>
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">
            {app.productName}
            {insuredName ? <span className="font-normal text-slate-600"> · {insuredName}</span> : null}
          </h1>
          {app.quoteValidUntil && (app.status === "QuoteApproved" || app.status === "Quoted") ? (
            <p className="mt-1 text-sm text-slate-600">Quote valid until {app.quoteValidUntil}</p>
          ) : null}
        </div>
        <div role="group" aria-label="Current status" className="flex items-center gap-2 text-sm text-slate-600">
          Status <StatusBadge status={app.status} isWholesale={app.product.isWholesale} />
        </div>
      </header>

      <nav aria-label="Quote to bind steps">
        <ol className="flex flex-wrap gap-2">
          {underwriterSteps.map((s, index) => (
            <li key={s.id}>
              <Link
                href={next(s.id)}
                aria-current={s.id === step ? "step" : undefined}
                className={buttonClass({ variant: s.id === step ? "primary" : "secondary" })}
              >
                <span aria-hidden="true">{index + 1}.</span>
                {s.label}
              </Link>
            </li>
          ))}
        </ol>
      </nav>

      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <section aria-label="Step" className="min-w-0">
          {step === "review" ? (
            <ReviewStep app={app} companyInfo={info ?? null} continueHref={next("pricing")} />
          ) : step === "pricing" ? (
            <PricingStep key={app.updatedDate} app={app} continueHref={next("finalize")} />
          ) : step === "finalize" ? (
            <FinalizeStep app={app} continueHref={next("bind")} />
          ) : (
            <BindStep app={app} proceedToBind={flags.proceedToBind} />
          )}
        </section>
        <div className="flex min-w-0 flex-col gap-6">
          <StatusPanel app={app} flags={flags} />
          <ApplicationNotes appID={app.appID} submissionID={submissionID} />
        </div>
      </div>
    </div>
  );
}
