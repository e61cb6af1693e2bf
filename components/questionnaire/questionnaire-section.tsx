"use client";

import { NotFoundContent } from "@/components/errors/not-found-content";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingState } from "@/components/ui/loading-state";
import { useApplication } from "@/lib/api/applications";
import { useSubmission } from "@/lib/api/submissions";
import type { Role } from "@/lib/domain/roles";
import { SectionForm } from "./section-form";

export interface QuestionnaireSectionProps {
  appID: string;
  sectionID: string;
  role: Role;
}

/** /coverage/{appID}/details/{sectionID}: one section group, once the application and its insured are loaded. */
export function QuestionnaireSection({ appID, sectionID, role }: QuestionnaireSectionProps) {
  const application = useApplication(appID);
  const submission = useSubmission(application.data?.submissionID ?? null);
  // The coverage frame around this page reports a missing application.
  if (application.isError) return null;
  if (application.isPending || submission.isPending) return <LoadingState label="Loading questions…" />;
  if (submission.isError) return <ErrorState message="The insured's details could not be loaded." onRetry={() => void submission.refetch()} />;
  const app = application.data;
  const groupIndex = app.sectionGroups.findIndex((g) => g.id === sectionID);
  if (groupIndex < 0) return <NotFoundContent />;
  return <SectionForm key={`${appID}:${sectionID}`} app={app} companyInfo={submission.data.companyInfo} groupIndex={groupIndex} role={role} />;
}
