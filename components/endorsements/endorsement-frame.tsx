"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import { ErrorPage } from "@/components/errors/error-page";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingState } from "@/components/ui/loading-state";
import { useApplicationView, useSubmissionView } from "@/lib/api/application-view";
import { ApiError } from "@/lib/api/client";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";
import { policyTerm, policyValues, type PolicyTerm, type PolicyValues } from "@/lib/forms/endorsement-draft";
import { canAddEndorsement } from "@/lib/domain/endorsements";
import type { Role } from "@/lib/domain/roles";
import { useEndorsementDraft } from "./draft";
import type { ApiApplication } from "@/lib/schemas/application-answer";

export interface EndorsementContextValue {
  app: ApiApplication;
  submission: ApiSubmission;
  term: PolicyTerm;
  /** The policy's current values: every change's previous value. */
  policy: PolicyValues;
  role: Role;
  draft: ReturnType<typeof useEndorsementDraft>["draft"];
  saveDraft: ReturnType<typeof useEndorsementDraft>["save"];
  discardDraft: ReturnType<typeof useEndorsementDraft>["discard"];
}

const EndorsementContext = createContext<EndorsementContextValue | null>(null);

export function useEndorsement(): EndorsementContextValue {
  const value = useContext(EndorsementContext);
  if (!value) throw new Error("useEndorsement is used outside EndorsementFrame.");
  return value;
}

export interface EndorsementFrameProps {
  appID: string;
  role: Role;
  notFoundBackHref: string;
  /** The server's reads of the policy and its insured, so the page paints with them. */
  initialApplication?: ApiApplication;
  initialSubmission?: ApiSubmission;
  children: ReactNode;
}

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** Around every endorsement page: the policy and its insured, loaded once, and the application's draft. */
export function EndorsementFrame({ appID, role, notFoundBackHref, initialApplication, initialSubmission, children }: EndorsementFrameProps) {
  const application = useApplicationView(appID, initialApplication);
  const app = application.data;
  const submission = useSubmissionView(app?.submissionID ?? null, initialSubmission);
  const { ready, draft, save, discard } = useEndorsementDraft(appID, app?.submissionID ?? "");
  const term = app ? policyTerm(app) : null;
  const policy = useMemo(() => (app && submission.data ? policyValues(submission.data.companyInfo, app.answerGroups) : null), [app, submission.data]);

  if (application.isError && isMissing(application.error)) {
    return (
      <ErrorPage
        code="404"
        heading="Oops! Application Not Found."
        message="The application you are looking for doesn’t exist or is not available."
        actionLabel="Back to Marketplace"
        actionHref={notFoundBackHref}
      />
    );
  }
  if (application.isError)
    return <ErrorState message="The policy could not be loaded. Check your connection and try again." onRetry={() => void application.refetch()} />;
  if (submission.isError) return <ErrorState message="The insured's details could not be loaded." onRetry={() => void submission.refetch()} />;
  if (!app || !submission.data || !policy || !ready) return <LoadingState label="Loading the policy…" />;
  if (!canAddEndorsement(app.status) || !term) {
    return (
      <ErrorPage
        heading="This policy cannot be endorsed."
        message={`Only a policy in force can be endorsed; ${app.productName} is ${app.statusDisplayValue}.`}
        actionLabel="Back to Policy Summary"
        actionHref={`/coverage/${encodeURIComponent(app.appID)}/summary`}
      />
    );
  }
  return (
    <EndorsementContext.Provider value={{ app, submission: submission.data, term, policy, role, draft, saveDraft: save, discardDraft: discard }}>
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">{children}</div>
    </EndorsementContext.Provider>
  );
}
