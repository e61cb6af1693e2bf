"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { ApplicationSummaryLink } from "@/components/documents/generated-documents";
import { useState } from "react";
import { InsuredInfoCard } from "@/components/app-central/insured-info-card";
import { QuestionnaireReview } from "@/components/questionnaire/questionnaire-review";
import { LoadingState } from "@/components/ui/loading-state";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";
import { applicationEditPermissions } from "@/lib/domain/editing";
import type { ApplicationStatus } from "@/lib/domain/statuses";
import type { CompanyInfoValues } from "@/lib/questionnaire/evaluate";
import { useStepFrame } from "./step-frame";
import type { ApiApplication } from "@/lib/schemas/application-answer";

// The section form (and the form library with it) loads when the underwriter first edits a group.
const SectionForm = dynamic(() => import("@/components/questionnaire/section-form").then((m) => m.SectionForm), {
  loading: () => <LoadingState label="Loading the section…" />,
});

/**
 * Review App: the agent's answers, which the underwriter may edit one section
 * group at a time while the application's status allows it (the insured stays
 * the agent's, read-only here). Continue waits until every group is Completed
 * and no group is being edited.
 */
export function ReviewStep({
  app,
  companyInfo,
  continueHref,
}: {
  app: ApiApplication;
  companyInfo: ApiSubmission["companyInfo"] | null;
  continueHref: string;
}) {
  const router = useRouter();
  const [editing, setEditing] = useState<string | null>(null);
  const editable = applicationEditPermissions("Underwriter", app.status as ApplicationStatus).coverageQuestions;
  const values = companyInfo as CompanyInfoValues | null;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-right">
        <ApplicationSummaryLink appID={app.appID} />
      </p>
      {companyInfo ? (
        <InsuredInfoCard submissionID={app.submissionID} info={companyInfo} canEdit={{ companyInfo: false, businessTypes: false }} showCodes />
      ) : null}
      <QuestionnaireReview
        app={app}
        companyInfo={values}
        editMode={editing !== null}
        onContinue={() => router.push(continueHref)}
        edit={
          editable
            ? {
                editing,
                onEdit: setEditing,
                editor: (groupIndex) => (
                  <SectionForm app={app} companyInfo={values} groupIndex={groupIndex} role="Underwriter" inReview={{ onDone: () => setEditing(null) }} />
                ),
              }
            : undefined
        }
      />
    </div>
  );
}

/** Review App, in the frame the step page puts it in. */
export function ReviewStepPart() {
  const { app, companyInfo, href } = useStepFrame();
  return <ReviewStep app={app} companyInfo={companyInfo} continueHref={href("pricing")} />;
}
