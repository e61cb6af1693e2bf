import { redirect } from "next/navigation";
import { ApplicationNotFound } from "@/components/questionnaire/application-not-found";
import { appParamsSchema } from "@/lib/schemas/common";
import { pageUser } from "@/server/auth/page-user";
import { AppError } from "@/server/errors";
import { getApplicationQuestions } from "@/server/services/applications";

/** /coverage/{appID} opens the first section (spec 1 §2). */
export default async function CoveragePage({ params }: { params: Promise<{ appID: string }> }) {
  const user = await pageUser();
  const parsed = appParamsSchema.safeParse(await params);
  if (!user || !parsed.success) return <ApplicationNotFound />;
  const { appID } = parsed.data;
  let firstSection: string | undefined;
  try {
    firstSection = (await getApplicationQuestions(user, appID)).sectionGroups[0]?.id;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return <ApplicationNotFound />;
    throw error;
  }
  if (!firstSection) return <p className="text-sm text-slate-600">This coverage has no questions to answer.</p>;
  redirect(`/coverage/${encodeURIComponent(appID)}/details/${encodeURIComponent(firstSection)}`);
}
