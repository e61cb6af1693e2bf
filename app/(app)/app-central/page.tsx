import { SubmissionList, SubmissionView } from "@/components/app-central/app-central-views";
import { UnauthorizedContent } from "@/components/errors/unauthorized-content";
import type { CoverageRowFlags } from "@/lib/domain/post-bind";
import { programByKey, programEndpoints } from "@/lib/wholesalers";
import { pageUser } from "@/server/auth/page-user";
import { evaluateFlags } from "@/server/flags/evaluate";
import { can } from "@/lib/domain/permissions";

export const metadata = { title: "App Central" };

/**
 * The agent's home: the submission list, or with ?submissionID= that
 * submission's page. Data loads in the browser, so this answers at once.
 */
export default async function AppCentralPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await pageUser();
  if (!user) return <UnauthorizedContent callbackUrl="/app-central" />;
  const { submissionID } = await searchParams;
  if (typeof submissionID !== "string" || !submissionID) return <SubmissionList />;

  const flags = await evaluateFlags(user);
  const rowFlags: CoverageRowFlags = {
    renewalAction: flags.renewalAction,
    endorsementAction: flags.endorsementAction,
    cancellationAction: flags.cancellationAction,
    reinstatementAction: flags.reinstatementAction,
    agentToUnderwriterShortcut: flags.agentToUnderwriterShortcut,
  };
  const program = programByKey(user.programKey);
  const notFoundBackHref = can(user.role, "openUnderwriterScreens") && program ? programEndpoints(program, process.env).homeUrl : "/app-central";
  return <SubmissionView key={submissionID} submissionID={submissionID} role={user.role} rowFlags={rowFlags} notFoundBackHref={notFoundBackHref} />;
}
