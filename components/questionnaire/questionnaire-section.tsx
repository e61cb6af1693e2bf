"use client";

import { NotFoundContent } from "@/components/errors/not-found-content";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingState } from "@/components/ui/loading-state";
import { useApplication } from "@/lib/api/applications";
import { useSubmission, type Submission } from "@/lib/api/submissions";
import type { Role } from "@/lib/domain/roles";
import { SectionForm } from "./section-form";

export interface QuestionnaireSectionProps {
  appID: string;
  sectionID: string;
  role: Role;
  /** The insured as the server read it for this request: the section paints with it. */
  initialSubmission?: Submission;
}

/** /coverage/{appID}/details/{sectionID}: one section group, once the application and its insured are loaded. */
export function QuestionnaireSection({ appID, sectionID, role, initialSubmission }: QuestionnaireSectionProps) {
  // The coverage frame around this page has put the application in the cache, from the server's read when there was one.
  const application = useApplication(appID);
  const submissionID = application.data?.submissionID ?? null;
  const submission = useSubmission(submissionID, initialSubmission?.submissionID === submissionID ? initialSubmission : undefined);
  // The coverage frame around this page reports a missing application.
  if (application.isError) return null;
  if (application.isPending || submission.isPending) return <LoadingState label="Loading questions…" />;
  if (submission.isError) return <ErrorState message="The insured's details could not be loaded." onRetry={() => void submission.refetch()} />;
  const app = application.data;
  const groupIndex = app.sectionGroups.findIndex((g) => g.id === sectionID);
  if (groupIndex < 0) return <NotFoundContent />;
  return <SectionForm key={`${appID}:${sectionID}`} app={app} companyInfo={submission.data.companyInfo} groupIndex={groupIndex} role={role} />;
}
