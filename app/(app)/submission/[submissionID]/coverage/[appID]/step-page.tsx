import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { UnderwriterSteps } from "@/components/underwriter/underwriter-steps";
import { can } from "@/lib/domain/permissions";
import { underwriterSteps, type UnderwriterStep } from "@/lib/domain/underwriting";
import { pageUser } from "@/server/auth/page-user";
import { programHomeUrl } from "@/server/program-home";
import { evaluateFlags } from "@/server/flags/evaluate";
import { pageApplication, pageSubmission } from "@/server/services/page-reads";

export type StepPageParams = Promise<{ submissionID: string; appID: string }>;

export const stepMetadata = (step: UnderwriterStep): Metadata => ({ title: underwriterSteps.find((s) => s.id === step)?.label });

/**
 * One of the four quote-to-bind steps (spec 2 §2), each its own route so that a step's code loads with its page and no
 * other step's does; any other step is an unknown path, the 404 page.
 */
export async function StepPage({ params, step, children }: { params: StepPageParams; step: UnderwriterStep; children: ReactNode }) {
  const user = await pageUser();
  if (!user || !can(user.role, "openUnderwriterScreens")) notFound();
  const { submissionID, appID } = await params;
  // Read here so the step paints with them; the browser's own reads report a missing application as before.
  const [flags, application, submission] = await Promise.all([evaluateFlags(user), pageApplication(user, appID), pageSubmission(user, submissionID)]);
  return (
    <UnderwriterSteps
      key={appID}
      submissionID={submissionID}
      appID={appID}
      step={step}
      flags={{
        allowEveryStatus: flags.allowEveryStatus,
        proceedToBind: flags.proceedToBind,
        renewalAction: flags.renewalAction,
        generatedQuoteSatisfiesApproval: flags.generatedQuoteSatisfiesApproval,
      }}
      notFoundBackHref={programHomeUrl(user.programKey)}
      initialApplication={application}
      initialSubmission={submission}
    >
      {children}
    </UnderwriterSteps>
  );
}
