import { notFound } from "next/navigation";
import { UnderwriterSteps } from "@/components/underwriter/underwriter-steps";
import { isUnderwriterStep, underwriterSteps } from "@/lib/domain/underwriting";
import { programByKey, programEndpoints } from "@/lib/wholesalers";
import { pageUser } from "@/server/auth/page-user";
import { evaluateFlags } from "@/server/flags/evaluate";
import { can } from "@/lib/domain/permissions";

type Params = { submissionID: string; appID: string; step: string };

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { step } = await params;
  return { title: underwriterSteps.find((s) => s.id === step)?.label ?? "Submission" };
}

/** One of the four quote-to-bind steps; any other step value is the 404 page (spec 2 §2). */
export default async function UnderwriterStepPage({ params }: { params: Promise<Params> }) {
  const user = await pageUser();
  if (!user || !can(user.role, "openUnderwriterScreens")) notFound();
  const { submissionID, appID, step } = await params;
  if (!isUnderwriterStep(step)) notFound();
  const flags = await evaluateFlags(user);
  const program = programByKey(user.programKey);
  return (
    <UnderwriterSteps
      key={appID}
      submissionID={submissionID}
      appID={appID}
      step={step}
      flags={{ allowEveryStatus: flags.allowEveryStatus, proceedToBind: flags.proceedToBind, renewalAction: flags.renewalAction }}
      notFoundBackHref={program ? programEndpoints(program, process.env).homeUrl : "/app-central"}
    />
  );
}
