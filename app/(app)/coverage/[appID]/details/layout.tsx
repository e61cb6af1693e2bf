import type { ReactNode } from "react";
import { CoverageFrame } from "@/components/questionnaire/coverage-frame";
import { pageUser } from "@/server/auth/page-user";
import { evaluateFlags } from "@/server/flags/evaluate";
import { pageApplication, pageSubmission } from "@/server/services/page-reads";
import { can } from "@/lib/domain/permissions";

export default async function CoverageDetailsLayout({ children, params }: { children: ReactNode; params: Promise<{ appID: string }> }) {
  const { appID } = await params;
  // The (app) layout has already turned away visitors without a session.
  const user = await pageUser();
  // Read here so the questionnaire paints with them; the browser's own read reports a missing application as before.
  const [flags, application] = user ? await Promise.all([evaluateFlags(user), pageApplication(user, appID)]) : [null, undefined];
  const submission = user && application ? await pageSubmission(user, application.submissionID) : undefined;
  return (
    <CoverageFrame
      appID={appID}
      priceIndicationEnabled={(flags?.priceIndication ?? false) && user !== null && can(user.role, "seePriceIndication")}
      userID={user?.id ?? ""}
      initialApplication={application}
      initialSubmission={submission}
    >
      {children}
    </CoverageFrame>
  );
}
