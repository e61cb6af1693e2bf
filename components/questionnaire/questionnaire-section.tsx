"use client";

import { NotFoundContent } from "@/components/errors/not-found-content";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingState } from "@/components/ui/loading-state";
import type { Role } from "@/lib/domain/roles";
import { useCoverage } from "./coverage-context";
import { SectionForm } from "./section-form";

export interface QuestionnaireSectionProps {
  appID: string;
  sectionID: string;
  role: Role;
}

/** /coverage/{appID}/details/{sectionID}: one section group, once the coverage frame has the application and its insured. */
export function QuestionnaireSection({ appID, sectionID, role }: QuestionnaireSectionProps) {
  const { app, submission } = useCoverage();
  if (submission.isPending) return <LoadingState label="Loading questions…" />;
  if (submission.isError) return <ErrorState message="The insured's details could not be loaded." onRetry={submission.refetch} />;
  const groupIndex = app.sectionGroups.findIndex((g) => g.id === sectionID);
  if (groupIndex < 0) return <NotFoundContent />;
  return <SectionForm key={`${appID}:${sectionID}`} app={app} companyInfo={submission.data.companyInfo} groupIndex={groupIndex} role={role} />;
}
