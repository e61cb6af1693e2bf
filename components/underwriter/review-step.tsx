"use client";

import { useRouter } from "next/navigation";
import { InsuredInfoCard } from "@/components/app-central/insured-info-card";
import { QuestionnaireReview } from "@/components/questionnaire/questionnaire-review";
import type { ApplicationView } from "@/lib/api/applications";
import type { Submission } from "@/lib/api/submissions";
import type { CompanyInfoValues } from "@/lib/questionnaire/evaluate";

/** Review App: the agent's answers read-only; Continue waits until every section group is Completed. */
export function ReviewStep({ app, companyInfo, continueHref }: { app: ApplicationView; companyInfo: Submission["companyInfo"] | null; continueHref: string }) {
  const router = useRouter();
  return (
    <div className="flex flex-col gap-6">
      {companyInfo ? <InsuredInfoCard submissionID={app.submissionID} info={companyInfo} canEdit={{ companyInfo: false, businessTypes: false }} showCodes /> : null}
      <QuestionnaireReview app={app} companyInfo={companyInfo as CompanyInfoValues | null} editMode={false} onContinue={() => router.push(continueHref)} />
    </div>
  );
}
