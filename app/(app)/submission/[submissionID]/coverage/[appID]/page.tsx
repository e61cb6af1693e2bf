import { notFound, redirect } from "next/navigation";
import { stepHref } from "@/lib/domain/underwriting";
import { pageUser } from "@/server/auth/page-user";
import { can } from "@/lib/domain/permissions";

/** An application without a step opens its first step, Review App (spec 2 §2). */
export default async function UnderwriterApplicationPage({ params }: { params: Promise<{ submissionID: string; appID: string }> }) {
  const user = await pageUser();
  if (!user || !can(user.role, "openUnderwriterScreens")) notFound();
  const { submissionID, appID } = await params;
  redirect(stepHref(submissionID, appID, "review"));
}
