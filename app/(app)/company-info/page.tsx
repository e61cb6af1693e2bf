import type { Metadata } from "next";
import { CompanyInfoScreen } from "@/components/submission-flow/company-info-screen";
import { pageUser } from "@/server/auth/page-user";
import { placesApiKey } from "@/server/places-key";
import { listIndustries } from "@/server/services/catalog";
import { pageSubmission } from "@/server/services/page-reads";

export const metadata: Metadata = { title: "Insured information" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The form paints with what is read here and saves on its own (lib/api/submission-writes.ts). */
export default async function CompanyInfoPage({ searchParams }: Props) {
  const user = await pageUser();
  if (!user) return null;
  const { submissionID } = await searchParams;
  const id = typeof submissionID === "string" && /^[0-9a-f-]{36}$/i.test(submissionID) ? submissionID : undefined;
  // A new submission starts from the industries; a saved one needs only itself.
  const [submission, industries] = await Promise.all([id ? pageSubmission(user, id) : undefined, id ? [] : listIndustries(user)]);
  return <CompanyInfoScreen role={user.role} placesApiKey={placesApiKey()} submissionIDParam={id} initialSubmission={submission} industries={industries} />;
}
