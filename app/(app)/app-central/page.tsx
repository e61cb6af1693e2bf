import { SubmissionList, SubmissionView } from "@/components/app-central/app-central-views";
import { UnauthorizedContent } from "@/components/errors/unauthorized-content";
import type { CoverageRowFlags } from "@/lib/domain/post-bind";
import { pageUser } from "@/server/auth/page-user";
import { programHomeUrl } from "@/server/program-home";
import { evaluateFlags } from "@/server/flags/evaluate";
import { pageSubmission } from "@/server/services/page-reads";
import { can } from "@/lib/domain/permissions";

export const metadata = { title: "App Central" };

/**
 * The agent's home: the submission list, or with ?submissionID= that
 * submission's page, rendered with the submission the server reads here (the
 * browser's own read answers a 404 or a failure as the page always did).
 */
export default async function AppCentralPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await pageUser();
  if (!user) return <UnauthorizedContent callbackUrl="/app-central" />;
  const { submissionID, sort } = await searchParams;
  const initialSort = typeof sort === "string" ? sort : undefined;
  if (typeof submissionID !== "string" || !submissionID) return <SubmissionList initialSort={initialSort} />;

  const [flags, submission] = await Promise.all([evaluateFlags(user), pageSubmission(user, submissionID)]);
  const rowFlags: CoverageRowFlags = {
    renewalAction: flags.renewalAction,
    endorsementAction: flags.endorsementAction,
    cancellationAction: flags.cancellationAction,
    reinstatementAction: flags.reinstatementAction,
    agentToUnderwriterShortcut: flags.agentToUnderwriterShortcut,
  };
  const notFoundBackHref = can(user.role, "openUnderwriterScreens") ? programHomeUrl(user.programKey) : "/app-central";
  return (
    <SubmissionView
      key={submissionID}
      submissionID={submissionID}
      role={user.role}
      rowFlags={rowFlags}
      notFoundBackHref={notFoundBackHref}
      initialSubmission={submission}
      initialSort={initialSort}
    />
  );
}
