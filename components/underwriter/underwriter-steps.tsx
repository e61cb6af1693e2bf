"use client";

import type { ReactNode } from "react";
import { ApplicationNotes } from "@/components/notes/application-notes";
import Link from "next/link";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingState } from "@/components/ui/loading-state";
import { StatusBadge } from "@/components/ui/status-badge";
import { NotFoundContent } from "@/components/errors/not-found-content";
import { useApplicationView, useSubmissionView } from "@/lib/api/application-view";
import { ApiError } from "@/lib/api/client";
import type { ApiApplication } from "@/lib/schemas/application-answer";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";
import { formatDay } from "@/lib/domain/dates";
import { insuredDisplayName } from "@/lib/domain/insured-name";
import { stepHref, underwriterSteps, type UnderwriterStep } from "@/lib/domain/underwriting";
import { StatusPanel } from "./status-panel";
import { StepFrameContext, type StepFrame } from "./step-frame";
import { buttonClass } from "@/components/ui/button";

export interface UnderwriterStepsProps {
  submissionID: string;
  appID: string;
  step: UnderwriterStep;
  flags: StepFrame["flags"];
  notFoundBackHref: string;
  /** The server's reads, so the step paints with them. */
  initialApplication?: ApiApplication;
  initialSubmission?: ApiSubmission;
  /** The step itself: the page picks it, so a step's code loads with its page and no other step's does. */
  children: ReactNode;
}

/** One application's quote-to-bind steps for the underwriter: header, step links, the step, and the status panel. */
export function UnderwriterSteps({
  submissionID,
  appID,
  step,
  flags,
  notFoundBackHref,
  initialApplication,
  initialSubmission,
  children,
}: UnderwriterStepsProps) {
  const application = useApplicationView(appID, initialApplication);
  const submission = useSubmissionView(submissionID, initialSubmission);

  if (application.isPending || submission.isPending) return <LoadingState label="Loading application…" />;
  const app = application.data;
  if (!app || app.submissionID !== submissionID) {
    const missing = (application.error instanceof ApiError && application.error.status < 500) || (app && app.submissionID !== submissionID);
    if (missing) return <NotFoundContent backHref={notFoundBackHref} />;
    return <ErrorState message="The application could not be loaded." onRetry={() => void application.refetch()} />;
  }
  const info = submission.data?.companyInfo;
  const insuredName = info ? insuredDisplayName(info) : "";
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
            <p className="mt-1 text-sm text-slate-600">Quote valid until {formatDay(app.quoteValidUntil)}</p>
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
          <StepFrameContext.Provider value={{ app, companyInfo: info ?? null, flags, href: next }}>{children}</StepFrameContext.Provider>
        </section>
        <div className="flex min-w-0 flex-col gap-6">
          <StatusPanel app={app} flags={flags} />
          <ApplicationNotes appID={app.appID} submissionID={submissionID} />
        </div>
      </div>
    </div>
  );
}
