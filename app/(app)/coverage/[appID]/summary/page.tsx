import type { Metadata } from "next";
import { UnauthorizedContent } from "@/components/errors/unauthorized-content";
import { PolicyOverview } from "@/components/policy/policy-overview";
import { PolicySummary } from "@/components/policy/policy-summary";
import { can } from "@/lib/domain/permissions";
import { pageUser } from "@/server/auth/page-user";
import { programHomeUrl } from "@/server/program-home";
import { evaluateFlags } from "@/server/flags/evaluate";
import { pageApplication, pageCancellation, pageReinstatement, pageTimeline } from "@/server/services/page-reads";

export const metadata: Metadata = { title: "Policy Summary" };

/**
 * /coverage/{appID}/summary (spec 3 §2): the bound policy and its post-bind
 * actions, painted with the policy, its cancellation and its reinstatement as
 * the server reads them here; its coverage and timeline are rendered here
 * too, and rendered again when the summary asks after an action.
 */
export default async function PolicySummaryPage({ params }: { params: Promise<{ appID: string }> }) {
  const user = await pageUser();
  const { appID } = await params;
  if (!user) return <UnauthorizedContent callbackUrl={`/coverage/${encodeURIComponent(appID)}/summary`} />;
  const [flags, application] = await Promise.all([evaluateFlags(user), pageApplication(user, appID)]);
  const [cancellation, reinstatement, timeline] = await Promise.all([
    application?.cancellationID ? pageCancellation(user, application.cancellationID) : undefined,
    application?.reinstatementID ? pageReinstatement(user, application.reinstatementID) : undefined,
    application ? pageTimeline(user, appID) : undefined,
  ]);
  // Spec 3 §8: Application Not Found leads back to the external home.
  const notFoundBackHref = programHomeUrl(user.programKey);
  return (
    <PolicySummary
      key={appID}
      appID={appID}
      initialApplication={application}
      initialCancellation={cancellation}
      initialReinstatement={reinstatement}
      role={user.role}
      actionFlags={{ cancellation: flags.cancellationAction, reinstatement: flags.reinstatementAction, endorsement: flags.endorsementAction }}
      mayRenew={flags.renewalAction && can(user.role, "changeStatus", { kind: "requestRenewal" })}
      notFoundBackHref={notFoundBackHref}
      overview={timeline ? <PolicyOverview timeline={timeline} /> : null}
    />
  );
}
